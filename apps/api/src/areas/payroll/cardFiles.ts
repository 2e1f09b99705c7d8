import { sql } from 'kysely';
import type { components } from '@pathway/api-client/schema';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { HttpError, conflict, notFound, stale, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { Sealers } from '../../lib/sealer.ts';
import {
  datetime,
  int,
  json,
  number,
  runSearch,
  selectListOf,
  text,
  type Column,
  auditColumns,
} from '../../lib/search.ts';
import { asCondition } from '../../lib/scope.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { intArray } from '../../db/arrays.ts';
import { answerSummary, exceptionCounts, loadInbound } from './answers.ts';
import { fileNameFrom, writeResultFile } from './cardFileFormat.ts';
import { andScope, lockProcesses, organizationScope, refreshProcesses, type Db } from './common.ts';
import { dropOutbound, exchangeFolder, providerExchange } from './exchange.ts';
import {
  PAID_BY_CHECK,
  companyCredential,
  fileSummary,
  unpaidReasons,
  generateFile,
  openContent,
  type FilePaymentMethod,
  type FileScope,
} from './fileLines.ts';
import { preflightReport, runPreflight, type Preflight } from './preflight.ts';

type CardProviderFile = components['schemas']['CardProviderFile'];

/** Spec section 8, verbatim. */
export const ACTIVE_FILE_MESSAGE =
  'A Pending or Sent FSV Outbound File 3171 process already exists. Please complete the active process before attempting to create a new one.';
export { NO_INBOUND_MESSAGE } from './answers.ts';

interface FileType {
  id: number;
  code: string;
  direction: string;
  card_provider_id: number;
  is_active: boolean;
  payment_method: FilePaymentMethod;
}

async function fileType(db: Db, id: number): Promise<FileType | undefined> {
  return db
    .selectFrom('payroll_file_types')
    .select(['id', 'code', 'direction', 'card_provider_id', 'is_active', 'payment_method'])
    .$narrowType<{ payment_method: FilePaymentMethod }>()
    .where('id', '=', id)
    .executeTakeFirst();
}

async function assertNoActiveFile(db: Db, cardProviderId: number) {
  const active = await db
    .selectFrom('card_provider_files')
    .select('id')
    .where('card_provider_id', '=', cardProviderId)
    .where('direction', '=', 'Outbound')
    .where('status', 'in', ['Pending', 'Sent'])
    .limit(1)
    .executeTakeFirst();
  if (active) throw conflict(ACTIVE_FILE_MESSAGE);
}

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
  ...auditColumns('f'),
};

const FILE_FROM = sql`card_provider_files f
  join payroll_file_types ft on ft.id = f.payroll_file_type_id
  join card_providers cp on cp.id = f.card_provider_id`;

