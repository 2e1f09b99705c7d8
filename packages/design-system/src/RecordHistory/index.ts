export { RecordHistory, formatDateTime, formatHistoryValue, spellField } from './RecordHistory.tsx';
export type { RecordHistoryItem, RecordHistoryProps, RecordHistoryValue } from './RecordHistory.tsx';
