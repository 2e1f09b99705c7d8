import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../core/schema.ts';
import type { Principal } from '../../http/context.ts';
import { contractorOwns, scopeCondition, type ScopeRule } from '../../lib/scope.ts';
import { ownEntry } from '../../lib/allowList.ts';

/**
 * The reports the server computes, by the `reportPath` a report definition names. Each is one SQL
 * query over the other areas' tables with the caller's row scope applied (ADR 060), and answers a
 * table (columns, rows, totals) plus the chart series the Reports screen draws. Money and hours
 * leave the database as decimal text (`round(sum(..), 2)::text`) so nothing is summed in floating
 * point; totals add those decimals as whole cents.
 */

export type ReportCellType = 'text' | 'int' | 'money' | 'hours' | 'date';
export interface ReportColumn {
  key: string;
  label: string;
  type: ReportCellType;
}
export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;
export interface ReportSeries {
  name: string;
  points: { label: string; value: number }[];
}
export interface ReportResult {
  title: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The total of each summed column (counts, hours, money), keyed like the rows. */
  totals: ReportRow;
  series: ReportSeries[];
}

/** The parameters every report may take (spec: dates, organization, program). */
export const PARAMETER_NAMES = ['startDate', 'endDate', 'organizationId', 'programId'] as const;
export type ParameterName = (typeof PARAMETER_NAMES)[number];
export interface ReportParameters {
  startDate?: string;
  endDate?: string;
  organizationId?: number;
  programId?: number;
}

type Db = Kysely<Database>;

interface ReportSpec {
  title: string;
  columns: ReportColumn[];
  /** Which column names a chart series, which labels its points and which gives their value. */
  chart: { seriesKey: string | null; seriesName?: string; labelKey: string; valueKey: string };
  query: (db: Db, user: Principal | null, p: ReportParameters) => Promise<ReportRow[]>;
}

/** The Pittsburgh programmes' clock: weeks and days of instants are counted in Eastern time. */
const ZONE = 'America/New_York';

