import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../core/schema.ts';
import { intArray } from '../../db/arrays.ts';
import { asCondition } from '../../lib/scope.ts';
import { unprocessable } from '../../core/errors.ts';
import type { Sealers } from '../../lib/sealer.ts';
import { paymentAccounts } from '../../lib/paymentAccounts.ts';
import { fileNameFrom, participantRef, writeFundingFile } from './cardFileFormat.ts';
import { writeNachaFile } from './nacha.ts';
import { PAY, idArray, refreshProcesses, type Db } from './common.ts';

/** Which payments a file carries: its file type's payment method (ADR 182). */
export type FilePaymentMethod = 'Debit' | 'Deposit';

/** What a file of the chosen processes, provider and payment method would carry. */
export interface FileScope {
  organizationId: number;
  cardProviderId: number;
  processIds: readonly number[];
  paymentMethod: FilePaymentMethod;
}

/**
 * A timesheet paid by check (a manual check request, or a participant paid by check or paper check):
 * never in a card or deposit file; it moves with its process and is paid by the check run.
 */
export const PAID_BY_CHECK = sql`(t.manual_check or s.payment_method = 'Check' or s.paper_check)`;

/**
 * The timesheets a file of `scope` pays (aliases t, sj, s): approved, in its processes, not paid by
 * check, of participants paid by the file's payment method. Adjustments count like any timesheet,
 * signed, so a correction adds to (or takes from) its participant's line.
 */
export function payable(scope: FileScope): RawBuilder<unknown> {
  return sql`${PAYABLE_FROM} where ${payableWhere(scope)}`;
}

/** The tables of a payable timesheet, as the builder sees them (aliases t, sj, s). */
type PayableTables = Database & {
  t: Database['timesheets'];
  sj: Database['student_jobs'];
  s: Database['students'];
};

const PAYABLE_FROM = sql`timesheets t join student_jobs sj on sj.id = t.student_job_id
  join students s on s.id = sj.student_id`;

function payableWhere(scope: FileScope): RawBuilder<unknown> {
  return sql`t.payroll_process_id = any(${idArray(scope.processIds)}) and t.status = 'Approved for Payroll'
    and not ${PAID_BY_CHECK} and s.payment_method = ${scope.paymentMethod}`;
}

/**
 * The exceptions whose re-pay a file of `scope` carries (issue 25): the organization's and provider's,
 * Repay Requested, of participants paid by the file's payment method.
 */
export function repays(scope: FileScope): RawBuilder<unknown> {
  return sql`payroll_exceptions x join students s on s.id = x.student_id
    where x.organization_id = ${scope.organizationId} and x.card_provider_id = ${scope.cardProviderId}
      and x.status = 'Repay Requested' and x.outstanding > 0 and s.payment_method = ${scope.paymentMethod}`;
}

/**
 * Why a file of `scope` would pay nobody: which of its processes' approved timesheets go elsewhere
 * (participants paid by check, manual check requests, participants paid by the other method).
 */
export async function unpaidReasons(db: Db, scope: FileScope) {
  const anyOf = (eb: ExpressionBuilder<PayableTables, 't' | 'sj' | 's'>, condition: Expression<SqlBool>) =>
    eb.fn.coalesce(eb.fn<boolean | null>('bool_or', [condition]), eb.lit(false));
  const row = await db
    .selectFrom('timesheets as t')
    .innerJoin('student_jobs as sj', 'sj.id', 't.student_job_id')
    .innerJoin('students as s', 's.id', 'sj.student_id')
    .select((eb) => [
      anyOf(eb, eb.or([eb('s.payment_method', '=', 'Check'), eb.ref('s.paper_check')])).as('by_check'),
      anyOf(eb, eb.ref('t.manual_check')).as('manual'),
      anyOf(eb, eb.and([eb.not(asCondition(PAID_BY_CHECK)), eb('s.payment_method', '<>', scope.paymentMethod)])).as(
        'other_method',
      ),
    ])
    .where((eb) => eb('t.payroll_process_id', '=', eb.fn.any(intArray(scope.processIds))))
    .where('t.status', '=', 'Approved for Payroll')
    .executeTakeFirst();
  return {
    byCheck: row?.by_check ?? false,
    manualChecks: row?.manual ?? false,
    otherMethod: row?.other_method ?? false,
  };
}

