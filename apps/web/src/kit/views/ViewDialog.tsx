import { Button, Modal, type ModalSize } from '@pathway/design-system';
import type { ReactNode } from 'react';

export interface ViewDialogProps {
  title: string;
  size?: ModalSize;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog that shows rather than edits (a history, a record's documents, who holds a role): it has
 * nothing to save, so its one footer button is Close, as Escape and the corner's close are.
 */
export function ViewDialog({ title, size = 'medium', onClose, children }: ViewDialogProps) {
  return (
    <Modal
      open
      size={size}
      title={title}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
