/**
 * The characters a person's first or last name may hold where it is entered (ADR 216): letters of
 * the scripts of the Basic Multilingual Plane and their accents, spaces, apostrophes (' or ’),
 * hyphens and periods, starting with a letter. So "Zoë O’Neil-Ramírez", "St. John", "Nguyễn" and
 * "李" are names, and "=1+1" (a formula in every spreadsheet the name is later exported to) is not.
 * The contract's PersonNameText carries the same pattern, which the server's Ajv enforces; a test
 * holds the two equal.
 */
// Ranges of \u escapes rather than \p{L}: JSON Schema tools that compile patterns without the u
// flag (Spectral, Prism) would read \p{L} as the text "p{L}", and ranges read the same either way.
const LETTERS = [
  'A-Za-z',
  '\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF', // Latin-1 letters, Latin Extended, IPA, modifier letters (ʻokina)
  '\\u0370-\\u03FF\\u0400-\\u052F', // Greek, Cyrillic
  '\\u0531-\\u058F\\u0590-\\u05FF\\u0600-\\u06FF', // Armenian, Hebrew, Arabic
  '\\u0900-\\u0DFF\\u0E00-\\u0EFF', // the Indic scripts, Thai, Lao
  '\\u10A0-\\u10FF\\u1100-\\u11FF\\u1200-\\u137F', // Georgian, Hangul Jamo, Ethiopic
  '\\u1E00-\\u1FFF', // Latin Extended Additional (Vietnamese), Greek Extended
  '\\u3040-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uAC00-\\uD7A3', // kana, CJK ideographs, Hangul
].join('');
/** Combining accents, allowed after the first letter (a name typed in decomposed form). */
const MARKS = '\\u0300-\\u036F';

export const PERSON_NAME_PATTERN = `^[${LETTERS}][${LETTERS}${MARKS} '\\u2019.-]*$`;

// eslint-disable-next-line no-misleading-character-class -- the accents are meant one by one, after their letter (a name typed decomposed).
const PERSON_NAME = new RegExp(PERSON_NAME_PATTERN, 'u');

/** The refusal of a name with other characters, under the field it belongs to. */
export const PERSON_NAME_MESSAGE =
  'Use letters, spaces, apostrophes, hyphens and periods only, starting with a letter.';

/** Whether a name (as sent, trimmed) holds only the allowed characters; a blank is the required rule's. */
export const isPersonName = (value: string) => value.trim() === '' || PERSON_NAME.test(value.trim());