/** Counts and totals of a file of `scope`, to the cent, with a fingerprint of exactly what it pays. */
export async function fileSummary(db: Db, scope: FileScope) {
  // Raw SQL: three CTEs and six scalar subqueries with ordered string_agg fingerprints, clearer as SQL.
  const row = (
    await sql<{
      lines: number;
      total: number;
      repay_count: number;
      repay_amount: number;
      timesheets: string;
      negative: number;
    }>`with pay as (select sj.student_id, t.payroll_process_id, t.id, ${PAY} as amount from ${payable(scope)}),
        lines as (select student_id, payroll_process_id, sum(amount) as amount from pay group by student_id, payroll_process_id),
        rp as (select x.id, x.outstanding from ${repays(scope)})
      select (select count(*)::int from lines) + (select count(*)::int from rp) as lines,
        coalesce((select sum(amount) from lines), 0) + coalesce((select sum(outstanding) from rp), 0) as total,
        (select count(*)::int from rp) as repay_count, coalesce((select sum(outstanding) from rp), 0) as repay_amount,
        coalesce((select md5(string_agg(id::text, ',' order by id)) from pay), '') || ':'
          || coalesce((select md5(string_agg(id::text || '=' || outstanding::text, ',' order by id)) from rp), '') as timesheets,
        (select count(*)::int from lines where amount <= 0) as negative`.execute(db)
  ).rows[0];
  return {
    lines: row?.lines ?? 0,
    total: row?.total ?? 0,
    repayCount: row?.repay_count ?? 0,
    repayAmount: row?.repay_amount ?? 0,
    contentKey: row?.timesheets ?? '',
    nonPositiveLines: row?.negative ?? 0,
  };
}

interface GenerateRequest extends FileScope {
  userName: string;
  payrollFileTypeId: number;
  /** The instant the file is made (yyyy-mm-dd of it names the file). */
  now: Date;
  secondApprover: string | null;
}

interface FileTypeRow {
  id: number;
  code: string;
  file_name_pattern: string;
  format: 'FSV' | 'NACHA';
}

/**
 * Participants a file of `scope` would pay who have no account on file for it (ADR 181): a card
 * proxy for a Debit file, a bank account for a Deposit file. The pre-flight stops the file on them.
 */
export async function missingAccounts(db: Db, scope: FileScope) {
  const column = scope.paymentMethod === 'Deposit' ? sql`s.bank_account_sealed` : sql`s.card_proxy_sealed`;
  // Raw SQL: a union over the payable and re-pay sets, which are SQL fragments shared with the file's statements.
  return (
    await sql<{ name: string }>`select s.last_name || ', ' || s.first_name as name from students s
      where s.id in (select sj.student_id from ${payable(scope)} union select x.student_id from ${repays(scope)})
        and ${column} is null
      order by lower(s.last_name), lower(s.first_name), s.id`.execute(db)
  ).rows.map((row) => row.name);
}

/** An outbound file's content at rest: sealed, since it carries account numbers (ADR 182). */
export const SEALED_PREFIX = 'sealed:';

export function sealContent(sealers: Sealers, content: string) {
  return `${SEALED_PREFIX}${sealers('payroll-files').seal(content)}`;
}

export function openContent(sealers: Sealers, stored: string) {
  return stored.startsWith(SEALED_PREFIX) ? sealers('payroll-files').open(stored.slice(SEALED_PREFIX.length)) : stored;
}

