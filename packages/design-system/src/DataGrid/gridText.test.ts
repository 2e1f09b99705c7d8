import { describe, expect, test } from 'vitest';
import type { GridColumn } from './DataGrid.types.ts';
import { CellTextCache, parseQuickSearch, SortKeyCache } from './gridText.ts';

interface Row {
  name: string;
  pay: number | null;
  date: string;
}

const rows: Row[] = [
  { name: 'nguyen', pay: 12.5, date: '06/30/2026' },
  { name: 'Carter', pay: null, date: '2026-06-01' },
  { name: '', pay: 3, date: '12/31/2025' },
  { name: 'carter', pay: 100, date: '06/29/2026' },
];

const columns: GridColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'pay', header: 'Pay', value: (row) => row.pay, format: 'currency' },
  { id: 'date', header: 'Date', value: (row) => row.date, format: 'date' },
];

describe('SortKeyCache', () => {
  const cache = new SortKeyCache(rows, columns);

  test('text ranks ignore case, equal text shares a rank and empty text ranks last', () => {
    expect([...cache.rank(0)]).toEqual([1, 0, 2, 0]);
  });

  test('numbers rank by value with empty values last', () => {
    expect([...cache.rank(1)]).toEqual([1, 3, 0, 2]);
  });

  test('dates rank by day whether shown as mm/dd/yyyy or ISO', () => {
    expect([...cache.rank(2)]).toEqual([3, 1, 0, 2]);
  });

  test('ranks are computed once per column', () => {
    expect(cache.rank(0)).toBe(cache.rank(0));
  });

  test('rows compare the same by keys before the ranks exist and by ranks after', () => {
    const fresh = new SortKeyCache(rows, columns);
    const pairs = [0, 1, 2, 3].flatMap((left) => [0, 1, 2, 3].map((right) => [left, right] as const));
    const byKeys = pairs.map(([left, right]) => Math.sign(fresh.compare(1, left, right)));
    fresh.rank(1);
    expect(pairs.map(([left, right]) => Math.sign(fresh.compare(1, left, right)))).toEqual(byKeys);
  });
});

describe('the quick search (the rule the server applies too)', () => {
  const people = [
    { name: 'Imani Lee', pay: 10, date: '2007-07-23' },
    { name: 'Lee Imani', pay: 11, date: '07/24/2007' },
    { name: 'Imani Carter', pay: 12, date: '2007-07-23' },
  ];
  const found = (text: string) => {
    const cache = new CellTextCache(columns);
    const search = parseQuickSearch(text);
    return search ? people.filter((row) => cache.matches(row, search)).map((row) => row.name) : [];
  };

  test('reads a 10-character date in either form as a date, anything else as words', () => {
    expect(parseQuickSearch(' 07/23/2007 ')).toEqual({ text: '07/23/2007', kind: 'date' });
    expect(parseQuickSearch('2007-07-23')).toEqual({ text: '2007-07-23', kind: 'date' });
    expect(parseQuickSearch('02/30/2007')).toEqual({ text: '02/30/2007', kind: 'text' });
    expect(parseQuickSearch('Imani Lee')).toEqual({ text: 'Imani Lee', kind: 'text' });
    expect(parseQuickSearch('   ')).toBeNull();
  });

  test('a date in either form finds the rows whose date column shows that day', () => {
    expect(found('07/23/2007')).toEqual(['Imani Lee', 'Imani Carter']);
    expect(found('2007-07-23')).toEqual(['Imani Lee', 'Imani Carter']);
  });

  test('every word must match some cell, in any order and case', () => {
    expect(found('imani LEE')).toEqual(['Imani Lee', 'Lee Imani']);
    expect(found('Carter 2007-07-23')).toEqual(['Imani Carter']);
    expect(found('Imani Smith')).toEqual([]);
  });
});
