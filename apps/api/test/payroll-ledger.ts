import { sql } from 'kysely';
import { writeResultFile, type ResultLine } from '../src/areas/payroll/cardFileFormat.ts';
import type { TestServer } from './support/server.ts';

/** The pay of a timesheet `t` in cents, as every payroll total computes it. */
const PAY_CENTS = sql`((round(t.worked_hours * t.hourly_rate, 2) + t.incentive_amount) * 100)::bigint`;
const COUNTED = sql`('Approved for Payroll', 'Payroll in Process', 'Payroll Exception', 'Payrolled')`;
const OPEN = sql`('Open', 'Repay Requested', 'Repaying')`;
const FILED = sql`exists (select 1 from card_provider_file_timesheets ft where ft.timesheet_id = t.id and not ft.superseded)`;
const BY_CHECK = sql`exists (select 1 from student_jobs sj join students s on s.id = sj.student_id
  where sj.id = t.student_job_id and (t.manual_check or s.payment_method = 'Check' or s.paper_check))`;

/** Every payroll total in cents, read from the database: what the invariants compare. */
export interface Ledger {
  /** Pay of every timesheet approved or further. */
  approved: number;
  /** Of it, in an outbound file (a line pays it). */
  inFiles: number;
  /** Of it, not in a file: approved and waiting, or paid by check. */
  heldBack: number;
  /** Lines of outbound files (re-pays left out: they pay an exception again). */
  lineAmounts: number;
  /**
   * Lines of files the provider answered (Completed or Failed): what was sent and has come back.
   * A file still out (Sent) is in flight: nothing about it is paid or open yet.
   */
  sent: number;
  inFlight: number;
  /** What the provider's answers paid, every line of every answer counted once. */
  paid: number;
  /** Still owed (or overpaid) on open exceptions, and on exceptions closed with a reason. */
  open: number;
  closed: number;
  /** What timesheets in files say they were paid, against what the answers paid for lines. */
  payrolledInFiles: number;
  paidOnLines: number;
}

export interface Violations {
  /** A card timesheet approved or further that is neither waiting (Approved) nor in a file. */
  lostCardPay: number[];
  /** A timesheet in a file that is not approved or further. */
  filedButNotCounted: number[];
  /** Two timesheets of the same participant and job covering the same days, both approved or further. */
  paidTwice: string[];
  /** Participant and contract over its hours or incentive cap. */
  overCap: string[];
  /** A timesheet whose last audit row does not say its status. */
  unaudited: number[];
}

export async function readLedger(server: TestServer): Promise<Ledger> {
  const row = (
    await sql<Record<keyof Ledger, number>>`select
        (select coalesce(sum(${PAY_CENTS}), 0) from timesheets t where t.status in ${COUNTED}) as "approved",
        (select coalesce(sum(${PAY_CENTS}), 0) from timesheets t where t.status in ${COUNTED} and ${FILED}) as "inFiles",
        (select coalesce(sum(${PAY_CENTS}), 0) from timesheets t where t.status in ${COUNTED} and not ${FILED}) as "heldBack",
        (select coalesce(sum((l.amount * 100)::bigint), 0) from card_provider_file_lines l where l.exception_id is null)
          as "lineAmounts",
        (select coalesce(sum((l.amount * 100)::bigint), 0) from card_provider_file_lines l
          join card_provider_files f on f.id = l.card_provider_file_id
          where l.exception_id is null and f.status in ('Completed', 'Failed')) as "sent",
        (select coalesce(sum((l.amount * 100)::bigint), 0) from card_provider_file_lines l
          join card_provider_files f on f.id = l.card_provider_file_id
          where l.exception_id is null and f.status = 'Sent') as "inFlight",
        (select coalesce(sum((l.paid_amount * 100)::bigint), 0) from card_provider_file_lines l where l.answer = 'Accepted')
          + (select coalesce(sum((x.paid_amount * 100)::bigint), 0) from payroll_exceptions x
              where x.kind in ('Unknown', 'Duplicate')) as "paid",
        (select coalesce(sum((x.outstanding * 100)::bigint), 0) from payroll_exceptions x where x.status in ${OPEN}) as "open",
        (select coalesce(sum((x.outstanding * 100)::bigint), 0) from payroll_exceptions x where x.status = 'Closed') as "closed",
        (select coalesce(sum((t.payrolled_amount * 100)::bigint), 0) from timesheets t where ${FILED}) as "payrolledInFiles",
        (select coalesce(sum((l.paid_amount * 100)::bigint), 0) from card_provider_file_lines l where l.answer = 'Accepted')
          as "paidOnLines"`.execute(server.database.db)
  ).rows[0];
  if (!row) throw new Error('no ledger');
  return row;
}

/**
 * What must never happen, for the participants of `studentIds` (the demo data's own history was
 * loaded without the rules): each list is empty when payroll holds its invariants.
 */
