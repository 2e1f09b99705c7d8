import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { formatDate, formatHours, formatMoney, type Db } from './common.ts';

/** Without a payroll_settings row, a file above this total needs a second approver (ADR 069). */
export const DEFAULT_FILE_TOTAL_LIMIT = 50_000;
/** Without a row: hours or pay above this multiple of the participant's own median is flagged. */
export const DEFAULT_OUTLIER_FACTOR = 2;
/** The median needs this many earlier paid timesheets to mean anything. */
const MEDIAN_HISTORY = 3;

export interface PaymentLine {
  student_id: number;
  payroll_process_id: number;
  name: string;
  hours: number;
  amount: number;
  timesheet_ids: number[];
}

export interface Preflight {
  /** Findings that stop the file: it cannot be generated until they are fixed. */
  errors: string[];
  /** Findings that must be acknowledged (generate again with the same data). */
  warnings: string[];
  total: number;
  limit: number;
  overLimit: boolean;
  fingerprint: string;
}

/**
 * The payroll pre-flight of issue 14, run on the payments a card-provider file would carry:
 * duplicate SSNs, a participant paid twice in one period, hours or pay far above the participant's
 * own median, a participant without a Debit card payment method, and the file total against the
 * organization's limit.
 */
export async function runPreflight(
  db: Db,
  organizationId: number,
  lines: readonly PaymentLine[],
  identity: Record<string, unknown>,
): Promise<Preflight> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const timesheetIds = lines.flatMap((line) => line.timesheet_ids);
  const ids = timesheetIds.length > 0 ? sql.join(timesheetIds.map((id) => sql`${id}`)) : sql`null`;
  const studentIds = lines.length > 0 ? sql.join(lines.map((line) => sql`${line.student_id}`)) : sql`null`;

  const duplicates = (
    await sql<{ last4: string; names: string }>`select right(s.ssn, 4) as last4,
        string_agg(s.last_name || ', ' || s.first_name || ' (' || s.id || ')', '; ' order by s.id) as names
      from students s where s.ssn in (select s2.ssn from students s2 where s2.id in (${studentIds}))
      group by s.ssn having count(*) > 1 order by right(s.ssn, 4)`.execute(db)
  ).rows;
  for (const row of duplicates) errors.push(`Duplicate SSN *****${row.last4}: ${row.names}.`);

  const twice = (
    await sql<{ name: string; start: string; end: string; other_id: number; other_status: string }>`
      select distinct on (t.id) s.last_name || ', ' || s.first_name as name, t.period_start_date as start,
        t.period_end_date as "end", t2.id as other_id, t2.status as other_status
      from timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
      join timesheets t2 on t2.student_job_id = t.student_job_id and t2.id <> t.id
        and t2.period_start_date <= t.period_end_date and t2.period_end_date >= t.period_start_date
        and (t2.status in ('Payroll in Process', 'Payrolled') or t2.id in (${ids}))
      where t.id in (${ids}) and (t2.id > t.id or t2.id not in (${ids}))
      order by t.id, t2.id`.execute(db)
  ).rows;
  for (const row of twice) {
    errors.push(
      `${row.name} is paid twice for ${formatDate(row.start)}-${formatDate(row.end)}: timesheet ${String(row.other_id)} (${row.other_status}) covers the same period of the same job.`,
    );
  }

  const methods = (
    await sql<{ name: string; payment_method: string; paper_check: boolean }>`
      select s.last_name || ', ' || s.first_name as name, s.payment_method, s.paper_check from students s
      where s.id in (${studentIds}) and (s.payment_method <> 'Debit' or s.paper_check)
      order by lower(s.last_name), lower(s.first_name), s.id`.execute(db)
  ).rows;
  for (const row of methods) {
    const how = row.paper_check ? 'paper check' : row.payment_method;
    errors.push(
      `${row.name} has no Debit card payment method (paid by ${how}): request a manual check or change the payment method.`,
    );
  }

  const settings = (
    await sql<{ file_total_limit: number; outlier_factor: number }>`select file_total_limit, outlier_factor
      from payroll_settings where organization_id = ${organizationId}`.execute(db)
  ).rows[0];
  const limit = settings?.file_total_limit ?? DEFAULT_FILE_TOTAL_LIMIT;
  const factor = settings?.outlier_factor ?? DEFAULT_OUTLIER_FACTOR;

  const medians = (
    await sql<{ student_id: number; hours: number; pay: number }>`
      select sj.student_id, percentile_cont(0.5) within group (order by t.worked_hours) as hours,
        percentile_cont(0.5) within group (order by round(t.worked_hours * t.hourly_rate, 2) + t.incentive_amount) as pay
      from timesheets t join student_jobs sj on sj.id = t.student_job_id
      where sj.student_id in (${studentIds}) and t.status = 'Payrolled' and t.id not in (${ids})
      group by sj.student_id having count(*) >= ${MEDIAN_HISTORY} order by sj.student_id`.execute(db)
  ).rows;
  const medianOf = new Map(medians.map((row) => [row.student_id, row]));
  for (const line of lines) {
    const median = medianOf.get(line.student_id);
    if (!median) continue;
    if (median.hours > 0 && line.hours > factor * median.hours) {
      warnings.push(
        `${line.name}: ${formatHours(line.hours)} hours, more than ${formatHours(factor)} times their median of ${formatHours(median.hours)}.`,
      );
    }
    if (median.pay > 0 && line.amount > factor * median.pay) {
      warnings.push(
        `${line.name}: ${formatMoney(line.amount)}, more than ${formatHours(factor)} times their median pay of ${formatMoney(median.pay)}.`,
      );
    }
  }

  const total =
    (
      await sql<{
        total: number;
      }>`select coalesce(sum(round(t.worked_hours * t.hourly_rate, 2) + t.incentive_amount), 0) as total
        from timesheets t where t.id in (${ids})`.execute(db)
    ).rows[0]?.total ?? 0;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ identity, timesheetIds: [...timesheetIds].sort((a, b) => a - b), warnings, total }))
    .digest('hex');
  return { errors, warnings, total, limit, overLimit: total > limit, fingerprint };
}

export function preflightReport(preflight: Preflight, secondApproverNeeded: boolean, acknowledged: boolean): string {
  const parts = ['Pre-flight of this card-provider file:'];
  for (const warning of preflight.warnings) parts.push(`- ${warning}`);
  if (preflight.warnings.length > 0 && !acknowledged) parts.push('Generate again to acknowledge these findings.');
  if (secondApproverNeeded) {
    parts.push(
      `- The file total ${formatMoney(preflight.total)} is above the payroll limit of ${formatMoney(preflight.limit)}: a second approver (another user holding PAYROLL_PROCESSING) must generate it.`,
    );
  }
  return parts.join('\n');
}
