import { describe, expect, it } from 'vitest';
import {
  ageOn,
  allowedHours,
  breachesOf,
  type CapRow,
  entryRefusal,
  type HourRule,
  HOURS_CAP_MESSAGE,
  INCENTIVE_CAP_MESSAGE,
  LISTED,
  refusal,
  type SchoolTerm,
  youthHourJudge,
  type YouthPeriod,
} from './rules.ts';

// The cap arithmetic a payroll clerk meets at entry and approval (spec section 8, ADR 066): what
// counts is the sum to the cent and the hundredth of an hour, and a cap is met, not breached, when
// the sum equals it.
const row = (over: Partial<CapRow> = {}): CapRow => ({
  name: 'Rivera, Ana',
  contract_code: 'SYEP-26',
  cap_hours: 100,
  cap_incentive: 500,
  hours: 0,
  incentive: 0,
  ...over,
});

describe('cap breaches', () => {
  it('a sum exactly on both caps is allowed', () => {
    expect(breachesOf([row({ hours: 90, incentive: 450 })], { hours: 10, incentive: 50 })).toEqual({
      hours: [],
      incentives: [],
    });
  });

  it('a hundredth of an hour over the hours cap is refused with the spec’s words and both figures', () => {
    expect(breachesOf([row({ hours: 90 })], { hours: 10.01, incentive: 0 })).toEqual({
      hours: [`${HOURS_CAP_MESSAGE} 100 hours under contract SYEP-26: Rivera, Ana would have 100.01.`],
      incentives: [],
    });
  });

  it('a cent over the incentive cap is refused with the spec’s spelling', () => {
    expect(breachesOf([row({ incentive: 450 })], { hours: 0, incentive: 50.01 })).toEqual({
      hours: [],
      incentives: [`${INCENTIVE_CAP_MESSAGE} $500.00 under contract SYEP-26: Rivera, Ana would have $500.01.`],
    });
    expect(INCENTIVE_CAP_MESSAGE).toBe('Participant Incentive Amount cannout exceed');
    expect(HOURS_CAP_MESSAGE).toBe('Participant Hours cannot exceed');
  });

  it('binary fractions do not breach a cap: 0.1 + 0.2 hours against 0.3', () => {
    expect(breachesOf([row({ cap_hours: 0.3, hours: 0.1 })], { hours: 0.2, incentive: 0 }).hours).toEqual([]);
    expect(breachesOf([row({ cap_incentive: 0.3, incentive: 0.1 })], { hours: 0, incentive: 0.2 }).incentives).toEqual(
      [],
    );
  });

  it('without an entry, what already counts is checked alone (approval)', () => {
    expect(breachesOf([row({ hours: 100, incentive: 500 })])).toEqual({ hours: [], incentives: [] });
    const over = breachesOf([row({ hours: 100.5, incentive: 500.5 })]);
    expect(over.hours).toHaveLength(1);
    expect(over.incentives).toHaveLength(1);
  });

  it('every participant and contract over a cap is listed, in the given order', () => {
    const { hours } = breachesOf([
      row({ name: 'Rivera, Ana', hours: 120 }),
      row({ name: 'Chen, Li', hours: 50 }),
      row({ name: 'Okafor, Ade', contract_code: 'SYEP-27', hours: 101 }),
    ]);
    expect(hours).toEqual([
      `${HOURS_CAP_MESSAGE} 100 hours under contract SYEP-26: Rivera, Ana would have 120.`,
      `${HOURS_CAP_MESSAGE} 100 hours under contract SYEP-27: Okafor, Ade would have 101.`,
    ]);
  });
});

describe('the refusal message', () => {
  it('lists every breach on its own line', () => {
    expect(refusal(['one', 'two'])).toBe('one\ntwo');
  });

  it(`lists at most ${String(LISTED)} and says how many more there are`, () => {
    const lines = Array.from({ length: LISTED + 3 }, (_, i) => `breach ${String(i + 1)}`);
    const shown = refusal(lines).split('\n');
    expect(shown).toHaveLength(LISTED + 1);
    expect(shown[LISTED - 1]).toBe(`breach ${String(LISTED)}`);
    expect(shown.at(-1)).toBe('…and 3 more.');
    expect(refusal(lines.slice(0, LISTED)).split('\n')).toHaveLength(LISTED);
    expect(LISTED).toBe(20);
  });
});

