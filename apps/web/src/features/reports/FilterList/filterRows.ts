import { toWireDate, type SearchFilter } from '@pathway/api-client';
import { formatDate } from '@pathway/design-system';
import { dateText, messages, numberText } from '@pathway/validation';
import { z } from 'zod';

/** A column a filter may name: a business view's column (name, label, wire data type). */
export interface FilterColumn {
  name: string;
  label: string;
  dataType: 'text' | 'number' | 'money' | 'date' | 'boolean';
}

export type FilterOperator =
  'eq' | 'ne' | 'contains' | 'startsWith' | 'lt' | 'lte' | 'gt' | 'gte' | 'isNull' | 'isNotNull';

/**
 * One filter row as typed: the column, its data type (set with the column, so the value is
 * checked as that type), the operator and the value as text (dates mm/dd/yyyy, yes/no as
 * `true`/`false`). Saved `between` and `in` filters are not rows: the forms send them back as saved.
 */
export interface FilterRow {
  field: string | null;
  dataType: FilterColumn['dataType'];
  operator: FilterOperator;
  value: string;
}

/** The operators that need no value. */
export const VALUELESS: ReadonlySet<FilterOperator> = new Set(['isNull', 'isNotNull']);

const ORDER: { value: FilterOperator; label: string }[] = [
  { value: 'eq', label: 'equals' },
  { value: 'ne', label: 'does not equal' },
  { value: 'contains', label: 'contains' },
  { value: 'startsWith', label: 'starts with' },
  { value: 'lt', label: 'less than' },
  { value: 'lte', label: 'at most' },
  { value: 'gt', label: 'greater than' },
  { value: 'gte', label: 'at least' },
  { value: 'isNull', label: 'is empty' },
  { value: 'isNotNull', label: 'is not empty' },
];
const DATE_WORDS: Partial<Record<FilterOperator, string>> = {
  lt: 'before',
  lte: 'on or before',
  gt: 'after',
  gte: 'on or after',
};
const BY_TYPE: Record<FilterColumn['dataType'], readonly FilterOperator[]> = {
  text: ['eq', 'ne', 'contains', 'startsWith', 'isNull', 'isNotNull'],
  number: ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'isNull', 'isNotNull'],
  money: ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'isNull', 'isNotNull'],
  date: ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'isNull', 'isNotNull'],
  boolean: ['eq', 'ne', 'isNull', 'isNotNull'],
};

/** The operators that make sense for a data type, worded for it ("on or after" for dates). */
export function operatorsFor(dataType: FilterColumn['dataType']): { value: FilterOperator; label: string }[] {
  return ORDER.filter((operator) => BY_TYPE[dataType].includes(operator.value)).map((operator) => ({
    value: operator.value,
    label: (dataType === 'date' ? DATE_WORDS[operator.value] : undefined) ?? operator.label,
  }));
}

export const emptyFilterRow = (): FilterRow => ({ field: null, dataType: 'text', operator: 'eq', value: '' });

const EDITABLE: ReadonlySet<string> = new Set(ORDER.map((operator) => operator.value));

/** Whether the rows can show a saved filter (the others are kept as saved). */
export const isEditable = (filter: SearchFilter): boolean => EDITABLE.has(filter.operator);

/** The type a saved value has on the wire (dates yyyy-mm-dd), for a column not at hand. */
function typeOfValue(value: SearchFilter['value']): FilterColumn['dataType'] {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'date' : 'text';
}

/**
 * The saved filters the rows can edit, as rows typed by the columns they name (or, for a column
 * not given, by the value's wire type).
 */
export function toFilterRows(filters: readonly SearchFilter[], columns: readonly FilterColumn[] = []): FilterRow[] {
  return filters.filter(isEditable).map((filter) => {
    const dataType = columns.find((column) => column.name === filter.field)?.dataType ?? typeOfValue(filter.value);
    const raw = Array.isArray(filter.value) ? '' : filter.value;
    const text = raw === undefined ? '' : String(raw);
    return {
      field: filter.field,
      dataType,
      operator: filter.operator as FilterOperator,
      // A saved yyyy-mm-dd shows as the grid's mm/dd/yyyy; text that is no date stays as saved.
      value: dataType === 'date' ? formatDate(text) || text : text,
    };
  });
}

/** The rows on the wire: dates yyyy-mm-dd, numbers as numbers, yes/no as booleans, no value when none is needed. */
export function toSearchFilters(rows: readonly FilterRow[]): SearchFilter[] {
  return rows.map((row) => {
    const field = row.field ?? '';
    if (VALUELESS.has(row.operator)) return { field, operator: row.operator };
    const text = row.value.trim();
    switch (row.dataType) {
      case 'date':
        return { field, operator: row.operator, value: toWireDate(text) ?? text };
      case 'number':
      case 'money':
        return { field, operator: row.operator, value: Number(text) };
      case 'boolean':
        return { field, operator: row.operator, value: text === 'true' };
      default:
        return { field, operator: row.operator, value: text };
    }
  });
}

/**
 * The filters an edited record saves: its rows, then the saved filters the rows cannot show (between,
 * in) as they were, unless the entity changed (they name the old entity's columns).
 */
export function filtersToSave(
  rows: readonly FilterRow[],
  saved: readonly SearchFilter[],
  { sameEntity }: { sameEntity: boolean },
): SearchFilter[] {
  return [...toSearchFilters(rows), ...(sameEntity ? saved.filter((filter) => !isEditable(filter)) : [])];
}

const filterValueDate = dateText({ label: 'Value', required: true });
const filterValueNumber = numberText({ required: true });

/**
 * The rows' rules: a column of the given ones, a value unless the operator needs none, and a value
 * readable as the column's type (dates mm/dd/yyyy in 01/01/1900–01/01/2100, as every date input).
 */
export function filterRowsSchema() {
  return z.array(
    z
      .object({
        field: z.string().nullable(),
        dataType: z.enum(['text', 'number', 'money', 'date', 'boolean']),
        operator: z.enum(['eq', 'ne', 'contains', 'startsWith', 'lt', 'lte', 'gt', 'gte', 'isNull', 'isNotNull']),
        value: z.string(),
      })
      .superRefine((row, context) => {
        if (row.field === null) context.addIssue({ code: 'custom', message: messages.required, path: ['field'] });
        if (VALUELESS.has(row.operator)) return;
        const typed =
          row.dataType === 'date'
            ? filterValueDate.safeParse(row.value.trim())
            : row.dataType === 'number' || row.dataType === 'money'
              ? filterValueNumber.safeParse(row.value.trim())
              : row.value.trim() === ''
                ? { success: false as const, error: { issues: [{ message: messages.required }] } }
                : { success: true as const };
        if (!typed.success) {
          context.addIssue({
            code: 'custom',
            message: typed.error.issues[0]?.message ?? messages.required,
            path: ['value'],
          });
        }
      }),
  );
}

/** A filter row naming a column the view no longer has, for the form's cross-field check. */
export function unknownFilterColumns(rows: readonly FilterRow[], columns: readonly string[]): number[] {
  const known = new Set(columns);
  return rows.flatMap((row, index) => (row.field !== null && !known.has(row.field) ? [index] : []));
}
