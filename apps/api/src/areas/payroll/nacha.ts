/**
 * The Deposit payments of a payroll as a NACHA file (ADR 181): one ACH PPD batch of credits
 * (service class 220) to participants' checking (transaction code 22) or savings (32) accounts.
 * Pure: no database, no clock (the creation instant is an input), so the same input is the same file.
 *
 * Layout: file header (1), batch header (5), one entry detail (6) per payment, batch control (8),
 * file control (9); every record 94 characters and followed by CRLF; the file is padded with records
 * of nine 9s… (94 of them) to a multiple of 10 records (blocking factor 10). Fields are upper-case
 * ASCII: accents are dropped (é → E), other characters outside printable ASCII become spaces, and a
 * text starts with none of = + - @ (ADR 216); text is cut or space-filled to its width, numbers zero-filled.
 */
import { isAbaRoutingNumber, PAYMENT_DETAIL_DIGITS } from '@pathway/validation';
import { fixedWidthText } from '../../lib/filesForPeople.ts';

/** One credit to one participant's bank account. */
export interface NachaEntry {
  /** The participant's reference at the provider (e.g. `P000012345`): entry positions 40–54. */
  individualId: string;
  /** The participant's name as the bank shows it: cut to 22 characters. */
  individualName: string;
  /** 9-digit ABA routing number of the participant's bank (with its check digit). */
  routingNumber: string;
  /** 4–17 digits. */
  accountNumber: string;
  accountType: 'Checking' | 'Savings';
  /** Whole cents, 1 to 9,999,999,999 (the 10-digit amount field). */
  amountCents: number;
}

export interface NachaFile {
  /** The routing number of the bank the file goes to (usually the ODFI or its ACH operator): 9 digits. */
  immediateDestination: string;
  /** Its name, cut to 23 characters. */
  immediateDestinationName: string;
  /** Who sends the file: a 9-digit routing number (written with a leading space) or a 10-character id the bank assigned. */
  immediateOrigin: string;
  immediateOriginName: string;
  /** The originator (the provider) as its participants' statements show it: cut to 16. */
  companyName: string;
  /** The originator's id at the bank, usually `1` and its EIN: 1–10 characters. */
  companyIdentification: string;
  /** What the statement says the credit is (e.g. `PAYROLL`): cut to 10. */
  companyEntryDescription: string;
  /** The day the participants are to be paid, yyyy-mm-dd. */
  effectiveEntryDate: string;
  /** When the file is made; written as its UTC date and time. */
  createdAt: Date;
  /** A–Z or 0–9, telling apart files made on one day for the same destination. */
  fileIdModifier: string;
  /** The first 8 digits of the originating bank's routing number: the trace numbers start with it. */
  originatingDfi: string;
  entries: readonly NachaEntry[];
}

/** The records of one file (before padding), for a caller that wants the counts it writes. */
export interface NachaTotals {
  entryCount: number;
  /** Sum of the receiving banks' 8-digit ids, its last 10 digits. */
  entryHash: number;
  totalCreditCents: number;
  blockCount: number;
}

export const NACHA_RECORD_LENGTH = 94;
export const NACHA_BLOCKING_FACTOR = 10;
export const NACHA_LINE_END = '\r\n';
/** The amount field has 10 digits. */
export const NACHA_MAX_AMOUNT_CENTS = 9_999_999_999;
/** The batch control's entry count has 6 digits (the 7-digit trace sequence would allow more). */
export const NACHA_MAX_ENTRIES = 999_999;
/** The batch and file control totals have 12 digits. */
const MAX_TOTAL_CENTS = 999_999_999_999;

/** A refused input: the message names the field (and the entry, counted from 1). */
export class NachaInputError extends Error {
  override name = 'NachaInputError';
}

const fail = (message: string): never => {
  throw new NachaInputError(message);
};

/**
 * Upper-case printable ASCII: accents dropped from their letters, anything else a space; and, as
 * the one writer wants of a field no quote can mark as text, no formula characters first (ADR 216).
 */
function ascii(value: string): string {
  return fixedWidthText(
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^\x20-\x7e]/g, ' '),
  );
}

