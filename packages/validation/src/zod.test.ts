import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROGRAM_AGES, YOUTH_AGES } from './ages.ts';
import {
  ageRangeCheck,
  ageRangeFields,
  anyOfFieldsNotEmptyCheck,
  atLeastOneFieldCheck,
  dateText,
  emailAddress,
  equalToCheck,
  minMaxCheck,
  notContainingPartOfCheck,
  notEqualToCheck,
  numberText,
  startBeforeEndCheck,
  text,
} from './zod.ts';

/** Field path → messages, the way a form reads them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    (out[path] ??= []).push(issue.message);
  }
  return out;
}

describe('field schemas', () => {
  it('text: required and max length', () => {
    const schema = text({ required: 'Required', max: 5, maxMessage: 'Too long' });
    expect(errorsOf(schema, '  ')).toEqual({ '': ['Required'] });
    expect(errorsOf(schema, '123456')).toEqual({ '': ['Too long'] });
    expect(schema.parse('12345')).toBe('12345');
    expect(errorsOf(text(), '')).toEqual({});
  });

  it('text issues carry the rule key', () => {
    const result = text({ required: 'Required' }).safeParse('');
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.code).toBe('custom');
    expect(issue && 'params' in issue ? issue.params : undefined).toEqual({ key: 'required' });
  });

  it('emailAddress: empty accepted unless required; Incorrect Email otherwise', () => {
    expect(errorsOf(emailAddress(), '')).toEqual({});
    expect(errorsOf(emailAddress(), 'a@b.c')).toEqual({ '': ['Incorrect Email'] });
    expect(errorsOf(emailAddress({ required: 'Required' }), '')).toEqual({ '': ['Required'] });
    expect(errorsOf(emailAddress({ max: 10 }), 'jane.doe@pathway.org')).toEqual({ '': ['Max: 10'] });
  });

  it('dateText: invalid, min, max, future, required', () => {
    const now = () => new Date(2025, 5, 15);
    const schema = dateText({ label: 'Birth Date', min: '01/01/2000', max: '12/31/2011', notFuture: true, now });
    expect(errorsOf(schema, '')).toEqual({});
    expect(errorsOf(schema, '13/45/2000')).toEqual({ '': ['Birth Date is invalid.'] });
    expect(errorsOf(schema, '12/31/1999')).toEqual({ '': ['Min: 01/01/2000'] });
    expect(errorsOf(schema, '01/01/2012')).toEqual({ '': ['Max: 12/31/2011'] });
    expect(errorsOf(dateText({ label: 'Hire Date', notFuture: true, now }), '06/16/2025')).toEqual({
      '': ['Date cannot be in the future.'],
    });
    expect(errorsOf(dateText({ label: 'Hire Date', required: true }), '')).toEqual({ '': ['Required'] });
  });

  it('numberText: not a number, negative amount, min and max', () => {
    expect(errorsOf(numberText(), 'twelve')).toEqual({ '': ['Your value is not a number.'] });
    expect(errorsOf(numberText({ nonNegative: true }), '-5')).toEqual({ '': ['Amount must be 0 or higher.'] });
    expect(errorsOf(numberText({ min: 14, max: 24 }), 25)).toEqual({ '': ['Max: 24'] });
    expect(errorsOf(numberText({ min: 14, max: 24 }), '13')).toEqual({ '': ['Min: 14'] });
    expect(errorsOf(numberText({ required: true }), '')).toEqual({ '': ['Required'] });
    expect(errorsOf(numberText(), '')).toEqual({});
  });

  it('ageRangeFields: both ages bounded by the range, required when asked', () => {
    const youth = z.object(ageRangeFields(YOUTH_AGES, { required: true }));
    expect(errorsOf(youth, { minAge: '13', maxAge: '25' })).toEqual({ minAge: ['Min: 14'], maxAge: ['Max: 24'] });
    expect(errorsOf(youth, { minAge: '', maxAge: '24' })).toEqual({ minAge: ['Required'] });
    expect(errorsOf(youth, { minAge: '14', maxAge: '24' })).toEqual({});
    const program = z.object(ageRangeFields(PROGRAM_AGES));
    expect(errorsOf(program, { minAge: '', maxAge: '' })).toEqual({});
    expect(errorsOf(program, { minAge: '0', maxAge: '121' })).toEqual({ maxAge: ['Max: 120'] });
  });
});

describe('cross-field refinements', () => {
  it('start before end, on the start field', () => {
    const schema = z.object({ from: z.string(), to: z.string() }).superRefine(startBeforeEndCheck('from', 'to'));
    expect(errorsOf(schema, { from: '06/02/2025', to: '06/01/2025' })).toEqual({
      from: ['Start Date must be less then End Date'],
    });
    expect(errorsOf(schema, { from: '06/01/2025', to: '06/02/2025' })).toEqual({});
    expect(errorsOf(schema, { from: 'bad', to: '06/02/2025' })).toEqual({});
  });

  it('min ≤ max', () => {
    const schema = z.object({ from: z.number(), to: z.number() }).superRefine(minMaxCheck('from', 'to'));
    expect(errorsOf(schema, { from: 9, to: 3 })).toEqual({ from: ['Min must not be greater than Max'] });
  });

  it('age rule', () => {
    const schema = z
      .object({ minAge: z.number(), maxAge: z.number() })
      .superRefine(ageRangeCheck({ minAge: 'minAge', maxAge: 'maxAge' }, { minAge: 14, maxAge: 24 }));
    expect(errorsOf(schema, { minAge: 12, maxAge: 30 })).toEqual({ minAge: ['Min: 14'], maxAge: ['Max: 24'] });
    expect(errorsOf(schema, { minAge: 16, maxAge: 21 })).toEqual({});
  });

  it('at least one field and any of fields not empty', () => {
    const search = z.object({ ssn: z.string(), lastName: z.string() });
    expect(errorsOf(search.superRefine(atLeastOneFieldCheck('ssn')), { ssn: '', lastName: '' })).toEqual({
      ssn: ['Required'],
    });
    const phones = z.object({ mainPhone: z.string(), cellPhone: z.string(), note: z.string() });
    expect(
      errorsOf(phones.superRefine(anyOfFieldsNotEmptyCheck(['mainPhone', 'cellPhone'])), {
        mainPhone: '',
        cellPhone: '',
        note: 'x',
      }),
    ).toEqual({ mainPhone: ['Required'], cellPhone: ['Required'] });
  });

  it('equal to, not equal to, not containing a part', () => {
    const schema = z
      .object({ userName: z.string(), email: z.string(), confirmEmail: z.string(), alias: z.string() })
      .superRefine(equalToCheck('confirmEmail', 'email'))
      .superRefine(notEqualToCheck('alias', 'userName', 'Alias must differ from User Name'))
      .superRefine(notContainingPartOfCheck('alias', 'userName', 'Alias must not contain the user name'));
    expect(
      errorsOf(schema, {
        userName: 'kwilliams',
        email: 'k@pathway.org',
        confirmEmail: 'k@pathway.com',
        alias: 'kwilliams',
      }),
    ).toEqual({
      confirmEmail: ['Entered values do not match.'],
      alias: ['Alias must differ from User Name', 'Alias must not contain the user name'],
    });
  });
});
