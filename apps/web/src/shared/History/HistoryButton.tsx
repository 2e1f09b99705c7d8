import type { HistoryRecordType } from '@pathway/api-client';
import { Button } from '@pathway/design-system';
import { useState } from 'react';
import { useCan } from '../../kit/index.ts';
import { onDemand } from '../../lib/onDemand.tsx';

// Loaded with the first History opened: a record's screen paints without it.
const HistoryDialog = onDemand(() => import('./HistoryDialog.tsx'));

export interface HistoryButtonProps {
  /** Whose history: the record kind and its id. */
  type: HistoryRecordType;
  recordId: number;
  /** The record as its screen names it. */
  name: string;
}

/**
 * A record screen's History button beside its Notes (ADR 196); there only for a user holding
 * VIEW_RECORD_HISTORY.
 */
export function HistoryButton({ type, recordId, name }: HistoryButtonProps) {
  const may = useCan('VIEW_RECORD_HISTORY');
  const [open, setOpen] = useState(false);
  if (!may) return null;
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        History
      </Button>
      {open ? <HistoryDialog type={type} recordId={recordId} name={name} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