/** Text left-justified in `width` characters: cut, or filled with spaces. */
const alpha = (value: string, width: number) => ascii(value).slice(0, width).padEnd(width, ' ');

/** A whole number right-justified in `width` digits, zero-filled. */
function numeric(value: number, width: number): string {
  const text = String(value);
  if (!Number.isSafeInteger(value) || value < 0 || text.length > width) {
    throw new NachaInputError(`${text} does not fit a ${String(width)}-digit field.`);
  }
  return text.padStart(width, '0');
}

const spaces = (width: number) => ' '.repeat(width);

/** yymmdd and hhmm of an instant, in UTC. */
function utcStamp(at: Date): { date: string; time: string } {
  if (Number.isNaN(at.getTime())) fail('createdAt is not a date.');
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${two(at.getUTCFullYear() % 100)}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}`,
    time: `${two(at.getUTCHours())}${two(at.getUTCMinutes())}`,
  };
}

/** yyyy-mm-dd (a real day) as yymmdd. */
function yymmdd(iso: string, field: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const day = match ? new Date(`${iso}T00:00:00Z`) : undefined;
  if (!match || !day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== iso) {
    return fail(`${field} must be a date yyyy-mm-dd, not "${iso}".`);
  }
  return `${match[1]?.slice(2) ?? ''}${match[2] ?? ''}${match[3] ?? ''}`;
}

function checkHeader(file: NachaFile) {
  if (!isAbaRoutingNumber(file.immediateDestination)) {
    fail('immediateDestination must be a 9-digit routing number with a valid check digit.');
  }
  if (!/^(\d{9}|[0-9A-Z ]{10})$/.test(file.immediateOrigin)) {
    fail('immediateOrigin must be a 9-digit routing number or a 10-character id.');
  }
  if (!/^\d{8}$/.test(file.originatingDfi)) fail('originatingDfi must be the 8 digits of a routing number.');
  if (!/^[A-Z0-9]$/.test(file.fileIdModifier)) fail('fileIdModifier must be one of A-Z or 0-9.');
  if (!/^[0-9A-Z ]{1,10}$/.test(file.companyIdentification)) {
    fail('companyIdentification must be 1 to 10 upper-case letters, digits or spaces.');
  }
  for (const field of ['companyName', 'companyEntryDescription'] as const) {
    if (ascii(file[field]).trim() === '') fail(`${field} must not be empty.`);
  }
  if (file.entries.length === 0) fail('A NACHA file needs at least one entry.');
  if (file.entries.length > NACHA_MAX_ENTRIES) {
    fail(`One batch holds at most ${String(NACHA_MAX_ENTRIES)} entries; this file has ${String(file.entries.length)}.`);
  }
}

function checkEntry(entry: NachaEntry, number: number) {
  const which = `Entry ${String(number)}`;
  if (!isAbaRoutingNumber(entry.routingNumber)) {
    fail(`${which}: routingNumber must be 9 digits with a valid check digit.`);
  }
  const { min, max } = PAYMENT_DETAIL_DIGITS.accountNumber;
  if (!new RegExp(`^\\d{${String(min)},${String(max)}}$`).test(entry.accountNumber)) {
    fail(`${which}: accountNumber must be ${String(min)} to ${String(max)} digits.`);
  }
  // The type says so, but the values come from storage and other callers' code.
  const accountType: string = entry.accountType;
  if (accountType !== 'Checking' && accountType !== 'Savings') {
    fail(`${which}: accountType must be Checking or Savings.`);
  }
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents <= 0) {
    fail(`${which}: amountCents must be a whole number of cents above 0, not ${String(entry.amountCents)}.`);
  }
  if (entry.amountCents > NACHA_MAX_AMOUNT_CENTS) {
    fail(`${which}: amountCents ${String(entry.amountCents)} is above the field's ${String(NACHA_MAX_AMOUNT_CENTS)}.`);
  }
  if (ascii(entry.individualName).trim() === '') fail(`${which}: individualName must not be empty.`);
}

