import { createContext, useContext } from 'react';

export type ModalCloseReason = 'escape' | 'backdrop' | 'close-button' | 'cancel' | 'submit';

export interface ModalControls {
  /** Asks to close; runs the lost-data check when the modal holds a changed form or is locked. */
  requestClose: (args: { reason: ModalCloseReason }) => void;
}

export const ModalContext = createContext<ModalControls | null>(null);

/** Controls of the nearest Modal, for buttons inside it (a footer Cancel, for example). */
export function useModal(): ModalControls {
  const controls = useContext(ModalContext);
  if (!controls) throw new Error('useModal() must be called inside a <Modal>.');
  return controls;
}
