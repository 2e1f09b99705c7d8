import { sql } from 'kysely';
import { unprocessable } from '../../http/errors.ts';
import { formatDate, formatHours, formatMoney, type Db } from './common.ts';

/** Spec section 8, wording as spelt (the typo "cannout" is the product's). */
export const HOURS_CAP_MESSAGE = 'Participant Hours cannot exceed';
export const INCENTIVE_CAP_MESSAGE = 'Participant Incentive Amount cannout exceed';

/** Timesheets that count against a cap: approved and everything after it. */
const COUNTED = sql`('Approved for Payroll', 'Payroll in Process', 'Payrolled')`;

/**
 * The participant caps (ADR 066): per participant and contract, the hours and incentives of every
 * counted timesheet plus `timesheetIds` (with `override` replacing one of them) must stay within
 * the effective cap, which is the participant contract's when it sets one, else the enrollment
 * program's, else the contract's. Every breach is listed; nothing is saved when one exists.
 */
export async function assertCaps(
  db: Db,
  timesheetIds: readonly number[],
  override?: { id: number; workedHours: number; incentiveAmount: number },
) {
  if (timesheetIds.length === 0) return;
  const ids = sql.join(timesheetIds.map((id) => sql`${id}`));
  const overrideId = override?.id ?? 0;
  const rows = (
    await sql<{
      name: string;
      contract_code: string;
      cap_hours: number;
      cap_incentive: number;
      hours: number;
      incentive: number;
    }>`
      with targets as (
        select sj.student_id, j.contract_id, min(t.period_start_date) as period_start, max(t.period_end_date) as period_end
        from timesheets t join student_jobs sj on sj.id = t.student_job_id join jobs j on j.id = sj.job_id
        where t.id in (${ids}) group by sj.student_id, j.contract_id)
      select s.last_name || ', ' || s.first_name as name, c.contract_code,
        coalesce(scap.max_hours, ep.max_hours_per_student, c.max_hours_per_student) as cap_hours,
        coalesce(scap.max_incentive_amount, ep.max_incentive_amount, c.max_incentive_amount) as cap_incentive,
        tot.hours, tot.incentive
      from targets tg
      join students s on s.id = tg.student_id
      join contracts c on c.id = tg.contract_id
      left join enrollment_programs ep on ep.id = s.enrollment_program_id
      left join lateral (
        select sc.max_hours, sc.max_incentive_amount from student_contracts sc
        where sc.student_id = tg.student_id and sc.contract_id = tg.contract_id
          and sc.start_date <= tg.period_end and sc.end_date >= tg.period_start
        order by sc.start_date desc, sc.id desc limit 1) scap on true
      cross join lateral (
        select
          coalesce(sum(case when t.id = ${overrideId} then ${override?.workedHours ?? 0}::numeric else t.worked_hours end), 0) as hours,
          coalesce(sum(case when t.id = ${overrideId} then ${override?.incentiveAmount ?? 0}::numeric else t.incentive_amount end), 0) as incentive
        from timesheets t join student_jobs sj on sj.id = t.student_job_id join jobs j on j.id = sj.job_id
        where sj.student_id = tg.student_id and j.contract_id = tg.contract_id
          and (t.status in ${COUNTED} or t.id in (${ids}))) tot
      order by lower(s.last_name), lower(s.first_name), c.contract_code`.execute(db)
  ).rows;
  const breaches: string[] = [];
  for (const row of rows) {
    if (row.hours > row.cap_hours) {
      breaches.push(
        `${HOURS_CAP_MESSAGE} ${formatHours(row.cap_hours)} hours under contract ${row.contract_code}: ${row.name} would have ${formatHours(row.hours)}.`,
      );
    }
    if (row.incentive > row.cap_incentive) {
      breaches.push(
        `${INCENTIVE_CAP_MESSAGE} ${formatMoney(row.cap_incentive)} under contract ${row.contract_code}: ${row.name} would have ${formatMoney(row.incentive)}.`,
      );
    }
  }
  if (breaches.length > 0) throw unprocessable(breaches.join('\n'));
}

