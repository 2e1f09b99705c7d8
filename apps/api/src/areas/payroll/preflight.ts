import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { intArray } from '../../db/arrays.ts';
import { asCondition } from '../../lib/scope.ts';
import { PAY, formatDate, formatHours, formatMoney, idArray, type Db } from './common.ts';
import { PAID_BY_CHECK, fileSummary, missingAccounts, payable, type FileScope } from './fileLines.ts';
import {
  INTEGRITY_KINDS,
  acknowledgementsOf,
  computeFindings,
  integritySettings,
  preflightOf,
  type IntegrityKind,
} from './integrity.ts';

/** Without a payroll_settings row, a file above this total needs a second approver (ADR 069). */
export const DEFAULT_FILE_TOTAL_LIMIT = 50_000;
/** Without a row: hours or pay above this multiple of the participant's own median is flagged. */
export const DEFAULT_OUTLIER_FACTOR = 2;
/** The median needs this many earlier paid timesheets to mean anything. */
const MEDIAN_HISTORY = 3;
/** At most this many findings of one kind are listed; a last line says how many more there are. */
const LISTED = 50;
/** An integrity finding names at most this many participants; the rest are counted. */
const NAMED = 10;

export interface Preflight {
  /** Findings that stop the file: it cannot be generated until they are fixed. */
  errors: string[];
  /** Findings that must be acknowledged (generate again with the same data). */
  warnings: string[];
  /** What the processes pay outside any file, to read, not to acknowledge. */
  notes: string[];
  lines: number;
  total: number;
  repayCount: number;
  repayAmount: number;
  limit: number;
  overLimit: boolean;
  fingerprint: string;
}

function listed(lines: readonly string[], more: number, what: string) {
  return more > 0 ? [...lines, `…and ${String(more)} more ${what}.`] : [...lines];
}

/**
 * The payroll pre-flight of a file of `scope` (issue 14, issue 25), set-based whatever its size:
 * duplicate SSNs; a participant paid twice for a job and period, looking at every file and process
 * (a timesheet of the same job overlapping one of this file, submitted or further, in this file or
 * any other); a line that would pay nothing or less; open exceptions of the organization; hours or
 * pay far above the participant's own median; participants of the processes paid another way; and
 * the file total against the organization's limit.
 */
