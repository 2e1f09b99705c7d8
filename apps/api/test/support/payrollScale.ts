import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/core/schema.ts';
import type { Sealers } from '../../src/lib/sealer.ts';

/** A city's pay period: one organization's debit-card youths, each with paid periods behind them. */
export interface PayrollScale {
  youths: number;
  organizationId: number;
  /** The period the youths' new timesheets are for. */
  start: string;
  end: string;
  /** Where the new timesheets start: Pending (to be submitted) or Submitted for Payroll (to be approved). */
  status: 'Pending' | 'Submitted for Payroll';
  /** Paid periods of each youth before this one (the pre-flight's medians read them). */
  paidPeriods: number;
}

export interface SeededScale {
  studentIds: { from: number; to: number };
  /** The process of the new timesheets when they start Submitted. */
  processId: number | null;
  /** Their pay, summed in SQL: what the file must total. */
  total: number;
  /** The new timesheets' ids (one insert, so one range), each at version 0. */
  timesheetIds: { from: number; to: number };
}

const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Seeds `scale.youths` new participants of one organization straight into the database in a few
 * set-based statements (generate_series): adults (no youth hour rule applies), paid by debit card,
 * each assigned to one job of an Active contract of the organization, with `paidPeriods` Payrolled
 * two-week periods before `start` and one timesheet of `start`–`end` in `status`. Caps are raised
 * so the volume, not the caps, is what is measured. For the payroll benchmark and the 30,000
 * timesheet test (issue 25).
 */
