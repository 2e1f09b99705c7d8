/**
 * The one writer of the text files the product makes for people to open (ADR 216): the card
 * providers' CSV, report and extract CSV, and the fixed-width NACHA file. A spreadsheet opening such
 * a file runs a cell that starts with `=`, `+`, `-` or `@` (and, after a tab or carriage return, what
 * follows) as a formula, so text a user typed never starts a cell that way.
 */

/** The characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a spreadsheet would read `text` as a formula. */
const startsLikeFormula = (text: string) => FORMULA_START.test(text);

/** A number the program itself computed (an amount, a count): written as it is, its sign kept. */
export interface NumberCell {
  readonly number: string;
}

/** A text cell (neutralised when it starts like a formula), a number cell, or empty. */
export type CsvCell = string | number | NumberCell | null;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A value of a numeric column as a number cell. A decimal the database gave (`-12.50`) is kept to the
 * digit; anything else is not a number after all and is written as text, so neutralised.
 */
export function numberCell(value: string | number): NumberCell | string {
  const text = String(value);
  return DECIMAL.test(text) ? { number: text } : text;
}

/**
 * The OWASP way: a text that starts like a formula is prefixed with a quote, which Excel shows as
 * text. Exported for the workbooks the server writes of user-typed text (the integrity findings).
 */
export const neutralised = (text: string) => (startsLikeFormula(text) ? `'${text}` : text);

function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') {
    // A finite number's digits never start a formula; NaN or Infinity would be a bug, written as text.
    return Number.isFinite(cell) ? String(cell) : csvField(String(cell));
  }
  if (typeof cell === 'object') return cell.number;
  const text = neutralised(cell);
  // RFC 4180 quoting, and a neutralised cell is always quoted so its quote is plainly part of the text.
  return text !== cell || /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record (RFC 4180) ended by CRLF. */
export const csvRecord = (cells: readonly CsvCell[]) => `${cells.map(csvField).join(',')}\r\n`;

/**
 * The records of a CSV text (RFC 4180): quoted fields may hold commas, doubled quotes and line
 * breaks; a record ends at CRLF or LF outside quotes, and the last record's end is optional.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let started = false;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
    started = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
      continue;
    }
    if (char === '"') {
      quoted = true;
      started = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
      started = true;
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i += 1;
      endRecord();
    } else {
      field += char;
      started = true;
    }
  }
  if (started || quoted) endRecord();
  return records;
}

/**
 * Text for a fixed-width field (NACHA), where no quote can mark it as text: the characters that
 * would start a formula, and any white space among them, are dropped from its start.
 */
export const fixedWidthText = (text: string) => text.replace(/^[=+\-@\s]+/, '');
