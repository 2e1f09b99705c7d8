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
