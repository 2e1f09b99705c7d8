import { sql } from 'kysely';
import type { TestServer } from './support/server.ts';

export interface Assignment {
  studentJobId: number;
  studentId: number;
  organizationId: number;
  hourlyRate: number;
  contractId: number;
  enrollmentProgramId: number;
  contractorId: number;
}

/**
 * A job assignment of a card-paid participant that started by `day`, with no timesheet from then on
 * (the tests enter their own), skipping the participants of `except`; it is made to run until the end
 * of 2026, so any period a test picks lies inside it.
 */
export async function assignmentRunningOn(
  server: TestServer,
  day: string,
  options: { except?: readonly number[]; organizationId?: number } = {},
): Promise<Assignment> {
  const except = options.except ?? [];
  const row = (
    await sql<Assignment>`select sj.id as "studentJobId", s.id as "studentId", s.organization_id as "organizationId",
        sj.hourly_rate as "hourlyRate", j.contract_id as "contractId", s.enrollment_program_id as "enrollmentProgramId",
        w.contractor_id as "contractorId"
      from student_jobs sj join students s on s.id = sj.student_id join jobs j on j.id = sj.job_id
      join worksites w on w.id = j.worksite_id
      where sj.start_date <= ${day}::date and s.payment_method = 'Debit'
        and not s.paper_check and not sj.incentive_only
        and sj.student_id not in (select sj2.student_id from student_jobs sj2 where sj2.id in (${sql.join([0, ...except])}))
        and (${options.organizationId ?? null}::int is null or s.organization_id = ${options.organizationId ?? null}::int)
        and not exists (select 1 from timesheets t where t.student_job_id = sj.id and t.period_start_date >= ${day}::date)
        and (select count(*) from students s2 where s2.ssn = s.ssn) = 1
      order by sj.id limit 1`.execute(server.database.db)
  ).rows[0];
  if (!row) throw new Error(`no assignment started by ${day}`);
  await sql`update student_jobs set end_date = '2026-12-31' where id = ${row.studentJobId}`.execute(server.database.db);
  return row;
}

/** Sets a participant's birth date so they are `age` on `day`. */
export async function makeAge(server: TestServer, studentId: number, age: number, day: string) {
  const birth = `${String(Number(day.slice(0, 4)) - age)}${day.slice(4)}`;
  await sql`update students set birth_date = ${birth}::date where id = ${studentId}`.execute(server.database.db);
}

export async function run(server: TestServer, query: ReturnType<typeof sql>) {
  return (await query.execute(server.database.db)).rows as Record<string, unknown>[];
}

export interface TimesheetBody {
  studentJobId: number;
  periodStartDate: string;
  periodEndDate: string;
  hourlyRate: number;
  workedHours: number;
  incentiveAmount: number;
  manualCheck: boolean;
  comments?: string | null;
}

export const entry = (assignment: Assignment, start: string, end: string, hours: number): TimesheetBody => ({
  studentJobId: assignment.studentJobId,
  periodStartDate: start,
  periodEndDate: end,
  hourlyRate: assignment.hourlyRate,
  workedHours: hours,
  incentiveAmount: 0,
  manualCheck: false,
});

/** The outbound file the seed left Sent is answered (its sample inbound file), so a new one may be made. */
export async function loadSeededInbound(server: TestServer, token: string) {
  return server.call('POST', '/api/payroll/card-provider-files/load-inbound', { token, body: { cardProviderId: 1 } });
}
