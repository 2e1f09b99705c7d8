/**
 * The characters a person's first or last name may hold where it is entered (ADR 216): letters of
 * any script and their accents, spaces, apostrophes (' or ’), hyphens and periods, starting with a
 * letter. So "Zoë O’Neil-Ramírez" and "St. John" are names, and "=1+1" (a formula in every
 * spreadsheet the name is later exported to) is not. The contract's PersonNameText carries the same
 * pattern, which the server's Ajv enforces; a test holds the two equal.
 */
export const PERSON_NAME_PATTERN = "^\\p{L}[\\p{L}\\p{M} '’.-]*$";

const PERSON_NAME = new RegExp(PERSON_NAME_PATTERN, 'u');

/** The refusal of a name with other characters, under the field it belongs to. */
export const PERSON_NAME_MESSAGE =
  'Use letters, spaces, apostrophes, hyphens and periods only, starting with a letter.';

/** Whether a name (as sent, trimmed) holds only the allowed characters; a blank is the required rule's. */
export const isPersonName = (value: string) => value.trim() === '' || PERSON_NAME.test(value.trim());
