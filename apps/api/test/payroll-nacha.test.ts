import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import nacha from '@midlandsbank/node-nacha';
import { abaCheckDigit } from '@pathway/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NACHA_MAX_AMOUNT_CENTS,
  NACHA_MAX_ENTRIES,
  NachaInputError,
  writeNachaFile,
  type NachaEntry,
  type NachaFile,
} from '../src/areas/payroll/nacha.ts';

const JASMINE: NachaEntry = {
  individualId: 'P000003051',
  individualName: 'Jasmine Carter',
  routingNumber: '043000096',
  accountNumber: '1234567890',
  accountType: 'Checking',
  amountCents: 42500,
};

/** The provider's file of ADR 181's example: three participants paid on Friday 2026-07-17. */
const EXAMPLE: NachaFile = {
  immediateDestination: '043000096',
  immediateDestinationName: 'PNC Bank',
  immediateOrigin: '043318092',
  immediateOriginName: 'Three Rivers Youth Works',
  companyName: 'Three Rivers Youth Works',
  companyIdentification: '1251234567',
  companyEntryDescription: 'Payroll',
  effectiveEntryDate: '2026-07-17',
  createdAt: new Date('2026-07-15T14:05:09Z'),
  fileIdModifier: 'A',
  originatingDfi: '04331809',
  entries: [
    JASMINE,
    {
      individualId: 'P000003077',
      individualName: "Zoë O'Neil-Ramírez de la Fuente",
      routingNumber: '031176110',
      accountNumber: '0099887766554433',
      accountType: 'Savings',
      amountCents: 18750,
    },
    {
      individualId: 'P000003102',
      individualName: 'Marcus Lee',
      routingNumber: '011000015',
      accountNumber: '4455',
      accountType: 'Checking',
      amountCents: 9,
    },
  ],
};

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../src/areas/payroll/fixtures', name), 'ascii');

const linesOf = (text: string) => {
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
};

/** A routing number with a correct check digit from any eight digits. */
const routing = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }).map((digits) => {
  const eight = digits.join('');
  return `${eight}${String(abaCheckDigit(eight))}`;
});
const digitsOf = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((digits) => digits.join(''));
const entry: fc.Arbitrary<NachaEntry> = fc.record({
  individualId: fc.string({ maxLength: 20 }),
  individualName: fc.string({ minLength: 1, maxLength: 40 }).filter((name) => /[A-Za-z0-9]/.test(name)),
  routingNumber: routing,
  accountNumber: digitsOf(4, 17),
  accountType: fc.constantFrom('Checking' as const, 'Savings' as const),
  amountCents: fc.oneof(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: NACHA_MAX_AMOUNT_CENTS })),
});

