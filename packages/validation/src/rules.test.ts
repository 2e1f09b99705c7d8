import { describe, expect, it } from 'vitest';
import {
  ageRange,
  anyOfFieldsNotEmpty,
  atLeastOneField,
  containsFourCharPart,
  email,
  equalTo,
  isNumber,
  maxDate,
  maxLength,
  maxNumber,
  minDate,
  minMax,
  minNumber,
  nonNegativeAmount,
  notContainingPartOf,
  notEqualTo,
  notFutureDate,
  required,
  startBeforeEnd,
  validDate,
} from './rules.ts';

describe('required', () => {
  it.each([null, undefined, '', '   ', []])('fails %j with "Required"', (value) => {
    expect(required(value)).toEqual({ key: 'required', message: 'Required' });
  });
  it.each(['a', 0, false, ['x']])('passes %j', (value) => {
    expect(required(value)).toBeNull();
  });
  it('uses a field-specific message when given', () => {
    expect(required('', 'Username is required')?.message).toBe('Username is required');
  });
});

describe('numbers', () => {
  it('Max: {n} and Min: {n}', () => {
    expect(maxNumber(11, 10)).toEqual({ key: 'max', message: 'Max: 10' });
    expect(maxNumber('10', 10)).toBeNull();
    expect(minNumber('2', 3)).toEqual({ key: 'min', message: 'Min: 3' });
    expect(minNumber(3, 3)).toBeNull();
    expect(minNumber('', 3)).toBeNull();
  });
  it('Your value is not a number.', () => {
    expect(isNumber('12a')).toEqual({ key: 'notANumber', message: 'Your value is not a number.' });
    expect(isNumber('12.5')).toBeNull();
    expect(isNumber('')).toBeNull();
    expect(isNumber(Number.POSITIVE_INFINITY)?.key).toBe('notANumber');
  });
  it('Amount must be 0 or higher.', () => {
    expect(nonNegativeAmount('-0.01')).toEqual({ key: 'negativeAmount', message: 'Amount must be 0 or higher.' });
    expect(nonNegativeAmount(0)).toBeNull();
  });
});

describe('maxLength', () => {
  it('defaults to Max: {n} and accepts a field message', () => {
    expect(maxLength('abcd', 3)).toEqual({ key: 'maxLength', message: 'Max: 3' });
    expect(maxLength('abc', 3)).toBeNull();
    expect(maxLength('x'.repeat(41), 40, 'Maximum length of First Name is 40')?.message).toBe(
      'Maximum length of First Name is 40',
    );
  });
});

describe('dates', () => {
  it('{field} is invalid.', () => {
    expect(validDate('02/30/2024', 'Start Date')).toEqual({ key: 'invalidDate', message: 'Start Date is invalid.' });
    expect(validDate('01/01/1899', 'Birth Date')?.message).toBe('Birth Date is invalid.');
    expect(validDate('', 'Birth Date')).toBeNull();
    expect(validDate('01/31/2024', 'Birth Date')).toBeNull();
  });
  it('Max: {date} and Min: {date} in mm/dd/yyyy', () => {
    expect(maxDate('06/02/2025', '06/01/2025')).toEqual({ key: 'maxDate', message: 'Max: 06/01/2025' });
    expect(maxDate('06/01/2025', new Date(2025, 5, 1, 18))).toBeNull();
    expect(minDate('05/31/2025', new Date(2025, 5, 1))).toEqual({ key: 'minDate', message: 'Min: 06/01/2025' });
    expect(minDate('', '06/01/2025')).toBeNull();
  });
  it('Date cannot be in the future.', () => {
    const now = new Date(2025, 5, 15, 9, 0);
    expect(notFutureDate('06/16/2025', now)).toEqual({ key: 'futureDate', message: 'Date cannot be in the future.' });
    expect(notFutureDate('06/15/2025', now)).toBeNull();
  });
  it('start ≤ end with the default or a caller message', () => {
    expect(startBeforeEnd('06/02/2025', '06/01/2025')).toEqual({
      key: 'startEnd',
      message: 'Start Date must be less then End Date',
    });
    expect(startBeforeEnd('06/01/2025', '06/01/2025')).toBeNull();
    expect(startBeforeEnd('06/02/2025', '')).toBeNull();
    expect(startBeforeEnd('06/02/2025', '06/01/2025', 'Period From must be less then Period To')?.message).toBe(
      'Period From must be less then Period To',
    );
  });
});

