import { parseDate } from './dates.ts';

/**
 * The grid quick search, read the same way by the grid (client-side rows) and by the server (spec
 * section 9: "a 10-character entry is treated as a date").
 *
 * A term is a date when it is 10 characters in either form the product writes a date in: the
 * screen's mm/dd/yyyy or the wire's yyyy-mm-dd, a real calendar day within 1900–2100. A date term
 * matches date columns (equal day); any other term matches a text column containing it (case
 * aside), or a number column equal to it. The terms are the entry's words, and a row must match
 * every one of them (each in any column): "Imani Lee" finds Imani Lee whatever column holds which
 * name.
 */
export type QuickSearchTerm =
  | { kind: 'date'; /** yyyy-mm-dd */ iso: string; /** mm/dd/yyyy, as a grid shows the day */ display: string }
  | { kind: 'text'; /** the word as typed */ text: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A 10-character date in either allowed form (mm/dd/yyyy or yyyy-mm-dd) as yyyy-mm-dd; undefined
 * for anything else, an impossible day (02/30) or one outside 1900–2100 included.
 */
export function quickSearchDate(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.length !== 10) return undefined;
  const iso = ISO_DATE.exec(trimmed);
  const display = iso ? `${iso[2] ?? ''}/${iso[3] ?? ''}/${iso[1] ?? ''}` : trimmed;
  if (!parseDate(display)) return undefined;
  return `${display.slice(6)}-${display.slice(0, 2)}-${display.slice(3, 5)}`;
}

function termOf(word: string): QuickSearchTerm {
  const iso = quickSearchDate(word);
  if (iso === undefined) return { kind: 'text', text: word };
  return { kind: 'date', iso, display: `${iso.slice(5, 7)}/${iso.slice(8)}/${iso.slice(0, 4)}` };
}

/** The terms of a quick search entry, ANDed; none for an empty entry. */
export function quickSearchTerms(text: string): QuickSearchTerm[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  return trimmed.split(/\s+/).map(termOf);
}
