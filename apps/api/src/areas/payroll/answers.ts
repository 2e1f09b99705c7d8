import { messages } from '@pathway/validation';
import { sql } from 'kysely';
import { conflict, unprocessable } from '../../core/errors.ts';
import { intArray } from '../../db/arrays.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
import { touchedBy } from '../../lib/versions.ts';
import { FileFormatError, parseResultFile, type ResultLine } from './cardFileFormat.ts';
import { PAY, formatMoney, idArray, organizationScope, refreshProcesses, type Db } from './common.ts';
import { collectInbound, exchangeFolder, providerExchange } from './exchange.ts';
import { PAID_BY_CHECK } from './fileLines.ts';
import type { Principal } from '../../http/context.ts';

export type ExceptionKind = 'Short' | 'Over' | 'Rejected' | 'Missing' | 'Unknown' | 'Duplicate';

/** Exceptions that still hold money: counted as open in every total (issue 25). */
export const OPEN_EXCEPTION = sql`('Open', 'Repay Requested', 'Repaying')`;

interface OutboundLine {
  line_number: number;
  participant_ref: string;
  cents: number;
  exception_id: number | null;
  student_id: number;
  payroll_process_id: number;
}

interface NewException {
  kind: ExceptionKind;
  lineNumber: number | null;
  answerLineNumber: number | null;
  studentId: number | null;
  processId: number | null;
  participantRef: string;
  expectedCents: number;
  paidCents: number;
  reason: string | null;
}

/**
 * Matches each answer line to the line sent, by line number and participant, and its amount (issue
 * 25): a line paid as sent is matched; paid less or more, rejected, or not answered is an exception;
 * an answer line of no line sent, or a second answer to one line, is an exception too. Linear in the
 * lines; pure, so the classification is tested on its own.
 */
export function classifyAnswer(outbound: readonly OutboundLine[], answer: readonly ResultLine[]) {
  const byNumber = new Map(outbound.map((line) => [line.line_number, line]));
  const answered = new Map<number, { accepted: boolean; paidCents: number; reason: string | null }>();
  const exceptions: NewException[] = [];
  const repays: { exceptionId: number; paidCents: number }[] = [];
  let matched = 0;
  for (const reply of answer) {
    const line = byNumber.get(reply.lineNumber);
    const paidCents = reply.accepted ? reply.paidCents : 0;
    if (line?.participant_ref !== reply.participantRef) {
      exceptions.push({
        kind: 'Unknown',
        lineNumber: null,
        answerLineNumber: reply.lineNumber,
        studentId: null,
        processId: null,
        participantRef: reply.participantRef,
        expectedCents: 0,
        paidCents,
        reason: reply.reason || null,
      });
      continue;
    }
    if (answered.has(line.line_number)) {
      exceptions.push({
        kind: 'Duplicate',
        lineNumber: line.line_number,
        answerLineNumber: reply.lineNumber,
        studentId: line.student_id,
        processId: line.payroll_process_id,
        participantRef: line.participant_ref,
        expectedCents: 0,
        paidCents,
        reason: reply.reason || null,
      });
      continue;
    }
    answered.set(line.line_number, { accepted: reply.accepted, paidCents, reason: reply.reason || null });
    if (line.exception_id !== null) {
      repays.push({ exceptionId: line.exception_id, paidCents });
      continue;
    }
    const kind: ExceptionKind | undefined = !reply.accepted
      ? 'Rejected'
      : paidCents < line.cents
        ? 'Short'
        : paidCents > line.cents
          ? 'Over'
          : undefined;
    if (kind === undefined) {
      matched += 1;
      continue;
    }
    exceptions.push({
      kind,
      lineNumber: line.line_number,
      answerLineNumber: reply.lineNumber,
      studentId: line.student_id,
      processId: line.payroll_process_id,
      participantRef: line.participant_ref,
      expectedCents: line.cents,
      paidCents,
      reason: reply.reason || null,
    });
  }
  for (const line of outbound) {
    if (answered.has(line.line_number)) continue;
    answered.set(line.line_number, { accepted: false, paidCents: 0, reason: 'Not in the answer' });
    if (line.exception_id !== null) {
      repays.push({ exceptionId: line.exception_id, paidCents: 0 });
      continue;
    }
    exceptions.push({
      kind: 'Missing',
      lineNumber: line.line_number,
      answerLineNumber: null,
      studentId: line.student_id,
      processId: line.payroll_process_id,
      participantRef: line.participant_ref,
      expectedCents: line.cents,
      paidCents: 0,
      reason: 'Not in the answer',
    });
  }
  return { answered, exceptions, repays, matched };
}