describe('email', () => {
  it('accepts empty', () => {
    expect(email('')).toBeNull();
    expect(email(undefined)).toBeNull();
  });
  it.each(['jane.doe@pathway.org', 'a@b.co', 'maria.lopez+intake@youth-works.example.com'])('accepts %s', (value) => {
    expect(email(value)).toBeNull();
  });
  it.each(['a@b.c', 'jane', 'jane@', 'jane@pathway', 'jane doe@pathway.org', '@pathway.org', 'jane@@pathway.org'])(
    'rejects %s with incorrectEmail',
    (value) => {
      expect(email(value)).toEqual({ key: 'incorrectEmail', message: 'Incorrect Email' });
    },
  );
});

describe('minMax', () => {
  it('min must not exceed max (minMaxInvalid)', () => {
    expect(minMax(5, 4)?.key).toBe('minMaxInvalid');
    expect(minMax('4', '4')).toBeNull();
    expect(minMax('', 4)).toBeNull();
  });
});

describe('ageRange', () => {
  const qr = { minAge: 14, maxAge: 24 };
  it('passes inside the quality-review bounds', () => {
    expect(ageRange({ minAge: 14, maxAge: 24 }, qr)).toEqual({});
    expect(ageRange({ minAge: '16', maxAge: '' }, qr)).toEqual({});
  });
  it('flags ages outside the bounds with Min/Max messages', () => {
    expect(ageRange({ minAge: 13, maxAge: 25 }, qr)).toEqual({
      minAge: { key: 'ageRange', message: 'Min: 14' },
      maxAge: { key: 'ageRange', message: 'Max: 24' },
    });
    expect(ageRange({ minAge: 30, maxAge: 12 }, qr)).toEqual({
      minAge: { key: 'ageRange', message: 'Max: 24' },
      maxAge: { key: 'ageRange', message: 'Min: 14' },
    });
  });
  it('flags min above max inside the bounds', () => {
    expect(ageRange({ minAge: 20, maxAge: 16 }, qr).minAge?.key).toBe('minMaxInvalid');
  });
  it('flags quality-review bounds that contradict each other', () => {
    const errors = ageRange({ minAge: 16, maxAge: 18 }, { minAge: 24, maxAge: 14 });
    expect(errors.minAge?.key).toBe('minMaxInvalid');
    expect(errors.maxAge?.key).toBe('minMaxInvalid');
  });
});

describe('group rules', () => {
  it('at least one field gives the required error', () => {
    expect(atLeastOneField({ ssn: '', lastName: ' ', programs: [] })).toEqual({ key: 'required', message: 'Required' });
    expect(atLeastOneField({ ssn: '', lastName: 'Nguyen' })).toBeNull();
  });
  it('any of the named fields not empty gives the required error', () => {
    const values = { mainPhone: '', cellPhone: '', notes: 'call after 3pm' };
    expect(anyOfFieldsNotEmpty(values, ['mainPhone', 'cellPhone'])?.key).toBe('required');
    expect(anyOfFieldsNotEmpty({ ...values, cellPhone: '(412) 555-0134' }, ['mainPhone', 'cellPhone'])).toBeNull();
  });
});

describe('cross-field rules', () => {
  it('equal to: Entered values do not match.', () => {
    expect(equalTo('abc', 'abd')).toEqual({ key: 'equalTo', message: 'Entered values do not match.' });
    expect(equalTo('abc', 'abc')).toBeNull();
    expect(equalTo('', 'abc')).toBeNull();
  });
  it('not equal to', () => {
    expect(notEqualTo('abc', 'abc')?.key).toBe('notEqualTo');
    expect(notEqualTo('abc', 'abd')).toBeNull();
    expect(notEqualTo('abc', '')).toBeNull();
  });
  it('not containing any 4-character part of another value, ignoring case', () => {
    expect(containsFourCharPart('xxMORGxx', 'jmorgan')).toBe(true);
    expect(containsFourCharPart('Organ!99', 'jmorgan')).toBe(true);
    expect(containsFourCharPart('jmo-rga-n', 'jmorgan')).toBe(false);
    expect(containsFourCharPart('bobcat', 'bob')).toBe(true);
    expect(containsFourCharPart('anything', '')).toBe(false);
    expect(notContainingPartOf('Sumorg12', 'jmorgan', 'No part of the user name')).toEqual({
      key: 'containsPart',
      message: 'No part of the user name',
    });
    expect(notContainingPartOf('Sumo-rg12', 'jmorgan')).toBeNull();
  });
});
