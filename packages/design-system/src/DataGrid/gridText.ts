import { quickSearchTerms, type QuickSearchTerm } from '@pathway/validation';
import { formatCurrency, formatDate, maskSsn } from '../format/format.ts';
import type { GridCellValue, GridColumn, GridColumnFormat, GridQuickSearch } from './DataGrid.types.ts';

/** The text a cell shows for a raw value in a format. */
export function formatCell(value: GridCellValue, format: GridColumnFormat = 'text'): string {
  if (value === null || value === undefined) return '';
  switch (format) {
    case 'currency':
      return formatCurrency(value);
    case 'date':
      return formatDate(value);
    case 'ssn':
      return maskSsn(value);
    case 'number':
    case 'text':
      return value instanceof Date ? formatDate(value) : String(value);
  }
}

/**
 * Reads a quick search as typed, by the rule the server applies too (@pathway/validation's
 * quickSearchTerms): a 10-character entry that is a real date, mm/dd/yyyy or yyyy-mm-dd, is a date
 * search (spec section 9); anything else is a search by words. Empty means none.
 */
export function parseQuickSearch(text: string): GridQuickSearch | null {
  const terms = quickSearchTerms(text);
  if (terms.length === 0) return null;
  return { text: text.trim(), kind: terms.length === 1 && terms[0]?.kind === 'date' ? 'date' : 'text' };
}

/**
 * Caches each row's displayed text per column, lower-cased for search, so sorting by text,
 * searching and exporting format each cell once. Keyed weakly by row object so replaced data is
 * collected with its rows.
 */
export class CellTextCache<TRow extends object> {
  private readonly display = new WeakMap<TRow, (string | undefined)[]>();
  private readonly joined = new WeakMap<TRow, string>();
  /** The terms of the last search matched, read once per search rather than once per row. */
  private terms: { search: GridQuickSearch; terms: QuickSearchTerm[] } | undefined;

  constructor(private readonly columns: readonly GridColumn<TRow>[]) {}

  /** The text shown in a cell. */
  text(row: TRow, columnIndex: number): string {
    let texts = this.display.get(row);
    if (!texts) {
      texts = new Array<string | undefined>(this.columns.length);
      this.display.set(row, texts);
    }
    const cached = texts[columnIndex];
    if (cached !== undefined) return cached;
    const column = this.columns[columnIndex];
    const text = column ? formatCell(column.value(row), column.format) : '';
    texts[columnIndex] = text;
    return text;
  }

  /**
   * Every cell's text, lower-cased and joined with a separator no one can type, so a text search
   * costs one `includes` per row and never matches across two cells.
   */
  searchText(row: TRow): string {
    const cached = this.joined.get(row);
    if (cached !== undefined) return cached;
    // Formatted afresh rather than through text(): caching every cell's display string for rows
    // that are never on screen would double the memory (and garbage) of a large grid.
    // One flat string per row: join() copies the parts into it, where `+=` would keep a rope of
    // ~15 linked string objects per row alive. On 100,000 rows those ropes (1.5 million objects,
    // 37 MB against 12 MB flat) made the garbage collector pause scrolling for over 50 ms (ADR 029).
    const parts: string[] = [];
    for (const column of this.columns) parts.push(formatCell(column.value(row), column.format));
    // The trailing empty part ends the text with a separator, like every cell before it.
    parts.push('');
    const text = parts.join('\u0000').toLowerCase();
    this.joined.set(row, text);
    return text;
  }

  /**
   * Builds the search text of `rows` in idle time, a slice at a time, so the first quick search
   * after mount finds it ready. Returns a function that stops the work.
   */
  warm(rows: readonly TRow[]): () => void {
    let next = 0;
    return inIdleSlices(() => {
      const end = Math.min(rows.length, next + 50);
      for (; next < end; next++) {
        const row = rows[next];
        if (row !== undefined) this.searchText(row);
      }
      return next < rows.length;
    });
  }

  /**
   * Whether a row matches the quick search, as the server matches it: every word in some cell (a
   * date, written either way, in a date column showing that day; another word contained in any
   * cell's text, case aside).
   */
  matches(row: TRow, search: GridQuickSearch): boolean {
    if (this.terms?.search !== search) this.terms = { search, terms: quickSearchTerms(search.text) };
    for (const term of this.terms.terms) {
      if (
        term.kind === 'text' ? !this.searchText(row).includes(term.text.toLowerCase()) : !this.hasDay(row, term.display)
      )
        return false;
    }
    return true;
  }

  /** Whether a date column of the row shows the day (mm/dd/yyyy). */
  private hasDay(row: TRow, display: string): boolean {
    for (let i = 0; i < this.columns.length; i++) {
      if (this.columns[i]?.format === 'date' && this.text(row, i) === display) return true;
    }
    return false;
  }
}

/** A value reduced for fast comparison: a number, lower-cased text, or null for empty. */
export type SortKey = number | string | null;

