export { TriStateSelect, TRI_STATE_LABELS, triStateToBoolean, booleanToTriState } from './TriStateSelect.tsx';
export type { TriState, TriStateSelectProps } from './TriStateSelect.tsx';
