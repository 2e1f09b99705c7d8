import type { HistoryRecordType } from '@pathway/api-client';
import { Button } from '@pathway/design-system';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../kit/index.ts';

// Loaded with the first History opened: a record's screen paints without it.
const HistoryDialog = lazy(() => import('./HistoryDialog.tsx'));

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
      {open ? (
        <Suspense fallback={null}>
          <HistoryDialog type={type} recordId={recordId} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