describe('what entry refuses under a cap', () => {
  const allowance = {
    name: 'Rivera, Ana',
    contractCode: 'SYEP-26',
    capHours: 100,
    capIncentive: 500,
    otherHours: 92.5,
    otherIncentive: 480,
  };

  it('an entry that fits both caps, exactly on them, is not refused', () => {
    expect(entryRefusal(allowance, { workedHours: 7.5, incentiveAmount: 20 }, 'fields')).toBeUndefined();
    expect(entryRefusal(allowance, { workedHours: 7.5, incentiveAmount: 20 }, 'message')).toBeUndefined();
  });

  it('each breach is said under its field, with what remains', () => {
    expect(entryRefusal(allowance, { workedHours: 8, incentiveAmount: 20.01 }, 'fields')).toEqual({
      workedHours: `${HOURS_CAP_MESSAGE} 100 hours under contract SYEP-26: Rivera, Ana would have 100.5. 7.5 hours remain.`,
      incentiveAmount: `${INCENTIVE_CAP_MESSAGE} $500.00 under contract SYEP-26: Rivera, Ana would have $500.01. $20.00 remains.`,
    });
  });

  it('only the breached field is named', () => {
    expect(entryRefusal(allowance, { workedHours: 8, incentiveAmount: 0 }, 'fields')).toEqual({
      workedHours: expect.stringContaining('7.5 hours remain.') as unknown,
    });
    expect(entryRefusal(allowance, { workedHours: 0, incentiveAmount: 21 }, 'fields')).toEqual({
      incentiveAmount: expect.stringContaining('$20.00 remains.') as unknown,
    });
  });

  it('the processing grid gets one message, hours first', () => {
    expect(entryRefusal(allowance, { workedHours: 8, incentiveAmount: 21 }, 'message')).toBe(
      `${HOURS_CAP_MESSAGE} 100 hours under contract SYEP-26: Rivera, Ana would have 100.5.\n` +
        `${INCENTIVE_CAP_MESSAGE} $500.00 under contract SYEP-26: Rivera, Ana would have $501.00.`,
    );
  });

  it('what remains is never negative when other timesheets already passed the cap', () => {
    const over = { ...allowance, otherHours: 101, otherIncentive: 505 };
    expect(entryRefusal(over, { workedHours: 1, incentiveAmount: 1 }, 'fields')).toEqual({
      workedHours: expect.stringContaining(' 0 hours remain.') as unknown,
      incentiveAmount: expect.stringContaining(' $0.00 remains.') as unknown,
    });
  });

  it('what remains is rounded to the hundredth', () => {
    const fractional = { ...allowance, otherHours: 99.99 - 0.0000001 };
    expect(entryRefusal(fractional, { workedHours: 1, incentiveAmount: 0 }, 'fields')).toEqual({
      workedHours: expect.stringContaining(' 0.01 hours remain.') as unknown,
    });
  });
});

describe('age on a day', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2010-07-15', '2026-07-15')).toBe(16);
    expect(ageOn('2010-07-15', '2026-07-14')).toBe(15);
    expect(ageOn('2010-07-15', '2026-07-16')).toBe(16);
    expect(ageOn('2010-07-15', '2026-06-30')).toBe(15);
    expect(ageOn('2010-07-15', '2026-08-01')).toBe(16);
  });
});

// Hours a youth may work (ADR 068): per Monday-to-Sunday week, the lesser of the week's limit and
// the sum of its days' limits; a week with any school day is a school week.
const rule = { school_day_hours: 3, school_week_hours: 18, non_school_day_hours: 8, non_school_week_hours: 40 };
const noSchool = () => false;
const schoolOn =
  (...days: string[]) =>
  (day: string) =>
    days.includes(day);