/** The organization's active credential with the card provider, Production before Test: its company id. */
export async function companyCredential(db: Db, cardProviderId: number, organizationId: number) {
  return db
    .selectFrom('fsv_credentials')
    .select('company_id')
    .where('card_provider_id', '=', cardProviderId)
    .where('organization_id', '=', organizationId)
    .where('is_active', '=', true)
    .orderBy(sql`environment = 'Production'`, 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Writes an outbound file of the approved timesheets of `request`'s processes (ADR 067, 182) in a
 * fixed number of statements whatever its size: one payment line per participant and process (and
 * one per exception re-paid), the lines' timesheets, the timesheets and the processes' checks
 * Payroll in Process, the re-paid exceptions Repaying, the content sealed. The caller checked the
 * states and the pre-flight.
 */
export async function generateFile(db: Db, sealers: Sealers, request: GenerateRequest) {
  const type: FileTypeRow | undefined = await db
    .selectFrom('payroll_file_types')
    .select(['id', 'code', 'file_name_pattern', 'format'])
    .where('id', '=', request.payrollFileTypeId)
    // The column's check constraint allows only these formats (migration 0501).
    .$narrowType<{ format: FileTypeRow['format'] }>()
    .executeTakeFirst();
  if (!type) throw new Error('generateFile: unknown file type');
  const company = await companyCredential(db, request.cardProviderId, request.organizationId);
  if (!company) {
    throw unprocessable({
      organizationId:
        'This organization has no active credentials at the card provider: add them under Card Provider Credentials first.',
    });
  }
  const day = request.now.toISOString().slice(0, 10);
  const { sequence } = await db
    .selectFrom('card_provider_files')
    .select(sql<number>`count(*)::int`.as('sequence'))
    .where('payroll_file_type_id', '=', type.id)
    .where(sql`create_date::date`, '=', sql`${day}::date`)
    .executeTakeFirstOrThrow();
  const fileName = fileNameFrom(type.file_name_pattern, day, sequence + 1);
  const inserted = await db
    .insertInto('card_provider_files')
    .values({
      file_name: fileName,
      direction: 'Outbound',
      status: 'Pending',
      payroll_file_type_id: type.id,
      card_provider_id: request.cardProviderId,
      organization_id: request.organizationId,
      record_count: 0,
      total_amount: 0,
      content: '',
      second_approver: request.secondApprover,
      create_date: request.now.toISOString(),
      create_user: request.userName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fileId = inserted.id;
  // The lines in the provider's order (name, participant, process, re-pays last), numbered from 1.
  // Raw SQL: a union of two aggregates numbered by a window function, clearer as the SQL it is.
  await sql`insert into card_provider_file_lines (card_provider_file_id, line_number, student_id, payroll_process_id,
      participant_ref, amount, exception_id)
    select ${fileId}, row_number() over (order by lower(s.last_name), lower(s.first_name), l.student_id,
        l.payroll_process_id, l.exception_id nulls first)::int,
      l.student_id, l.payroll_process_id, 'P' || lpad(l.student_id::text, 9, '0'), l.amount, l.exception_id
    from (
      select sj.student_id, t.payroll_process_id, null::int as exception_id, sum(${PAY}) as amount
      from ${payable(request)} group by sj.student_id, t.payroll_process_id
      union all
      select x.student_id, x.payroll_process_id, x.id, x.outstanding from ${repays(request)}
    ) l join students s on s.id = l.student_id`.execute(db);
  // The lines' statistics before the timesheets are joined to them (the table was empty at the last analyse).
  // Raw SQL: analyze is a maintenance command, not a query the builder has.
  await sql`analyze card_provider_file_lines`.execute(db);
  await db
    .insertInto('card_provider_file_timesheets')
    .columns(['card_provider_file_id', 'line_number', 'timesheet_id'])
    .expression((eb) =>
      eb
        .selectFrom('timesheets as t')
        .innerJoin('student_jobs as sj', 'sj.id', 't.student_job_id')
        .innerJoin('students as s', 's.id', 'sj.student_id')
        .innerJoin('card_provider_file_lines as l', (join) =>
          join
            .on('l.card_provider_file_id', '=', fileId)
            .on('l.exception_id', 'is', null)
            .onRef('l.student_id', '=', 'sj.student_id')
            .onRef('l.payroll_process_id', '=', 't.payroll_process_id'),
        )
        .select((row) => [row.val(fileId).as('card_provider_file_id'), 'l.line_number', 't.id'])
        .where(asCondition(payableWhere(request)))
        .orderBy('t.id'),
    )
    .execute();
  await db
    .insertInto('card_provider_file_processes')
    .columns(['card_provider_file_id', 'payroll_process_id'])
    .expression((eb) =>
      eb
        .selectFrom(sql<{ p: number }>`unnest(${intArray(request.processIds)})`.as('p'))
        .select((row) => [row.val(fileId).as('card_provider_file_id'), 'p.p'])
        .orderBy('p.p'),
    )
    .execute();
  await db
    .updateTable('payroll_exceptions as x')
    .from('card_provider_file_lines as l')
    .set((eb) => ({
      status: 'Repaying',
      last_update_date: sql<string>`now()`,
      last_update_user: request.userName,
      version: eb('x.version', '+', 1),
    }))
    .where('l.card_provider_file_id', '=', fileId)
    .whereRef('l.exception_id', '=', 'x.id')
    .execute();
  // The file's timesheets, and the checks of its processes, which move with the first file of them.
  const moved = await db
    .updateTable('timesheets as t')
    .from(['student_jobs as sj', 'students as s'])
    .set((eb) => ({
      status: 'Payroll in Process',
      last_update_date: sql<string>`now()`,
      last_update_user: request.userName,
      version: eb('t.version', '+', 1),
    }))
    .whereRef('sj.id', '=', 't.student_job_id')
    .whereRef('s.id', '=', 'sj.student_id')
    .where((eb) => eb('t.payroll_process_id', '=', eb.fn.any(intArray(request.processIds))))
    .where('t.status', '=', 'Approved for Payroll')
    .where((eb) =>
      eb.or([
        asCondition(PAID_BY_CHECK),
        eb.exists(
          eb
            .selectFrom('card_provider_file_timesheets as ft')
            .select(sql.lit(1).as('one'))
            .where('ft.card_provider_file_id', '=', fileId)
            .whereRef('ft.timesheet_id', '=', 't.id'),
        ),
      ]),
    )
    .returning('t.id')
    .execute();
  const lines = await db
    .selectFrom('card_provider_file_lines as l')
    .innerJoin('students as s', 's.id', 'l.student_id')
    .innerJoin('payroll_processes as p', 'p.id', 'l.payroll_process_id')
    .select([
      'l.line_number',
      'l.student_id',
      'l.participant_ref',
      's.first_name',
      's.last_name',
      sql<string>`right(s.ssn, 4)`.as('last4'),
      'p.period_end_date',
      sql<number>`(l.amount * 100)::bigint`.as('cents'),
    ])
    .where('l.card_provider_file_id', '=', fileId)
    .orderBy('l.line_number')
    .execute();
  const accounts = await paymentAccounts(
    db,
    sealers('participant-payment-details'),
    lines.map((line) => line.student_id),
  );
  const account = (studentId: number) => {
    const found = accounts.get(studentId);
    const usable = type.format === 'NACHA' ? found?.accountNumber !== undefined : found?.cardProxy !== undefined;
    // The pre-flight stops a file without them; a change since is refused here, not written half.
    if (!found || !usable) {
      throw unprocessable({
        companyEntryProcessIds: `Participant ${String(studentId)} has no ${type.format === 'NACHA' ? 'bank account' : 'card'} on file any more: run the pre-flight again.`,
      });
    }
    return found;
  };
  let content: string;
  if (type.format === 'NACHA') {
    const bank = await db
      .selectFrom(['card_providers as cp', 'organizations as o'])
      .select(['cp.name', 'cp.routing_number', 'o.name as organization'])
      .where('cp.id', '=', request.cardProviderId)
      .where('o.id', '=', request.organizationId)
      .executeTakeFirst();
    if (!bank?.routing_number) {
      throw unprocessable({
        cardProviderId: 'This bank has no routing number: enter it under Card Providers before making a NACHA file.',
      });
    }
    content = writeNachaFile({
      immediateDestination: bank.routing_number,
      immediateDestinationName: bank.name,
      immediateOrigin: company.company_id,
      immediateOriginName: bank.organization,
      companyName: bank.organization,
      companyIdentification: company.company_id,
      companyEntryDescription: 'PAYROLL',
      // Paid the next day: the earliest a bank settles a credit sent today.
      effectiveEntryDate: new Date(request.now.getTime() + 86_400_000).toISOString().slice(0, 10),
      createdAt: request.now,
      fileIdModifier: String.fromCharCode(65 + (sequence % 26)),
      originatingDfi: bank.routing_number.slice(0, 8),
      entries: lines.map((line) => {
        const found = account(line.student_id);
        return {
          individualId: line.participant_ref,
          individualName: `${line.last_name} ${line.first_name}`,
          routingNumber: found.routingNumber ?? '',
          accountNumber: found.accountNumber ?? '',
          accountType: found.accountType ?? 'Checking',
          amountCents: line.cents,
        };
      }),
    });
  } else {
    content = writeFundingFile({
      fileTypeCode: type.code,
      companyId: company.company_id,
      fileName,
      createdOn: day,
      fileId,
      lines: lines.map((line) => ({
        lineNumber: line.line_number,
        participantRef: line.participant_ref,
        cardProxy: account(line.student_id).cardProxy ?? '',
        lastName: line.last_name,
        firstName: line.first_name,
        ssnLast4: line.last4,
        periodEndDate: line.period_end_date,
        amountCents: line.cents,
      })),
    });
  }
  await db
    .updateTable('card_provider_files')
    .set((eb) => ({
      content: sealContent(sealers, content),
      record_count: lines.length,
      total_amount: eb
        .selectFrom('card_provider_file_lines')
        .select((line) => line.fn.coalesce(line.fn.sum<number>('amount'), line.lit(0)).as('total'))
        .where('card_provider_file_id', '=', fileId),
    }))
    .where('id', '=', fileId)
    .execute();
  // The planner's statistics after a bulk load: the answer's statements join these tables (issue 25).
  // Raw SQL: analyze is a maintenance command, not a query the builder has.
  await sql`analyze card_provider_file_timesheets`.execute(db);
  await refreshProcesses(db, request.processIds, request.userName);
  return { fileId, moved: moved.map((row) => row.id) };
}

export { participantRef };
