import { describe, expect, test } from 'vitest';
import { filterRowsSchema, operatorsFor, toFilterRows, toSearchFilters, type FilterRow } from './filterRows.ts';

const row = (patch: Partial<FilterRow>): FilterRow => ({
  field: 'status',
  dataType: 'text',
  operator: 'eq',
  value: 'Assigned',
  ...patch,
});
const messagesOf = (rows: FilterRow[]) => {
  const result = filterRowsSchema().safeParse(rows);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('filter rows', () => {
  test('go on the wire typed: dates yyyy-mm-dd, numbers, yes/no, no value when none is needed', () => {
    expect(
      toSearchFilters([
        row({ value: ' Assigned ' }),
        row({ field: 'birthDate', dataType: 'date', operator: 'gte', value: '06/01/2026' }),
        row({ field: 'hourlyRate', dataType: 'money', operator: 'lt', value: '12.50' }),
        row({ field: 'paperCheck', dataType: 'boolean', value: 'false' }),
        row({ field: 'city', operator: 'isNull', value: 'ignored' }),
      ]),
    ).toEqual([
      { field: 'status', operator: 'eq', value: 'Assigned' },
      { field: 'birthDate', operator: 'gte', value: '2026-06-01' },
      { field: 'hourlyRate', operator: 'lt', value: 12.5 },
      { field: 'paperCheck', operator: 'eq', value: false },
      { field: 'city', operator: 'isNull' },
    ]);
  });

  test('saved filters come back as rows; dates as mm/dd/yyyy, types from the columns or the values', () => {
    const saved = [
      { field: 'birthDate', operator: 'lte' as const, value: '2009-04-17' },
      { field: 'capacity', operator: 'gt' as const, value: 3 },
      { field: 'status', operator: 'in' as const, value: ['Assigned', 'Enrolled'] },
      { field: 'city', operator: 'isNotNull' as const },
    ];
    expect(toFilterRows(saved)).toEqual([
      { field: 'birthDate', dataType: 'date', operator: 'lte', value: '04/17/2009' },
      { field: 'capacity', dataType: 'number', operator: 'gt', value: '3' },
      { field: 'city', dataType: 'text', operator: 'isNotNull', value: '' },
    ]);
    expect(toFilterRows(saved, [{ name: 'capacity', label: 'Positions', dataType: 'money' }])[1]?.dataType).toBe(
      'money',
    );
  });

  test('need a column, and a value of the column’s type unless the operator needs none', () => {
    expect(messagesOf([row({})])).toEqual([]);
    expect(messagesOf([row({ field: null, value: '' })])).toEqual(['0.field: Required', '0.value: Required']);
    expect(messagesOf([row({ operator: 'isNull', value: '' })])).toEqual([]);
    expect(messagesOf([row({ dataType: 'date', value: '2026-06-01' })])).toEqual(['0.value: Value is invalid.']);
    expect(messagesOf([row({ dataType: 'date', value: '02/30/2026' })])).toEqual(['0.value: Value is invalid.']);
    expect(messagesOf([row({ dataType: 'date', value: '06/01/2026' })])).toEqual([]);
    expect(messagesOf([row({ dataType: 'number', value: 'twelve' })])).toEqual([
      '0.value: Your value is not a number.',
    ]);
  });

  test('offer the operators of the column’s type, worded for dates', () => {
    expect(operatorsFor('text').map((operator) => operator.value)).toEqual([
      'eq',
      'ne',
      'contains',
      'startsWith',
      'isNull',
      'isNotNull',
    ]);
    expect(operatorsFor('date').find((operator) => operator.value === 'gte')?.label).toBe('on or after');
    expect(operatorsFor('number').find((operator) => operator.value === 'gte')?.label).toBe('at least');
  });
});
