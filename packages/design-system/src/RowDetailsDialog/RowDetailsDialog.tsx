import { Fragment } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import type { ModalProps } from '../Modal/Modal.tsx';
import { Fields } from './RowDetailsDialog.styles.ts';

/** One labelled value in the details dialog. */
export interface RowDetailsField {
  /** The column header. */
  label: string;
  /** The value as the grid shows it. */
  value: string;
}

export interface RowDetailsDialogProps extends Omit<ModalProps, 'title' | 'onClose' | 'children' | 'footer'> {
  /** The title, keyed on the row (e.g. the participant's last name). */
  title: string;
  /** Every column of the row, hidden ones included. */
  fields: readonly RowDetailsField[];
  /** Called when the user closes it (Close, Escape or a click outside). */
  onClose: () => void;
}

/**
 * A grid row's details: every column's value, read-only, in the shared Modal (focus trapped and
 * returned to the Details button, Escape and a click outside close it).
 */
export function RowDetailsDialog({ title, fields, onClose, size = 'medium', ...rest }: RowDetailsDialogProps) {
  return (
    <Modal
      data-component="RowDetailsDialog"
      title={title}
      size={size}
      hideCloseButton
      onClose={() => onClose()}
      footer={<Button onClick={() => onClose()}>Close</Button>}
      {...rest}
    >
      <Fields>
        {fields.map((field) => (
          <Fragment key={field.label}>
            <dt>{field.label}</dt>
            <dd>{field.value === '' ? '—' : field.value}</dd>
          </Fragment>
        ))}
      </Fields>
    </Modal>
  );
}
