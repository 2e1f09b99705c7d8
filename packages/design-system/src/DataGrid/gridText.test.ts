import { describe, expect, test } from 'vitest';
import type { GridColumn } from './DataGrid.types.ts';
import { SortKeyCache } from './gridText.ts';

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