describe('allowed hours in a period', () => {
  it('a summer week: the week limit caps seven eight-hour days', () => {
    // 2026-07-06 is a Monday.
    expect(allowedHours(rule, '2026-07-06', '2026-07-12', noSchool)).toEqual({
      allowed: 40,
      schoolDays: 0,
      nonSchoolDays: 7,
    });
  });

  it('a short period: the days inside it, not the week limit', () => {
    expect(allowedHours(rule, '2026-07-06', '2026-07-08', noSchool)).toEqual({
      allowed: 24,
      schoolDays: 0,
      nonSchoolDays: 3,
    });
    expect(allowedHours(rule, '2026-07-06', '2026-07-06', noSchool).allowed).toBe(8);
  });

  it('a school day lowers its own limit and makes its week a school week', () => {
    const school = schoolOn('2026-07-07');
    expect(allowedHours(rule, '2026-07-06', '2026-07-12', school)).toEqual({
      allowed: 18,
      schoolDays: 1,
      nonSchoolDays: 6,
    });
    expect(allowedHours(rule, '2026-07-07', '2026-07-07', school).allowed).toBe(3);
    expect(allowedHours(rule, '2026-07-06', '2026-07-07', school).allowed).toBe(11);
  });

  it('a school day outside the period still makes its week a school week', () => {
    // Monday and Tuesday only; the school day is the Friday of the same week.
    expect(allowedHours(rule, '2026-07-06', '2026-07-08', schoolOn('2026-07-10'))).toEqual({
      allowed: 18,
      schoolDays: 0,
      nonSchoolDays: 3,
    });
    // The Sunday of the week before is not in this week.
    expect(allowedHours(rule, '2026-07-06', '2026-07-08', schoolOn('2026-07-05')).allowed).toBe(24);
    // Nor the Monday after.
    expect(allowedHours(rule, '2026-07-06', '2026-07-12', schoolOn('2026-07-13')).allowed).toBe(40);
  });

  it('two weeks are limited one by one and summed', () => {
    // Sunday 07-12 ends the first week; the second runs Monday 07-13 to Tuesday 07-14.
    expect(allowedHours(rule, '2026-07-12', '2026-07-14', schoolOn('2026-07-14'))).toEqual({
      allowed: 8 + 11,
      schoolDays: 1,
      nonSchoolDays: 2,
    });
    expect(allowedHours(rule, '2026-07-06', '2026-07-19', noSchool).allowed).toBe(80);
  });

  it('an empty period allows nothing', () => {
    expect(allowedHours(rule, '2026-07-08', '2026-07-06', noSchool)).toEqual({
      allowed: 0,
      schoolDays: 0,
      nonSchoolDays: 0,
    });
  });
});

