import { ConfirmDialog } from '@pathway/design-system';
import { useState, type ReactElement } from 'react';

interface RemoveMutation<V> {
  isPending: boolean;
  mutate: (variables: V, options: { onSettled: () => void }) => void;
}

export interface ConfirmedRemove<Row> {
  /** Asks to confirm removing the row (a row action's onAction). */
  ask: (row: Row) => void;
  /** The confirmation, to render once in the screen. */
  dialog: ReactElement;
}

/**
 * A Delete that asks first (spec section 8's confirmation): the row asked about, and the dialog that
 * removes it on Yes, stays open and busy while the request runs, and closes when it is done, whether
 * it succeeded or not (the mutation reports the outcome).
 */
export function useConfirmedRemove<Row, V>(
  mutation: RemoveMutation<V>,
  message: string,
  variablesOf: (row: Row) => V,
): ConfirmedRemove<Row> {
  const [removing, setRemoving] = useState<Row | null>(null);
  const dialog = (
    <ConfirmDialog
      open={removing !== null}
      message={message}
      busy={mutation.isPending}
      onConfirm={() => {
        if (removing !== null) mutation.mutate(variablesOf(removing), { onSettled: () => setRemoving(null) });
      }}
      onCancel={() => setRemoving(null)}
    />
  );
  return { ask: setRemoving, dialog };
}
