import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_FILE_MESSAGE } from '../src/areas/payroll/cardFiles.ts';
import { STALE_VERSION_MESSAGE } from '../src/core/errors.ts';
import { loadSeededInbound, run } from './payroll-fixtures.ts';
import { startTestServer, type TestServer } from './support/server.ts';

interface CardFile {
  id: number;
  fileName: string;
  direction: string;
  status: string;
  fileTypeCode: string;
  payrollProcessIds: number[];
  recordCount: number;
  totalAmount: number;
  sentBy: string | null;
  version: number;
}

// A payroll officer's card-provider files (spec section 8, ADR 018/067): what the server refuses
// before a file is made, and what each step leaves on the file, its timesheets and the audit trail:
// generate, download, remove, generate again, send, the sandbox provider's answer and its load.
describe('card-provider files from generate to the loaded answer', () => {
  let server: TestServer;
  let admin: string;
  let processId = 0;
  const call = (method: string, url: string, body?: unknown, token = admin) =>
    server.call(method, url, { token, body });
  const files = '/api/payroll/card-provider-files';
  const request = (changes: Record<string, unknown> = {}) => ({
    cardProviderId: 1,
    payrollFileTypeId: 1,
    organizationId: 2,
    companyEntryProcessIds: [processId],
    ...changes,
  });
  /** Generates, acknowledging the pre-flight's findings when it asks (a second press). */
  const generate = async () => {
    const first = await call('POST', `${files}/generate`, request());
    const made = first.status === 409 ? await call('POST', `${files}/generate`, request()) : first;
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body as CardFile;
  };
  const audits = async (entity: string, id: number) =>
    (
      await sql<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>`
        select action, before, after from audit_log where entity = ${entity} and entity_id = ${String(id)}
        order by id`.execute(server.database.db)
    ).rows;
  const sheetsOf = async (process: number) =>
    (await run(server, sql`select id, status from timesheets where payroll_process_id = ${process} order by id`)) as {
      id: number;
      status: string;
    }[];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    expect((await loadSeededInbound(server, admin)).status).toBe(200);
    const [process] = await run(
      server,
      sql`select id from payroll_processes where organization_id = 2 and period_start_date = '2026-07-13'`,
    );
    processId = Number(process?.id);
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses an unknown provider, a file type that is not its active outbound one, a process not approved, and checks only', async () => {
    const unknown = await call('POST', `${files}/preflight`, request({ cardProviderId: 999999 }));
    expect(unknown).toMatchObject({ status: 404, body: { message: 'The card provider was not found.' } });
    const [inbound] = await run(
      server,
      sql`select id from payroll_file_types where card_provider_id = 1 and direction = 'Inbound' order by id limit 1`,
    );
    const wrongType = await call('POST', `${files}/generate`, request({ payrollFileTypeId: Number(inbound?.id) }));
    expect(wrongType).toMatchObject({
      status: 422,
      body: { payrollFileTypeId: 'Choose an active outbound file type of this card provider.' },
    });
    expect(await call('POST', `${files}/generate`, request({ payrollFileTypeId: 999999 }))).toMatchObject({
      status: 422,
      body: { payrollFileTypeId: 'Choose an active outbound file type of this card provider.' },
    });
    // Another provider's outbound type would write the file in that provider's format.
    const [otherProviders] = await run(
      server,
      sql`select id from payroll_file_types where card_provider_id <> 1 and direction = 'Outbound' and is_active
        order by id limit 1`,
    );
    expect(
      await call('POST', `${files}/generate`, request({ payrollFileTypeId: Number(otherProviders?.id) })),
    ).toMatchObject({
      status: 422,
      body: { payrollFileTypeId: 'Choose an active outbound file type of this card provider.' },
    });
    await run(server, sql`update payroll_file_types set is_active = false where id = 1`);
    expect((await call('POST', `${files}/preflight`, request())).status).toBe(422);
    await run(server, sql`update payroll_file_types set is_active = true where id = 1`);

    const [pending] = await run(
      server,
      sql`select id, status from payroll_processes where organization_id = 2 and status <> 'Approved for Payroll'
        order by id limit 1`,
    );
    if (!pending) throw new Error('the seed has a process of organization 2 that is not approved');
    const notApproved = await call(
      'POST',
      `${files}/preflight`,
      request({ companyEntryProcessIds: [Number(pending.id)] }),
    );
    expect(notApproved).toMatchObject({
      status: 409,
      body: {
        message: `Payroll process ${String(pending.id)} is ${String(pending.status)}; a card-provider file needs it to be Approved for Payroll.`,
      },
    });
    const notApprovedFile = await call(
      'POST',
      `${files}/generate`,
      request({ companyEntryProcessIds: [Number(pending.id)] }),
    );
    expect(notApprovedFile.status).toBe(409);
    expect((notApprovedFile.body as { message: string }).message).toMatch(
      new RegExp(`^This payroll process is ${String(pending.status)}; `),
    );

    // Everyone of the process paid by check: nothing for the card file.
    const students = (
      await run(
        server,
        sql`select distinct s.id, s.payment_method from timesheets t join student_jobs sj on sj.id = t.student_job_id
          join students s on s.id = sj.student_id where t.payroll_process_id = ${processId}`,
      )
    ).map((row) => ({ id: Number(row.id), method: String(row.payment_method) }));
    const ids = students.map((student) => student.id);
    await run(server, sql`update students set payment_method = 'Check' where id = any(${ids}::int[])`);
    const checks = await call('POST', `${files}/preflight`, request());
    expect(checks).toMatchObject({
      status: 422,
      body: {
        companyEntryProcessIds:
          'These payroll processes have no card payment to send: they hold only participants paid by check and manual check requests.',
      },
    });
    // The card file dialog reads the same from the process search, and offers the process no more.
    const approved = await call('POST', '/api/payroll/processing/search', {
      page: 1,
      pageSize: 100,
      filters: [{ field: 'entryProcessId', operator: 'eq', value: processId }],
    });
    expect((approved.body as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ entryProcessId: processId, paidByCard: 0, paidByDeposit: 0, paidByCheck: ids.length }),
    ]);
    for (const student of students) {
      await run(server, sql`update students set payment_method = ${student.method} where id = ${student.id}`);
    }
    expect(await call('GET', `${files}/999999`)).toMatchObject({
      status: 404,
      body: { message: 'The card-provider file was not found.' },
    });
  });

  it('generates a file its search finds, downloads it with an audit entry, and removes it back to approved', async () => {
    const before = await sheetsOf(processId);
    const file = await generate();
    expect(file).toMatchObject({ direction: 'Outbound', status: 'Pending', payrollProcessIds: [processId] });
    // One Pending file per provider (the 3171 rule).
    expect(await call('POST', `${files}/generate`, request())).toMatchObject({
      status: 409,
      body: { message: ACTIVE_FILE_MESSAGE },
    });

    const page = (await call('POST', `${files}/search`, { pageSize: 100 })).body as { items: CardFile[] };
    expect(page.items[0]?.id).toBe(file.id);
    for (const quickSearch of [file.fileName, file.fileTypeCode]) {
      const found = (await call('POST', `${files}/search`, { quickSearch, pageSize: 100 })).body as {
        items: CardFile[];
      };
      expect(
        found.items.map((item) => item.id),
        quickSearch,
      ).toContain(file.id);
    }
    expect((await call('GET', `${files}/${String(file.id)}`)).body).toEqual(file);

    const download = await call('GET', `${files}/${String(file.id)}/download`);
    expect(download.status).toBe(200);
    expect(
      download.raw
        .toString('ascii')
        .split('\r\n')
        .filter((line) => line.startsWith('D')),
    ).toHaveLength(file.recordCount);
    expect((await audits('CardProviderFile', file.id)).map((entry) => entry.action)).toEqual(['generate', 'download']);
    expect((await audits('CardProviderFile', file.id))[0]?.after).toMatchObject({
      id: file.id,
      status: 'Pending',
      secondApprover: null,
    });
    const inFile = (await sheetsOf(processId)).filter((sheet) => sheet.status === 'Payroll in Process');
    expect(inFile.length).toBeGreaterThan(0);
    const sheetTrail = await audits('Timesheet', inFile[0]?.id ?? 0);
    expect(sheetTrail.at(-1)).toMatchObject({
      action: 'generate',
      before: { status: 'Approved for Payroll' },
      after: { status: 'Payroll in Process', cardProviderFileId: file.id },
    });

    expect(await call('DELETE', `${files}/${String(file.id)}?version=${String(file.version + 1)}`)).toMatchObject({
      status: 409,
      body: { message: STALE_VERSION_MESSAGE },
    });
    expect((await call('DELETE', `${files}/${String(file.id)}?version=${String(file.version)}`)).status).toBe(204);
    expect((await call('GET', `${files}/${String(file.id)}`)).status).toBe(404);
    expect(await sheetsOf(processId)).toEqual(before);
    expect((await audits('Timesheet', inFile[0]?.id ?? 0)).at(-1)).toMatchObject({
      action: 'file-removed',
      before: { status: 'Payroll in Process' },
      after: { status: 'Approved for Payroll' },
    });
    expect((await audits('CardProviderFile', file.id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { id: file.id },
    });
    const [process] = await run(server, sql`select status from payroll_processes where id = ${processId}`);
    expect(process?.status).toBe('Approved for Payroll');
  });

  it('stops on a pre-flight error, takes a report seen as acknowledged once, and records the second approver', async () => {
    interface Report {
      errors: string[];
      warnings: string[];
      overLimit: boolean;
      approvedBy: string[];
      secondApproverRequired: boolean;
      canGenerate: boolean;
    }
    const preflight = async (token = admin) => {
      const response = await call('POST', `${files}/preflight`, request(), token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as Report;
    };
    const remove = async (file: CardFile) =>
      expect((await call('DELETE', `${files}/${String(file.id)}?version=${String(file.version)}`)).status).toBe(204);

    // A duplicate SSN is an error: the file is refused, with each error on its own line.
    const [line] = await run(
      server,
      sql`select s.id, s.ssn from timesheets t join student_jobs sj on sj.id = t.student_job_id
        join students s on s.id = sj.student_id where t.payroll_process_id = ${processId} and not t.manual_check
        order by t.id limit 1`,
    );
    const [other] = await run(
      server,
      sql`select id, ssn from students where id <> ${Number(line?.id)} order by id limit 1`,
    );
    await run(server, sql`update students set ssn = ${String(line?.ssn)} where id = ${Number(other?.id)}`);
    const errored = await preflight();
    expect(errored.errors.length).toBeGreaterThan(0);
    expect(errored.canGenerate).toBe(false);
    const stopped = await call('POST', `${files}/generate`, request());
    await run(server, sql`update students set ssn = ${String(other?.ssn)} where id = ${Number(other?.id)}`);
    expect(stopped.status).toBe(422);
    expect((stopped.body as { message: string }).message).toMatch(
      /^The pre-flight stopped this card-provider file:\n- Duplicate SSN \*{5}\d{4}/,
    );

    // Hours far above the participant's median: a warning. Seeing it in the pre-flight acknowledges
    // it, so the first generate makes the file, which the acknowledgement then names.
    const [high] = await run(
      server,
      sql`select t.id, t.worked_hours from timesheets t where t.payroll_process_id = ${processId} and not t.manual_check
        and (select count(*) from timesheets h where h.student_job_id = t.student_job_id and h.status = 'Payrolled') >= 3
        order by t.id limit 1`,
    );
    await run(server, sql`update timesheets set worked_hours = 75 where id = ${Number(high?.id)}`);
    const warned = await preflight();
    expect(warned.warnings.join(' ')).toMatch(/75 hours, more than 2 times their median of/);
    expect(warned).toMatchObject({ errors: [], canGenerate: true, overLimit: false });
    const first = await call('POST', `${files}/generate`, request());
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const used = await run(
      server,
      sql`select requested_by from payroll_preflights where used_by_file_id = ${(first.body as CardFile).id}`,
    );
    expect(used.map((row) => row.requested_by)).toEqual(['admin']);
    // A warning alone needs no second approver.
    expect((await audits('CardProviderFile', (first.body as CardFile).id))[0]?.after).toMatchObject({
      secondApprover: null,
    });
    await remove(first.body as CardFile);
    await run(
      server,
      sql`update timesheets set worked_hours = ${Number(high?.worked_hours)} where id = ${Number(high?.id)}`,
    );

    // Over the organization's limit a second user holding PAYROLL_PROCESSING approves what another saw.
    const [setting] = await run(server, sql`select file_total_limit from payroll_settings where organization_id = 2`);
    await run(server, sql`update payroll_settings set file_total_limit = 100 where organization_id = 2`);
    try {
      const seen = await preflight();
      expect(seen).toMatchObject({ overLimit: true, secondApproverRequired: true, canGenerate: false, approvedBy: [] });
      const payroll = await server.login('payroll');
      const second = await preflight(payroll);
      expect(second).toMatchObject({ secondApproverRequired: false, canGenerate: true, approvedBy: ['admin'] });
      const made = await call('POST', `${files}/generate`, request(), payroll);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const file = made.body as CardFile;
      expect((await audits('CardProviderFile', file.id))[0]?.after).toMatchObject({ secondApprover: 'payroll' });
      const download = await call('GET', `${files}/${String(file.id)}/download`);
      expect(download.headers['content-type']).toBe('application/octet-stream');
      expect(String(download.headers['content-disposition'])).toContain(file.fileName);
      await remove(file);

      // A finding its viewer has seen, over the limit: generating again still waits for the second
      // approver, and does not ask the viewer to acknowledge what they already saw.
      await run(server, sql`update timesheets set worked_hours = 75 where id = ${Number(high?.id)}`);
      expect((await preflight()).overLimit).toBe(true);
      const again = await call('POST', `${files}/generate`, request());
      expect(again.status).toBe(409);
      const message = (again.body as { message: string }).message;
      expect(message).toMatch(/75 hours, more than 2 times their median of/);
      expect(message).toContain('a second approver (another user holding PAYROLL_PROCESSING) must generate it.');
      expect(message).not.toContain('Generate again to acknowledge these findings.');
    } finally {
      await run(
        server,
        sql`update timesheets set worked_hours = ${Number(high?.worked_hours)} where id = ${Number(high?.id)}`,
      );
      await run(
        server,
        sql`update payroll_settings set file_total_limit = ${setting?.file_total_limit ?? null} where organization_id = 2`,
      );
    }
  });

  it('names a deposit file with nothing to pay, leaves a clean report unrecorded, and keeps another organization’s files from view', async () => {
    const [bank] = await run(
      server,
      sql`select t.id, t.card_provider_id from payroll_file_types t where t.code = 'NACHA' and t.direction = 'Outbound'`,
    );
    const deposits = await call(
      'POST',
      `${files}/preflight`,
      request({ cardProviderId: Number(bank?.card_provider_id), payrollFileTypeId: Number(bank?.id) }),
    );
    expect(deposits).toMatchObject({
      status: 422,
      body: {
        companyEntryProcessIds:
          'These payroll processes have no direct deposit payment to send: they hold only participants paid by card rather than direct deposit and manual check requests.',
      },
    });

    // A report with nothing to acknowledge leaves no record of who saw it.
    const recorded = async () =>
      Number((await run(server, sql`select count(*)::int as n from payroll_preflights`))[0]?.n);
    const before = await recorded();
    const clean = await call('POST', `${files}/preflight`, request());
    expect(clean.body).toMatchObject({ errors: [], warnings: [], overLimit: false, canGenerate: true });
    expect(await recorded()).toBe(before);

    // A file is its organization's: an organization user holding FSV_FILES sees only their own.
    const file = await generate();
    await run(
      server,
      sql`insert into role_permissions (role_id, permission_id) select 2, id from permissions where name = 'FSV_FILES'`,
    );
    try {
      const orgstaff = await server.login('orgstaff');
      expect(await call('GET', `${files}/${String(file.id)}`, undefined, orgstaff)).toMatchObject({
        status: 404,
        body: { message: 'The card-provider file was not found.' },
      });
      const theirs = await call('POST', `${files}/search`, { pageSize: 500 }, orgstaff);
      expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
      const ours = await call('POST', `${files}/search`, { pageSize: 500 });
      const idsOf = (page: unknown) => (page as { items: CardFile[] }).items.map((row) => row.id);
      expect(idsOf(ours.body)).toContain(file.id);
      expect(idsOf(theirs.body)).not.toContain(file.id);
      expect(idsOf(theirs.body).length).toBeLessThan(idsOf(ours.body).length);
    } finally {
      await run(
        server,
        sql`delete from role_permissions where role_id = 2
          and permission_id = (select id from permissions where name = 'FSV_FILES')`,
      );
    }
    expect((await call('DELETE', `${files}/${String(file.id)}?version=${String(file.version)}`)).status).toBe(204);
  });

  it('sends a file once with its version, and loads the provider’s answer as an inbound file that is not sent', async () => {
    const file = await generate();
    const url = `${files}/${String(file.id)}/send`;
    expect(await call('POST', url, { version: file.version + 1 })).toMatchObject({
      status: 409,
      body: { message: STALE_VERSION_MESSAGE },
    });
    const sent = await call('POST', url, { version: file.version });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ status: 'Sent', sentBy: 'admin', version: file.version + 1 });
    const twice = await call('POST', url, { version: file.version + 1 });
    expect(twice.status).toBe(409);
    expect((twice.body as { message: string }).message).toMatch(/^This card-provider file is Sent; /);
    expect((await audits('CardProviderFile', file.id)).at(-1)).toMatchObject({
      action: 'send',
      before: { status: 'Pending' },
      after: { status: 'Sent', sentBy: 'admin' },
    });

    expect(await call('POST', `${files}/load-inbound`, { cardProviderId: 999999 })).toMatchObject({
      status: 404,
      body: { message: 'The card provider was not found.' },
    });
    const loaded = await call('POST', `${files}/load-inbound`, { cardProviderId: 1 });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
    const answer = loaded.body as {
      filesLoaded: number;
      recordsMatched: number;
      recordsRejected: number;
      files: CardFile[];
    };
    expect(answer).toMatchObject({ filesLoaded: 1, recordsMatched: file.recordCount, recordsRejected: 0 });
    const inbound = answer.files[0];
    expect(inbound).toMatchObject({ direction: 'Inbound' });
    expect((await audits('CardProviderFile', inbound?.id ?? 0)).at(-1)).toMatchObject({
      action: 'load-inbound',
      after: { id: inbound?.id, direction: 'Inbound' },
    });
    expect((await call('GET', `${files}/${String(file.id)}`)).body).toMatchObject({ status: 'Completed' });
    // The sandbox provider names its answer by the sent file's number and signs it with the company id.
    expect(inbound?.fileName).toMatch(new RegExp(`^FSV3172_\\d{8}_${String(file.id % 1000).padStart(3, '0')}\\.csv$`));
    const [company] = await run(
      server,
      sql`select company_id from fsv_credentials where card_provider_id = 1 and organization_id = 2 and is_active
        order by (environment = 'Production') desc, id limit 1`,
    );
    const answerFile = await call('GET', `${files}/${String(inbound?.id)}/download`);
    expect(String(answerFile.body).split(/\r?\n/, 1)[0]?.split(',').slice(0, 3)).toEqual([
      'H',
      '3172',
      String(company?.company_id),
    ]);

    expect(await call('POST', `${files}/${String(inbound?.id)}/send`, { version: inbound?.version })).toMatchObject({
      status: 409,
      body: { message: 'Only an outbound file is sent to the card provider.' },
    });
    const removeInbound = await call('DELETE', `${files}/${String(inbound?.id)}?version=${String(inbound?.version)}`);
    expect(removeInbound).toMatchObject({
      status: 409,
      body: {
        message: `This inbound file is ${String(inbound?.status)}; only a Pending outbound file can be removed.`,
      },
    });
  });
});
