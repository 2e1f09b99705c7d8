import { sql, type RawBuilder } from 'kysely';
import { unprocessable } from '../../core/errors.ts';
import {
  CAP_HOURS,
  CAP_INCENTIVE,
  COUNTED_STATUSES,
  formatDate,
  formatHours,
  formatMoney,
  idArray,
  type Db,
} from './common.ts';

/** Spec section 8, wording as spelt (the typo "cannout" is the product's). */
export const HOURS_CAP_MESSAGE = 'Participant Hours cannot exceed';
export const INCENTIVE_CAP_MESSAGE = 'Participant Incentive Amount cannout exceed';

/** A participant's caps under one contract and what already counts against them. */
export interface CapRow {
  name: string;
  contract_code: string;
  cap_hours: number;
  cap_incentive: number;
  hours: number;
  incentive: number;
}

/**
 * Per participant and contract of `targets` (rows of student_id, contract_id, period_start,
 * period_end): the effective caps, and the hours and incentives of the timesheets `counted` selects
 * (a condition on `t`), summed in SQL to the cent. One statement whatever the number of targets.
 */
async function capTotals(db: Db, targets: RawBuilder<unknown>, counted: RawBuilder<unknown>) {
  // Raw SQL: a CTE of SQL-fragment targets, two laterals and the caps (CAP_HOURS) written as SQL text.
  return (
    await sql<CapRow>`
      with targets as (${targets})
      select s.last_name || ', ' || s.first_name as name, c.contract_code,
        ${sql.raw(CAP_HOURS)} as cap_hours, ${sql.raw(CAP_INCENTIVE)} as cap_incentive,
        coalesce(tot.hours, 0) as hours, coalesce(tot.incentive, 0) as incentive
      from targets tg
      join students s on s.id = tg.student_id
      join contracts c on c.id = tg.contract_id
      left join enrollment_programs ep on ep.id = s.enrollment_program_id
      left join lateral (
        select sc.max_hours, sc.max_incentive_amount from student_contracts sc
        where sc.student_id = tg.student_id and sc.contract_id = tg.contract_id
          and sc.start_date <= tg.period_end and sc.end_date >= tg.period_start
        order by sc.start_date desc, sc.id desc limit 1) scap on true
      left join lateral (
        select sum(t.worked_hours) as hours, sum(t.incentive_amount) as incentive
        from student_jobs sj join jobs j on j.id = sj.job_id join timesheets t on t.student_job_id = sj.id
        where sj.student_id = tg.student_id and j.contract_id = tg.contract_id and (${counted})) tot on true
      order by lower(s.last_name), lower(s.first_name), c.contract_code`.execute(db)
  ).rows;
}

/**
 * The cap refusals of `rows`, with `extra` (an entry being made) added to each: a cap is breached
 * only above it, to the cent and the hundredth of an hour. Exported for its unit tests.
 */
export function breachesOf(rows: readonly CapRow[], extra = { hours: 0, incentive: 0 }) {
  const hours: string[] = [];
  const incentives: string[] = [];
  for (const row of rows) {
    // Sums are exact decimals from SQL; adding the entry's two-decimal values is rounded to the cent.
    const totalHours = Math.round((row.hours + extra.hours) * 100) / 100;
    const totalIncentive = Math.round((row.incentive + extra.incentive) * 100) / 100;
    if (totalHours > row.cap_hours) {
      hours.push(
        `${HOURS_CAP_MESSAGE} ${formatHours(row.cap_hours)} hours under contract ${row.contract_code}: ${row.name} would have ${formatHours(totalHours)}.`,
      );
    }
    if (totalIncentive > row.cap_incentive) {
      incentives.push(
        `${INCENTIVE_CAP_MESSAGE} ${formatMoney(row.cap_incentive)} under contract ${row.contract_code}: ${row.name} would have ${formatMoney(totalIncentive)}.`,
      );
    }
  }
  return { hours, incentives };
}

/** At most this many breaches are listed in one refusal; the count says how many there are. */
export const LISTED = 20;

