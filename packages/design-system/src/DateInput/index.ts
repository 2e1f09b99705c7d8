export { DateInput } from './DateInput.tsx';
export type { DateInputProps, DateValueChange } from './DateInput.tsx';
export { commitDateText, formatInputDate, parseInputDate, MIN_INPUT_DATE, MAX_INPUT_DATE } from './dateText.ts';
export type { DateCommit } from './dateText.ts';
export { incorrectDateMessage, maxDateMessage, minDateMessage } from './messages.ts';
