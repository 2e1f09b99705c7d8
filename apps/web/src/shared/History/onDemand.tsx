import { lazy, Suspense } from 'react';
import type { HistoryDialogProps } from './HistoryDialog.tsx';

// A grid's History row action loads the dialog on first use, not with the grid.
const HistoryDialog = lazy(() => import('./HistoryDialog.tsx'));

/** The History dialog, loaded when first shown (for grids whose row actions open it). */
export function HistoryDialogOnDemand(props: HistoryDialogProps) {
  return (
    <Suspense fallback={null}>
      <HistoryDialog {...props} />
    </Suspense>
  );
}
