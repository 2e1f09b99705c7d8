import { describe, expect, it } from 'vitest';
import { quickSearchDate, quickSearchTerms } from './quickSearch.ts';

describe('quickSearchDate', () => {
  it.each([
    ['07/23/2007', '2007-07-23'],
    ['2007-07-23', '2007-07-23'],
    [' 02/29/2024 ', '2024-02-29'],
    ['1900-01-01', '1900-01-01'],
    ['01/01/2100', '2100-01-01'],
  ])('reads %j as the day %s', (text, iso) => {
    expect(quickSearchDate(text)).toBe(iso);
  });

  it.each([
    '7/23/2007',
    '07-23-2007',
    '2007/07/23',
    '02/30/2024',
    '2023-02-29',
    '13/01/2020',
    '1899-12-31',
    '01/02/2100',
    'Washington',
  ])('does not read %j as a date', (text) => {
    expect(quickSearchDate(text)).toBeUndefined();
  });
});

describe('quickSearchTerms', () => {
  it('has no terms for an empty entry', () => {
    expect(quickSearchTerms('   ')).toEqual([]);
  });

  it('splits the entry into words, each a term of its own', () => {
    expect(quickSearchTerms('  Imani   Lee ')).toEqual([
      { kind: 'text', text: 'Imani' },
      { kind: 'text', text: 'Lee' },
    ]);
  });

  it('reads a 10-character entry in either form as one date term', () => {
    const day = { kind: 'date', iso: '2007-07-23', display: '07/23/2007' };
    expect(quickSearchTerms('2007-07-23')).toEqual([day]);
    expect(quickSearchTerms('07/23/2007')).toEqual([day]);
  });

  it('reads a date among words as a date term', () => {
    expect(quickSearchTerms('Lee 2007-07-23')).toEqual([
      { kind: 'text', text: 'Lee' },
      { kind: 'date', iso: '2007-07-23', display: '07/23/2007' },
    ]);
  });

  it('keeps a 10-character text that is no real day as text', () => {
    expect(quickSearchTerms('02/30/2024')).toEqual([{ kind: 'text', text: '02/30/2024' }]);
  });
});
