/*
 * Date messages of the spec (section 5, "Generic messages" and "Dates and masks"). Kept in one
 * module so they can move to @pathway/validation in one edit once that package exports them.
 */

/** The error toast for a date that cannot be read or lies outside 1900-2100. */
export const incorrectDateMessage = (entered: string) => `Incorrect date: ${entered}`;
/** Max: {date} */
export const maxDateMessage = (date: string) => `Max: ${date}`;
/** Min: {date} */
export const minDateMessage = (date: string) => `Min: ${date}`;
