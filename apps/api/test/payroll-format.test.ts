import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FileFormatError,
  fileNameFrom,
  parseResultFile,
  participantRef,
  writeFundingFile,
  writeResultFile,
} from '../src/areas/payroll/cardFileFormat.ts';
import { allowedHours, ageOn } from '../src/areas/payroll/rules.ts';

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../src/areas/payroll/fixtures', name), 'ascii');

describe('the card-provider file formats of ADR 067', () => {
  it('writes the 3171 funding file of the example byte for byte (card, quoting, masked SSN, cents, trailer)', () => {
    const written = writeFundingFile({
      fileTypeCode: '3171',
      companyId: 'PGH0001',
      fileName: fileNameFrom('FSV3171_{yyyyMMdd}_{seq}.csv', '2026-07-15', 1),
      createdOn: '2026-07-15',
      fileId: 412,
      lines: [
        {
          lineNumber: 1,
          participantRef: participantRef(3051),
          cardProxy: '9000123456781',
          lastName: 'Carter',
          firstName: 'Jasmine',
          ssnLast4: '6789',
          periodEndDate: '2026-07-12',
          amountCents: 42500,
        },
        {
          lineNumber: 2,
          participantRef: participantRef(3077),
          cardProxy: '9000123456799',
          lastName: "O'Neil, Jr.",
          firstName: 'Marcus',
          ssnLast4: '4321',
          periodEndDate: '2026-07-12',
          amountCents: 35625,
        },
      ],
    });
    expect(written).toBe(fixture('FSV3171_20260715_001.csv'));
  });

  it('reads the 3172 result of the example, and writes it back the same', () => {
    const result = parseResultFile(fixture('FSV3172_20260716_001.csv'));
    expect(result).toMatchObject({
      fileTypeCode: '3172',
      processedOn: '2026-07-16',
      outboundFileName: 'FSV3171_20260715_001.csv',
      recordCount: 2,
      totalCents: 42500,
    });
    expect(result.lines[1]).toEqual({
      lineNumber: 2,
      participantRef: 'P000003077',
      accepted: false,
      paidCents: 0,
      reason: 'Card account closed',
    });
    expect(writeResultFile(result)).toBe(fixture('FSV3172_20260716_001.csv'));
  });

  it('refuses an answer whose trailer does not add up, naming the record', () => {
    const text = fixture('FSV3172_20260716_001.csv');
    expect(() => parseResultFile(text.replace('T,2,42500', 'T,2,42600'))).toThrow(
      new FileFormatError('trailer: total 42600 cents, details add up to 42500'),
    );
    expect(() => parseResultFile(text.replace('T,2,', 'T,3,'))).toThrow('3 records announced, 2 found');
    expect(() => parseResultFile(text.replace('D,1,P000003051,A', 'D,1,P000003051,X'))).toThrow(
      'record 2: the answer is not A or R',
    );
    expect(() => parseResultFile('')).toThrow(FileFormatError);
  });
});

describe('youth hour arithmetic of ADR 068', () => {
  const federal = {
    rule_name: 'federal',
    school_day_hours: 3,
    school_week_hours: 18,
    non_school_day_hours: 8,
    non_school_week_hours: 40,
  };
  const term = (day: string) => day >= '2026-08-24' && ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

  it('allows each week the lesser of its weekly limit and its days, school weeks by the term', () => {
    expect(allowedHours(federal, '2026-07-13', '2026-07-26', term)).toEqual({
      allowed: 80,
      schoolDays: 0,
      nonSchoolDays: 14,
    });
    expect(allowedHours(federal, '2026-08-17', '2026-08-30', term)).toEqual({
      allowed: 58,
      schoolDays: 5,
      nonSchoolDays: 9,
    });
    // A period of two days allows those days only.
    expect(allowedHours(federal, '2026-08-29', '2026-08-30', term).allowed).toBe(16);
  });

  it('counts age in whole years on the day', () => {
    expect(ageOn('2011-07-14', '2026-07-13')).toBe(14);
    expect(ageOn('2011-07-13', '2026-07-13')).toBe(15);
  });
});
