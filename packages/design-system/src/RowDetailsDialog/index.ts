export { RowDetailsDialog } from './RowDetailsDialog.tsx';
export type { RowDetailsDialogProps, RowDetailsField } from './RowDetailsDialog.tsx';
