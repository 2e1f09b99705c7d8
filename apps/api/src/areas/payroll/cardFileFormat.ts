/**
 * The card-provider file formats of ADR 067: the 3171 funding file the server sends and the 3172
 * funding result the provider answers with. Both are CSV (RFC 4180 quoting, CRLF, ASCII): one
 * header record, one detail record per payment, one trailer with the count and the total in cents.
 */
import { csvRecord, readCsv } from '../../lib/filesForPeople.ts';

export interface FundingLine {
  lineNumber: number;
  participantRef: string;
  /** The card's proxy number at the provider: the card the payment is loaded onto (ADR 182). */
  cardProxy: string;
  lastName: string;
  firstName: string;
  ssnLast4: string;
  periodEndDate: string;
  amountCents: number;
}

export interface FundingFile {
  fileTypeCode: string;
  companyId: string;
  fileName: string;
  createdOn: string;
  fileId: number;
  lines: readonly FundingLine[];
}

export interface ResultLine {
  lineNumber: number;
  participantRef: string;
  accepted: boolean;
  paidCents: number;
  reason: string;
}

export interface ResultFile {
  fileTypeCode: string;
  companyId: string;
  fileName: string;
  processedOn: string;
  outboundFileName: string;
  lines: ResultLine[];
  recordCount: number;
  totalCents: number;
}

const compact = (iso: string) => iso.replaceAll('-', '');
const iso = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

/** ASCII only (the provider's loader rejects anything else); names lose accents, not letters. */
function ascii(value: string): string {
  return value.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
}

/** A record of the provider's file: text folded to ASCII, then written by the one CSV writer (ADR 216). */
const record = (values: readonly (string | number)[]) =>
  csvRecord(values.map((value) => (typeof value === 'number' ? value : ascii(value))));

/** The participant reference the provider keys cards on: P and the participant id in 9 digits. */
export const participantRef = (studentId: number) => `P${String(studentId).padStart(9, '0')}`;

export function writeFundingFile(file: FundingFile): string {
  let text = record(['H', file.fileTypeCode, file.companyId, file.fileName, compact(file.createdOn), file.fileId]);
  let total = 0;
  for (const line of file.lines) {
    total += line.amountCents;
    text += record([
      'D',
      line.lineNumber,
      line.participantRef,
      line.cardProxy,
      line.lastName,
      line.firstName,
      `***-**-${line.ssnLast4}`,
      compact(line.periodEndDate),
      line.amountCents,
    ]);
  }
  return text + record(['T', file.lines.length, total]);
}

export function writeResultFile(file: Omit<ResultFile, 'recordCount' | 'totalCents'>): string {
  let text = record([
    'H',
    file.fileTypeCode,
    file.companyId,
    file.fileName,
    compact(file.processedOn),
    file.outboundFileName,
  ]);
  let total = 0;
  for (const line of file.lines) {
    total += line.paidCents;
    text += record(['D', line.lineNumber, line.participantRef, line.accepted ? 'A' : 'R', line.paidCents, line.reason]);
  }
  return text + record(['T', file.lines.length, total]);
}

export class FileFormatError extends Error {}

const DIGITS = /^\d+$/;
const DATE8 = /^\d{8}$/;

function wholeNumber(value: string | undefined, what: string, row: number): number {
  if (value === undefined || !DIGITS.test(value))
    throw new FileFormatError(`record ${String(row)}: ${what} is not a number`);
  return Number(value);
}

/** Reads a 3172 funding result; any deviation from ADR 067 is a FileFormatError naming the record. */
export function parseResultFile(text: string): ResultFile {
  const rows = readCsv(text).filter((row) => row.length > 1 || (row[0] ?? '').trim() !== '');
  const header = rows[0];
  const trailer = rows[rows.length - 1];
  if (header?.[0] !== 'H' || header.length !== 6) throw new FileFormatError('record 1: a header (H) with 6 fields');
  if (rows.length < 2 || trailer?.[0] !== 'T' || trailer.length !== 3) {
    throw new FileFormatError(`record ${String(rows.length)}: a trailer (T) with 3 fields`);
  }
  const [, fileTypeCode = '', companyId = '', fileName = '', processedOn = '', outboundFileName = ''] = header;
  if (!DATE8.test(processedOn)) throw new FileFormatError('record 1: the processing date is not yyyymmdd');
  const lines: ResultLine[] = [];
  for (const [index, row] of rows.slice(1, -1).entries()) {
    const number = index + 2;
    if (row[0] !== 'D' || row.length !== 6)
      throw new FileFormatError(`record ${String(number)}: a detail (D) with 6 fields`);
    const answer = row[3];
    if (answer !== 'A' && answer !== 'R')
      throw new FileFormatError(`record ${String(number)}: the answer is not A or R`);
    lines.push({
      lineNumber: wholeNumber(row[1], 'the line number', number),
      participantRef: row[2] ?? '',
      accepted: answer === 'A',
      paidCents: wholeNumber(row[4], 'the paid amount', number),
      reason: row[5] ?? '',
    });
  }
  const recordCount = wholeNumber(trailer[1], 'the record count', rows.length);
  const totalCents = wholeNumber(trailer[2], 'the total', rows.length);
  if (recordCount !== lines.length) {
    throw new FileFormatError(`trailer: ${String(recordCount)} records announced, ${String(lines.length)} found`);
  }
  const sum = lines.reduce((total, line) => total + line.paidCents, 0);
  if (sum !== totalCents)
    throw new FileFormatError(`trailer: total ${String(totalCents)} cents, details add up to ${String(sum)}`);
  return {
    fileTypeCode,
    companyId,
    fileName,
    processedOn: iso(processedOn),
    outboundFileName,
    lines,
    recordCount,
    totalCents,
  };
}

/** A file name from a file type's pattern: {yyyyMMdd} and {seq} (three digits). */
export function fileNameFrom(pattern: string, day: string, sequence: number): string {
  return pattern.replaceAll('{yyyyMMdd}', compact(day)).replaceAll('{seq}', String(sequence).padStart(3, '0'));
}
