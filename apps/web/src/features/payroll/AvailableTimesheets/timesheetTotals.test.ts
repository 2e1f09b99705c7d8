import { describe, expect, test } from 'vitest';
import { availableTimesheets } from './availableTimesheetFixtures.ts';
import { describeTotals, formatHours, timesheetTotals } from './timesheetTotals.ts';
import { approvalBatches, eligibleRows } from './useTimesheetActions.ts';

describe('timesheet totals', () => {
  test('add up to the cent where summing dollars as floats drifts', () => {
    const rows = Array.from({ length: 10 }, () => ({ workedHours: 0.1, incentiveAmount: 0.1, payAmount: 0.1 }));
    expect(rows.reduce((sum, row) => sum + row.payAmount, 0)).not.toBe(1);
    expect(timesheetTotals(rows)).toEqual({ count: 10, hours: 100, incentive: 100, pay: 100 });
    expect(describeTotals(timesheetTotals(rows))).toBe('10 timesheets, 1.00 hours, incentive $1.00, pay $1.00');
  });

  test('of the fixtures: 5 timesheets, 166.75 hours, $75.50 incentive, $2,159.88 pay', () => {
    expect(describeTotals(timesheetTotals(availableTimesheets))).toBe(
      '5 timesheets, 166.75 hours, incentive $75.50, pay $2,159.88',
    );
  });

  test('hours show 2 decimals with thousands grouped', () => {
    expect(formatHours(32)).toBe('32.00');
    expect(formatHours(28.5)).toBe('28.50');
    expect(formatHours(1184.25)).toBe('1,184.25');
    expect(formatHours(0)).toBe('0.00');
  });
});

describe('timesheet actions', () => {
  test('each action takes only the chosen rows in a status it moves', () => {
    const eligible = eligibleRows(availableTimesheets);
    expect(eligible.submit.map((row) => row.id)).toEqual([7730, 7731]);
    expect(eligible.manualCheck.map((row) => row.id)).toEqual([7730, 7731]);
    expect(eligible.approve.map((row) => row.id)).toEqual([7732]);
    expect(eligible.moveToPending.map((row) => row.id)).toEqual([7732, 7733]);
  });

  test('an approval sends, per organization, the distinct processes of the chosen rows', () => {
    const [submitted] = eligibleRows(availableTimesheets).approve;
    if (!submitted) throw new Error('the fixtures have a submitted timesheet');
    const rows = [
      submitted,
      { ...submitted, id: 1, entryProcessId: 599 },
      { ...submitted, id: 2 },
      { ...submitted, id: 3, organizationId: 4, entryProcessId: 700 },
    ];
    expect(approvalBatches(rows)).toEqual([
      { organizationId: 3, companyEntryProcessIds: [599, 601] },
      { organizationId: 4, companyEntryProcessIds: [700] },
    ]);
  });
});