/** Reduces a raw value to its sort key: numbers and dates by value, text case-insensitively. */
export function sortKey(value: GridCellValue, format: GridColumnFormat | undefined): SortKey {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (format === 'currency' || format === 'number') {
    const number = Number(value);
    return Number.isFinite(number) ? number : value.toLowerCase();
  }
  if (format === 'date') {
    // mm/dd/yyyy and ISO strings both compare correctly as the number yyyymmdd.
    const shown = formatDate(value);
    return shown === '' ? value.toLowerCase() : Number(shown.slice(6) + shown.slice(0, 2) + shown.slice(3, 5));
  }
  return value.toLowerCase();
}

/** Compares two sort keys ascending; empty values sort after everything else. */
function compareKeys(left: SortKey, right: SortKey): number {
  if (left === null) return right === null ? 0 : 1;
  if (right === null) return -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  // Mixed kinds (a number among text) compare as text so the order stays total.
  const a = typeof left === 'string' ? left : String(left);
  const b = typeof right === 'string' ? right : String(right);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Sort keys and ranks of one data set, per column, indexed like the rows. A sort of 10,000 rows
 * makes ~130,000 comparisons: with keys none of them formats or lower-cases again, and with ranks
 * (a row's place in the column's ascending order, equal keys sharing one) each is an integer
 * subtraction instead of a string comparison. Ranks cost one sort of the keys, so they are made in
 * idle time (`warm`); a sort that comes first compares keys, as it always did.
 */
/** Up to this many rows, idle time ranks every sortable column ahead of the first sort. */
const WARM_ROWS = 20_000;

export class SortKeyCache<TRow> {
  private readonly keys: (SortKey[] | undefined)[] = [];
  private readonly ranks: (Uint32Array | undefined)[] = [];

  constructor(
    private readonly rows: readonly TRow[],
    private readonly columns: readonly GridColumn<TRow>[],
  ) {}

  /** Compares two rows (by index in the data) on a column, ascending; 0 for equal keys. */
  compare(columnIndex: number, left: number, right: number): number {
    const ranks = this.ranks[columnIndex];
    if (ranks) return (ranks[left] ?? 0) - (ranks[right] ?? 0);
    const keys = this.column(columnIndex);
    return compareKeys(keys[left] ?? null, keys[right] ?? null);
  }

  /** The keys of the column at `columnIndex`, one per row, in data order. */
  column(columnIndex: number): SortKey[] {
    const cached = this.keys[columnIndex];
    if (cached) return cached;
    const column = this.columns[columnIndex];
    const keys = column ? this.rows.map((row) => sortKey(column.value(row), column.format)) : [];
    this.keys[columnIndex] = keys;
    return keys;
  }

  /** The ranks of the column at `columnIndex`, one per row, in data order. */
  rank(columnIndex: number): Uint32Array {
    const cached = this.ranks[columnIndex];
    if (cached) return cached;
    const keys = this.column(columnIndex);
    const ranks = new Uint32Array(keys.length);
    const order = Array.from(keys.keys()).sort((a, b) => compareKeys(keys[a] ?? null, keys[b] ?? null));
    let rank = 0;
    order.forEach((rowIndex, place) => {
      const previous = order[place - 1];
      if (previous !== undefined && compareKeys(keys[previous] ?? null, keys[rowIndex] ?? null) !== 0) rank += 1;
      ranks[rowIndex] = rank;
    });
    this.ranks[columnIndex] = ranks;
    return ranks;
  }

  /**
   * Computes the ranks of every sortable column in idle time, one column per step, so the first
   * sort after mount (ascending, the first click) only sorts, as the second one (descending)
   * always did. Returns a function that stops the work.
   */
  warm(): () => void {
    // Each step is one column in one go: a few ms for 10,000 rows, but past WARM_ROWS a column's
    // keys and ranks are long tasks that idle time must not start while the user scrolls; such a
    // data set's first sort by a column makes them instead.
    if (this.rows.length > WARM_ROWS) return () => undefined;
    const pending = this.columns.flatMap((column, index) => (column.sortable === false ? [] : [index]));
    return inIdleSlices(() => {
      const index = pending.shift();
      if (index !== undefined) this.rank(index);
      return pending.length > 0;
    });
  }
}

/**
 * Runs `step` in idle time until it returns false, as many times per idle period as fit in ~6 ms
 * (an idle period may offer up to 50 ms, and using all of it would itself be a long task for a
 * user who starts scrolling). Returns a function that stops the work.
 */
function inIdleSlices(step: () => boolean): () => void {
  let stopped = false;
  // Safari has no requestIdleCallback; short timeouts keep each slice well under a frame there.
  const schedule =
    typeof requestIdleCallback === 'function'
      ? (work: (deadline: { timeRemaining: () => number }) => void) => requestIdleCallback(work)
      : (work: (deadline: { timeRemaining: () => number }) => void) =>
          setTimeout(() => {
            const start = performance.now();
            work({ timeRemaining: () => 8 - (performance.now() - start) });
          }, 16);
  const slice = (deadline: { timeRemaining: () => number }) => {
    if (stopped) return;
    const sliceEnd = performance.now() + Math.min(6, deadline.timeRemaining() - 1);
    let more = true;
    while (more && performance.now() < sliceEnd) more = step();
    if (more) schedule(slice);
  };
  schedule(slice);
  return () => {
    stopped = true;
  };
}
