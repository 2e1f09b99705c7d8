import { sql } from 'kysely';
import type { components } from '@pathway/api-client/schema';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { HttpError, conflict, notFound, stale, unprocessable } from '../../http/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { datetime, int, json, number, runSearch, selectListOf, text, type Column } from '../../lib/search.ts';
import { assertTransition } from '../../lib/transitions.ts';
import {
  FileFormatError,
  fileNameFrom,
  parseResultFile,
  participantRef,
  writeFundingFile,
  writeResultFile,
} from './cardFileFormat.ts';
import {
  PAY,
  andScope,
  auditOf,
  bulkInsert,
  lockProcesses,
  organizationScope,
  refreshProcesses,
  type Db,
} from './common.ts';
import { collectInbound, dropOutbound, exchangeFolder, providerExchange } from './exchange.ts';
import { preflightReport, runPreflight, type PaymentLine, type Preflight } from './preflight.ts';

type CardProviderFile = components['schemas']['CardProviderFile'];

/** Spec section 8, verbatim. */
export const ACTIVE_FILE_MESSAGE =
  'A Pending or Sent FSV Outbound File 3171 process already exists. Please complete the active process before attempting to create a new one.';
export const NO_INBOUND_MESSAGE = "There aren't any inbound files yet.";

const fileColumns: Record<string, Column> = {
  id: int('f.id'),
  fileName: text('f.file_name', { quick: true }),
  direction: text('f.direction'),
  status: text('f.status'),
  payrollFileTypeId: int('f.payroll_file_type_id'),
  fileTypeCode: text('ft.code', { quick: true }),
  cardProviderId: int('f.card_provider_id'),
  cardProviderName: text('cp.name'),
  payrollProcessIds: json(
    sql.raw(`(select coalesce(json_agg(fp.payroll_process_id order by fp.payroll_process_id), '[]'::json)
      from card_provider_file_processes fp where fp.card_provider_file_id = f.id)`),
  ),
  recordCount: int('f.record_count'),
  totalAmount: number('f.total_amount'),
  sentOn: datetime('f.sent_on'),
  sentBy: text('f.sent_by'),
  parentFileId: int('f.parent_file_id'),
  ...auditOf('f'),
};

const FILE_FROM = sql`card_provider_files f
  join payroll_file_types ft on ft.id = f.payroll_file_type_id
  join card_providers cp on cp.id = f.card_provider_id`;

export async function cardProviderFile(db: Db, user: Principal | null, id: number): Promise<CardProviderFile> {
  const row = (
    await sql<CardProviderFile>`select ${selectListOf(fileColumns)} from ${FILE_FROM}
      where f.id = ${id} ${andScope(user, organizationScope('f'))}`.execute(db)
  ).rows[0];
  if (!row) throw notFound('The card-provider file');
  return row;
}

interface GenerateRequest {
  userName: string;
  organizationId: number;
  cardProviderId: number;
  payrollFileTypeId: number;
  processIds: readonly number[];
  /** The instant the file is made (yyyy-mm-dd of it names the file). */
  now: Date;
  secondApprover: string | null;
}

interface FileType {
  id: number;
  code: string;
  direction: string;
  card_provider_id: number;
  file_name_pattern: string;
  is_active: boolean;
}

async function fileType(db: Db, id: number): Promise<FileType | undefined> {
  return (
    await sql<FileType>`select id, code, direction, card_provider_id, file_name_pattern, is_active
      from payroll_file_types where id = ${id}`.execute(db)
  ).rows[0];
}

/** The payments a file of `processIds` would carry: per participant and process, card timesheets only. */
export async function paymentLines(db: Db, processIds: readonly number[]) {
  return (
    await sql<
      PaymentLine & { first_name: string; last_name: string; last4: string; period_end_date: string; cents: number }
    >`select sj.student_id, t.payroll_process_id, s.last_name || ', ' || s.first_name as name,
        s.first_name, s.last_name, right(s.ssn, 4) as last4, p.period_end_date,
        sum(t.worked_hours) as hours, sum(${PAY}) as amount, (sum(${PAY}) * 100)::bigint as cents,
        json_agg(t.id order by t.id) as timesheet_ids
      from timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
      join payroll_processes p on p.id = t.payroll_process_id
      where t.payroll_process_id in (${sql.join(processIds.map((id) => sql`${id}`))})
        and t.status = 'Approved for Payroll' and not t.manual_check
      group by sj.student_id, t.payroll_process_id, s.last_name, s.first_name, s.ssn, p.period_end_date
      order by lower(s.last_name), lower(s.first_name), sj.student_id, t.payroll_process_id`.execute(db)
  ).rows;
}