export async function readViolations(server: TestServer, studentIds: readonly number[]): Promise<Violations> {
  const db = server.database.db;
  const ours = sql`(select sj0.student_id from student_jobs sj0 where sj0.id = t.student_job_id) = any(${[...studentIds]}::int4[])`;
  const lostCardPay = (
    await sql<{
      id: number;
    }>`select t.id from timesheets t where t.status in ('Payroll in Process', 'Payroll Exception',
        'Payrolled') and not ${FILED} and not ${BY_CHECK} and ${ours} order by t.id`.execute(db)
  ).rows.map((row) => row.id);
  const filedButNotCounted = (
    await sql<{ id: number }>`select t.id from timesheets t where ${FILED} and t.status not in ${COUNTED}
      order by t.id`.execute(db)
  ).rows.map((row) => row.id);
  const paidTwice = (
    await sql<{ pair: string }>`select a.id || '/' || b.id as pair
      from timesheets a join student_jobs sa on sa.id = a.student_job_id
      join student_jobs sb on sb.student_id = sa.student_id and sb.job_id = sa.job_id
      join timesheets b on b.student_job_id = sb.id and b.id > a.id
        and b.period_start_date <= a.period_end_date and b.period_end_date >= a.period_start_date
      where a.adjusts_timesheet_id is null and b.adjusts_timesheet_id is null
        and a.status in ${COUNTED} and b.status in ${COUNTED} and sa.student_id = any(${[...studentIds]}::int4[])
      order by a.id, b.id`.execute(db)
  ).rows.map((row) => row.pair);
  const overCap = (
    await sql<{ what: string }>`with totals as (
        select sj.student_id, j.contract_id, sum(t.worked_hours) as hours, sum(t.incentive_amount) as incentive
        from timesheets t join student_jobs sj on sj.id = t.student_job_id join jobs j on j.id = sj.job_id
        where t.status in ${COUNTED} and sj.student_id = any(${[...studentIds]}::int4[])
        group by sj.student_id, j.contract_id)
      select tt.student_id || ' under contract ' || tt.contract_id as what
      from totals tt join students s on s.id = tt.student_id join contracts c on c.id = tt.contract_id
      left join enrollment_programs ep on ep.id = s.enrollment_program_id
      left join lateral (select sc.max_hours, sc.max_incentive_amount from student_contracts sc
        where sc.student_id = tt.student_id and sc.contract_id = tt.contract_id
        order by sc.start_date desc, sc.id desc limit 1) scap on true
      where tt.hours > coalesce(scap.max_hours, ep.max_hours_per_student, c.max_hours_per_student)
        or tt.incentive > coalesce(scap.max_incentive_amount, ep.max_incentive_amount, c.max_incentive_amount)
      order by 1`.execute(db)
  ).rows.map((row) => row.what);
  const unaudited = (
    await sql<{ id: number }>`select t.id from timesheets t
      left join lateral (select a.after ->> 'status' as status from audit_log a
        where a.entity = 'Timesheet' and a.entity_id = t.id::text and a.after ? 'status' order by a.id desc limit 1) last on true
      where ${ours} and last.status is distinct from t.status
        and exists (select 1 from audit_log a where a.entity = 'Timesheet' and a.entity_id = t.id::text)
      order by t.id`.execute(db)
  ).rows.map((row) => row.id);
  return { lostCardPay, filedButNotCounted, paidTwice, overCap, unaudited };
}

/** How a test changes the answer the provider gives for a file (before it is loaded). */
export type AnswerChange =
  | { kind: 'short' | 'over'; line: number; cents: number }
  | { kind: 'reject' | 'drop' | 'duplicate'; line: number }
  | { kind: 'unknown'; cents: number };

/**
 * Puts the card provider's answer to outbound file `fileId` into its inbox as the provider would
 * (ADR 067's 3172 format): every line paid as sent, changed by `changes`.
 */
export async function answerFile(server: TestServer, fileId: number, changes: readonly AnswerChange[] = []) {
  const db = server.database.db;
  const file = (
    await sql<{ card_provider_id: number; file_name: string }>`select card_provider_id, file_name
      from card_provider_files where id = ${fileId}`.execute(db)
  ).rows[0];
  if (!file) throw new Error(`no file ${String(fileId)}`);
  const lines: ResultLine[] = (
    await sql<{ line_number: number; participant_ref: string; cents: number }>`select line_number, participant_ref,
        (amount * 100)::bigint as cents from card_provider_file_lines where card_provider_file_id = ${fileId}
      order by line_number`.execute(db)
  ).rows.map((line) => ({
    lineNumber: line.line_number,
    participantRef: line.participant_ref,
    accepted: true,
    paidCents: line.cents,
    reason: '',
  }));
  const pick = (line: number) => lines[line % Math.max(lines.length, 1)];
  for (const change of changes) {
    if (change.kind === 'unknown') {
      lines.push({
        lineNumber: 90_000 + lines.length,
        participantRef: 'P999999999',
        accepted: true,
        paidCents: change.cents,
        reason: '',
      });
      continue;
    }
    const target = pick(change.line);
    if (!target) continue;
    if (change.kind === 'short') target.paidCents = Math.max(target.paidCents - change.cents, 0);
    else if (change.kind === 'over') target.paidCents += change.cents;
    else if (change.kind === 'reject')
      Object.assign(target, { accepted: false, paidCents: 0, reason: 'Card account closed' });
    else if (change.kind === 'drop') lines.splice(lines.indexOf(target), 1);
    else lines.push({ ...target });
  }
  const content = writeResultFile({
    fileTypeCode: '3172',
    companyId: 'PGH0001',
    fileName: `FSV3172_TEST_${String(fileId)}.csv`,
    processedOn: '2026-11-20',
    outboundFileName: file.file_name,
    lines,
  });
  await sql`insert into card_provider_inbox (card_provider_id, file_name, content)
    values (${file.card_provider_id}, ${`FSV3172_TEST_${String(fileId)}_${String(Date.now())}.csv`}, ${content})`.execute(
    db,
  );
}
