export { SearchableSelect, MAX_RENDERED_ITEMS, NO_ITEMS_TEXT } from './SearchableSelect.tsx';
export type { SearchableSelectProps } from './SearchableSelect.tsx';