const KIND_ORDER: readonly ExceptionKind[] = ['Short', 'Over', 'Rejected', 'Missing', 'Unknown', 'Duplicate'];

/** Exceptions by kind, each with what its lines leave outstanding together (cents). */
export function exceptionCounts(exceptions: readonly NewException[]) {
  return KIND_ORDER.flatMap((kind) => {
    const of = exceptions.filter((exception) => exception.kind === kind);
    if (of.length === 0) return [];
    const cents = of.reduce((sum, exception) => sum + exception.expectedCents - exception.paidCents, 0);
    return [{ kind, count: of.length, amount: cents / 100 }];
  });
}

/** "134 matched, 1 short by $25.00, 1 missing": what a payroll officer reads first. */
export function answerSummary(matched: number, counts: ReturnType<typeof exceptionCounts>) {
  const parts = [`${String(matched)} matched`];
  for (const { kind, count, amount } of counts) {
    if (kind === 'Short') parts.push(`${String(count)} short by ${formatMoney(amount)}`);
    else if (kind === 'Over') parts.push(`${String(count)} over by ${formatMoney(-amount)}`);
    else parts.push(`${String(count)} ${kind.toLowerCase()}`);
  }
  return parts.join(', ');
}

interface OutboundFile {
  id: number;
  organization_id: number;
  card_provider_id: number;
  file_name: string;
}

/**
 * Loads one answer file into its outbound file in a fixed number of statements (issue 25): every
 * line's answer, an exception for every line not paid as sent, each timesheet's status and what it
 * was paid, re-pays against their exceptions, the checks of the file's processes paid, the file
 * Completed (every line matched) or Failed, and an audit row per timesheet and exception.
 */
