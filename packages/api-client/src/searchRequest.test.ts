import { describe, expect, it } from 'vitest';
import { toSearchRequest, toWireDate, type GridSearchQuery } from './searchRequest.ts';

const first: GridSearchQuery = { page: 1, pageSize: 50, sort: null, quickSearch: null, filters: {} };

describe('toWireDate', () => {
  it('turns mm/dd/yyyy into yyyy-mm-dd', () => {
    expect(toWireDate('06/29/2026')).toBe('2026-06-29');
    expect(toWireDate(' 01/01/1900 ')).toBe('1900-01-01');
  });

  it('refuses what is not a real date in that shape', () => {
    expect(toWireDate('02/30/2026')).toBeUndefined();
    expect(toWireDate('13/01/2026')).toBeUndefined();
    expect(toWireDate('2026-06-29')).toBeUndefined();
    expect(toWireDate('6/29/2026')).toBeUndefined();
  });
});

describe('toSearchRequest', () => {
  it('sends only the page and its size when nothing else is set', () => {
    expect(toSearchRequest(first)).toEqual({ page: 1, pageSize: 50 });
  });

  it('keeps the page and page size within the contract (1 to 500)', () => {
    expect(toSearchRequest({ ...first, page: 0, pageSize: 1000 })).toEqual({ page: 1, pageSize: 500 });
    expect(toSearchRequest({ ...first, page: 3, pageSize: 0 })).toEqual({ page: 3, pageSize: 1 });
  });

  it('sends the sort as the one sort item, by column id', () => {
    expect(toSearchRequest({ ...first, sort: { columnId: 'name', direction: 'desc' } }).sort).toEqual([
      { field: 'name', direction: 'desc' },
    ]);
  });

  it('sends a text quick search as typed (trimmed)', () => {
    expect(toSearchRequest({ ...first, quickSearch: { text: ' Academy ', kind: 'text' } }).quickSearch).toBe('Academy');
  });

  it('sends a 10-character date quick search as yyyy-mm-dd', () => {
    expect(toSearchRequest({ ...first, quickSearch: { text: '06/29/2026', kind: 'date' } }).quickSearch).toBe(
      '2026-06-29',
    );
  });

  it('sends each date filter as an eq filter on its column, yyyy-mm-dd', () => {
    const request = toSearchRequest({
      ...first,
      filters: { startDate: '06/01/2026', endDate: '08/31/2026' },
    });
    expect(request.filters).toEqual([
      { field: 'startDate', operator: 'eq', value: '2026-06-01' },
      { field: 'endDate', operator: 'eq', value: '2026-08-31' },
    ]);
  });

  it('leaves out a filter that is not a real date, and an empty quick search', () => {
    const request = toSearchRequest({
      ...first,
      quickSearch: { text: '   ', kind: 'text' },
      filters: { startDate: '02/31/2026' },
    });
    expect(request).toEqual({ page: 1, pageSize: 50 });
  });

  it('sends each choice as a filter on its field, with the operator named for it or eq', () => {
    expect(
      toSearchRequest(
        {
          ...first,
          filters: { birthDate: '04/17/2009' },
          choices: { clearanceExpiringWithinDays: 60, status: 'Enrolled' },
        },
        { clearanceExpiringWithinDays: 'lte' },
      ).filters,
    ).toEqual([
      { field: 'birthDate', operator: 'eq', value: '2009-04-17' },
      { field: 'clearanceExpiringWithinDays', operator: 'lte', value: 60 },
      { field: 'status', operator: 'eq', value: 'Enrolled' },
    ]);
    expect(toSearchRequest({ ...first, choices: {} })).toEqual({ page: 1, pageSize: 50 });
  });
});
