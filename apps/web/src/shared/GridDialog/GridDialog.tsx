import { Button, DataGrid } from '@pathway/design-system';
import type { ComponentProps, ReactNode } from 'react';
import { ViewDialog } from '../../kit/index.ts';

type GridProps<Row extends object> = ComponentProps<typeof DataGrid<Row>>;
/** Omit over each kind of grid (client, server) apart, so the kinds stay told apart. */
type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface GridDialogProps<Row extends object> {
  title: string;
  onClose: () => void;
  /** The list; its height is the dialog's, and its toolbar holds the add button. */
  grid: Without<GridProps<Row>, 'maxHeight' | 'searchPanel'>;
  /** The add button, for a user who may add here. */
  add?: { label: string; onAdd: () => void };
  /** What the list opens: its popups and confirmations. */
  children?: ReactNode;
}

/**
 * A record's list of attached items (its contacts, its notes) in a large dialog closed from its
 * footer: the same frame wherever a record shows such a list, so each looks and closes alike.
 */
export function GridDialog<Row extends object>({ title, onClose, grid, add, children }: GridDialogProps<Row>) {
  return (
    <ViewDialog size="large" title={title} onClose={onClose}>
      <DataGrid<Row>
        {...grid}
        maxHeight={420}
        searchPanel={{
          toolbar: add ? (
            <Button size="small" onClick={add.onAdd}>
              {add.label}
            </Button>
          ) : undefined,
        }}
      />
      {children}
    </ViewDialog>
  );
}
