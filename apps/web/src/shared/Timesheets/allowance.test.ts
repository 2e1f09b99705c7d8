import { describe, expect, test } from 'vitest';
import { allowanceRequest, existingTimesheetWarning, formatHoursShort, hoursHint, incentiveHint } from './allowance.ts';
import { adultAllowance, allowance, allowanceHints, coveredWarning } from './allowanceFixtures.ts';

describe('timesheet allowance texts', () => {
  test('hours remain under the contract, and under the youth hour rule when one applies', () => {
    expect(hoursHint(allowance)).toBe(allowanceHints.hours);
    expect(hoursHint(adultAllowance)).toBe('61 hours remain under contract PGH-2026-SYEP');
    expect(hoursHint({ ...adultAllowance, remainingHours: 1 })).toBe('1 hour remains under contract PGH-2026-SYEP');
    expect(hoursHint({ ...adultAllowance, remainingHours: 0.5 })).toBe('0.5 hours remain under contract PGH-2026-SYEP');
    expect(incentiveHint(allowance)).toBe('$250.00 remains');
    expect(formatHoursShort(1184.256)).toBe('1,184.26');
  });

  test('the covering timesheet is named with what to do instead, by its status', () => {
    const existing = { id: 7730, periodStartDate: '2026-07-06', periodEndDate: '2026-07-12' };
    expect(existingTimesheetWarning({ ...existing, status: 'Pending' })).toBe(coveredWarning);
    expect(existingTimesheetWarning({ ...existing, status: 'Payrolled' })).toBe(
      'Timesheet 7730 (Payrolled) already covers 07/06/2026–07/12/2026 for this job: correct it with an adjustment instead.',
    );
    expect(existingTimesheetWarning({ ...existing, status: 'Submitted for Payroll' })).toMatch(
      /: move it back to Pending and change it instead\.$/,
    );
  });

  test('asks only once a participant, a job and a real period are chosen', () => {
    const choice = { studentId: 3051, studentJobId: 2210, periodStartDate: '07/06/2026', periodEndDate: '07/12/2026' };
    expect(allowanceRequest(choice)).toEqual({
      studentId: 3051,
      query: { studentJobId: 2210, periodStartDate: '2026-07-06', periodEndDate: '2026-07-12' },
    });
    expect(allowanceRequest({ ...choice, excludeTimesheetId: 7730 })?.query.excludeTimesheetId).toBe(7730);
    expect(allowanceRequest({ ...choice, studentJobId: null })).toBeNull();
    expect(allowanceRequest({ ...choice, studentId: null })).toBeNull();
    expect(allowanceRequest({ ...choice, periodEndDate: '07/1' })).toBeNull();
    expect(allowanceRequest({ ...choice, periodEndDate: '02/30/2026' })).toBeNull();
    expect(allowanceRequest({ ...choice, periodEndDate: '07/05/2026' })).toBeNull();
  });
});
