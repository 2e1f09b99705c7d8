export { SingleSelect, preloadSelect } from './SingleSelect.tsx';
export type {
  SelectFieldProps,
  SelectItem,
  SelectOption,
  SelectValueChange,
  SingleSelectProps,
} from './SingleSelect.tsx';
