import { onDemand } from '../../lib/onDemand.tsx';

/** The History dialog, loaded when first shown: a grid's History row action does not carry it. */
export const HistoryDialogOnDemand = onDemand(() => import('./HistoryDialog.tsx'));