describe('the NACHA (ACH PPD credit) file of ADR 181', () => {
  it('writes the example byte for byte', () => {
    expect(writeNachaFile(EXAMPLE)).toBe(fixture('NACHA_PPD_20260715_A.ach'));
  });

  it('lays out 94-character records, CRLF ends, padded with 9s to a multiple of 10', () => {
    const lines = linesOf(writeNachaFile(EXAMPLE));
    expect(lines).toHaveLength(10);
    for (const line of lines) expect(line).toHaveLength(94);
    expect(lines.map((line) => line[0]).join('')).toBe('1566689999');
    for (const line of lines.slice(7)) expect(line).toBe('9'.repeat(94));
  });

  it('is read back by an independent parser: header, batch, entries, controls', () => {
    const { file, batches } = nacha.from(writeNachaFile(EXAMPLE)).data;
    expect(file).toMatchObject({
      recordType: '1',
      priority: 1,
      destination: ' 043000096',
      origin: ' 043318092',
      creationDate: '260715',
      creationTime: '1405',
      idModifier: 'A',
      recordSize: '094',
      blockingFactor: '10',
      formatCode: '1',
      destinationName: 'PNC BANK',
      originName: 'THREE RIVERS YOUTH WORK',
      referenceCode: '',
    });
    expect(batches).toHaveLength(1);
    const [batch] = batches;
    expect(batch).toMatchObject({
      serviceClassCode: 220,
      companyName: 'THREE RIVERS YOU',
      discretionaryData: '',
      companyId: '1251234567',
      entryClassCode: 'PPD',
      description: 'PAYROLL',
      date: '',
      effectiveDate: '260717',
      settlementDate: '',
      originatorStatusCode: '1',
      originatingDFIIdentification: '04331809',
      num: 1,
    });
    expect(batch?.entries).toEqual([
      {
        recordType: '6',
        transactionCode: '22',
        receivingDFIIdentification: 4300009,
        checkDigit: 6,
        dfiAccount: '1234567890',
        amount: 42500,
        identificationNumber: 'P000003051',
        receivingCompanyName: 'JASMINE CARTER',
        discretionaryData: '',
        addendaIndicator: '0',
        traceNumber: 43318090000001,
      },
      {
        recordType: '6',
        transactionCode: '32',
        receivingDFIIdentification: 3117611,
        checkDigit: 0,
        dfiAccount: '0099887766554433',
        amount: 18750,
        identificationNumber: 'P000003077',
        receivingCompanyName: "ZOE O'NEIL-RAMIREZ DE",
        discretionaryData: '',
        addendaIndicator: '0',
        traceNumber: 43318090000002,
      },
      {
        recordType: '6',
        transactionCode: '22',
        receivingDFIIdentification: 1100001,
        checkDigit: 5,
        dfiAccount: '4455',
        amount: 9,
        identificationNumber: 'P000003102',
        receivingCompanyName: 'MARCUS LEE',
        discretionaryData: '',
        addendaIndicator: '0',
        traceNumber: 43318090000003,
      },
    ]);
    // Entry hash: 04300009 + 03117611 + 01100001 = 8517621.
    expect(batch?.footer).toMatchObject({
      serviceClassCode: 220,
      entryAndAddendaCount: 3,
      entryHash: 8517621,
      totalDebit: 0,
      totalCredit: 61259,
      companyId: '1251234567',
      messageAuthenticationCode: '',
      originatingDFIIdentification: '04331809',
      num: 1,
    });
    expect(file.footer).toMatchObject({
      batchCount: 1,
      blockCount: 1,
      entryAndAddendaCount: 3,
      entryHash: 8517621,
      totalDebit: 0,
      totalCredit: 61259,
    });
  });

  it('starts no name field with a formula character, as a fixed-width import into Excel would run it (ADR 216)', () => {
    const text = writeNachaFile({
      ...EXAMPLE,
      entries: [
        { ...JASMINE, individualName: "-2+3+cmd|' /C calc'!A0" },
        { ...JASMINE, individualName: '= =1+1' },
      ],
    });
    const names = linesOf(text)
      .filter((line) => line.startsWith('6'))
      .map((line) => line.slice(54, 76));
    expect(names).toEqual(["2+3+CMD|' /C CALC'!A0 ", '1+1'.padEnd(22, ' ')]);
  });

  it('keeps the last 10 digits of an entry hash that overflows, and counts blocks past one', () => {
    const many = Array.from({ length: 120 }, (_, index) => ({
      ...JASMINE,
      routingNumber: `99999999${String(abaCheckDigit('99999999'))}`,
      amountCents: index + 1,
    }));
    const text = writeNachaFile({ ...EXAMPLE, entries: many });
    const lines = linesOf(text);
    expect(lines).toHaveLength(130);
    const { file, batches } = nacha.from(text).data;
    // 120 × 99,999,999 = 11,999,999,880 → 1999999880.
    expect(file.footer).toMatchObject({ blockCount: 13, entryAndAddendaCount: 120, entryHash: 1999999880 });
    expect(batches[0]?.footer.totalCredit).toBe((120 * 121) / 2);
    expect(batches[0]?.entries.at(-1)?.traceNumber).toBe(43318090000120);
  });

  it('refuses input it cannot write, naming the field', () => {
    const withEntry = (change: Partial<NachaEntry>): NachaFile => ({
      ...EXAMPLE,
      entries: [{ ...JASMINE, ...change }],
    });
    const refusal = (file: NachaFile) => {
      try {
        writeNachaFile(file);
      } catch (error) {
        expect(error).toBeInstanceOf(NachaInputError);
        return (error as Error).message;
      }
      throw new Error('written although it should be refused');
    };
    expect(refusal(withEntry({ amountCents: 0 }))).toMatch(/Entry 1: amountCents must be .* above 0/);
    expect(refusal(withEntry({ amountCents: -5 }))).toMatch(/above 0/);
    expect(refusal(withEntry({ amountCents: 12.5 }))).toMatch(/whole number/);
    expect(refusal(withEntry({ amountCents: NACHA_MAX_AMOUNT_CENTS + 1 }))).toMatch(/above the field/);
    expect(refusal(withEntry({ routingNumber: '043000097' }))).toMatch(/Entry 1: routingNumber/);
    expect(refusal(withEntry({ accountNumber: '12-34' }))).toMatch(/accountNumber must be 4 to 17 digits/);
    expect(refusal(withEntry({ individualName: '  ' }))).toMatch(/individualName/);
    expect(refusal({ ...EXAMPLE, entries: [] })).toMatch(/at least one entry/);
    const tooMany = Array.from({ length: NACHA_MAX_ENTRIES + 1 }, () => JASMINE);
    expect(refusal({ ...EXAMPLE, entries: tooMany })).toMatch(/at most 999999 entries/);
    expect(refusal({ ...EXAMPLE, immediateDestination: '04300009' })).toMatch(/immediateDestination/);
    expect(refusal({ ...EXAMPLE, originatingDfi: '0433180' })).toMatch(/originatingDfi/);
    expect(refusal({ ...EXAMPLE, fileIdModifier: 'a' })).toMatch(/fileIdModifier/);
    expect(refusal({ ...EXAMPLE, effectiveEntryDate: '2026-02-30' })).toMatch(/effectiveEntryDate/);
    expect(refusal({ ...EXAMPLE, companyIdentification: '12-3456789' })).toMatch(/companyIdentification/);
  });

  it('any set of valid entries parses back with every amount, the totals and the entry hash', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 40 }), (entries) => {
        const text = writeNachaFile({ ...EXAMPLE, entries });
        const lines = linesOf(text);
        expect(lines.length % 10).toBe(0);
        for (const line of lines) expect(line).toMatch(/^[\x20-\x7e]{94}$/);
        const { file, batches } = nacha.from(text).data;
        const parsed = batches[0]?.entries ?? [];
        expect(parsed.map((row) => row.amount)).toEqual(entries.map((row) => row.amountCents));
        expect(
          parsed.map((row) => `${String(row.receivingDFIIdentification).padStart(8, '0')}${String(row.checkDigit)}`),
        ).toEqual(entries.map((row) => row.routingNumber));
        expect(parsed.map((row) => row.dfiAccount)).toEqual(entries.map((row) => row.accountNumber));
        expect(parsed.map((row) => row.transactionCode)).toEqual(
          entries.map((row) => (row.accountType === 'Checking' ? '22' : '32')),
        );
        const total = entries.reduce((sum, row) => sum + row.amountCents, 0);
        const hash = entries.reduce((sum, row) => sum + Number(row.routingNumber.slice(0, 8)), 0) % 10_000_000_000;
        expect(batches[0]?.footer).toMatchObject({
          entryAndAddendaCount: entries.length,
          totalCredit: total,
          entryHash: hash,
        });
        expect(file.footer).toMatchObject({
          batchCount: 1,
          blockCount: lines.length / 10,
          entryAndAddendaCount: entries.length,
          entryHash: hash,
          totalDebit: 0,
          totalCredit: total,
        });
      }),
      { numRuns: 150 },
    );
  });
});