async function applyAnswer(
  db: Db,
  inbox: { id: number; card_provider_id: number; file_name: string; content: string },
  outbound: OutboundFile,
  userName: string,
  now: Date,
) {
  let answer;
  try {
    answer = parseResultFile(inbox.content);
  } catch (error) {
    if (error instanceof FileFormatError) {
      throw unprocessable(`The inbound file ${inbox.file_name} cannot be read: ${error.message}.`);
    }
    throw error;
  }
  const inboundType = await db
    .selectFrom('payroll_file_types')
    .select('id')
    .where('card_provider_id', '=', inbox.card_provider_id)
    .where('direction', '=', 'Inbound')
    .where('code', '=', answer.fileTypeCode)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!inboundType) {
    throw unprocessable(
      `The inbound file ${inbox.file_name} has file type ${answer.fileTypeCode}, which this card provider has no inbound file type for.`,
    );
  }
  const outboundLines: OutboundLine[] = await db
    .selectFrom('card_provider_file_lines')
    .select([
      'line_number',
      'participant_ref',
      sql<number>`(amount * 100)::bigint`.as('cents'),
      'exception_id',
      'student_id',
      'payroll_process_id',
    ])
    .where('card_provider_file_id', '=', outbound.id)
    .orderBy('line_number')
    .execute();
  const { answered, exceptions, repays, matched } = classifyAnswer(outboundLines, answer.lines);
  const fileId = outbound.id;

  // Every line's answer in one statement.
  const numbers = [...answered.keys()];
  // Raw SQL: rows zipped from four parallel arrays (unnest … as a(…)), clearer as the SQL it is.
  await sql`update card_provider_file_lines l set answer = case when a.accepted then 'Accepted' else 'Rejected' end,
      paid_amount = a.cents / 100.0, paid_on = case when a.accepted then ${answer.processedOn}::date end, reason = a.reason
    from unnest(${idArray(numbers)}, ${numbers.map((n) => answered.get(n)?.accepted ?? false)}::bool[],
        ${numbers.map((n) => answered.get(n)?.paidCents ?? 0)}::int8[], ${numbers.map((n) => answered.get(n)?.reason ?? null)}::text[])
      as a(line_number, accepted, cents, reason)
    where l.card_provider_file_id = ${fileId} and l.line_number = a.line_number`.execute(db);

  const inbound = await db
    .insertInto('card_provider_files')
    .values({
      file_name: inbox.file_name,
      direction: 'Inbound',
      status: exceptions.length === 0 ? 'Completed' : 'Failed',
      payroll_file_type_id: inboundType.id,
      card_provider_id: inbox.card_provider_id,
      organization_id: outbound.organization_id,
      record_count: answer.recordCount,
      total_amount: answer.totalCents / 100,
      content: inbox.content,
      parent_file_id: fileId,
      create_date: now.toISOString(),
      create_user: userName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // An exception for every line not paid as sent, in one statement.
  const column = <T>(pick: (exception: NewException) => T) => exceptions.map(pick);
  // Raw SQL: rows zipped from nine parallel arrays (unnest … as e(…)), clearer as the SQL it is.
  await sql`insert into payroll_exceptions (organization_id, card_provider_id, card_provider_file_id, inbound_file_id,
      line_number, answer_line_number, student_id, payroll_process_id, participant_ref, kind, expected_amount,
      paid_amount, outstanding, status, provider_reason, create_user)
    select ${outbound.organization_id}, ${outbound.card_provider_id}, ${fileId}, ${inbound.id}, e.line_number,
      e.answer_line_number, e.student_id, e.process_id, e.ref, e.kind, e.expected / 100.0, e.paid / 100.0,
      (e.expected - e.paid) / 100.0, 'Open', e.reason, ${userName}
    from unnest(${column((e) => e.lineNumber)}::int4[], ${column((e) => e.answerLineNumber)}::int4[],
        ${column((e) => e.studentId)}::int4[], ${column((e) => e.processId)}::int4[], ${column((e) => e.participantRef)}::text[],
        ${column((e) => e.kind)}::text[], ${column((e) => e.expectedCents)}::int8[], ${column((e) => e.paidCents)}::int8[],
        ${column((e) => e.reason)}::text[])
      as e(line_number, answer_line_number, student_id, process_id, ref, kind, expected, paid, reason)`.execute(db);

  // Each timesheet of a line is paid its own pay in order while the line's payment lasts; the last
  // one takes what remains, so a line's timesheets add up to what the provider paid, to the cent.
  // Raw SQL: an update from three CTEs of running sums and row numbers (window functions).
  const changed = (
    await sql<{ id: number }>`with d as (
        select ft.timesheet_id, ft.line_number, l.answer, l.amount, l.paid_amount as paid, ${PAY} as pay,
          coalesce(sum(${PAY}) over (partition by ft.line_number order by ft.timesheet_id
            rows between unbounded preceding and 1 preceding), 0) as before,
          row_number() over (partition by ft.line_number order by ft.timesheet_id desc) = 1 as last
        from card_provider_file_timesheets ft
        join card_provider_file_lines l on l.card_provider_file_id = ft.card_provider_file_id and l.line_number = ft.line_number
        join timesheets t on t.id = ft.timesheet_id
        where ft.card_provider_file_id = ${fileId} and not ft.superseded),
      s as (select *, case when last then null when pay <= 0 then pay else least(greatest(paid - before, 0), pay) end as share
        from d),
      f as (select timesheet_id, answer = 'Accepted' and paid = amount as matched,
          case when last then paid - coalesce(sum(share) over (partition by line_number), 0) else share end as payrolled
        from s)
      update timesheets t set status = case when f.matched then 'Payrolled' else 'Payroll Exception' end,
        payrolled_amount = f.payrolled, last_update_date = now(), last_update_user = ${userName}, version = t.version + 1
      from f where t.id = f.timesheet_id and t.status = 'Payroll in Process'
      returning t.id`.execute(db)
  ).rows.map((row) => row.id);

  // Re-pays: what they paid comes off their exceptions; a line's timesheets are Payrolled once
  // nothing is owed on it any more.
  const resolvedLines = await applyRepays(db, repays, fileId, userName);

  const processIds = (
    await db
      .selectFrom('card_provider_file_processes')
      .select('payroll_process_id')
      .where('card_provider_file_id', '=', fileId)
      .orderBy('payroll_process_id')
      .execute()
  ).map((row) => row.payroll_process_id);
  const checks = (
    await db
      .updateTable('timesheets as t')
      .from(['student_jobs as sj', 'students as s'])
      .set((eb) => ({
        status: 'Payrolled',
        payrolled_amount: sql<number>`${PAY}`,
        last_update_date: sql<string>`now()`,
        last_update_user: userName,
        version: eb('t.version', '+', 1),
      }))
      .whereRef('sj.id', '=', 't.student_job_id')
      .whereRef('s.id', '=', 'sj.student_id')
      .where((eb) => eb('t.payroll_process_id', '=', eb.fn.any(intArray(processIds))))
      .where(asCondition(PAID_BY_CHECK))
      .where('t.status', '=', 'Payroll in Process')
      .returning('t.id')
      .execute()
  ).map((row) => row.id);
  await refreshProcesses(db, processIds, userName);
  const status = exceptions.length === 0 ? 'Completed' : 'Failed';
  await db
    .updateTable('card_provider_files')
    .set({ status, ...touchedBy(userName) })
    .where('id', '=', fileId)
    .execute();
  await db
    .insertInto('card_provider_file_processes')
    .columns(['card_provider_file_id', 'payroll_process_id'])
    .expression((eb) =>
      eb
        .selectFrom(sql<{ p: number }>`unnest(${intArray(processIds)})`.as('p'))
        .select((row) => [row.val(inbound.id).as('card_provider_file_id'), 'p.p'])
        .orderBy('p.p'),
    )
    .execute();
  await db.updateTable('card_provider_inbox').set({ loaded_file_id: inbound.id }).where('id', '=', inbox.id).execute();

  await db
    .insertInto('audit_log')
    .columns(['user_name', 'entity', 'entity_id', 'action', 'before', 'after'])
    .expression((eb) =>
      eb
        .selectFrom('timesheets as t')
        .select((row) => [
          row.val(userName).as('user_name'),
          sql.lit('Timesheet').as('entity'),
          row.cast('t.id', 'text').as('entity_id'),
          sql.lit('load-inbound').as('action'),
          row.cast(sql.lit('{"status":"Payroll in Process"}'), 'jsonb').as('before'),
          row
            .fn('jsonb_build_object', [
              sql.lit('status'),
              't.status',
              sql.lit('payrolledAmount'),
              't.payrolled_amount',
              sql.lit('inboundFileId'),
              row.cast(row.val(inbound.id), 'integer'),
              sql.lit('version'),
              't.version',
            ])
            .as('after'),
        ])
        .where((row) => row('t.id', '=', row.fn.any(intArray([...changed, ...checks, ...resolvedLines]))))
        .orderBy('t.id'),
    )
    .execute();
  await db
    .insertInto('audit_log')
    .columns(['user_name', 'entity', 'entity_id', 'action', 'after'])
    .expression((eb) =>
      eb
        .selectFrom('payroll_exceptions as x')
        .select((row) => [
          row.val(userName).as('user_name'),
          sql.lit('PayrollException').as('entity'),
          row.cast('x.id', 'text').as('entity_id'),
          sql.lit('open').as('action'),
          row
            .fn('jsonb_build_object', [
              sql.lit('kind'),
              'x.kind',
              sql.lit('status'),
              'x.status',
              sql.lit('outstanding'),
              'x.outstanding',
              sql.lit('lineNumber'),
              'x.line_number',
              sql.lit('cardProviderFileId'),
              'x.card_provider_file_id',
            ])
            .as('after'),
        ])
        .where('x.inbound_file_id', '=', inbound.id)
        .orderBy('x.id'),
    )
    .execute();

  const counts = exceptionCounts(exceptions);
  return {
    inboundId: inbound.id,
    status,
    matched,
    rejected: exceptions.filter((e) => e.kind !== 'Unknown' && e.kind !== 'Duplicate').length,
    exceptions,
    counts,
    summary: answerSummary(matched, counts),
  };
}

/**
 * What re-pay lines paid comes off their exceptions: paid in full, an exception is Resolved and the
 * timesheets of its line are Payrolled (when no other exception holds them); otherwise it is Open
 * again with what is still owed. Answers the timesheets it changed.
 */
async function applyRepays(
  db: Db,
  repays: readonly { exceptionId: number; paidCents: number }[],
  fileId: number,
  userName: string,
) {
  if (repays.length === 0) return [];
  const ids = repays.map((repay) => repay.exceptionId);
  const paid = repays.map((repay) => repay.paidCents);
  // Raw SQL: an update from rows zipped from two arrays (unnest … as r(…)) with a case per column.
  const settled = (
    await sql<{ id: number; card_provider_file_id: number; line_number: number | null; status: string; paid: number }>`
      update payroll_exceptions x set outstanding = x.outstanding - r.cents / 100.0,
        status = case when x.outstanding - r.cents / 100.0 = 0 then 'Resolved' else 'Open' end,
        resolution = case when x.outstanding - r.cents / 100.0 = 0
          then concat_ws(' ', x.resolution, 'Re-paid in file ' || ${fileId}::text || '.') else x.resolution end,
        resolved_by = case when x.outstanding - r.cents / 100.0 = 0 then ${userName} end,
        resolved_on = case when x.outstanding - r.cents / 100.0 = 0 then now() end,
        last_update_date = now(), last_update_user = ${userName}, version = x.version + 1
      from unnest(${idArray(ids)}, ${paid}::int8[]) as r(id, cents)
      where x.id = r.id
      returning x.id, x.card_provider_file_id, x.line_number, x.status, r.cents / 100.0 as paid`.execute(db)
  ).rows;
  await db
    .insertInto('audit_log')
    .columns(['user_name', 'entity', 'entity_id', 'action', 'after'])
    .expression((eb) =>
      eb
        .selectFrom('payroll_exceptions as x')
        .select((row) => [
          row.val(userName).as('user_name'),
          sql.lit('PayrollException').as('entity'),
          row.cast('x.id', 'text').as('entity_id'),
          sql.lit('repaid').as('action'),
          row
            .fn('jsonb_build_object', [
              sql.lit('status'),
              'x.status',
              sql.lit('outstanding'),
              'x.outstanding',
              sql.lit('repaidInFile'),
              row.cast(row.val(fileId), 'integer'),
            ])
            .as('after'),
        ])
        .where((row) => row('x.id', '=', row.fn.any(intArray(ids))))
        .orderBy('x.id'),
    )
    .execute();
  // What a re-pay paid lands on the last timesheet of the line it re-pays.
  // Raw SQL: an update from rows zipped from three arrays (unnest … as r(…)), clearer as the SQL it is.
  await sql`update timesheets t set payrolled_amount = t.payrolled_amount + r.paid, last_update_date = now(),
      last_update_user = ${userName}, version = t.version + 1
    from unnest(${idArray(settled.map((row) => row.card_provider_file_id))},
        ${settled.map((row) => row.line_number)}::int4[], ${settled.map((row) => row.paid)}::numeric[]) as r(file_id, line_number, paid)
    where r.paid <> 0 and t.id = (select max(ft.timesheet_id) from card_provider_file_timesheets ft
      where ft.card_provider_file_id = r.file_id and ft.line_number = r.line_number)`.execute(db);
  return settleLines(
    db,
    settled.filter((row) => row.status === 'Resolved').map((row) => row.id),
    userName,
  );
}

/**
 * The timesheets of the lines of `exceptionIds` become Payrolled once no exception of their line is
 * open any more (a re-pay paid it, or someone closed it). Answers the timesheets it changed.
 */
export async function settleLines(db: Db, exceptionIds: readonly number[], userName: string) {
  if (exceptionIds.length === 0) return [];
  const rows = await db
    .updateTable('timesheets as t')
    .from('payroll_exceptions as x')
    .innerJoin('card_provider_file_timesheets as ft', (join) =>
      join
        .onRef('ft.card_provider_file_id', '=', 'x.card_provider_file_id')
        .onRef('ft.line_number', '=', 'x.line_number')
        .on((eb) => eb.not(eb.ref('ft.superseded'))),
    )
    .set((eb) => ({
      status: 'Payrolled',
      last_update_date: sql<string>`now()`,
      last_update_user: userName,
      version: eb('t.version', '+', 1),
    }))
    .where((eb) => eb('x.id', '=', eb.fn.any(intArray(exceptionIds))))
    .whereRef('t.id', '=', 'ft.timesheet_id')
    .where('t.status', '=', 'Payroll Exception')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payroll_exceptions as o')
            .select(sql.lit(1).as('one'))
            .whereRef('o.card_provider_file_id', '=', 'x.card_provider_file_id')
            .whereRef('o.line_number', '=', 'x.line_number')
            .where(asCondition(sql`o.status in ${OPEN_EXCEPTION}`)),
        ),
      ),
    )
    .returning(['t.id', 't.payroll_process_id'])
    .execute();
  const processes = [...new Set(rows.map((row) => row.payroll_process_id).filter((id): id is number => id !== null))];
  await refreshProcesses(db, processes, userName);
  return rows.map((row) => row.id);
}

