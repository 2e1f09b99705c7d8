export { Modal, LOST_DATA_MESSAGE, preloadModal } from './Modal.tsx';
export type { ModalProps, ModalSize } from './Modal.tsx';
export { useModal } from './ModalContext.ts';
export type { ModalCloseReason, ModalControls } from './ModalContext.ts';
