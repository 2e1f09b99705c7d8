import { describe, expect, it } from 'vitest';
import { contactSchema, profileSchema } from './schemas.ts';
import { isPersonName } from './personName.ts';

describe('the characters of a person’s name (ADR 216)', () => {
  it('takes letters of any script, accents, spaces, apostrophes, hyphens and periods, after a letter', () => {
    for (const name of [
      'Jasmine',
      'Zoë',
      "D'Angelo",
      'O’Neil-Ramírez',
      'St. John',
      'Mary Ann',
      'Nguyễn',
      '李',
      'Ольга',
    ]) {
      expect(isPersonName(name), name).toBe(true);
    }
  });

  it('refuses what a spreadsheet would run, digits and other signs, and a start that is not a letter', () => {
    for (const name of ['=1+1', "-2+3+cmd|' /C calc'!A0", '+1', '@SUM(A1)', 'Ann1', 'Ann<b>', "'Ann", '-Ann', '.Ann']) {
      expect(isPersonName(name), name).toBe(false);
    }
  });

  it('words the refusal under the field in the profile and contact forms', () => {
    const profile = profileSchema.safeParse({ firstName: '=1+1', lastName: 'Carter', email: 'jcarter@example.org' });
    expect(profile.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstName', 'Use letters, spaces, apostrophes, hyphens and periods only, starting with a letter.'],
    ]);
    const contact = contactSchema.safeParse({ contactTypeLuid: 31, firstName: 'Renee', lastName: '@Morales' });
    expect(contact.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lastName', 'Use letters, spaces, apostrophes, hyphens and periods only, starting with a letter.'],
    ]);
  });
});
