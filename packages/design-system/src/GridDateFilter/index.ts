export { GridDateFilter } from './GridDateFilter.tsx';
export type { GridDateFilterProps } from './GridDateFilter.tsx';
