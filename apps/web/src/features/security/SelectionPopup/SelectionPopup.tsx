import { Alert, Checkbox, SubmitPopup } from '@pathway/design-system';
import { useState } from 'react';
import { ChoiceList } from '../../../kit/index.ts';

export interface SelectionItem {
  id: number;
  label: string;
}

export interface SelectionPopupProps {
  /** Heading and accessible name: "Permissions of Payroll Manager". */
  title: string;
  /** Every item that may be checked; undefined while it loads. */
  items: readonly SelectionItem[] | undefined;
  /** The ids checked when the popup opened; undefined while they load. */
  checked: readonly number[] | undefined;
  /** Shown (and Submit disabled) while nothing is checked; absent when none is allowed. */
  atLeastOne?: string;
  /** Saves the checked ids; a rejection keeps the popup open with the boxes as they are. */
  onSave: (ids: number[]) => Promise<unknown>;
  onClose: () => void;
}

function same(a: readonly number[], b: ReadonlySet<number>): boolean {
  return a.length === b.size && a.every((id) => b.has(id));
}

/**
 * A popup of checkboxes that saves the whole selection at once (a role's permissions, a user's
 * roles, a group's users or resources), as the contract's selection saves replace the set.
 */
export function SelectionPopup({ title, items, checked, atLeastOne, onSave, onClose }: SelectionPopupProps) {
  const [selection, setSelection] = useState<ReadonlySet<number> | undefined>();
  const current = selection ?? (checked === undefined ? undefined : new Set(checked));
  const loading = items === undefined || current === undefined;
  const empty = current?.size === 0;
  const invalid = atLeastOne !== undefined && empty;
  const toggle = (id: number, on: boolean) => {
    const next = new Set(current);
    if (on) next.add(id);
    else next.delete(id);
    setSelection(next);
  };
  return (
    <SubmitPopup
      open
      title={title}
      size="medium"
      dirty={!loading && checked !== undefined && !same(checked, current)}
      valid={!loading && !invalid}
      onSubmit={({ event }) => {
        event.preventDefault();
        if (current === undefined) return;
        onSave([...current]).then(onClose, () => {
          // The QueryClient has shown the server's message; the boxes stay as they are.
        });
      }}
      onCancel={onClose}
    >
      {loading ? (
        <p>Loading…</p>
      ) : (
        <ChoiceList $maxHeight={420} aria-label={title}>
          {items.map((item) => (
            <Checkbox
              key={item.id}
              label={item.label}
              checked={current.has(item.id)}
              onCheckedChange={({ checked: on }) => toggle(item.id, on)}
            />
          ))}
          {items.length === 0 ? <p>No records to display</p> : null}
        </ChoiceList>
      )}
      {invalid ? <Alert variant="danger">{atLeastOne}</Alert> : null}
    </SubmitPopup>
  );
}