interface HourRule {
  rule_name: string;
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
export function allowedHours(rule: HourRule, start: string, end: string, isSchoolDay: (day: string) => boolean) {
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

/**
 * Youth hour rules at timesheet entry (ADR 068): the participant's age on the period's first day
 * picks the rule (the program's own row before the default); the hours of this timesheet and of the
 * participant's other timesheets overlapping the period must fit what the rule allows.
 */
export async function assertYouthHours(
  db: Db,
  entry: { studentJobId: number; periodStartDate: string; periodEndDate: string; workedHours: number },
  excludeTimesheetId: number,
) {
  const student = (
    await sql<{ student_id: number; name: string; birth_date: string; program_id: number | null }>`
      select s.id as student_id, s.last_name || ', ' || s.first_name as name, s.birth_date, ep.program_id
      from student_jobs sj join students s on s.id = sj.student_id
      left join enrollment_programs ep on ep.id = s.enrollment_program_id
      where sj.id = ${entry.studentJobId}`.execute(db)
  ).rows[0];
  if (!student) return;
  const age = ageOn(student.birth_date, entry.periodStartDate);
  const rule = (
    await sql<HourRule>`select rule_name, school_day_hours, school_week_hours, non_school_day_hours, non_school_week_hours
      from youth_hour_rules
      where (program_id = ${student.program_id} or program_id is null) and ${age} between min_age and max_age
      order by program_id nulls last, min_age desc limit 1`.execute(db)
  ).rows[0];
  if (!rule) return;
  // Terms are read for the whole weeks around the period (a school week counts all its days).
  const from = isoDay(Date.parse(entry.periodStartDate) - 7 * DAY_MS);
  const to = isoDay(Date.parse(entry.periodEndDate) + 7 * DAY_MS);
  const terms = (
    await sql<{ start_date: string; end_date: string }>`select start_date, end_date from school_terms
      where (program_id = ${student.program_id} or program_id is null)
        and start_date <= ${to}::date and end_date >= ${from}::date
      order by start_date`.execute(db)
  ).rows;
  const isSchoolDay = (day: string) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6 && terms.some((term) => term.start_date <= day && day <= term.end_date);
  };
  const others =
    (
      await sql<{ hours: number }>`select coalesce(sum(t.worked_hours), 0) as hours
        from timesheets t join student_jobs sj on sj.id = t.student_job_id
        where sj.student_id = ${student.student_id} and t.id <> ${excludeTimesheetId}
          and t.period_start_date <= ${entry.periodEndDate}::date and t.period_end_date >= ${entry.periodStartDate}::date`.execute(
        db,
      )
    ).rows[0]?.hours ?? 0;
  const { allowed, schoolDays, nonSchoolDays } = allowedHours(
    rule,
    entry.periodStartDate,
    entry.periodEndDate,
    isSchoolDay,
  );
  const total = Math.round((entry.workedHours + others) * 100) / 100;
  if (total > allowed) {
    const limits = `at most ${formatHours(rule.school_day_hours)} hours on a school day, ${formatHours(rule.school_week_hours)} in a school week, ${formatHours(rule.non_school_day_hours)} on a non-school day and ${formatHours(rule.non_school_week_hours)} in a non-school week`;
    const period = `${formatDate(entry.periodStartDate)}-${formatDate(entry.periodEndDate)}`;
    const otherText = others > 0 ? ` (${formatHours(others)} of them on other timesheets)` : '';
    throw unprocessable({
      workedHours: `Youth hour rule "${rule.rule_name}": ${limits}. ${student.name} (age ${String(age)}) would work ${formatHours(total)} hours${otherText} in ${period}, above the ${formatHours(allowed)} allowed for its ${String(schoolDays)} school days and ${String(nonSchoolDays)} non-school days.`,
    });
  }
}
