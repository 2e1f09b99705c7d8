import type { SearchFilter, SearchRequest } from './resource.ts';

/**
 * What a server-mode grid asks for, structurally the design system's `GridQuery` (the client does not
 * depend on the design system; the shapes are checked against each other where the app joins them).
 */
export interface GridSearchQuery {
  /** One-based page. */
  page: number;
  pageSize: number;
  /** The column id is the contract's sort field. */
  sort: { columnId: string; direction: 'asc' | 'desc' } | null;
  /** `date` when the grid read a 10-character mm/dd/yyyy entry as a date. */
  quickSearch: { text: string; kind: 'text' | 'date' } | null;
  /** Date filters by column id (the contract's filter field), each mm/dd/yyyy. */
  filters: Readonly<Record<string, string>>;
  /** The choice filters' choices by filter id (the contract's filter field), when the grid has any. */
  choices?: Readonly<Record<string, string | number>>;
}

/** How a choice filter compares its field with the choice, by filter id; `eq` when not named. */
export type ChoiceOperators = Readonly<Record<string, SearchFilter['operator']>>;

/** The contract's page size bounds (openapi/README.md). */
export const MAX_PAGE_SIZE = 500;

/**
 * A mm/dd/yyyy date as the wire's yyyy-mm-dd, or undefined when it is not a real calendar date
 * (02/30/2026, 13/01/2026) or not in that shape.
 */
export function toWireDate(text: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, mm = '', dd = '', yyyy = ''] = match;
  const month = Number(mm);
  const day = Number(dd);
  const date = new Date(Date.UTC(Number(yyyy), month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${yyyy}-${mm}-${dd}`;
}

/**
 * The contract's SearchRequest for a grid query: the page and its size (clamped to the contract's
 * 1…500), the sort as the first sort item, the quick search (a date entry sent as yyyy-mm-dd so the
 * server compares it with date columns), each date filter as an `eq` filter on its column with a
 * yyyy-mm-dd value, and each choice as a filter on its field with the operator `operators` names
 * (`eq` otherwise). A filter that is not a real date is left out rather than sent and refused.
 */
export function toSearchRequest(query: GridSearchQuery, operators: ChoiceOperators = {}): SearchRequest {
  const request: SearchRequest = {
    page: Math.max(1, Math.trunc(query.page)),
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(query.pageSize))),
  };
  if (query.sort) request.sort = [{ field: query.sort.columnId, direction: query.sort.direction }];
  const search = query.quickSearch;
  if (search && search.text.trim() !== '') {
    const text = search.text.trim();
    request.quickSearch = search.kind === 'date' ? (toWireDate(text) ?? text) : text;
  }
  const filters: SearchFilter[] = [];
  for (const [field, value] of Object.entries(query.filters)) {
    const date = toWireDate(value);
    if (date !== undefined) filters.push({ field, operator: 'eq', value: date });
  }
  for (const [field, value] of Object.entries(query.choices ?? {})) {
    const operator = Object.hasOwn(operators, field) ? operators[field] : undefined;
    filters.push({ field, operator: operator ?? 'eq', value });
  }
  if (filters.length > 0) request.filters = filters;
  return request;
}
