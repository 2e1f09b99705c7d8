import { sql } from 'kysely';
import type { components } from '@pathway/api-client/schema';
import type { Principal } from '../../http/context.ts';
import { notFound } from '../../core/errors.ts';
import { PAID_BY_CHECK } from './fileLines.ts';
import {
  bool,
  date,
  int,
  number,
  runSearch,
  selectListOf,
  text,
  type Column,
  type SearchRequest,
  auditColumns,
} from '../../lib/search.ts';
import {
  CAP_HOURS,
  CAP_INCENTIVE,
  PAY,
  TIMESHEET_FROM,
  andScope,
  idArray,
  maskedSsn,
  organizationScope,
  timesheetScope,
  withoutNulls,
  type Db,
} from './common.ts';

type Schemas = components['schemas'];
export type TimesheetRow = Schemas['TimesheetRow'];
export type Timesheet = Schemas['Timesheet'];
export type StudentTimesheet = Schemas['StudentTimesheet'];
export type ProcessSummary = Schemas['PayrollProcessSummary'];

/**
 * A timesheet with its effective caps (ADR 066: participant contract, else enrollment program, else
 * contract) and the participant's cumulative hours and incentives under the contract.
 */
export const TIMESHEET_WITH_CAPS = sql`${TIMESHEET_FROM}
  left join lateral (
    select sc.max_hours, sc.max_incentive_amount from student_contracts sc
    where sc.student_id = s.id and sc.contract_id = c.id
      and sc.start_date <= t.period_end_date and sc.end_date >= t.period_start_date
    order by sc.start_date desc, sc.id desc limit 1) scap on true
  join lateral (
    select coalesce(sum(t2.worked_hours), 0) as hours, coalesce(sum(t2.incentive_amount), 0) as incentives
    from timesheets t2 join student_jobs sj2 on sj2.id = t2.student_job_id join jobs j2 on j2.id = sj2.job_id
    where sj2.student_id = s.id and j2.contract_id = c.id) cum on true`;

/** TimesheetRow, and the fields its grids filter on without showing. */
export const rowColumns: Record<string, Column> = {
  id: int('t.id'),
  status: text('t.status'),
  name: text(sql.raw(`s.last_name || ', ' || s.first_name`), { quick: true }),
  ssn: text(maskedSsn('s.ssn'), { quick: true }),
  periodFrom: date('t.period_start_date', { quick: true }),
  periodTo: date('t.period_end_date', { quick: true }),
  hourlyRate: number('t.hourly_rate'),
  workedHours: number('t.worked_hours'),
  incentiveAmount: number('t.incentive_amount'),
  payrolledAmount: number('t.payrolled_amount'),
  payrollType: text(
    sql.raw(
      `case when t.adjusts_timesheet_id is not null then 'Adjustment' when t.manual_check then 'Manual Check' else 'Regular' end`,
    ),
  ),
  approvedBy: text('t.approved_by'),
  comments: text('t.comments'),
  remainingHours: number(sql.raw(`greatest(${CAP_HOURS} - cum.hours, 0)`)),
  version: int('t.version'),
  contractId: int('c.id'),
  worksiteId: int('w.id'),
  organizationId: int('s.organization_id'),
};
const FILTER_ONLY: readonly string[] = ['contractId', 'worksiteId', 'organizationId'];

function toRow(raw: Record<string, unknown>): TimesheetRow {
  const row = Object.fromEntries(Object.entries(raw).filter(([field]) => !FILTER_ONLY.includes(field)));
  return withoutNulls(row) as unknown as TimesheetRow;
}

export async function searchTimesheetRows(
  db: Db,
  user: Principal | null,
  request: SearchRequest,
  extra?: ReturnType<typeof sql>,
) {
  const page = await runSearch<Record<string, unknown>>(
    db,
    {
      from: TIMESHEET_WITH_CAPS,
      columns: rowColumns,
      defaultSort: [
        { field: 'periodFrom', direction: 'desc' },
        { field: 'name', direction: 'asc' },
      ],
      key: sql`t.id`,
      where: [sql`true ${andScope(user, timesheetScope)}`, extra],
    },
    request,
  );
  return { items: page.items.map(toRow), total: page.total };
}