export async function cardProviderFile(db: Db, user: Principal | null, id: number): Promise<CardProviderFile> {
  // Raw SQL: the select list is the search grid's columns (selectListOf), written as SQL once for both.
  const row = (
    await sql<CardProviderFile>`select ${selectListOf(fileColumns)} from ${FILE_FROM}
      where f.id = ${id} ${andScope(user, organizationScope('f'))}`.execute(db)
  ).rows[0];
  if (!row) throw notFound('The card-provider file');
  return row;
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
  const file = await db
    .selectFrom('card_provider_files')
    .select(['card_provider_id', 'organization_id', 'file_name'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  const inbound = await db
    .selectFrom('payroll_file_types')
    .select(['code', 'file_name_pattern'])
    .where('card_provider_id', '=', file?.card_provider_id ?? 0)
    .where('direction', '=', 'Inbound')
    .where('is_active', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!file || !inbound) return;
  const company = (await companyCredential(db, file.card_provider_id, file.organization_id))?.company_id ?? '';
  const lines = await db
    .selectFrom('card_provider_file_lines')
    .select(['line_number', 'participant_ref', sql<number>`(amount * 100)::bigint`.as('cents')])
    .where('card_provider_file_id', '=', fileId)
    .orderBy('line_number')
    .execute();
  const day = now.toISOString().slice(0, 10);
  const fileName = fileNameFrom(inbound.file_name_pattern, day, fileId % 1000);
  const content = writeResultFile({
    fileTypeCode: inbound.code,
    companyId: company,
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
  await db
    .insertInto('card_provider_inbox')
    .values((eb) => ({
      card_provider_id: file.card_provider_id,
      file_name: fileName,
      content,
      received_on: eb.cast<string>(eb.val(now.toISOString()), 'timestamptz'),
    }))
    .execute();
}

/**
 * Pending -> Sent, once: the update names the status and version read, so a second send (a double
 * click, a race) changes nothing and answers 409. A sandbox provider (no SFTP host) answers at once
 * into the inbox; an SFTP provider gets the file in its outbound folder (ADR 067).
 */
export async function sendFile(
  db: Db,
  sealers: Sealers,
  fileId: number,
  userName: string,
  now: Date,
  dataDir?: string,
  version?: number,
) {
  await markSent(db, fileId, userName, now, version);
  const file = await db
    .selectFrom('card_provider_files')
    .select(['card_provider_id', 'file_name', 'content'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  const provider = file && (await providerExchange(db, file.card_provider_id));
  if (!file || !provider) return;
  if (provider.sftp_host === null) {
    await sandboxAnswer(db, fileId, now);
    return;
  }
  const folder = exchangeFolder(dataDir, provider, 'outbound');
  if (folder) dropOutbound(folder, file.file_name, openContent(sealers, file.content));
}

export async function markSent(db: Db, fileId: number, userName: string, now: Date, version?: number) {
  const updated = await db
    .updateTable('card_provider_files')
    .set((eb) => ({
      status: 'Sent',
      sent_on: eb.cast<string>(eb.val(now.toISOString()), 'timestamptz'),
      sent_by: userName,
      last_update_date: sql<string>`now()`,
      last_update_user: userName,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', fileId)
    .where('status', '=', 'Pending')
    .$if(version !== undefined, (query) => query.where('version', '=', version ?? 0))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw stale();
}

type GenerateBody = components['schemas']['CardProviderFileGenerateRequest'];

const METHOD_WORDS: Record<FilePaymentMethod, string> = { Debit: 'card', Deposit: 'direct deposit' };

/**
 * The refusal of a file that would pay nobody, with the reason: "These payroll processes have no card
 * payment to send: they hold only participants paid by check and manual check requests."
 */
export function nothingToPayMessage(
  scope: Pick<FileScope, 'paymentMethod'>,
  reasons: { byCheck: boolean; manualChecks: boolean; otherMethod: boolean },
): string {
  const other: FilePaymentMethod = scope.paymentMethod === 'Deposit' ? 'Debit' : 'Deposit';
  const held = [
    ...(reasons.otherMethod
      ? [`participants paid by ${METHOD_WORDS[other]} rather than ${METHOD_WORDS[scope.paymentMethod]}`]
      : []),
    ...(reasons.byCheck ? ['participants paid by check'] : []),
    ...(reasons.manualChecks ? ['manual check requests'] : []),
  ];
  const opening = `These payroll processes have no ${METHOD_WORDS[scope.paymentMethod]} payment to send`;
  const last = held.pop();
  if (last === undefined) return `${opening}: they hold no approved timesheet.`;
  return `${opening}: they hold only ${held.length > 0 ? `${held.join(', ')} and ${last}` : last}.`;
}

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
  const provider = await db
    .selectFrom('card_providers')
    .select(['id', 'is_active'])
    .where('id', '=', body.cardProviderId)
    .forUpdate()
    .executeTakeFirst();
  if (!provider) throw notFound('The card provider');
  await assertNoActiveFile(db, provider.id);
  const type = await fileType(db, body.payrollFileTypeId);
  if (type?.card_provider_id !== provider.id || type.direction !== 'Outbound' || !type.is_active) {
    throw unprocessable({ payrollFileTypeId: 'Choose an active outbound file type of this card provider.' });
  }
  const processes = await lockProcesses(db, caller, body.organizationId, body.companyEntryProcessIds);
  for (const process of processes) assertState(process);
  const scope: FileScope = {
    organizationId: body.organizationId,
    cardProviderId: provider.id,
    processIds: body.companyEntryProcessIds,
    paymentMethod: type.payment_method,
  };
  const summary = await fileSummary(db, scope);
  if (summary.lines === 0) {
    throw unprocessable({ companyEntryProcessIds: nothingToPayMessage(scope, await unpaidReasons(db, scope)) });
  }
  const preflight = await runPreflight(db, scope, {
    organizationId: body.organizationId,
    cardProviderId: provider.id,
    payrollFileTypeId: type.id,
    processIds: [...body.companyEntryProcessIds].sort((a, b) => a - b),
  });
  return { provider, type, scope, preflight };
}

/** Records that `userName` was shown this pre-flight report (ADR 069). */
async function recordPreflight(
  db: Db,
  userName: string,
  organizationId: number,
  cardProviderId: number,
  preflight: Preflight,
) {
  await db
    .insertInto('payroll_preflights')
    .values({
      organization_id: organizationId,
      card_provider_id: cardProviderId,
      fingerprint: preflight.fingerprint,
      total_amount: preflight.total,
      findings: sql`${JSON.stringify({ warnings: preflight.warnings, limit: preflight.limit })}::jsonb`,
      requested_by: userName,
    })
    .execute();
}

/** The users who were shown this (unused) pre-flight, but `except`, in the order they saw it. */
async function preflightRequesters(db: Db, fingerprint: string, except: string | null) {
  return (
    await db
      .selectFrom('payroll_preflights')
      .select('requested_by')
      .where('fingerprint', '=', fingerprint)
      .where('used_by_file_id', 'is', null)
      .$if(except !== null, (query) => query.where('requested_by', '<>', except ?? ''))
      .groupBy('requested_by')
      .orderBy((eb) => eb.fn.min('id'))
      .execute()
  ).map((row) => row.requested_by);
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

  async cardProviderFilesDownload({ db, user, params, services }) {
    const file = await cardProviderFile(db, user, params.cardProviderFileId);
    const stored =
      (await db.selectFrom('card_provider_files').select('content').where('id', '=', file.id).executeTakeFirst())
        ?.content ?? '';
    const content = openContent(services.sealers, stored);
    await writeAudit(db, signedIn(user), { entity: 'CardProviderFile', entityId: file.id, action: 'download' });
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
      notes: preflight.notes,
      recordCount: preflight.lines,
      totalAmount: preflight.total,
      repayCount: preflight.repayCount,
      repayAmount: preflight.repayAmount,
      fileTotalLimit: preflight.limit,
      overLimit: preflight.overLimit,
      approvedBy: others,
      secondApproverRequired,
      canGenerate: preflight.errors.length === 0 && approvable,
    };
  },

  async cardProviderFilesGenerate({ db, user, body, operation, services }) {
    const caller = signedIn(user);
    const { provider, type, scope, preflight } = await prepareFile(db, caller, body, (process) =>
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
    const { fileId, moved } = await generateFile(db, services.sealers, {
      ...scope,
      userName: caller.userName,
      payrollFileTypeId: type.id,
      now: services.now(),
      secondApprover,
    });
    await db
      .insertInto('audit_log')
      .columns(['user_name', 'entity', 'entity_id', 'action', 'before', 'after'])
      .expression((eb) =>
        eb
          .selectFrom('timesheets as t')
          .select((row) => [
            row.val(caller.userName).as('user_name'),
            sql.lit('Timesheet').as('entity'),
            row.cast('t.id', 'text').as('entity_id'),
            sql.lit('generate').as('action'),
            row.cast(sql.lit('{"status":"Approved for Payroll"}'), 'jsonb').as('before'),
            row
              .fn('jsonb_build_object', [
                sql.lit('status'),
                't.status',
                sql.lit('cardProviderFileId'),
                row.cast(row.val(fileId), 'integer'),
                sql.lit('version'),
                't.version',
              ])
              .as('after'),
          ])
          .where((row) => row('t.id', '=', row.fn.any(intArray(moved))))
          .orderBy('t.id'),
      )
      .execute();
    await db
      .updateTable('payroll_preflights')
      .set({ used_by_file_id: fileId })
      .where('fingerprint', '=', preflight.fingerprint)
      .where('used_by_file_id', 'is', null)
      .execute();
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
    await sendFile(
      db,
      services.sealers,
      before.id,
      caller.userName,
      services.now(),
      services.config.dataDir,
      body.version,
    );
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
    // Back to Approved: the file's own timesheets, and the checks of its processes unless another
    // file of them still holds them; re-pays it carried wait for the next file again.
    const reverted = (
      await db
        .updateTable('timesheets as t')
        .from(['student_jobs as sj', 'students as s'])
        .set((eb) => ({
          status: 'Approved for Payroll',
          last_update_date: sql<string>`now()`,
          last_update_user: caller.userName,
          version: eb('t.version', '+', 1),
        }))
        .whereRef('sj.id', '=', 't.student_job_id')
        .whereRef('s.id', '=', 'sj.student_id')
        .where('t.status', '=', 'Payroll in Process')
        .where((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom('card_provider_file_timesheets as ft')
                .select(sql.lit(1).as('one'))
                .where('ft.card_provider_file_id', '=', before.id)
                .whereRef('ft.timesheet_id', '=', 't.id'),
            ),
            eb.and([
              eb('t.payroll_process_id', '=', eb.fn.any(intArray(processIds))),
              asCondition(PAID_BY_CHECK),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('card_provider_file_processes as fp')
                    .innerJoin('card_provider_files as f', 'f.id', 'fp.card_provider_file_id')
                    .select(sql.lit(1).as('one'))
                    .whereRef('fp.payroll_process_id', '=', 't.payroll_process_id')
                    .where('f.id', '<>', before.id)
                    .where('f.direction', '=', 'Outbound'),
                ),
              ),
            ]),
          ]),
        )
        .returning('t.id')
        .execute()
    ).map((row) => row.id);
    await db
      .updateTable('payroll_exceptions as x')
      .from('card_provider_file_lines as l')
      .set((eb) => ({
        status: 'Repay Requested',
        last_update_date: sql<string>`now()`,
        last_update_user: caller.userName,
        version: eb('x.version', '+', 1),
      }))
      .where('l.card_provider_file_id', '=', before.id)
      .whereRef('l.exception_id', '=', 'x.id')
      .where('x.status', '=', 'Repaying')
      .execute();
    await db.deleteFrom('card_provider_files').where('id', '=', before.id).execute();
    await refreshProcesses(db, processIds, caller.userName);
    await db
      .insertInto('audit_log')
      .columns(['user_name', 'entity', 'entity_id', 'action', 'before', 'after'])
      .expression((eb) =>
        eb
          .selectFrom('timesheets as t')
          .select((row) => [
            row.val(caller.userName).as('user_name'),
            sql.lit('Timesheet').as('entity'),
            row.cast('t.id', 'text').as('entity_id'),
            sql.lit('file-removed').as('action'),
            row.cast(sql.lit('{"status":"Payroll in Process"}'), 'jsonb').as('before'),
            row.fn('jsonb_build_object', [sql.lit('status'), 't.status', sql.lit('version'), 't.version']).as('after'),
          ])
          .where((row) => row('t.id', '=', row.fn.any(intArray(reverted))))
          .orderBy('t.id'),
      )
      .execute();
    await writeAudit(db, caller, { entity: 'CardProviderFile', entityId: before.id, action: 'delete', before });
    return undefined;
  },

  async cardProviderFilesLoadInbound({ db, user, body, services }) {
    const caller = signedIn(user);
    const provider = await db
      .selectFrom('card_providers')
      .select('id')
      .where('id', '=', body.cardProviderId)
      .executeTakeFirst();
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
    const exceptions = exceptionCounts(loaded.flatMap((item) => item.exceptions));
    const matched = loaded.reduce((sum, item) => sum + item.matched, 0);
    return {
      filesLoaded: loaded.length,
      recordsMatched: matched,
      recordsRejected: loaded.reduce((sum, item) => sum + item.rejected, 0),
      exceptions,
      summary: answerSummary(matched, exceptions),
      files,
    };
  },
};