async function assertNoActiveFile(db: Db, cardProviderId: number) {
  const active = (
    await sql<{ id: number }>`select id from card_provider_files where card_provider_id = ${cardProviderId}
      and direction = 'Outbound' and status in ('Pending', 'Sent') limit 1`.execute(db)
  ).rows[0];
  if (active) throw conflict(ACTIVE_FILE_MESSAGE);
}

/**
 * Writes the 3171 funding file of the approved timesheets of `processIds` (ADR 067): one payment line
 * per participant and process (manual checks stay out), the file Pending, its processes' timesheets
 * Payroll in Process. The caller has checked the states and the pre-flight.
 */
export async function generateFile(db: Db, request: GenerateRequest, lines: Awaited<ReturnType<typeof paymentLines>>) {
  const type = await fileType(db, request.payrollFileTypeId);
  if (!type) throw new Error('generateFile: unknown file type');
  const company = (
    await sql<{ company_id: string }>`select company_id from fsv_credentials
      where card_provider_id = ${request.cardProviderId} and organization_id = ${request.organizationId} and is_active
      order by (environment = 'Production') desc, id limit 1`.execute(db)
  ).rows[0];
  if (!company) {
    throw unprocessable({
      organizationId:
        'This organization has no active credentials at the card provider: add them under Card Provider Credentials first.',
    });
  }
  const day = request.now.toISOString().slice(0, 10);
  const sequence =
    (
      await sql<{ n: number }>`select count(*)::int as n from card_provider_files
        where payroll_file_type_id = ${type.id} and create_date::date = ${day}::date`.execute(db)
    ).rows[0]?.n ?? 0;
  const fileName = fileNameFrom(type.file_name_pattern, day, sequence + 1);
  const total =
    (
      await sql<{ total: number }>`select coalesce(sum(${PAY}), 0) as total from timesheets t
        where t.id in (${sql.join(lines.flatMap((line) => line.timesheet_ids).map((id) => sql`${id}`))})`.execute(db)
    ).rows[0]?.total ?? 0;
  const inserted = (
    await sql<{ id: number }>`insert into card_provider_files (file_name, direction, status, payroll_file_type_id,
        card_provider_id, organization_id, record_count, total_amount, content, second_approver, create_date, create_user)
      values (${fileName}, 'Outbound', 'Pending', ${type.id}, ${request.cardProviderId}, ${request.organizationId},
        ${lines.length}, ${total}, '', ${request.secondApprover}, ${request.now.toISOString()}::timestamptz, ${request.userName})
      returning id`.execute(db)
  ).rows[0];
  if (!inserted) throw new Error('card_provider_files: insert returned no id');
  const content = writeFundingFile({
    fileTypeCode: type.code,
    companyId: company.company_id,
    fileName,
    createdOn: day,
    fileId: inserted.id,
    lines: lines.map((line, index) => ({
      lineNumber: index + 1,
      participantRef: participantRef(line.student_id),
      lastName: line.last_name,
      firstName: line.first_name,
      ssnLast4: line.last4,
      periodEndDate: line.period_end_date,
      amountCents: line.cents,
    })),
  });
  await sql`update card_provider_files set content = ${content} where id = ${inserted.id}`.execute(db);
  await bulkInsert(
    db,
    'card_provider_file_processes',
    [
      ['card_provider_file_id', 'int4'],
      ['payroll_process_id', 'int4'],
    ],
    request.processIds.map((processId) => [inserted.id, processId]),
  );
  await bulkInsert(
    db,
    'card_provider_file_lines',
    [
      ['card_provider_file_id', 'int4'],
      ['line_number', 'int4'],
      ['student_id', 'int4'],
      ['payroll_process_id', 'int4'],
      ['participant_ref', 'text'],
      ['amount', 'numeric'],
    ],
    lines.map((line, index) => [
      inserted.id,
      index + 1,
      line.student_id,
      line.payroll_process_id,
      participantRef(line.student_id),
      line.amount,
    ]),
  );
  await bulkInsert(
    db,
    'card_provider_file_timesheets',
    [
      ['card_provider_file_id', 'int4'],
      ['line_number', 'int4'],
      ['timesheet_id', 'int4'],
    ],
    lines.flatMap((line, index) => line.timesheet_ids.map((timesheetId) => [inserted.id, index + 1, timesheetId])),
  );
  // Manual checks move with their process but are paid by check, not by this file.
  await sql`update timesheets set status = 'Payroll in Process', last_update_date = now(),
      last_update_user = ${request.userName}, version = version + 1
    where payroll_process_id in (${sql.join(request.processIds.map((id) => sql`${id}`))})
      and status = 'Approved for Payroll'`.execute(db);
  await refreshProcesses(db, request.processIds, request.userName);
  return inserted.id;
}