describe('the youth hour judge', () => {
  const hourRule = (over: Partial<HourRule>): HourRule => ({
    program_id: null,
    rule_name: 'Default 16-17',
    min_age: 16,
    max_age: 17,
    ...rule,
    ...over,
  });
  const rules = [
    hourRule({ program_id: 7, rule_name: 'Summer 14-15', min_age: 14, max_age: 15, non_school_week_hours: 20 }),
    hourRule({ rule_name: 'Default 16-17' }),
    hourRule({ rule_name: 'Default 14-15', min_age: 14, max_age: 15, non_school_day_hours: 4 }),
  ];
  const terms: SchoolTerm[] = [
    { program_id: 7, start_date: '2026-07-08', end_date: '2026-07-08' },
    { program_id: null, start_date: '2026-07-09', end_date: '2026-07-11' },
  ];
  const period = (over: Partial<YouthPeriod>): YouthPeriod => ({
    student_id: 1,
    name: 'Rivera, Ana',
    birth_date: '2010-07-06',
    program_id: null,
    period_start_date: '2026-07-06',
    period_end_date: '2026-07-07',
    hours: 16,
    other_hours: 0,
    ...over,
  });

  it('the age on the first day of the period picks the rule', () => {
    const { evaluate } = youthHourJudge(rules, terms);
    expect(evaluate(period({}))?.rule.rule_name).toBe('Default 16-17');
    expect(evaluate(period({}))?.age).toBe(16);
    expect(evaluate(period({ birth_date: '2010-07-07' }))?.rule.rule_name).toBe('Default 14-15');
    expect(evaluate(period({ birth_date: '2012-07-07' }))).toBeUndefined();
    expect(evaluate(period({ birth_date: '2008-07-06' }))).toBeUndefined();
  });

  it('the program’s own rule comes before the default, and another program’s never applies', () => {
    const { evaluate } = youthHourJudge(rules, terms);
    expect(evaluate(period({ birth_date: '2011-01-01', program_id: 7 }))?.rule.rule_name).toBe('Summer 14-15');
    expect(evaluate(period({ birth_date: '2011-01-01', program_id: 8 }))?.rule.rule_name).toBe('Default 14-15');
    expect(evaluate(period({ birth_date: '2011-01-01' }))?.rule.rule_name).toBe('Default 14-15');
  });

  it('school days are the program’s terms and the shared ones, on weekdays only', () => {
    const { evaluate } = youthHourJudge(rules, terms);
    const week = { period_start_date: '2026-07-06', period_end_date: '2026-07-12' };
    // Program 7: Wednesday (own term) and Thursday-Friday (shared); Saturday 07-11 is no school day.
    expect(evaluate(period({ ...week, program_id: 7 }))?.allowance).toEqual({
      allowed: 18,
      schoolDays: 3,
      nonSchoolDays: 4,
    });
    // Another program: only the shared term's weekdays.
    expect(evaluate(period({ ...week, program_id: 8 }))?.allowance.schoolDays).toBe(2);
  });

  it('a term’s weekend days are no school days, and a term counts only between its dates', () => {
    const week = { period_start_date: '2026-07-06', period_end_date: '2026-07-12' };
    // Friday to Sunday: only Friday is a school day.
    const weekend = youthHourJudge(rules, [{ program_id: null, start_date: '2026-07-10', end_date: '2026-07-12' }]);
    expect(weekend.evaluate(period(week))?.allowance.schoolDays).toBe(1);
    // A term that ended the week before, and one that starts the week after.
    const outside = youthHourJudge(rules, [
      { program_id: null, start_date: '2026-06-01', end_date: '2026-07-03' },
      { program_id: null, start_date: '2026-07-13', end_date: '2026-08-01' },
    ]);
    expect(outside.evaluate(period(week))?.allowance).toEqual({ allowed: 40, schoolDays: 0, nonSchoolDays: 7 });
  });

  it('hours on the limit pass; above it the refusal names the rule, the youth and the figures', () => {
    const { judge } = youthHourJudge(rules, terms);
    expect(judge(period({ hours: 16 }))).toBeUndefined();
    expect(judge(period({ hours: 16.004 }))).toBeUndefined();
    expect(judge(period({ hours: 16.01, other_hours: 6 }))).toBe(
      'Youth hour rule "Default 16-17": at most 3 hours on a school day, 18 in a school week, 8 on a non-school day ' +
        'and 40 in a non-school week. Rivera, Ana (age 16) would work 16.01 hours (6 of them on other timesheets) ' +
        'in 07/06/2026-07/07/2026, above the 16 allowed for its 0 school days and 2 non-school days.',
    );
    expect(judge(period({ hours: 17 }))).toBe(
      'Youth hour rule "Default 16-17": at most 3 hours on a school day, 18 in a school week, 8 on a non-school day ' +
        'and 40 in a non-school week. Rivera, Ana (age 16) would work 17 hours in 07/06/2026-07/07/2026, above the ' +
        '16 allowed for its 0 school days and 2 non-school days.',
    );
    expect(judge(period({ birth_date: '2012-07-07', hours: 500 }))).toBeUndefined();
  });

  it('the allowance is computed once per rule, program and period, for every youth who shares them', () => {
    const { evaluate } = youthHourJudge(rules, terms);
    const first = evaluate(period({}));
    expect(evaluate(period({ student_id: 2, birth_date: '2009-12-01' }))?.allowance).toBe(first?.allowance);
    expect(evaluate(period({ period_end_date: '2026-07-08' }))?.allowance).not.toBe(first?.allowance);
    expect(evaluate(period({ period_start_date: '2026-07-05' }))?.allowance).not.toBe(first?.allowance);
    expect(evaluate(period({ birth_date: '2011-01-01' }))?.allowance).not.toBe(first?.allowance);
  });

  it('two programs under the same default rule each get their own terms’ school days', () => {
    const { evaluate } = youthHourJudge(rules, terms);
    const week = { period_start_date: '2026-07-06', period_end_date: '2026-07-12' };
    // Program 7 first: its own Wednesday must not leak into program 8's allowance (it did, through
    // a cache keyed by rule and period only).
    expect(evaluate(period({ ...week, program_id: 7 }))?.allowance.schoolDays).toBe(3);
    expect(evaluate(period({ ...week, program_id: 8 }))?.allowance.schoolDays).toBe(2);
    expect(evaluate(period({ ...week, program_id: null }))?.allowance.schoolDays).toBe(2);
  });
});