/** The counts and totals the control records carry. */
export function nachaTotals(entries: readonly Pick<NachaEntry, 'routingNumber' | 'amountCents'>[]): NachaTotals {
  let hash = 0;
  let total = 0;
  for (const entry of entries) {
    hash += Number(entry.routingNumber.slice(0, 8));
    total += entry.amountCents;
  }
  // Header, batch header, entries, batch control, file control.
  const records = entries.length + 4;
  return {
    entryCount: entries.length,
    entryHash: hash % 10_000_000_000,
    totalCreditCents: total,
    blockCount: Math.ceil(records / NACHA_BLOCKING_FACTOR),
  };
}

/** The file, records joined and ended by CRLF; throws a NachaInputError naming the first bad field. */
export function writeNachaFile(file: NachaFile): string {
  checkHeader(file);
  file.entries.forEach((entry, index) => checkEntry(entry, index + 1));
  const totals = nachaTotals(file.entries);
  if (totals.totalCreditCents > MAX_TOTAL_CENTS) fail('The total credit does not fit the 12-digit control field.');

  const created = utcStamp(file.createdAt);
  const effective = yymmdd(file.effectiveEntryDate, 'effectiveEntryDate');
  const origin = /^\d{9}$/.test(file.immediateOrigin) ? ` ${file.immediateOrigin}` : file.immediateOrigin;
  const companyId = alpha(file.companyIdentification, 10);
  const batchNumber = numeric(1, 7);
  const records: string[] = [];

  records.push(
    [
      '1', // record type
      '01', // priority code
      ` ${file.immediateDestination}`, // immediate destination: a space and the routing number
      origin, // immediate origin
      created.date, // file creation date yymmdd
      created.time, // file creation time hhmm
      file.fileIdModifier,
      '094', // record size
      '10', // blocking factor
      '1', // format code
      alpha(file.immediateDestinationName, 23),
      alpha(file.immediateOriginName, 23),
      spaces(8), // reference code
    ].join(''),
  );
  records.push(
    [
      '5',
      '220', // service class: credits only
      alpha(file.companyName, 16),
      spaces(20), // company discretionary data
      companyId,
      'PPD', // standard entry class: prearranged payments to consumers
      alpha(file.companyEntryDescription, 10),
      spaces(6), // company descriptive date
      effective,
      spaces(3), // settlement date: the ACH operator fills it
      '1', // originator status code: a depository financial institution
      file.originatingDfi,
      batchNumber,
    ].join(''),
  );
  file.entries.forEach((entry, index) => {
    records.push(
      [
        '6',
        entry.accountType === 'Checking' ? '22' : '32', // credit to checking / savings
        entry.routingNumber.slice(0, 8), // receiving DFI identification
        entry.routingNumber.slice(8), // its check digit
        alpha(entry.accountNumber, 17),
        numeric(entry.amountCents, 10),
        alpha(entry.individualId, 15),
        alpha(entry.individualName, 22),
        spaces(2), // discretionary data
        '0', // no addenda record
        `${file.originatingDfi}${numeric(index + 1, 7)}`, // trace number
      ].join(''),
    );
  });
  records.push(
    [
      '8',
      '220',
      numeric(totals.entryCount, 6), // entry/addenda count
      numeric(totals.entryHash, 10),
      numeric(0, 12), // total debits
      numeric(totals.totalCreditCents, 12),
      companyId,
      spaces(19), // message authentication code
      spaces(6), // reserved
      file.originatingDfi,
      batchNumber,
    ].join(''),
  );
  records.push(
    [
      '9',
      numeric(1, 6), // batch count
      numeric(totals.blockCount, 6),
      numeric(totals.entryCount, 8), // entry/addenda count
      numeric(totals.entryHash, 10),
      numeric(0, 12),
      numeric(totals.totalCreditCents, 12),
      spaces(39), // reserved
    ].join(''),
  );
  while (records.length % NACHA_BLOCKING_FACTOR !== 0) records.push('9'.repeat(NACHA_RECORD_LENGTH));

  for (const [index, record] of records.entries()) {
    // A field too wide is a bug here, not bad input: never send a misaligned file.
    if (record.length !== NACHA_RECORD_LENGTH) {
      throw new Error(`NACHA record ${String(index + 1)} is ${String(record.length)} characters, not 94.`);
    }
  }
  return records.map((record) => `${record}${NACHA_LINE_END}`).join('');
}