/**
 * The sandbox provider of ADR 067 (a card provider without an SFTP host): it answers a sent file at
 * once, accepting every payment at the amount sent, with `adjust` changing what one line paid.
 */
export async function sandboxAnswer(
  db: Db,
  fileId: number,
  now: Date,
  adjust?: { lineNumber: number; paidCents: number },
) {
  const file = (
    await sql<{
      card_provider_id: number;
      file_name: string;
      content: string;
    }>`select card_provider_id, file_name, content
      from card_provider_files where id = ${fileId}`.execute(db)
  ).rows[0];
  const inbound = (
    await sql<{ code: string; file_name_pattern: string }>`select code, file_name_pattern from payroll_file_types
      where card_provider_id = ${file?.card_provider_id ?? 0} and direction = 'Inbound' and is_active
      order by id limit 1`.execute(db)
  ).rows[0];
  if (!file || !inbound) return;
  const lines = (
    await sql<{ line_number: number; participant_ref: string; cents: number }>`select line_number, participant_ref,
        (amount * 100)::bigint as cents from card_provider_file_lines where card_provider_file_id = ${fileId}
      order by line_number`.execute(db)
  ).rows;
  const companyId = file.content.split(',')[2] ?? '';
  const day = now.toISOString().slice(0, 10);
  const fileName = fileNameFrom(inbound.file_name_pattern, day, fileId % 1000);
  const content = writeResultFile({
    fileTypeCode: inbound.code,
    companyId,
    fileName,
    processedOn: day,
    outboundFileName: file.file_name,
    lines: lines.map((line) => ({
      lineNumber: line.line_number,
      participantRef: line.participant_ref,
      accepted: true,
      paidCents: adjust?.lineNumber === line.line_number ? adjust.paidCents : line.cents,
      reason: '',
    })),
  });
  await sql`insert into card_provider_inbox (card_provider_id, file_name, content, received_on)
    values (${file.card_provider_id}, ${fileName}, ${content}, ${now.toISOString()}::timestamptz)`.execute(db);
}

/** Pending -> Sent; a sandbox provider (no SFTP host) answers at once into the inbox. */
/**
 * Pending -> Sent: a sandbox provider (no SFTP host) answers at once into the inbox; an SFTP provider
 * gets the file in its outbound folder (ADR 067).
 */
export async function sendFile(db: Db, fileId: number, userName: string, now: Date, dataDir?: string) {
  await markSent(db, fileId, userName, now);
  const file = (
    await sql<{
      card_provider_id: number;
      file_name: string;
      content: string;
    }>`select card_provider_id, file_name, content
      from card_provider_files where id = ${fileId}`.execute(db)
  ).rows[0];
  const provider = file && (await providerExchange(db, file.card_provider_id));
  if (!file || !provider) return;
  if (provider.sftp_host === null) {
    await sandboxAnswer(db, fileId, now);
    return;
  }
  const folder = exchangeFolder(dataDir, provider, 'outbound');
  if (folder) dropOutbound(folder, file.file_name, file.content);
}

export async function markSent(db: Db, fileId: number, userName: string, now: Date) {
  await sql`update card_provider_files set status = 'Sent', sent_on = ${now.toISOString()}::timestamptz, sent_by = ${userName},
      last_update_date = now(), last_update_user = ${userName}, version = version + 1 where id = ${fileId}`.execute(db);
}

interface OutboundFile {
  id: number;
  organization_id: number;
  status: string;
  version: number;
}