/** The outbound file an answer names (header field 6), read leniently: the full parse comes after. */
function parseOutboundName(content: string): string {
  const header = content.split(/\r?\n/, 1)[0] ?? '';
  return (header.split(',')[5] ?? '').replace(/^"|"$/g, '').trim();
}

export const NO_INBOUND_MESSAGE = messages.noInboundFiles;

/** Reads the provider's unread answers whose outbound file the caller may see; 409 when there is none. */
export async function loadInbound(
  db: Db,
  user: Principal | null,
  userName: string,
  cardProviderId: number,
  now: Date,
  dataDir?: string,
) {
  const provider = await providerExchange(db, cardProviderId);
  const folder = provider && exchangeFolder(dataDir, provider, 'inbound');
  if (folder) await collectInbound(db, folder, cardProviderId, now);
  const waiting = await db
    .selectFrom('card_provider_inbox')
    .select(['id', 'card_provider_id', 'file_name', 'content'])
    .where('card_provider_id', '=', cardProviderId)
    .where('loaded_file_id', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  const loaded: Awaited<ReturnType<typeof applyAnswer>>[] = [];
  for (const inbox of waiting) {
    const scope = scopeCondition(user, organizationScope('f'));
    const outbound: OutboundFile | undefined = await db
      .selectFrom('card_provider_files as f')
      .select(['f.id', 'f.organization_id', 'f.card_provider_id', 'f.file_name'])
      .where('f.card_provider_id', '=', cardProviderId)
      .where('f.direction', '=', 'Outbound')
      .where('f.file_name', '=', parseOutboundName(inbox.content))
      .where('f.status', '=', 'Sent')
      .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
      .orderBy('f.id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!outbound) continue;
    loaded.push(await applyAnswer(db, inbox, outbound, userName, now));
  }
  if (loaded.length === 0) throw conflict(NO_INBOUND_MESSAGE);
  return loaded;
}
