import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecord, fixedWidthText, numberCell, readCsv } from './filesForPeople.ts';

const dangerous = (text: string) => /^[=+\-@\t\r]/.test(text);

// Texts that reach the dangerous starts and CSV's own special characters often, not once in a million.
const cellText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', "'", ' ', '|', '!'),
    fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
  ),
  maxLength: 30,
});

describe('the one writer of the files people open (ADR 216)', () => {
  it('writes any text so that a CSV reader gets it back, quote-prefixed exactly when it starts like a formula', () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 6 }), (texts) => {
        const [record] = readCsv(csvRecord(texts));
        expect(record).toEqual(texts.map((text) => (dangerous(text) ? `'${text}` : text)));
      }),
    );
  });

  it('keeps many records apart, whatever line breaks their texts hold', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cellText, { minLength: 1, maxLength: 4 }), { maxLength: 5 }), (rows) => {
        const read = readCsv(rows.map(csvRecord).join(''));
        expect(read).toEqual(rows.map((texts) => texts.map((text) => (dangerous(text) ? `'${text}` : text))));
      }),
    );
  });

  it('quotes a neutralised cell, and writes the program’s own numbers as numbers, sign and all', () => {
    expect(csvRecord(['=1+1', "-2+3+cmd|' /C calc'!A0", '@SUM(A1)', 'Carter', -2500, numberCell('-12.50'), null])).toBe(
      `"'=1+1","'-2+3+cmd|' /C calc'!A0","'@SUM(A1)",Carter,-2500,-12.50,\r\n`,
    );
    expect(csvRecord(['\t=1+1', '\r=1+1'])).toBe(`"'\t=1+1","'\r=1+1"\r\n`);
  });

  it('takes a numeric column’s decimal as a number, and anything else in it as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }), (cents) => {
        const decimal = (cents / 100).toFixed(2);
        expect(csvRecord([numberCell(decimal)])).toBe(`${decimal}\r\n`);
      }),
    );
    expect(csvRecord([numberCell('-1+1')])).toBe(`"'-1+1"\r\n`);
  });

  it('drops the formula characters a fixed-width field starts with, where no quote can mark it as text', () => {
    expect(fixedWidthText("-2+3+CMD|' /C CALC'!A0")).toBe("2+3+CMD|' /C CALC'!A0");
    expect(fixedWidthText('= =1+1')).toBe('1+1');
    expect(fixedWidthText("O'NEIL-DIAZ")).toBe("O'NEIL-DIAZ");
    fc.assert(
      fc.property(cellText, (text) => {
        expect(dangerous(fixedWidthText(text).trimStart())).toBe(false);
      }),
    );
  });
});