/**
 * Loads one 3172 answer: each payment line Accepted (its timesheets Payrolled with what was paid) or
 * Rejected (its timesheets back to Approved for Payroll, to go in a later file); manual checks of
 * the file's processes are Payrolled at their amount. The file is Completed when every line was
 * accepted, Failed otherwise.
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
  const inboundType = (
    await sql<{ id: number }>`select id from payroll_file_types where card_provider_id = ${inbox.card_provider_id}
      and direction = 'Inbound' and code = ${answer.fileTypeCode} order by id limit 1`.execute(db)
  ).rows[0];
  if (!inboundType) {
    throw unprocessable(
      `The inbound file ${inbox.file_name} has file type ${answer.fileTypeCode}, which this card provider has no inbound file type for.`,
    );
  }
  const lines = (
    await sql<{
      line_number: number;
      participant_ref: string;
      amount: number;
    }>`select line_number, participant_ref, amount
      from card_provider_file_lines where card_provider_file_id = ${outbound.id} order by line_number`.execute(db)
  ).rows;
  const answered = new Map(answer.lines.map((line) => [line.lineNumber, line]));
  let matched = 0;
  let rejected = 0;
  const answers = lines.map((line) => {
    const reply = answered.get(line.line_number);
    answered.delete(line.line_number);
    const accepted = reply !== undefined && reply.accepted && reply.participantRef === line.participant_ref;
    const reason =
      reply === undefined
        ? 'Not in the answer'
        : reply.participantRef !== line.participant_ref
          ? `Answered for ${reply.participantRef}`
          : reply.reason || null;
    if (accepted) matched += 1;
    else rejected += 1;
    return [line.line_number, accepted ? 'Accepted' : 'Rejected', accepted ? reply.paidCents : 0, reason] as const;
  });
  // The answers in one statement: every line's answer, then its timesheets by it.
  const column = (index: number, type: string) => sql`${answers.map((row) => row[index] ?? null)}::${sql.raw(type)}[]`;
  await sql`update card_provider_file_lines l set answer = a.answer, paid_amount = a.cents / 100.0,
      paid_on = case when a.answer = 'Accepted' then ${answer.processedOn}::date end, reason = a.reason
    from unnest(${column(0, 'int4')}, ${column(1, 'text')}, ${column(2, 'int8')}, ${column(3, 'text')})
      as a(line_number, answer, cents, reason)
    where l.card_provider_file_id = ${outbound.id} and l.line_number = a.line_number`.execute(db);
  // Each timesheet is paid its own amount; a difference the provider paid lands on the line's last one.
  await sql`update timesheets t set status = case when l.answer = 'Accepted' then 'Payrolled' else 'Approved for Payroll' end,
      payrolled_amount = case when l.answer = 'Accepted' then ${PAY} else t.payrolled_amount end,
      last_update_date = now(), last_update_user = ${userName}, version = t.version + 1
    from card_provider_file_timesheets ft join card_provider_file_lines l
      on l.card_provider_file_id = ft.card_provider_file_id and l.line_number = ft.line_number
    where ft.card_provider_file_id = ${outbound.id} and ft.timesheet_id = t.id`.execute(db);
  await sql`update timesheets t set payrolled_amount = greatest(t.payrolled_amount + l.paid_amount - l.amount, 0)
    from card_provider_file_lines l
    where l.card_provider_file_id = ${outbound.id} and l.answer = 'Accepted' and l.paid_amount <> l.amount
      and t.id = (select max(ft.timesheet_id) from card_provider_file_timesheets ft
        where ft.card_provider_file_id = l.card_provider_file_id and ft.line_number = l.line_number)`.execute(db);
  rejected += answered.size;
  const processIds = (
    await sql<{ payroll_process_id: number }>`select payroll_process_id from card_provider_file_processes
      where card_provider_file_id = ${outbound.id} order by payroll_process_id`.execute(db)
  ).rows.map((row) => row.payroll_process_id);
  await sql`update timesheets t set status = 'Payrolled', payrolled_amount = ${PAY}, last_update_date = now(),
      last_update_user = ${userName}, version = t.version + 1
    where t.payroll_process_id in (${sql.join(processIds.map((id) => sql`${id}`))})
      and t.manual_check and t.status = 'Payroll in Process'`.execute(db);
  await refreshProcesses(db, processIds, userName);
  const status = rejected === 0 ? 'Completed' : 'Failed';
  await sql`update card_provider_files set status = ${status}, last_update_date = now(), last_update_user = ${userName},
      version = version + 1 where id = ${outbound.id}`.execute(db);
  const inbound = (
    await sql<{ id: number }>`insert into card_provider_files (file_name, direction, status, payroll_file_type_id,
        card_provider_id, organization_id, record_count, total_amount, content, parent_file_id, create_date, create_user)
      values (${inbox.file_name}, 'Inbound', ${status}, ${inboundType.id}, ${inbox.card_provider_id}, ${outbound.organization_id},
        ${answer.recordCount}, ${answer.totalCents / 100}, ${inbox.content}, ${outbound.id}, ${now.toISOString()}::timestamptz,
        ${userName}) returning id`.execute(db)
  ).rows[0];
  if (!inbound) throw new Error('card_provider_files: insert returned no id');
  for (const processId of processIds) {
    await sql`insert into card_provider_file_processes (card_provider_file_id, payroll_process_id)
      values (${inbound.id}, ${processId})`.execute(db);
  }
  await sql`update card_provider_inbox set loaded_file_id = ${inbound.id} where id = ${inbox.id}`.execute(db);
  return { inboundId: inbound.id, matched, rejected, status };
}

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
  const waiting = (
    await sql<{ id: number; card_provider_id: number; file_name: string; content: string }>`
      select id, card_provider_id, file_name, content from card_provider_inbox
      where card_provider_id = ${cardProviderId} and loaded_file_id is null order by id for update`.execute(db)
  ).rows;
  const loaded: { inboundId: number; matched: number; rejected: number }[] = [];
  for (const inbox of waiting) {
    const outboundName = parseOutboundName(inbox.content);
    const outbound = (
      await sql<OutboundFile>`select f.id, f.organization_id, f.status, f.version from card_provider_files f
        where f.card_provider_id = ${cardProviderId} and f.direction = 'Outbound' and f.file_name = ${outboundName}
          and f.status = 'Sent' ${andScope(user, organizationScope('f'))}
        order by f.id desc limit 1 for update`.execute(db)
    ).rows[0];
    if (!outbound) continue;
    loaded.push(await applyAnswer(db, inbox, outbound, userName, now));
  }
  if (loaded.length === 0) throw conflict(NO_INBOUND_MESSAGE);
  return loaded;
}

/** The outbound file an answer names (header field 6), read leniently: the full parse comes after. */
function parseOutboundName(content: string): string {
  const header = content.split(/\r?\n/, 1)[0] ?? '';
  return (header.split(',')[5] ?? '').replace(/^"|"$/g, '').trim();
}