export async function timesheetRows(db: Db, ids: readonly number[]): Promise<TimesheetRow[]> {
  if (ids.length === 0) return [];
  // Raw SQL: the select list and FROM are the search grid's (selectListOf, TIMESHEET_WITH_CAPS), SQL shared with it.
  const rows = (
    await sql<Record<string, unknown>>`select ${selectListOf(rowColumns)} from ${TIMESHEET_WITH_CAPS}
      where t.id = any(${idArray(ids)}) order by lower(s.last_name), lower(s.first_name), t.id`.execute(db)
  ).rows;
  return rows.map(toRow);
}

/** The full Timesheet read model; 404 outside the caller's scope. */
export async function fullTimesheet(db: Db, user: Principal | null, id: number): Promise<Timesheet> {
  // Raw SQL: the FROM is TIMESHEET_WITH_CAPS, the caps lateral the grid shares, with the caps as SQL text.
  const row = (
    await sql<
      Record<string, unknown> & {
        worksiteId: number;
        worksiteName: string;
        jobId: number;
        jobName: string;
        studentId: number;
        studentName: string;
      }
    >`
      select t.id, t.student_job_id as "studentJobId", t.period_start_date as "periodStartDate",
        t.period_end_date as "periodEndDate", t.hourly_rate as "hourlyRate", t.worked_hours as "workedHours",
        t.incentive_amount as "incentiveAmount", t.comments, t.payroll_process_id as "entryProcessId",
        w.id as "worksiteId", w.name as "worksiteName", j.id as "jobId", j.title as "jobName",
        s.id as "studentId", s.last_name || ', ' || s.first_name as "studentName", t.status,
        ${maskedSsn('s.ssn')} as ssn, cum.hours as "cumulativeHours", cum.incentives as "cumulativeIncentives",
        greatest(${sql.raw(CAP_HOURS)} - cum.hours, 0) as "remainingHours",
        greatest(${sql.raw(CAP_INCENTIVE)} - cum.incentives, 0) as "remainingPayouts",
        t.payroll_process_id as "payrollProcessId",
        t.status in ('Payroll in Process', 'Payrolled') as "isProcessed",
        (sj.incentive_only or j.incentive_only) as "incentiveOnlyFlag",
        ${sql.raw(CAP_HOURS)} as "maxHoursPerStudent", ${sql.raw(CAP_INCENTIVE)} as "maxIncentiveAmount",
        t.version, t.create_date as "createDate", t.create_user as "createUser",
        t.last_update_date as "lastUpdateDate", t.last_update_user as "lastUpdateUser"
      from ${TIMESHEET_WITH_CAPS}
      where t.id = ${id} ${andScope(user, timesheetScope)}`.execute(db)
  ).rows[0];
  if (!row) throw notFound('The timesheet');
  const { worksiteId, worksiteName, jobId, jobName, studentId, studentName, ...rest } = row;
  return {
    ...withoutNulls(rest),
    worksite: { id: worksiteId, text: worksiteName },
    job: { id: jobId, text: jobName },
    student: { id: studentId, text: studentName },
  } as unknown as Timesheet;
}

/** TimesheetEntry rows (the items search). */
export const entryColumns: Record<string, Column> = {
  id: int('t.id'),
  studentJobId: int('t.student_job_id'),
  periodStartDate: date('t.period_start_date', { quick: true }),
  periodEndDate: date('t.period_end_date', { quick: true }),
  hourlyRate: number('t.hourly_rate'),
  workedHours: number('t.worked_hours'),
  incentiveAmount: number('t.incentive_amount'),
  comments: text('t.comments'),
  entryProcessId: int('t.payroll_process_id'),
};

