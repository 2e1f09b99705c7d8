export { GridSearchPanel } from './GridSearchPanel.tsx';
export type { GridSearchPanelProps } from './GridSearchPanel.tsx';