export async function seedPayrollScale(
  db: Kysely<Database>,
  sealers: Sealers,
  scale: PayrollScale,
): Promise<SeededScale> {
  const job = (
    await sql<{ id: number; contract_id: number; enrollment_program_id: number; hourly_rate: number }>`
      select j.id, j.contract_id, j.hourly_rate,
        (select ep.id from enrollment_programs ep where ep.organization_id = c.organization_id order by ep.id limit 1)
          as enrollment_program_id
      from jobs j join contracts c on c.id = j.contract_id
      where c.organization_id = ${scale.organizationId} and c.status = 'Active' and not j.incentive_only
      order by j.id limit 1`.execute(db)
  ).rows[0];
  if (!job) throw new Error(`organization ${String(scale.organizationId)} has no job on an Active contract`);
  await sql`update contracts set max_hours_per_student = 9999, max_incentive_amount = 1000000
    where id = ${job.contract_id}`.execute(db);
  await sql`update enrollment_programs set max_hours_per_student = null, max_incentive_amount = null
    where id = ${job.enrollment_program_id}`.execute(db);
  const first =
    (await sql<{ n: number }>`select coalesce(max(id), 0)::int + 1 as n from students`.execute(db)).rows[0]?.n ?? 1;
  const last = first + scale.youths - 1;
  // SSNs 000-xx-xxxx: never a demo participant's (those start with 9), one per youth.
  await sql`insert into students (id, organization_id, enrollment_program_id, first_name, last_name, birth_date, ssn,
      address_line1, city, state_code, zip_code, payment_method, status, create_user)
    select g, ${scale.organizationId}, ${job.enrollment_program_id}, 'Youth' || g, 'Scale' || lpad(g::text, 7, '0'),
      '2004-03-01', '000-' || substr(lpad((g - ${first})::text, 6, '0'), 1, 2) || '-' || substr(lpad((g - ${first})::text, 6, '0'), 3, 4),
      '100 Grant St', 'Pittsburgh', 'PA', '15219', 'Debit', 'Assigned', 'scale'
    from generate_series(${first}::int, ${last}::int) g`.execute(db);
  await sql`select setval(pg_get_serial_sequence('students', 'id'), ${last}::int)`.execute(db);
  // Each youth's card, sealed as the server seals it (ADR 181): the file carries it.
  const ids = Array.from({ length: scale.youths }, (_, index) => first + index);
  const proxies = ids.map((id) => `9000${String(id).padStart(9, '0')}`);
  const card = sealers('participant-payment-details');
  await sql`update students s set card_proxy_sealed = c.sealed, card_proxy_last4 = right(c.proxy, 4)
    from unnest(${ids}::int4[], ${proxies}::text[], ${proxies.map((proxy) => card.seal(proxy))}::text[])
      as c(id, proxy, sealed)
    where s.id = c.id`.execute(db);
  const periodStart = addDays(scale.start, -14 * scale.paidPeriods);
  await sql`insert into student_jobs (student_id, job_id, start_date, end_date, hourly_rate, status, create_user)
    select g, ${job.id}, ${periodStart}::date, ${addDays(scale.end, 60)}::date, ${job.hourly_rate}, 'Assigned', 'scale'
    from generate_series(${first}::int, ${last}::int) g`.execute(db);
  for (let index = scale.paidPeriods; index >= 1; index -= 1) {
    const start = addDays(scale.start, -14 * index);
    const end = addDays(start, 13);
    const process = (
      await sql<{ id: number }>`insert into payroll_processes (organization_id, period_start_date, period_end_date,
          status, create_user) values (${scale.organizationId}, ${start}::date, ${end}::date, 'Payrolled', 'scale')
        returning id`.execute(db)
    ).rows[0];
    // Hours vary with the youth and the period (16 to 40), so each youth has a median of their own.
    await sql`insert into timesheets (student_job_id, period_start_date, period_end_date, hourly_rate, worked_hours,
        status, payroll_process_id, payrolled_amount, submitted_by, approved_by, create_user)
      select sj.id, ${start}::date, ${end}::date, sj.hourly_rate, 16 + ((sj.student_id * 7 + ${index}) % 25),
        'Payrolled', ${process?.id ?? null}, round((16 + ((sj.student_id * 7 + ${index}) % 25)) * sj.hourly_rate, 2),
        'scale', 'scale', 'scale'
      from student_jobs sj where sj.student_id between ${first} and ${last}`.execute(db);
  }
  const processId =
    scale.status === 'Submitted for Payroll'
      ? ((
          await sql<{ id: number }>`insert into payroll_processes (organization_id, period_start_date, period_end_date,
              status, create_user)
            values (${scale.organizationId}, ${scale.start}::date, ${scale.end}::date, 'Submitted for Payroll', 'scale')
            returning id`.execute(db)
        ).rows[0]?.id ?? null)
      : null;
  const created = await sql<{ from: number; to: number }>`with inserted as (insert into timesheets (student_job_id,
      period_start_date, period_end_date, hourly_rate, worked_hours, incentive_amount, status, payroll_process_id,
      submitted_by, create_user)
    select sj.id, ${scale.start}::date, ${scale.end}::date, sj.hourly_rate, 16 + ((sj.student_id * 11) % 25) + 0.25,
      case when sj.student_id % 10 = 0 then 25 else 0 end, ${scale.status}, ${processId},
      case when ${processId}::int is null then null else 'scale' end, 'scale'
    from student_jobs sj where sj.student_id between ${first} and ${last} order by sj.student_id
    returning id)
    select min(id) as "from", max(id) as "to" from inserted`.execute(db);
  await sql`analyze students`.execute(db);
  await sql`analyze student_jobs`.execute(db);
  await sql`analyze timesheets`.execute(db);
  const total =
    (
      await sql<{
        total: number;
      }>`select coalesce(sum(round(t.worked_hours * t.hourly_rate, 2) + t.incentive_amount), 0)
          as total
        from timesheets t join student_jobs sj on sj.id = t.student_job_id
        where sj.student_id between ${first} and ${last} and t.period_start_date = ${scale.start}::date`.execute(db)
    ).rows[0]?.total ?? 0;
  const range = created.rows[0];
  if (!range) throw new Error('seedPayrollScale: no timesheet inserted');
  return { studentIds: { from: first, to: last }, processId, total, timesheetIds: range };
}
