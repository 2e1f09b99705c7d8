import { Alert, type GridColumn } from '@pathway/design-system';
import { useCallback, useState } from 'react';

/** A row picked for a bulk action, with the version the action sends back (ADR 061). */
export interface Picked {
  id: number;
  version: number;
  name: string;
}

/** The rows picked for a bulk action across pages of a server grid, by id. */
export function useSelection() {
  const [picked, setPicked] = useState<ReadonlyMap<number, Picked>>(new Map());
  const toggle = useCallback((row: Picked, on: boolean) => {
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });
  }, []);
  const clear = useCallback(() => setPicked(new Map()), []);
  return { picked, toggle, clear };
}

/** The check box of a grid row: a native input named "Select <name>" (the grid cell has no room for a label). */
export function PickBox({
  row,
  checked,
  onToggle,
}: {
  row: Picked;
  checked: boolean;
  onToggle: (row: Picked, on: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${row.name}`}
      checked={checked}
      onChange={(event) => onToggle(row, event.currentTarget.checked)}
    />
  );
}

/** The refused rows of a bulk result, named, each with the server's reason. */
export function refusals(
  results: readonly { id: number; succeeded: boolean; message?: string | null }[],
  picked: ReadonlyMap<number, Picked>,
): string[] {
  return results
    .filter((result) => !result.succeeded)
    .map((result) => `${picked.get(result.id)?.name ?? `Record ${String(result.id)}`}: ${result.message ?? ''}`.trim());
}

/** A row the bulk grids pick: a person with a masked SSN. */
interface PickableRow {
  lastName: string;
  firstName: string;
  ssn: string;
}

/**
 * The first columns of a bulk-action grid: its check box (named after the row's person, whose name
 * is also the column's export text), then last name, first name and the masked SSN.
 */
export function pickColumns<Row extends PickableRow>(
  pickOf: (row: Row) => Picked,
  picked: ReadonlyMap<number, Picked>,
  toggle: (row: Picked, on: boolean) => void,
): GridColumn<Row>[] {
  return [
    {
      id: 'select',
      header: 'Select',
      // The grid renders a custom cell only for a non-empty text: the row's name (also the export's).
      value: (row) => pickOf(row).name,
      sortable: false,
      width: 80,
      kind: {
        type: 'custom',
        render: (row) => {
          const pick = pickOf(row);
          return <PickBox row={pick} checked={picked.has(pick.id)} onToggle={toggle} />;
        },
      },
    },
    { id: 'lastName', header: 'Last Name', value: (row) => row.lastName, width: 150 },
    { id: 'firstName', header: 'First Name', value: (row) => row.firstName, sortable: false, width: 150 },
    { id: 'ssn', header: 'SSN', value: (row) => row.ssn, sortable: false, width: 120 },
  ];
}

/** The rows a bulk action could not change, each with its reason; nothing when all moved. */
export function RefusedList({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <Alert variant="warning" title={title}>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Alert>
  );
}