/** One message of at most LISTED breaches, then how many more there are. */
export function refusal(lines: readonly string[]) {
  const shown = lines.slice(0, LISTED);
  if (lines.length > LISTED) shown.push(`…and ${String(lines.length - LISTED)} more.`);
  return shown.join('\n');
}

/**
 * Approval re-checks the caps (ADR 066, issue 25): per participant and contract, the hours and
 * incentives of every timesheet approved, in process, in exception or paid, plus those of
 * `processIds` being approved now, must stay within the effective cap. Every breach is listed;
 * nothing is approved when one exists.
 */
export async function assertApprovalCaps(db: Db, processIds: readonly number[]) {
  const approving = sql`t.payroll_process_id = any(${idArray(processIds)}) and t.status = 'Submitted for Payroll'`;
  const rows = await capTotals(
    db,
    sql`select sj.student_id, j.contract_id, min(t.period_start_date) as period_start, max(t.period_end_date) as period_end
      from timesheets t join student_jobs sj on sj.id = t.student_job_id join jobs j on j.id = sj.job_id
      where ${approving} group by sj.student_id, j.contract_id`,
    sql`t.status in ${COUNTED_STATUSES} or (${approving})`,
  );
  const { hours, incentives } = breachesOf(rows);
  if (hours.length + incentives.length > 0) throw unprocessable(refusal([...hours, ...incentives]));
}

/** A timesheet as entered, or as it would be after an edit. */
export interface Entry {
  studentJobId: number;
  periodStartDate: string;
  periodEndDate: string;
  workedHours: number;
  incentiveAmount: number;
}

/** What an entry may still hold under its caps: every other timesheet of the participant and contract counts. */
export interface Allowance {
  capHours: number;
  capIncentive: number;
  otherHours: number;
  otherIncentive: number;
  contractCode: string;
}

/**
 * The caps an entry is held to: the hours and incentives of every other timesheet of the participant
 * under the assignment's contract (whatever its status: a Pending timesheet will be paid too), so
 * entry refuses what approval would refuse later.
 */
export async function entryAllowance(
  db: Db,
  entry: Pick<Entry, 'studentJobId' | 'periodStartDate' | 'periodEndDate'>,
  excludeTimesheetId: number,
): Promise<Allowance & { name: string }> {
  const [row] = await capTotals(
    db,
    sql`select sj.student_id, j.contract_id, ${entry.periodStartDate}::date as period_start,
        ${entry.periodEndDate}::date as period_end
      from student_jobs sj join jobs j on j.id = sj.job_id where sj.id = ${entry.studentJobId}`,
    sql`t.id <> ${excludeTimesheetId}`,
  );
  if (!row) throw unprocessable({ studentJobId: 'The job assignment was not found.' });
  return {
    name: row.name,
    contractCode: row.contract_code,
    capHours: row.cap_hours,
    capIncentive: row.cap_incentive,
    otherHours: row.hours,
    otherIncentive: row.incentive,
  };
}

/**
 * What entry refuses of `entry` under `allowance`, with the spec's messages and what remains: each
 * breach under its field (the entry forms), or one message (the processing grid's correction);
 * undefined when the entry fits both caps.
 */
export function entryRefusal(
  allowance: Allowance & { name: string },
  entry: Pick<Entry, 'workedHours' | 'incentiveAmount'>,
  as: 'fields' | 'message',
): Record<string, string> | string | undefined {
  const { hours, incentives } = breachesOf(
    [
      {
        name: allowance.name,
        contract_code: allowance.contractCode,
        cap_hours: allowance.capHours,
        cap_incentive: allowance.capIncentive,
        hours: allowance.otherHours,
        incentive: allowance.otherIncentive,
      },
    ],
    { hours: entry.workedHours, incentive: entry.incentiveAmount },
  );
  const remain = (cap: number, used: number) => Math.max(Math.round((cap - used) * 100) / 100, 0);
  const fields: Record<string, string> = {};
  if (hours[0]) {
    fields.workedHours = `${hours[0]} ${formatHours(remain(allowance.capHours, allowance.otherHours))} hours remain.`;
  }
  if (incentives[0]) {
    fields.incentiveAmount = `${incentives[0]} ${formatMoney(remain(allowance.capIncentive, allowance.otherIncentive))} remains.`;
  }
  if (Object.keys(fields).length === 0) return undefined;
  return as === 'fields' ? fields : refusal([...hours, ...incentives]);
}

