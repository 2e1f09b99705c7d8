import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';
import { assignmentRunningOn, entry, loadSeededInbound, run, type Assignment } from './payroll-fixtures.ts';
import { sql } from 'kysely';

const ACTIVE_FILE =
  'A Pending or Sent FSV Outbound File 3171 process already exists. Please complete the active process before attempting to create a new one.';
const START = '2026-08-24';
const END = '2026-09-06';

interface Row {
  id: number;
  status: string;
  version: number;
  payrolledAmount?: number;
}

describe.each(ENGINES)('a payroll cycle on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let card: Assignment;
  let check: Assignment;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.login('admin');
    card = await assignmentRunningOn(server, START);
    check = await assignmentRunningOn(server, START, {
      except: [card.studentJobId],
      organizationId: card.organizationId,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('carries a timesheet from entry to a paid card, a manual check beside it, and reconciles to the cent', async () => {
    // Enter: one card timesheet with an incentive, one manual check.
    const created = await server.call('POST', `/api/students/${String(card.studentId)}/timesheets`, {
      token: admin,
      body: { ...entry(card, START, END, 12.25), incentiveAmount: 25, comments: 'First week of school.' },
    });
    expect(created.status).toBe(201);
    const manual = await server.call('POST', `/api/students/${String(check.studentId)}/timesheets`, {
      token: admin,
      body: { ...entry(check, START, END, 8), manualCheck: true },
    });
    expect(manual.status).toBe(201);
    const cardSheet = created.body as Row;
    const checkSheet = manual.body as Row;
    expect(cardSheet.status).toBe('Pending');

    // Submit both: one company entry process for the organization and period.
    const submitted = await server.call('POST', '/api/timesheets/submit', {
      token: admin,
      body: { items: [cardSheet, checkSheet].map(({ id, version }) => ({ id, version })) },
    });
    expect(submitted.status).toBe(200);
    expect((submitted.body as { updatedCount: number }).updatedCount).toBe(2);
    const full = (await server.call('POST', '/api/timesheets/get', { token: admin, body: { id: cardSheet.id } }))
      .body as { entryProcessId: number; payrollProcessId: number; status: string };
    expect(full.status).toBe('Submitted for Payroll');
    const processId = full.entryProcessId;
    const rows = (
      await server.call('POST', '/api/timesheets/search', {
        token: admin,
        body: { filters: [{ field: 'periodFrom', operator: 'eq', value: START }] },
      })
    ).body as { items: (Row & { payrollType: string })[] };
    expect(rows.items.find((row) => row.id === checkSheet.id)?.payrollType).toBe('Manual Check');

    // Approve (the one approval), with the process summary's totals summed to the cent.
    const approved = await server.call('POST', '/api/timesheets/approve', {
      token: admin,
      body: { organizationId: card.organizationId, companyEntryProcessIds: [processId] },
    });
    expect(approved.status).toBe(200);
    const summary = (
      await server.call('POST', '/api/payroll/processing/search', {
        token: admin,
        body: { filters: [{ field: 'payrollProcessId', operator: 'eq', value: processId }] },
      })
    ).body as { items: { status: string; totalHours: number; totalPayrollAmount: number; studentsNumber: number }[] };
    const pay = Math.round(12.25 * card.hourlyRate * 100) / 100 + 25;
    const checkPay = Math.round(8 * check.hourlyRate * 100) / 100;
    expect(summary.items[0]).toMatchObject({ status: 'Approved for Payroll', totalHours: 20.25, studentsNumber: 2 });
    expect(summary.items[0]?.totalPayrollAmount).toBeCloseTo(pay + checkPay, 2);

    // The seed left a file Sent: nothing new until its answer is loaded.
    const blocked = await server.call('POST', '/api/payroll/card-provider-files/generate', {
      token: admin,
      body: {
        cardProviderId: 1,
        payrollFileTypeId: 1,
        organizationId: card.organizationId,
        companyEntryProcessIds: [processId],
      },
    });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toEqual({ message: ACTIVE_FILE });
    expect((await loadSeededInbound(server, admin)).status).toBe(200);

    // Generate: the card payment only; a second generate is refused with the 3171 message.
    const generated = await server.call('POST', '/api/payroll/card-provider-files/generate', {
      token: admin,
      body: {
        cardProviderId: 1,
        payrollFileTypeId: 1,
        organizationId: card.organizationId,
        companyEntryProcessIds: [processId],
      },
    });
    expect(generated.status).toBe(201);
    const file = generated.body as {
      id: number;
      status: string;
      recordCount: number;
      totalAmount: number;
      version: number;
      fileName: string;
    };
    expect(file).toMatchObject({ status: 'Pending', recordCount: 1 });
    expect(file.totalAmount).toBeCloseTo(pay, 2);
    const again = await server.call('POST', '/api/payroll/card-provider-files/generate', {
      token: admin,
      body: {
        cardProviderId: 1,
        payrollFileTypeId: 1,
        organizationId: card.organizationId,
        companyEntryProcessIds: [processId],
      },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: ACTIVE_FILE });
    const inProcess = (await server.call('POST', '/api/timesheets/get', { token: admin, body: { id: checkSheet.id } }))
      .body as Row;
    expect(inProcess.status).toBe('Payroll in Process');

    // The file as the provider receives it: header, one detail in cents, trailer with count and total.
    const download = await server.call('GET', `/api/payroll/card-provider-files/${String(file.id)}/download`, {
      token: admin,
    });
    expect(download.status).toBe(200);
    expect(String(download.headers['content-disposition'])).toContain(file.fileName);
    const lines = download.raw.toString('ascii').trimEnd().split('\r\n');
    const cents = Math.round(pay * 100);
    expect(lines[0]).toMatch(/^H,3171,PGH\d{4},FSV3171_\d{8}_\d{3}\.csv,\d{8},\d+$/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `^D,1,P${String(card.studentId).padStart(9, '0')},\\d{6,19},.*,\\*\\*\\*-\\*\\*-\\d{4},20260906,${String(cents)}$`,
      ),
    );
    expect(lines[2]).toBe(`T,1,${String(cents)}`);

    // Send (the sandbox provider answers), load the answer: both timesheets Payrolled.
    const sent = await server.call('POST', `/api/payroll/card-provider-files/${String(file.id)}/send`, {
      token: admin,
      body: { version: file.version },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'Sent', sentBy: 'admin' });
    const loaded = await server.call('POST', '/api/payroll/card-provider-files/load-inbound', {
      token: admin,
      body: { cardProviderId: 1 },
    });
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({ filesLoaded: 1, recordsMatched: 1, recordsRejected: 0 });
    expect((loaded.body as { files: { parentFileId: number; direction: string }[] }).files[0]).toMatchObject({
      parentFileId: file.id,
      direction: 'Inbound',
    });
    expect(
      (await server.call('GET', `/api/payroll/card-provider-files/${String(file.id)}`, { token: admin })).body,
    ).toMatchObject({
      status: 'Completed',
    });
    const paid = (
      await server.call('POST', '/api/timesheets/search', {
        token: admin,
        body: { filters: [{ field: 'periodFrom', operator: 'eq', value: START }] },
      })
    ).body as { items: Row[] };
    const paidCard = paid.items.find((row) => row.id === cardSheet.id);
    const paidCheck = paid.items.find((row) => row.id === checkSheet.id);
    expect(paidCard).toMatchObject({ status: 'Payrolled' });
    expect(paidCard?.payrolledAmount).toBeCloseTo(pay, 2);
    expect(paidCheck).toMatchObject({ status: 'Payrolled' });
    const nothing = await server.call('POST', '/api/payroll/card-provider-files/load-inbound', {
      token: admin,
      body: { cardProviderId: 1 },
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body).toEqual({ message: "There aren't any inbound files yet." });

    // Reconciliation of the file: the card payment, paid as approved; the manual check is not a card payment.
    const reconciliation = (
      await server.call('POST', '/api/payroll/reconciliation/search', {
        token: admin,
        body: { filters: [{ field: 'cardProviderFileId', operator: 'eq', value: file.id }] },
      })
    ).body as {
      items: { studentId: number; approvedAmount: number; paidAmount: number; isMismatch: boolean }[];
      total: number;
    };
    expect(reconciliation.total).toBe(1);
    expect(reconciliation.items[0]).toMatchObject({ studentId: card.studentId, isMismatch: false });
    // The file by its name, as Card Provider Files lists it.
    expect(reconciliation.items[0]).toMatchObject({ fileName: file.fileName });
    expect(reconciliation.items[0]?.paidAmount).toBeCloseTo(pay, 2);
    const mismatches = (
      await server.call('POST', '/api/payroll/reconciliation/search', {
        token: admin,
        body: {
          filters: [
            { field: 'payrollProcessId', operator: 'eq', value: processId },
            { field: 'isMismatch', operator: 'eq', value: true },
          ],
        },
      })
    ).body as { total: number };
    expect(mismatches.total).toBe(0);

    // Money exact: the process's paid amounts add up to the file's total, in SQL.
    const [sums] = await run(
      server,
      sql`select sum(t.payrolled_amount) as paid, (select total_amount from card_provider_files where id = ${file.id}) as file
        from timesheets t where t.id = ${cardSheet.id}`,
    );
    expect(sums?.paid).toBe(sums?.file);
  });
});