export async function runPreflight(db: Db, scope: FileScope, identity: Record<string, unknown>): Promise<Preflight> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const notes: string[] = [];
  const summary = await fileSummary(db, scope);

  // Raw SQL: a CTE over the payable set (a shared SQL fragment) with an ordered string_agg and a window count.
  const duplicates = (
    await sql<{ last4: string; names: string; more: number }>`
      with ssns as (select distinct s.ssn from ${payable(scope)})
      select right(s.ssn, 4) as last4,
        string_agg(s.last_name || ', ' || s.first_name || ' (' || s.id || ')', '; ' order by s.id) as names,
        (count(*) over () - ${LISTED})::int as more
      from students s join ssns on ssns.ssn = s.ssn
      group by s.ssn having count(*) > 1 order by right(s.ssn, 4), s.ssn limit ${LISTED}`.execute(db)
  ).rows;
  errors.push(
    ...listed(
      duplicates.map((row) => `Duplicate SSN *****${row.last4}: ${row.names}.`),
      duplicates[0]?.more ?? 0,
      'duplicate SSNs',
    ),
  );

  const missing = await missingAccounts(db, scope);
  errors.push(
    ...listed(
      missing
        .slice(0, LISTED)
        .map((name) =>
          scope.paymentMethod === 'Deposit'
            ? `${name} has no bank account on file: enter the routing and account numbers under Change Payment Method on the participant, or request a manual check.`
            : `${name} has no card on file: enter the card's proxy number under Change Payment Method on the participant, or request a manual check.`,
        ),
      missing.length - LISTED,
      'participants without an account on file',
    ),
  );

  // Paid twice: another timesheet of the participant's same job (any assignment of it) covering the
  // same days that is submitted or further, in any process or file, and is not an adjustment of it.
  // Raw SQL: a materialized CTE, distinct on and a window count over the payable set (a shared SQL fragment).
  const twice = (
    await sql<{ name: string; start: string; end: string; other_id: number; other_status: string; more: number }>`
      with mine as materialized (select t.id, t.period_start_date, t.period_end_date, t.adjusts_timesheet_id, sj.student_id,
          sj.job_id, s.last_name || ', ' || s.first_name as name from ${payable(scope)}),
        found as (select distinct on (m.id) m.name, m.period_start_date as start, m.period_end_date as "end",
            t2.id as other_id, t2.status as other_status
          from mine m join student_jobs sj2 on sj2.student_id = m.student_id and sj2.job_id = m.job_id
          join timesheets t2 on t2.student_job_id = sj2.id and t2.id <> m.id
            and t2.period_start_date <= m.period_end_date and t2.period_end_date >= m.period_start_date
          where t2.status <> 'Pending'
            and t2.id is distinct from m.adjusts_timesheet_id and t2.adjusts_timesheet_id is distinct from m.id
            and coalesce(t2.adjusts_timesheet_id, t2.id) is distinct from coalesce(m.adjusts_timesheet_id, m.id)
            -- A pair of this file's own timesheets is reported once (the participant is the same,
            -- so the other is in the file when its own row says so).
            and (t2.id > m.id or not (t2.payroll_process_id = any(${idArray(scope.processIds)})
              and t2.status = 'Approved for Payroll' and not t2.manual_check))
          order by m.id, t2.id)
      select *, (count(*) over () - ${LISTED})::int as more from found order by lower(name), start, other_id
      limit ${LISTED}`.execute(db)
  ).rows;
  errors.push(
    ...listed(
      twice.map(
        (row) =>
          `${row.name} is paid twice for ${formatDate(row.start)}-${formatDate(row.end)}: timesheet ${String(row.other_id)} (${row.other_status}) covers the same days of the same job.`,
      ),
      twice[0]?.more ?? 0,
      'participants paid twice',
    ),
  );

  // Raw SQL: an aggregate over the payable set (a shared SQL fragment) with a window count beside it.
  const negative = (
    await sql<{ name: string; amount: number; more: number }>`
      select s.last_name || ', ' || s.first_name as name, sum(${PAY}) as amount, (count(*) over () - ${LISTED})::int as more
      from ${payable(scope)} group by sj.student_id, t.payroll_process_id, s.last_name, s.first_name
      having sum(${PAY}) <= 0 order by lower(s.last_name), lower(s.first_name) limit ${LISTED}`.execute(db)
  ).rows;
  errors.push(
    ...listed(
      negative.map(
        (row) =>
          `${row.name}: this file would pay ${formatMoney(row.amount)}; a card or deposit cannot take money back. Move the adjustment to Pending until it nets above zero, or recover it outside payroll.`,
      ),
      negative[0]?.more ?? 0,
      'payments of nothing or less',
    ),
  );

  const open = await db
    .selectFrom('payroll_exceptions as x')
    .innerJoin('card_provider_files as f', 'f.id', 'x.card_provider_file_id')
    .leftJoin('students as s', 's.id', 'x.student_id')
    .select((eb) => [
      eb(eb('s.last_name', '||', sql.lit(', ')), '||', eb.ref('s.first_name'))
        .$castTo<string | null>()
        .as('name'),
      'x.participant_ref as ref',
      'x.kind',
      'x.outstanding',
      'f.file_name as file',
      'x.line_number as line',
    ])
    .where('x.organization_id', '=', scope.organizationId)
    .where('x.status', '=', 'Open')
    .orderBy('x.id')
    .limit(LISTED + 1)
    .execute();
  for (const row of open.slice(0, LISTED)) {
    const what =
      row.outstanding >= 0 ? `${formatMoney(row.outstanding)} owed` : `${formatMoney(-row.outstanding)} overpaid`;
    const where = row.line === null ? row.file : `${row.file} line ${String(row.line)}`;
    warnings.push(
      `${row.name ?? row.ref} has an open payroll exception (${row.kind}, ${what}, ${where}): re-pay or close it in Payroll Reconciliation.`,
    );
  }
  if (open.length > LISTED) warnings.push('…and more open payroll exceptions in Payroll Reconciliation.');

  // Card and deposit payments of the same processes go in two files: say so, so neither is forgotten.
  const approved = db
    .selectFrom('timesheets as t')
    .innerJoin('student_jobs as sj', 'sj.id', 't.student_job_id')
    .innerJoin('students as s', 's.id', 'sj.student_id')
    .where((eb) => eb('t.payroll_process_id', '=', eb.fn.any(intArray(scope.processIds))))
    .where('t.status', '=', 'Approved for Payroll');
  const elsewhere = await approved
    .select((eb) => [
      's.payment_method as method',
      eb.cast<number>(eb.fn.count('sj.student_id').distinct(), 'integer').as('people'),
      sql<number>`sum(${PAY})`.as('amount'),
    ])
    .where((eb) => eb.not(asCondition(PAID_BY_CHECK)))
    .where('s.payment_method', '<>', scope.paymentMethod)
    .groupBy('s.payment_method')
    .orderBy('s.payment_method')
    .execute();
  for (const row of elsewhere) {
    const by = row.method === 'Deposit' ? 'direct deposit (a deposit file)' : 'debit card (a card file)';
    warnings.push(
      `${String(row.people)} participant(s) of these processes, ${formatMoney(row.amount)} in all, are paid by ${by}, not by this file: generate that file too.`,
    );
  }
  // Pay by check leaves in no file at all: the Manual Check Run lists it. A note, not a finding: nothing
  // is wrong, but the approved total is this file, the other method's file and these checks.
  const byCheck = await approved
    .select((eb) => [
      eb.cast<number>(eb.fn.count('sj.student_id').distinct(), 'integer').as('people'),
      sql<number | null>`sum(${PAY})::float8`.as('amount'),
    ])
    .where(asCondition(PAID_BY_CHECK))
    .executeTakeFirst();
  if (byCheck !== undefined && byCheck.people > 0) {
    notes.push(
      `${String(byCheck.people)} participant(s) of these processes, ${formatMoney(byCheck.amount ?? 0)} in all, are paid by check, not by a file: they are listed in Payroll Reconciliation's Manual Check Run.`,
    );
  }

  const settings = await db
    .selectFrom('payroll_settings')
    .select(['file_total_limit', 'outlier_factor'])
    .where('organization_id', '=', scope.organizationId)
    .executeTakeFirst();
  const limit = settings?.file_total_limit ?? DEFAULT_FILE_TOTAL_LIMIT;
  const factor = settings?.outlier_factor ?? DEFAULT_OUTLIER_FACTOR;

  // Raw SQL: a lateral join of ordered-set aggregates (percentile_cont) and a window count, clearer as SQL.
  const outliers = (
    await sql<{ name: string; hours: number; amount: number; median_hours: number; median_pay: number; more: number }>`
      with lines as materialized (select sj.student_id, s.last_name || ', ' || s.first_name as name,
          sum(t.worked_hours) as hours, sum(${PAY}) as amount
        from ${payable(scope)} group by sj.student_id, t.payroll_process_id, s.last_name, s.first_name)
      -- Each line's medians by an index lookup of its participant (a lateral join): linear whatever
      -- the planner's estimate of the lines, where joining two derived sets was not.
      select l.name, l.hours, l.amount, m.hours as median_hours, m.pay as median_pay,
        (count(*) over () - ${LISTED})::int as more
      from lines l cross join lateral (
        select percentile_cont(0.5) within group (order by t.worked_hours) as hours,
          percentile_cont(0.5) within group (order by ${PAY}) as pay
        from student_jobs sj join timesheets t on t.student_job_id = sj.id
        where sj.student_id = l.student_id and t.status = 'Payrolled'
        having count(*) >= ${MEDIAN_HISTORY}) m
      where (m.hours > 0 and l.hours > ${factor} * m.hours) or (m.pay > 0 and l.amount > ${factor} * m.pay)
      order by lower(l.name), l.student_id limit ${LISTED}`.execute(db)
  ).rows;
  for (const row of outliers) {
    if (row.median_hours > 0 && row.hours > factor * row.median_hours) {
      warnings.push(
        `${row.name}: ${formatHours(row.hours)} hours, more than ${formatHours(factor)} times their median of ${formatHours(row.median_hours)}.`,
      );
    }
    if (row.median_pay > 0 && row.amount > factor * row.median_pay) {
      warnings.push(
        `${row.name}: ${formatMoney(row.amount)}, more than ${formatHours(factor)} times their median pay of ${formatMoney(row.median_pay)}.`,
      );
    }
  }
  const moreOutliers = outliers[0]?.more ?? 0;
  if (moreOutliers > 0) warnings.push(`…and ${String(moreOutliers)} more participants far above their median.`);

  // Integrity findings across participants (issue 48, ADR 227), of the kinds Payroll Settings put in
  // the pre-flight; an acknowledged one (on the Integrity screen, with a reason) is not repeated.
  const integrity = await integritySettings(db, scope.organizationId);
  const findings = await computeFindings(
    db,
    {
      organizationId: scope.organizationId,
      timesheets: sql`select t.id as timesheet_id, sj.student_id from ${payable(scope)}`,
    },
    integrity,
    INTEGRITY_KINDS.filter((kind) => preflightOf(integrity, kind) !== 'None'),
  );
  const acknowledged = await acknowledgementsOf(db, scope.organizationId, findings);
  const shown = new Map<IntegrityKind, number>();
  for (const finding of findings) {
    if (acknowledged.has(`${finding.kind}|${finding.key}`)) continue;
    const count = (shown.get(finding.kind) ?? 0) + 1;
    shown.set(finding.kind, count);
    if (count > LISTED) continue;
    const names = finding.participants.slice(0, NAMED).map((person) => person.name);
    const more = finding.participants.length - names.length;
    const who = `${names.join('; ')}${more > 0 ? ` and ${String(more)} more` : ''}`;
    if (preflightOf(integrity, finding.kind) === 'Error') {
      errors.push(
        `Integrity (${finding.kind}): ${finding.reason} Participants: ${who}. Acknowledge it with a reason on the Payroll Integrity screen, or correct the records.`,
      );
    } else {
      warnings.push(`Integrity (${finding.kind}): ${finding.reason} Participants: ${who}.`);
    }
  }
  for (const [kind, count] of shown) {
    if (count > LISTED) {
      (preflightOf(integrity, kind) === 'Error' ? errors : warnings).push(
        `…and ${String(count - LISTED)} more integrity findings (${kind}) on the Payroll Integrity screen.`,
      );
    }
  }

  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ identity, content: summary.contentKey, warnings, total: summary.total }))
    .digest('hex');
  return {
    errors,
    warnings,
    notes,
    lines: summary.lines,
    total: summary.total,
    repayCount: summary.repayCount,
    repayAmount: summary.repayAmount,
    limit,
    overLimit: summary.total > limit,
    fingerprint,
  };
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