/**
 * Entry refuses what would exceed a cap with the spec's messages: each breach under its field (the
 * entry forms), or as one message (the processing grid's correction, whose contract says so).
 */
export async function assertEntryCaps(
  db: Db,
  entry: Entry,
  excludeTimesheetId: number,
  as: 'fields' | 'message' = 'fields',
) {
  const allowance = await entryAllowance(db, entry, excludeTimesheetId);
  const refused = entryRefusal(allowance, entry, as);
  if (refused) throw unprocessable(refused);
  return allowance;
}

/** A youth hour rule (ADR 068): the program's own row, or the default when program_id is null. */
export interface HourRule {
  program_id: number | null;
  rule_name: string;
  min_age: number;
  max_age: number;
  school_day_hours: number;
  school_week_hours: number;
  non_school_day_hours: number;
  non_school_week_hours: number;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whole years between a birth date and a day, both yyyy-mm-dd. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/**
 * The most hours a rule allows in [start, end]: each calendar week (Monday to Sunday) in the period
 * allows the lesser of its weekly limit (a school week when any of its days is a school day) and the
 * sum of the daily limits of its days inside the period.
 */
export function allowedHours(
  rule: Pick<HourRule, 'school_day_hours' | 'school_week_hours' | 'non_school_day_hours' | 'non_school_week_hours'>,
  start: string,
  end: string,
  isSchoolDay: (day: string) => boolean,
) {
  const weeks = new Map<number, { school: boolean; days: number; schoolDays: number; dayLimit: number }>();
  const first = Date.parse(start);
  const last = Date.parse(end);
  // Whether a week is a school week depends on all its days, also those outside the period.
  const mondayOf = (ms: number) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS;
  for (let ms = first; ms <= last; ms += DAY_MS) {
    const monday = mondayOf(ms);
    let week = weeks.get(monday);
    if (!week) {
      let school = false;
      for (let d = 0; d < 7; d += 1) school ||= isSchoolDay(isoDay(monday + d * DAY_MS));
      week = { school, days: 0, schoolDays: 0, dayLimit: 0 };
      weeks.set(monday, week);
    }
    const schoolDay = isSchoolDay(isoDay(ms));
    week.days += 1;
    if (schoolDay) week.schoolDays += 1;
    week.dayLimit += schoolDay ? rule.school_day_hours : rule.non_school_day_hours;
  }
  let allowed = 0;
  let schoolDays = 0;
  let days = 0;
  for (const week of weeks.values()) {
    allowed += Math.min(week.dayLimit, week.school ? rule.school_week_hours : rule.non_school_week_hours);
    schoolDays += week.schoolDays;
    days += week.days;
  }
  return { allowed, schoolDays, nonSchoolDays: days - schoolDays };
}

/** One participant's hours in one period, and who they are: what the youth hour rules judge. */
export interface YouthPeriod {
  student_id: number;
  name: string;
  birth_date: string;
  program_id: number | null;
  period_start_date: string;
  period_end_date: string;
  /** Hours of every timesheet of the participant overlapping the period, this one included. */
  hours: number;
  /** Of them, on other timesheets. */
  other_hours: number;
}

/** A school term of a program, or of every program when program_id is null. */
export interface SchoolTerm {
  program_id: number | null;
  start_date: string;
  end_date: string;
}

/** Every youth hour rule and school term (a few rows), for the judge. */
async function youthHourJudgeOf(db: Db) {
  const rules: HourRule[] = await db
    .selectFrom('youth_hour_rules')
    .select([
      'program_id',
      'rule_name',
      'min_age',
      'max_age',
      'school_day_hours',
      'school_week_hours',
      'non_school_day_hours',
      'non_school_week_hours',
    ])
    .orderBy('program_id', (order) => order.nullsLast())
    .orderBy('min_age', 'desc')
    .orderBy('id')
    .execute();
  const terms: SchoolTerm[] = await db
    .selectFrom('school_terms')
    .select(['program_id', 'start_date', 'end_date'])
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  return youthHourJudge(rules, terms);
}

/**
 * The youth hour rules (ADR 068) over `rules` (the programs' own rows before the defaults) and
 * `terms`: an evaluator that computes a rule's allowance once per rule and period however many
 * participants share them, and the refusal of a participant's hours.
 */
export function youthHourJudge(rules: readonly HourRule[], terms: readonly SchoolTerm[]) {
  const memo = new Map<string, ReturnType<typeof allowedHours>>();
  /** The rule of the participant's age and program, and what it allows in the period. */
  const evaluate = (period: Omit<YouthPeriod, 'hours' | 'other_hours' | 'student_id' | 'name'>) => {
    const age = ageOn(period.birth_date, period.period_start_date);
    // The program's own row before the default (ADR 068).
    const rule = rules.find(
      (candidate) =>
        (candidate.program_id === period.program_id || candidate.program_id === null) &&
        age >= candidate.min_age &&
        age <= candidate.max_age,
    );
    if (!rule) return undefined;
    // The school days follow the participant's program's terms, whichever rule applies: a default
    // rule shared by two programs allows each what its own terms say.
    const key = `${String(period.program_id)}|${String(rule.program_id)}|${String(rule.min_age)}|${period.period_start_date}|${period.period_end_date}`;
    let allowance = memo.get(key);
    if (!allowance) {
      const programTerms = terms.filter((term) => term.program_id === period.program_id || term.program_id === null);
      const isSchoolDay = (day: string) => {
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        return (
          weekday !== 0 && weekday !== 6 && programTerms.some((term) => term.start_date <= day && day <= term.end_date)
        );
      };
      allowance = allowedHours(rule, period.period_start_date, period.period_end_date, isSchoolDay);
      memo.set(key, allowance);
    }
    return { rule, age, allowance };
  };
  /** The refusal of a participant's hours in a period, or nothing when they fit. */
  const judge = (period: YouthPeriod) => {
    const found = evaluate(period);
    if (!found) return undefined;
    const { rule, age, allowance } = found;
    const total = Math.round(period.hours * 100) / 100;
    if (total <= allowance.allowed) return undefined;
    const limits = `at most ${formatHours(rule.school_day_hours)} hours on a school day, ${formatHours(rule.school_week_hours)} in a school week, ${formatHours(rule.non_school_day_hours)} on a non-school day and ${formatHours(rule.non_school_week_hours)} in a non-school week`;
    const range = `${formatDate(period.period_start_date)}-${formatDate(period.period_end_date)}`;
    const otherText =
      period.other_hours !== 0 ? ` (${formatHours(period.other_hours)} of them on other timesheets)` : '';
    return `Youth hour rule "${rule.rule_name}": ${limits}. ${period.name} (age ${String(age)}) would work ${formatHours(total)} hours${otherText} in ${range}, above the ${formatHours(allowance.allowed)} allowed for its ${String(allowance.schoolDays)} school days and ${String(allowance.nonSchoolDays)} non-school days.`;
  };
  return { evaluate, judge };
}

/** A participant's hours in a period on timesheets other than the one entered, and who they are. */
async function youthPeriodOf(
  db: Db,
  entry: Pick<Entry, 'studentJobId' | 'periodStartDate' | 'periodEndDate'>,
  hours: number,
  excludeTimesheetId: number,
) {
  const period: YouthPeriod | undefined = await db
    .selectFrom('student_jobs as sj')
    .innerJoin('students as s', 's.id', 'sj.student_id')
    .leftJoin('enrollment_programs as ep', 'ep.id', 's.enrollment_program_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('student_jobs as sj2')
          .innerJoin('timesheets as t', 't.student_job_id', 'sj2.id')
          .select((sub) => sub.fn.sum<number | null>('t.worked_hours').as('hours'))
          .whereRef('sj2.student_id', '=', 's.id')
          .where('t.id', '<>', excludeTimesheetId)
          .where('t.period_start_date', '<=', eb.cast<string>(eb.val(entry.periodEndDate), 'date'))
          .where('t.period_end_date', '>=', eb.cast<string>(eb.val(entry.periodStartDate), 'date'))
          .as('o'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      's.id as student_id',
      eb(eb('s.last_name', '||', sql.lit(', ')), '||', eb.ref('s.first_name'))
        .$castTo<string>()
        .as('name'),
      's.birth_date',
      'ep.program_id',
      eb.cast<string>(eb.val(entry.periodStartDate), 'date').as('period_start_date'),
      eb.cast<string>(eb.val(entry.periodEndDate), 'date').as('period_end_date'),
      eb(eb.cast<number>(eb.val(hours), 'numeric'), '+', eb.fn.coalesce('o.hours', eb.lit(0)))
        .$castTo<number>()
        .as('hours'),
      eb.fn.coalesce('o.hours', eb.lit(0)).as('other_hours'),
    ])
    .where('sj.id', '=', entry.studentJobId)
    .executeTakeFirst();
  return period;
}

/** The youth hour rule an entry is held to, what it allows in the period and what other timesheets hold. */
export async function youthHoursAllowance(
  db: Db,
  entry: Pick<Entry, 'studentJobId' | 'periodStartDate' | 'periodEndDate'>,
  excludeTimesheetId: number,
) {
  const period = await youthPeriodOf(db, entry, 0, excludeTimesheetId);
  if (!period) return undefined;
  const found = (await youthHourJudgeOf(db)).evaluate(period);
  if (!found) return undefined;
  return { ruleName: found.rule.rule_name, allowedHours: found.allowance.allowed, otherHours: period.other_hours };
}

/**
 * Youth hour rules at timesheet entry (ADR 068): the participant's age on the period's first day
 * picks the rule (the program's own row before the default); the hours of this timesheet and of the
 * participant's other timesheets overlapping the period must fit what the rule allows.
 */
export async function assertYouthHours(
  db: Db,
  entry: Pick<Entry, 'studentJobId' | 'periodStartDate' | 'periodEndDate' | 'workedHours'>,
  excludeTimesheetId: number,
) {
  const period = await youthPeriodOf(db, entry, entry.workedHours, excludeTimesheetId);
  if (!period) return;
  const breach = (await youthHourJudgeOf(db)).judge(period);
  if (breach) throw unprocessable({ workedHours: breach });
}

/**
 * Approval re-checks the youth hour rules for every timesheet being approved (rules, terms or a
 * birth date may have changed since entry): one statement reads each participant's hours per
 * period, the rules are evaluated once per rule and period.
 */
export async function assertApprovalYouthHours(db: Db, processIds: readonly number[]) {
  // Raw SQL: distinct on over a cross join lateral of filtered aggregates, clearer as the SQL it is.
  const periods = (
    await sql<YouthPeriod>`select distinct on (s.id, t.period_start_date, t.period_end_date)
        s.id as student_id, s.last_name || ', ' || s.first_name as name, s.birth_date, ep.program_id,
        t.period_start_date, t.period_end_date, o.hours, o.hours - o.own as other_hours
      from timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
      left join enrollment_programs ep on ep.id = s.enrollment_program_id
      cross join lateral (
        select coalesce(sum(t2.worked_hours), 0) as hours,
          coalesce(sum(t2.worked_hours) filter (where t2.period_start_date = t.period_start_date
            and t2.period_end_date = t.period_end_date and t2.student_job_id = t.student_job_id), 0) as own
        from student_jobs sj2 join timesheets t2 on t2.student_job_id = sj2.id
        where sj2.student_id = s.id and t2.period_start_date <= t.period_end_date
          and t2.period_end_date >= t.period_start_date) o
      where t.payroll_process_id = any(${idArray(processIds)}) and t.status = 'Submitted for Payroll'
      order by s.id, t.period_start_date, t.period_end_date`.execute(db)
  ).rows;
  const { judge } = await youthHourJudgeOf(db);
  const breaches = periods.map(judge).filter((line): line is string => line !== undefined);
  if (breaches.length > 0) throw unprocessable(refusal(breaches));
}