type GenerateBody = components['schemas']['CardProviderFileGenerateRequest'];

/**
 * What both the pre-flight and generate check and compute for a file of `body`: the provider (no
 * other Pending or Sent outbound file: the 3171 rule), an active outbound file type of it, the
 * caller's processes in a state `assertState` accepts, the payment lines and the pre-flight.
 */
async function prepareFile(
  db: Db,
  caller: Principal,
  body: GenerateBody,
  assertState: (process: { id: number; status: string }) => void,
) {
  const provider = (
    await sql<{ id: number; is_active: boolean }>`select id, is_active from card_providers
      where id = ${body.cardProviderId} for update`.execute(db)
  ).rows[0];
  if (!provider) throw notFound('The card provider');
  await assertNoActiveFile(db, provider.id);
  const type = await fileType(db, body.payrollFileTypeId);
  if (type?.card_provider_id !== provider.id || type.direction !== 'Outbound' || !type.is_active) {
    throw unprocessable({ payrollFileTypeId: 'Choose an active outbound file type of this card provider.' });
  }
  const processes = await lockProcesses(db, caller, body.organizationId, body.companyEntryProcessIds);
  for (const process of processes) assertState(process);
  const lines = await paymentLines(db, body.companyEntryProcessIds);
  if (lines.length === 0) {
    throw unprocessable({
      companyEntryProcessIds: 'These payroll processes have no card payment to send (manual checks are paid by check).',
    });
  }
  const preflight = await runPreflight(db, body.organizationId, lines, {
    organizationId: body.organizationId,
    cardProviderId: provider.id,
    payrollFileTypeId: type.id,
    processIds: [...body.companyEntryProcessIds].sort((a, b) => a - b),
  });
  return { provider, type, lines, preflight };
}