const all = (parts: (RawBuilder<unknown> | undefined)[]) => {
  const present = parts.filter((p): p is RawBuilder<unknown> => p !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};
const scoped = (user: Principal | null, rule: ScopeRule) => scopeCondition(user, rule);
const between = (expr: RawBuilder<unknown>, p: ReportParameters) =>
  all([
    p.startDate === undefined ? undefined : sql`${expr} >= ${p.startDate}::date`,
    p.endDate === undefined ? undefined : sql`${expr} <= ${p.endDate}::date`,
  ]);
const organizationIs = (column: string, p: ReportParameters) =>
  p.organizationId === undefined ? undefined : sql`${sql.ref(column)} = ${p.organizationId}`;
/** A participant's programme is the programme of their enrollment program. */
const programIs = (enrollmentProgramColumn: string, p: ReportParameters) =>
  p.programId === undefined
    ? undefined
    : sql`${sql.ref(enrollmentProgramColumn)} in (select ep.id from enrollment_programs ep where ep.program_id = ${p.programId})`;

/**
 * Whether a query over assignments or timesheets must reach the participant row: for an
 * organization user's scope or an organization or program asked for. Skipping the 100,000-row
 * join otherwise is what keeps the payroll reports within their budget.
 */
const needsStudent = (user: Principal | null, p: ReportParameters) =>
  user?.userType === 'organization' || p.organizationId !== undefined || p.programId !== undefined;
/** The participants a timesheet or assignment (its `student_id` column) may come from. */
const studentIn = (column: string, user: Principal | null, p: ReportParameters) =>
  needsStudent(user, p)
    ? sql`${sql.ref(column)} in (select s.id from students s where ${all([
        user?.userType === 'organization' ? scoped(user, { organization: 's.organization_id' }) : undefined,
        organizationIs('s.organization_id', p),
        programIs('s.enrollment_program_id', p),
      ])})`
    : undefined;

const studentScope = (user: Principal | null) =>
  scoped(user, { organization: 's.organization_id', contractor: contractorOwns.student('s') });

const rowsOf = async (query: RawBuilder<ReportRow>, db: Db) => (await query.execute(db)).rows;

export const REPORTS: Record<string, ReportSpec> = {
  '/Pathway/Management/EnrollmentFunnel': {
    title: 'Enrollment funnel by state and week',
    columns: [
      { key: 'week', label: 'Week of', type: 'date' },
      { key: 'status', label: 'State', type: 'text' },
      { key: 'applicants', label: 'Applicants', type: 'int' },
    ],
    chart: { seriesKey: 'status', labelKey: 'week', valueKey: 'applicants' },
    // Online applications (the enrollment area's applicants) by the week they were submitted and
    // the state of ADR 016 they are in now; contractor users have no applicants in their scope.
    query: (db, user, p) => {
      const day = sql`(a.submitted_on at time zone ${ZONE})::date`;
      return rowsOf(
        sql<ReportRow>`select date_trunc('week', ${day}::timestamp)::date as week, a.status, count(*)::int as applicants
          from applicants a
          where ${all([
            scoped(user, { organization: 'a.organization_id' }),
            between(day, p),
            organizationIs('a.organization_id', p),
            programIs('a.enrollment_program_id', p),
          ])}
          group by 1, 2
          order by 1, array_position(array['Applied', 'Quality Review', 'Provider Screening', 'Eligible', 'Ineligible',
            'Enrolled', 'Withdrawn'], a.status), 2`,
        db,
      );
    },
  },

  '/Pathway/Contractor/ParticipantsByWorksite': {
    title: 'Participants by worksite, job and status',
    columns: [
      { key: 'worksite', label: 'Worksite', type: 'text' },
      { key: 'job', label: 'Job', type: 'text' },
      { key: 'status', label: 'Status', type: 'text' },
      { key: 'participants', label: 'Participants', type: 'int' },
    ],
    chart: { seriesKey: 'status', labelKey: 'worksite', valueKey: 'participants' },
    // An assignment counts when it overlaps the dates asked for.
    query: (db, user, p) =>
      rowsOf(
        sql<ReportRow>`select w.name as worksite, j.title as job, sj.status, count(distinct sj.student_id)::int as participants
          from student_jobs sj
          join jobs j on j.id = sj.job_id
          join worksites w on w.id = j.worksite_id
          where ${all([
            user?.userType === 'contractor' ? scoped(user, { contractor: contractorOwns.worksite('w') }) : undefined,
            studentIn('sj.student_id', user, p),
            p.startDate === undefined ? undefined : sql`sj.end_date >= ${p.startDate}::date`,
            p.endDate === undefined ? undefined : sql`sj.start_date <= ${p.endDate}::date`,
          ])}
          group by w.id, w.name, j.id, j.title, sj.status
          order by lower(w.name), w.id, lower(j.title), j.id, sj.status`,
        db,
      ),
  },

  '/Pathway/Payroll/HoursAndPay': {
    title: 'Hours and pay by period, worksite and contract',
    columns: [
      { key: 'periodStartDate', label: 'Period start', type: 'date' },
      { key: 'periodEndDate', label: 'Period end', type: 'date' },
      { key: 'worksite', label: 'Worksite', type: 'text' },
      { key: 'contractCode', label: 'Contract', type: 'text' },
      { key: 'timesheets', label: 'Timesheets', type: 'int' },
      { key: 'workedHours', label: 'Worked hours', type: 'hours' },
      { key: 'grossPay', label: 'Gross pay', type: 'money' },
      { key: 'incentiveAmount', label: 'Incentives', type: 'money' },
      { key: 'totalPay', label: 'Total pay', type: 'money' },
    ],
    chart: { seriesKey: null, seriesName: 'Total pay', labelKey: 'periodStartDate', valueKey: 'totalPay' },
    // Gross pay is each timesheet's hours × its rate rounded to the cent, then summed (as payroll
    // pays it). Timesheets are summed per job first, so the joins that name worksite and contract
    // see a few hundred rows instead of every timesheet.
    query: (db, user, p) =>
      rowsOf(
        sql<ReportRow>`with per_job as (
            select t.period_start_date, t.period_end_date, sj.job_id, count(*) as timesheets,
              sum(t.worked_hours) as worked_hours, sum(round(t.worked_hours * t.hourly_rate, 2)) as gross_pay,
              sum(t.incentive_amount) as incentive_amount
            from timesheets t
            join student_jobs sj on sj.id = t.student_job_id
            where ${all([between(sql`t.period_start_date`, p), studentIn('sj.student_id', user, p)])}
            group by t.period_start_date, t.period_end_date, sj.job_id)
          select pj.period_start_date as "periodStartDate", pj.period_end_date as "periodEndDate",
            w.name as worksite, c.contract_code as "contractCode", sum(pj.timesheets)::int as timesheets,
            sum(pj.worked_hours)::numeric(12, 2)::text as "workedHours",
            sum(pj.gross_pay)::numeric(14, 2)::text as "grossPay",
            sum(pj.incentive_amount)::numeric(14, 2)::text as "incentiveAmount",
            sum(pj.gross_pay + pj.incentive_amount)::numeric(14, 2)::text as "totalPay"
          from per_job pj
          join jobs j on j.id = pj.job_id
          join worksites w on w.id = j.worksite_id
          join contracts c on c.id = j.contract_id
          where ${all([user?.userType === 'contractor' ? scoped(user, { contractor: contractorOwns.worksite('w') }) : undefined])}
          group by pj.period_start_date, pj.period_end_date, w.id, w.name, c.id, c.contract_code
          order by pj.period_start_date, pj.period_end_date, lower(w.name), w.id, c.contract_code, c.id`,
        db,
      ),
  },

  '/Pathway/Payroll/CardProviderFileTotals': {
    title: 'Payroll totals by card-provider file',
    columns: [
      { key: 'fileName', label: 'File', type: 'text' },
      { key: 'cardProvider', label: 'Card provider', type: 'text' },
      { key: 'status', label: 'Status', type: 'text' },
      { key: 'createdOn', label: 'Created', type: 'date' },
      { key: 'payments', label: 'Payments', type: 'int' },
      { key: 'totalAmount', label: 'Amount', type: 'money' },
      { key: 'paidAmount', label: 'Paid', type: 'money' },
      { key: 'rejectedPayments', label: 'Rejected', type: 'int' },
    ],
    chart: { seriesKey: null, seriesName: 'Amount', labelKey: 'fileName', valueKey: 'totalAmount' },
    // A contractor user sees the payments of the participants at their worksites only.
    query: (db, user, p) => {
      const day = sql`(f.create_date at time zone ${ZONE})::date`;
      return rowsOf(
        sql<ReportRow>`select f.file_name as "fileName", cp.name as "cardProvider", f.status, ${day} as "createdOn",
            count(*)::int as payments, sum(l.amount)::numeric(14, 2)::text as "totalAmount",
            coalesce(sum(l.paid_amount) filter (where l.answer = 'Accepted'), 0)::numeric(14, 2)::text as "paidAmount",
            (count(*) filter (where l.answer = 'Rejected'))::int as "rejectedPayments"
          from card_provider_files f
          join card_providers cp on cp.id = f.card_provider_id
          join card_provider_file_lines l on l.card_provider_file_id = f.id
          where f.direction = 'Outbound' and ${all([
            scoped(user, { organization: 'f.organization_id', contractor: contractorOwns.studentOf('l.student_id') }),
            between(day, p),
            organizationIs('f.organization_id', p),
            p.programId === undefined
              ? undefined
              : sql`l.student_id in (select s.id from students s where ${programIs('s.enrollment_program_id', p)})`,
          ])}
          group by f.id, f.file_name, cp.name, f.status, f.create_date
          order by f.create_date, f.id`,
        db,
      );
    },
  },

  '/Pathway/Admin/ClearanceExpiries': {
    title: 'Clearance and work-permit expiries',
    columns: [
      { key: 'month', label: 'Month', type: 'text' },
      { key: 'clearance', label: 'Clearance', type: 'text' },
      { key: 'participants', label: 'Participants', type: 'int' },
    ],
    chart: { seriesKey: 'clearance', labelKey: 'month', valueKey: 'participants' },
    // One grouped range scan per expiry column (each has its own partial index), not a lateral
    // unpivot of every participant: the lateral form takes seconds on 100,000 participants.
    query: (db, user, p) => {
      const kinds = [
        ['Child abuse clearance', 's.child_abuse_clearance_expires'],
        ['FBI clearance', 's.fbi_clearance_expires'],
        ['PA State criminal clearance', 's.pa_state_criminal_clearance_expires'],
        ['Work permit', 's.work_permit_expires'],
      ] as const;
      const branches = kinds.map(([clearance, column], kind) => {
        const expires = sql.ref(column);
        return sql`select ${kind} as kind, ${clearance}::text as clearance, date_trunc('month', ${expires}::timestamp) as month,
            count(*)::int as participants
          from students s
          where ${expires} is not null and ${all([
            studentScope(user),
            between(sql`${expires}`, p),
            organizationIs('s.organization_id', p),
            programIs('s.enrollment_program_id', p),
          ])}
          group by 3`;
      });
      return rowsOf(
        sql<ReportRow>`select to_char(e.month, 'YYYY-MM') as month, e.clearance, e.participants
          from (${sql.join(branches, sql` union all `)}) e
          order by e.month, e.kind`,
        db,
      );
    },
  },

  '/Pathway/Management/Interviews': {
    title: 'Interviews scheduled and their outcomes',
    columns: [
      { key: 'week', label: 'Week of', type: 'date' },
      { key: 'outcome', label: 'Outcome', type: 'text' },
      { key: 'interviews', label: 'Interviews', type: 'int' },
    ],
    chart: { seriesKey: 'outcome', labelKey: 'week', valueKey: 'interviews' },
    query: (db, user, p) => {
      const day = sql`(i.scheduled_at at time zone ${ZONE})::date`;
      return rowsOf(
        sql<ReportRow>`select date_trunc('week', ${day}::timestamp)::date as week, i.outcome, count(*)::int as interviews
          from interviews i
          join students s on s.id = i.student_id
          where ${all([studentScope(user), between(day, p), organizationIs('s.organization_id', p), programIs('s.enrollment_program_id', p)])}
          group by 1, 2
          order by 1, array_position(array['Scheduled', 'Attended', 'No Show', 'Cancelled'], i.outcome), 2`,
        db,
      );
    },
  },
};

/** A decimal text ("1234.50") as whole cents, exactly. */
export function toCents(value: ReportCell): bigint {
  const text = String(value ?? '0');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const cents = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${String(abs / 100n)}.${String(abs % 100n).padStart(2, '0')}`;
}

const numeric = (value: ReportCell) => (typeof value === 'number' ? value : Number(fromCents(toCents(value)))); // chart values only

export async function runReport(
  path: string,
  db: Db,
  user: Principal | null,
  parameters: ReportParameters,
): Promise<ReportResult> {
  const spec = ownEntry(REPORTS, path);
  if (!spec) throw new Error(`no report at ${path}`);
  const rows = await spec.query(db, user, parameters);
  const totals: ReportRow = {};
  for (const column of spec.columns) {
    if (column.type === 'int') totals[column.key] = rows.reduce((sum, row) => sum + Number(row[column.key] ?? 0), 0);
    if (column.type === 'money' || column.type === 'hours') {
      totals[column.key] = fromCents(rows.reduce((sum, row) => sum + toCents(row[column.key] ?? '0'), 0n));
    }
  }
  const { seriesKey, seriesName, labelKey, valueKey } = spec.chart;
  const series = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const name = seriesKey === null ? (seriesName ?? valueKey) : String(row[seriesKey] ?? '');
    const points = series.get(name) ?? new Map<string, number>();
    const label = String(row[labelKey] ?? '');
    points.set(label, (points.get(label) ?? 0) + numeric(row[valueKey] ?? 0));
    series.set(name, points);
  }
  return {
    title: spec.title,
    columns: spec.columns,
    rows,
    totals,
    series: [...series].map(([name, points]) => ({
      name,
      points: [...points].map(([label, value]) => ({ label, value: Math.round(value * 100) / 100 })),
    })),
  };
}