/** StudentTimesheet (a participant's timesheets). */
export const studentTimesheetColumns: Record<string, Column> = {
  id: int('t.id'),
  studentJobId: int('t.student_job_id'),
  periodStartDate: date('t.period_start_date'),
  periodEndDate: date('t.period_end_date'),
  hourlyRate: number('t.hourly_rate'),
  workedHours: number('t.worked_hours'),
  incentiveAmount: number('t.incentive_amount'),
  comments: text('t.comments'),
  manualCheck: bool('t.manual_check'),
  studentId: int('sj.student_id'),
  entryProcessId: int('t.payroll_process_id'),
  status: text('t.status'),
  jobName: text('j.title'),
  adjustsTimesheetId: int('t.adjusts_timesheet_id'),
  ...auditColumns('t'),
};

export const STUDENT_TIMESHEET_FROM = sql`timesheets t
  join student_jobs sj on sj.id = t.student_job_id
  join jobs j on j.id = sj.job_id`;

export async function studentTimesheets(db: Db, studentId: number, id?: number): Promise<StudentTimesheet[]> {
  // Raw SQL: the select list is the search grid's columns (selectListOf), written as SQL once for both.
  return (
    await sql<StudentTimesheet>`select ${selectListOf(studentTimesheetColumns)} from ${STUDENT_TIMESHEET_FROM}
      where sj.student_id = ${studentId} ${id === undefined ? sql`` : sql`and t.id = ${id}`}
      order by t.period_start_date desc, t.id desc`.execute(db)
  ).rows;
}

/** PayrollProcessSummary with its totals summed in SQL (to the cent). */
export const processColumns: Record<string, Column> = {
  status: text('p.status'),
  periodStartDate: date('p.period_start_date', { quick: true }),
  periodEndDate: date('p.period_end_date', { quick: true }),
  totalHours: number('tot.hours'),
  totalIncentiveAmount: number('tot.incentives'),
  totalPayrollAmount: number('tot.pay'),
  studentsNumber: int('tot.students'),
  entryProcessId: int('p.id'),
  payrollProcessId: int('p.id', { quick: true }),
  organizationId: int('p.organization_id'),
  organizationName: text('o.name', { quick: true }),
  version: int('p.version'),
  paidByCard: int('tot.by_card'),
  paidByDeposit: int('tot.by_deposit'),
  paidByCheck: int('tot.by_check'),
};

// Who a file of each payment method would pay, by the rule the files apply (PAID_BY_CHECK): the card
// file dialog offers only processes with someone to pay by card (ADR 219).
export const PROCESS_FROM = sql`payroll_processes p join organizations o on o.id = p.organization_id cross join lateral (
  select coalesce(sum(t.worked_hours), 0) as hours, coalesce(sum(t.incentive_amount), 0) as incentives,
    coalesce(sum(${PAY}), 0) as pay, count(distinct sj.student_id)::int as students,
    count(distinct sj.student_id) filter (where not ${PAID_BY_CHECK} and s.payment_method = 'Debit')::int as by_card,
    count(distinct sj.student_id) filter (where not ${PAID_BY_CHECK} and s.payment_method = 'Deposit')::int as by_deposit,
    count(distinct sj.student_id) filter (where ${PAID_BY_CHECK})::int as by_check
  from timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
  where t.payroll_process_id = p.id) tot`;

export async function searchProcesses(db: Db, user: Principal | null, request: SearchRequest) {
  return runSearch<ProcessSummary>(
    db,
    {
      from: PROCESS_FROM,
      columns: processColumns,
      defaultSort: [{ field: 'periodStartDate', direction: 'desc' }],
      key: sql`p.id`,
      where: [sql`true ${andScope(user, organizationScope('p'))}`],
    },
    request,
  );
}

export async function processSummaries(db: Db, ids: readonly number[]): Promise<ProcessSummary[]> {
  if (ids.length === 0) return [];
  // Raw SQL: the select list and FROM are the search grid's (selectListOf, PROCESS_FROM's totals lateral).
  return (
    await sql<ProcessSummary>`select ${selectListOf(processColumns)} from ${PROCESS_FROM}
      where p.id = any(${idArray(ids)}) order by p.period_start_date desc, p.id`.execute(db)
  ).rows;
}
