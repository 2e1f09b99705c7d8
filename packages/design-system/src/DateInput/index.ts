export { DateInput } from './DateInput.tsx';
export type { DateInputProps, DateValueChange } from './DateInput.tsx';
export { incorrectDateMessage, maxDateMessage, minDateMessage } from './messages.ts';
