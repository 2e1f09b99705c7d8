import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import type { ModalProps } from '../Modal/Modal.tsx';

export interface ConfirmDialogProps extends Omit<
  ModalProps,
  'title' | 'onClose' | 'footer' | 'children' | 'dirty' | 'locked' | 'role'
> {
  /** Confirmation (default) or Warning, or the caller's own heading. */
  title?: 'Confirmation' | 'Warning' | (string & {});
  /** The question, for example "Are you sure you want to delete this contact?". */
  message: ReactNode;
  /** Yes was pressed. */
  onConfirm: (args: { source: 'yes' }) => void;
  /** Cancel, Escape or a click outside. */
  onCancel: (args: { source: 'cancel' | 'escape' | 'backdrop' | 'close-button' }) => void;
  /** Label of the confirming button; Yes by default. */
  confirmLabel?: string;
  /** Label of the dismissing button; Cancel by default. */
  cancelLabel?: string;
  /** Shows Yes as working and blocks it while the caller's request runs. */
  busy?: boolean;
}

/** Yes/Cancel question in a small alert dialog; focus starts on Cancel so Enter never deletes by accident. */
export function ConfirmDialog({
  title = 'Confirmation',
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  busy = false,
  size = 'small',
  ...rest
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      data-component="ConfirmDialog"
      role="alertdialog"
      size={size}
      title={title}
      hideCloseButton
      initialFocus={cancelRef}
      onClose={({ reason }) =>
        onCancel({
          source: reason === 'escape' || reason === 'backdrop' || reason === 'close-button' ? reason : 'cancel',
        })
      }
      footer={
        <>
          <Button busy={busy} onClick={() => onConfirm({ source: 'yes' })}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" ref={cancelRef} onClick={() => onCancel({ source: 'cancel' })}>
            {cancelLabel}
          </Button>
        </>
      }
      {...rest}
    >
      {message}
    </Modal>
  );
}
