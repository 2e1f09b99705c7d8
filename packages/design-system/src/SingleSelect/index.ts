export { SingleSelect } from './SingleSelect.tsx';
export type { SelectItem, SelectOption, SelectValueChange, SingleSelectProps } from './SingleSelect.tsx';
