export { AgeBoundedDateInput, ageBounds } from './AgeBoundedDateInput.tsx';
export type { AgeBoundedDateInputProps, BoundedDateValueChange } from './AgeBoundedDateInput.tsx';
