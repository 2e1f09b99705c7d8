import { messages } from '@pathway/validation';

/*
 * The date messages of the spec, section 5, as kept verbatim by @pathway/validation; re-exported
 * under names that read well beside the date inputs.
 */

/** The error toast for a date that cannot be read or lies outside 1900-2100. */
export const incorrectDateMessage = messages.incorrectDate;
/** Max: {date} */
export const maxDateMessage = messages.maxDate;
/** Min: {date} */
export const minDateMessage = messages.minDate;