/** Records that `userName` was shown this pre-flight report (ADR 069). */
async function recordPreflight(
  db: Db,
  userName: string,
  organizationId: number,
  cardProviderId: number,
  preflight: Preflight,
) {
  await sql`insert into payroll_preflights (organization_id, card_provider_id, fingerprint, total_amount, findings, requested_by)
    values (${organizationId}, ${cardProviderId}, ${preflight.fingerprint}, ${preflight.total},
      ${JSON.stringify({ warnings: preflight.warnings, limit: preflight.limit })}::jsonb, ${userName})`.execute(db);
}

/** The users who were shown this (unused) pre-flight, but `except`, in the order they saw it. */
async function preflightRequesters(db: Db, fingerprint: string, except: string | null) {
  return (
    await sql<{ requested_by: string }>`select requested_by from payroll_preflights
      where fingerprint = ${fingerprint} and used_by_file_id is null
        and (${except}::text is null or requested_by <> ${except}::text)
      group by requested_by order by min(id)`.execute(db)
  ).rows.map((row) => row.requested_by);
}

export const cardFileHandlers: Handlers = {
  async cardProviderFilesSearch({ db, user, body }) {
    return runSearch<CardProviderFile>(
      db,
      {
        from: FILE_FROM,
        columns: fileColumns,
        defaultSort: [{ field: 'createDate', direction: 'desc' }],
        key: sql`f.id`,
        where: [sql`true ${andScope(user, organizationScope('f'))}`],
      },
      body,
    );
  },

  async cardProviderFilesGet({ db, user, params }) {
    return cardProviderFile(db, user, params.cardProviderFileId);
  },

  async cardProviderFilesDownload({ db, user, params }) {
    const file = await cardProviderFile(db, user, params.cardProviderFileId);
    const content =
      (await sql<{ content: string }>`select content from card_provider_files where id = ${file.id}`.execute(db))
        .rows[0]?.content ?? '';
    return {
      kind: 'file',
      fileName: file.fileName,
      contentType: 'application/octet-stream',
      content: Buffer.from(content, 'ascii'),
    };
  },

  async cardProviderFilesPreflight({ db, user, body }) {
    const caller = signedIn(user);
    const prepared = await prepareFile(db, caller, body, (process) => {
      if (process.status !== 'Approved for Payroll') {
        throw conflict(
          `Payroll process ${String(process.id)} is ${process.status}; a card-provider file needs it to be Approved for Payroll.`,
        );
      }
    });
    const { preflight, provider } = prepared;
    // Seeing the report is the acknowledgement ADR 069 asks for; a report with nothing to
    // acknowledge needs no record.
    if (preflight.errors.length === 0 && (preflight.warnings.length > 0 || preflight.overLimit)) {
      await recordPreflight(db, caller.userName, body.organizationId, provider.id, preflight);
    }
    const others = await preflightRequesters(db, preflight.fingerprint, caller.userName);
    const secondApproverRequired = preflight.overLimit && others.length === 0;
    const approvable = !preflight.overLimit || (others.length > 0 && caller.claims.has('PAYROLL_PROCESSING'));
    return {
      errors: preflight.errors,
      warnings: preflight.warnings,
      recordCount: prepared.lines.length,
      totalAmount: preflight.total,
      fileTotalLimit: preflight.limit,
      overLimit: preflight.overLimit,
      approvedBy: others,
      secondApproverRequired,
      canGenerate: preflight.errors.length === 0 && approvable,
    };
  },

  async cardProviderFilesGenerate({ db, user, body, operation, services }) {
    const caller = signedIn(user);
    const { provider, type, lines, preflight } = await prepareFile(db, caller, body, (process) =>
      assertTransition(operation, process.status, { entity: 'payroll process' }),
    );
    if (preflight.errors.length > 0) {
      throw unprocessable(
        ['The pre-flight stopped this card-provider file:', ...preflight.errors.map((e) => `- ${e}`)].join('\n'),
      );
    }
    let secondApprover: string | null = null;
    if (preflight.warnings.length > 0 || preflight.overLimit) {
      const seen = await preflightRequesters(db, preflight.fingerprint, null);
      const others = seen.filter((name) => name !== caller.userName);
      // Over the limit, a second user holding PAYROLL_PROCESSING approves what another one saw.
      const approves =
        seen.length > 0 && (!preflight.overLimit || (others.length > 0 && caller.claims.has('PAYROLL_PROCESSING')));
      if (!approves) {
        const refusal = new HttpError(409, preflightReport(preflight, preflight.overLimit, seen.length > 0));
        if (!seen.includes(caller.userName)) {
          refusal.afterRollback = (root) =>
            recordPreflight(root, caller.userName, body.organizationId, provider.id, preflight);
        }
        throw refusal;
      }
      if (preflight.overLimit) secondApprover = caller.userName;
    }
    const fileId = await generateFile(
      db,
      {
        userName: caller.userName,
        organizationId: body.organizationId,
        cardProviderId: provider.id,
        payrollFileTypeId: type.id,
        processIds: body.companyEntryProcessIds,
        now: services.now(),
        secondApprover,
      },
      lines,
    );
    await sql`update payroll_preflights set used_by_file_id = ${fileId}
      where fingerprint = ${preflight.fingerprint} and used_by_file_id is null`.execute(db);
    const created = await cardProviderFile(db, caller, fileId);
    await writeAudit(db, caller, {
      entity: 'CardProviderFile',
      entityId: fileId,
      action: 'generate',
      after: { ...created, secondApprover, preflightWarnings: preflight.warnings },
    });
    return created;
  },

  async cardProviderFilesSend({ db, user, params, body, operation, services }) {
    const caller = signedIn(user);
    const before = await cardProviderFile(db, caller, params.cardProviderFileId);
    if (before.direction !== 'Outbound') throw conflict('Only an outbound file is sent to the card provider.');
    assertTransition(operation, before.status, { entity: 'card-provider file' });
    if (before.version !== body.version) throw stale();
    await sendFile(db, before.id, caller.userName, services.now(), services.config.dataDir);
    const after = await cardProviderFile(db, caller, before.id);
    await writeAudit(db, caller, { entity: 'CardProviderFile', entityId: before.id, action: 'send', before, after });
    return after;
  },

  /** ADR 018: only a Pending file is removed; its processes return to Approved for Payroll. */
  async cardProviderFilesDelete({ db, user, params, query }) {
    const caller = signedIn(user);
    const before = await cardProviderFile(db, caller, params.cardProviderFileId);
    if (before.direction !== 'Outbound' || before.status !== 'Pending') {
      throw conflict(
        `This ${before.direction.toLowerCase()} file is ${before.status}; only a Pending outbound file can be removed.`,
      );
    }
    const version = (query as { version?: number }).version;
    if (typeof version === 'number' && version !== before.version) throw stale();
    const processIds = before.payrollProcessIds;
    await sql`update timesheets set status = 'Approved for Payroll', last_update_date = now(),
        last_update_user = ${caller.userName}, version = version + 1
      where payroll_process_id in (${sql.join(processIds.map((id) => sql`${id}`))}) and status = 'Payroll in Process'`.execute(
      db,
    );
    await sql`delete from card_provider_files where id = ${before.id}`.execute(db);
    await refreshProcesses(db, processIds, caller.userName);
    await writeAudit(db, caller, { entity: 'CardProviderFile', entityId: before.id, action: 'delete', before });
    return undefined;
  },

  async cardProviderFilesLoadInbound({ db, user, body, services }) {
    const caller = signedIn(user);
    const provider = (
      await sql<{ id: number }>`select id from card_providers where id = ${body.cardProviderId}`.execute(db)
    ).rows[0];
    if (!provider) throw notFound('The card provider');
    const loaded = await loadInbound(db, caller, caller.userName, provider.id, services.now(), services.config.dataDir);
    const files = [];
    for (const item of loaded) {
      const file = await cardProviderFile(db, caller, item.inboundId);
      files.push(file);
      await writeAudit(db, caller, {
        entity: 'CardProviderFile',
        entityId: item.inboundId,
        action: 'load-inbound',
        after: file,
      });
    }
    return {
      filesLoaded: loaded.length,
      recordsMatched: loaded.reduce((sum, item) => sum + item.matched, 0),
      recordsRejected: loaded.reduce((sum, item) => sum + item.rejected, 0),
      files,
    };
  },
};
