import { PERSON_NAME_PATTERN } from '@pathway/validation';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../src/lib/filesForPeople.ts';
import { loadSpec } from '../src/core/spec.ts';
import { newStudent } from './participants-fixtures.ts';
import { loadSeededInbound, run } from './payroll-fixtures.ts';
import { grantReportClaims } from './reports-support.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const NAME_MESSAGE = 'Use letters, spaces, apostrophes, hyphens and periods only, starting with a letter.';
const FORMULA = '=1+1';
const COMMAND = "-2+3+cmd|' /C calc'!A0";

// Issue 43: a name a spreadsheet would run as a formula. Stored before the name rule (written here
// straight into the database, as the rule now refuses it at entry), it is paid and exported; the
// files people open hold it as text.
describe('names that look like formulas, in the files people open (ADR 216)', () => {
  let server: TestServer;
  let admin: string;
  let processId = 0;
  let studentId = 0;
  const call = (method: string, url: string, body?: unknown) => server.call(method, url, { token: admin, body });

  beforeAll(async () => {
    server = await startTestServer();
    await grantReportClaims(server);
    admin = await server.login('admin');
    expect((await loadSeededInbound(server, admin)).status).toBe(200);
    const [process] = await run(
      server,
      sql`select id from payroll_processes where organization_id = 2 and period_start_date = '2026-07-13'`,
    );
    processId = Number(process?.id);
    // A participant the next card file pays: approved, card-paid, not by check.
    const [paid] = await run(
      server,
      sql`select s.id from timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
        where t.payroll_process_id = ${processId} and t.status = 'Approved for Payroll' and not t.manual_check
          and s.payment_method = 'Debit' and not s.paper_check
        order by s.id limit 1`,
    );
    studentId = Number(paid?.id);
    await run(server, sql`update students set first_name = ${FORMULA}, last_name = ${COMMAND} where id = ${studentId}`);
  });
  afterAll(async () => {
    await server.close();
  });

  it('writes the paid participant into the 3171 file as quoted text a spreadsheet does not run', async () => {
    const request = {
      cardProviderId: 1,
      payrollFileTypeId: 1,
      organizationId: 2,
      companyEntryProcessIds: [processId],
    };
    const first = await call('POST', '/api/payroll/card-provider-files/generate', request);
    // The pre-flight's findings are acknowledged by a second press.
    const made =
      first.status === 409 ? await call('POST', '/api/payroll/card-provider-files/generate', request) : first;
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const file = made.body as { id: number };

    const download = await call('GET', `/api/payroll/card-provider-files/${String(file.id)}/download`);
    expect(download.status).toBe(200);
    const text = download.raw.toString('ascii');
    const ref = `P${String(studentId).padStart(9, '0')}`;
    const line = text.split('\r\n').find((record) => record.includes(ref));
    expect(line).toContain(`"'${COMMAND}","'${FORMULA}"`);
    const details = readCsv(text).filter((record) => record[0] === 'D');
    const detail = details.find((record) => record[2] === ref);
    expect(detail?.slice(4, 6)).toEqual([`'${COMMAND}`, `'${FORMULA}`]);
    // The amounts stay numbers: whole cents, as the provider reads them.
    for (const record of details) expect(record[8]).toMatch(/^-?\d+$/);
    for (const record of details) for (const cell of record) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('writes the name into a data extract’s CSV neutralised, and a number column as a number', async () => {
    const view = await call('POST', '/api/business-views', {
      name: 'Participants by name',
      description: 'Names and organization.',
      viewName: 'students',
      columns: [
        { name: 'firstName', label: 'First name', dataType: 'text' },
        { name: 'lastName', label: 'Last name', dataType: 'text' },
        { name: 'organizationId', label: 'Organization', dataType: 'number' },
      ],
      isActive: true,
    });
    expect(view.status, JSON.stringify(view.body)).toBe(201);
    const extract = await call('POST', '/api/data-extracts', {
      name: 'Formula names',
      businessViewId: (view.body as { id: number }).id,
      columns: ['firstName', 'lastName', 'organizationId'],
      filters: [{ field: 'lastName', operator: 'eq', value: COMMAND }],
      format: 'CSV',
    });
    expect(extract.status, JSON.stringify(extract.body)).toBe(201);
    const response = await call('POST', `/api/data-extracts/${String((extract.body as { id: number }).id)}/run`);
    expect(response.status).toBe(200);
    const [student] = await run(server, sql`select organization_id from students where id = ${studentId}`);
    expect(response.raw.toString('utf8')).toBe(
      `First name,Last name,Organization\r\n"'${FORMULA}","'${COMMAND}",${String(student?.organization_id)}\r\n`,
    );
  });

  it('exports the name to Excel as a string cell, never a formula', async () => {
    const response = await call('POST', '/api/export/search', {
      search: '/students/search',
      request: { filters: [{ field: 'id', operator: 'eq', value: studentId }] },
      columns: [
        { field: 'firstName', title: 'First Name' },
        { field: 'lastName', title: 'Last Name' },
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.raw as unknown as ArrayBuffer);
    const row = workbook.worksheets[0]?.getRow(2);
    for (const [column, name] of [
      [1, FORMULA],
      [2, COMMAND],
    ] as const) {
      const cell = row?.getCell(column);
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
      expect(cell?.value).toBe(name);
      expect(cell?.formula).toBeUndefined();
    }
  });

  it("refuses such a name at entry, under the field, with the rule's message", async () => {
    const created = await call('POST', '/api/students', newStudent({ firstName: FORMULA }));
    expect(created).toMatchObject({ status: 422, body: { firstName: NAME_MESSAGE } });
    // A blank name is the length rule's, as before.
    const blank = await call('POST', '/api/students', newStudent({ firstName: '' }));
    expect(blank).toMatchObject({ status: 422, body: { firstName: 'Required' } });
    const renamed = await call('PUT', `/api/students/${String(studentId)}`, {
      ...newStudent({ lastName: COMMAND }),
      version: 1,
    });
    expect(renamed).toMatchObject({ status: 422, body: { lastName: NAME_MESSAGE } });
    const profile = await call('POST', '/api/users/update-user-profile', {
      firstName: 'Ann1',
      lastName: 'Carter',
      email: 'admin@example.org',
    });
    expect(profile).toMatchObject({ status: 422, body: { firstName: NAME_MESSAGE } });
    const guardian = await call('POST', `/api/students/${String(studentId)}/guardians`, {
      relationshipId: 1,
      firstName: 'Denise',
      lastName: '@Whitfield',
      mainPhone: '(412) 555-0190',
      isPrimaryContact: true,
    });
    expect(guardian).toMatchObject({ status: 422, body: { lastName: NAME_MESSAGE } });
    const contact = await call('POST', '/api/contacts/organizations-create/1', {
      contactTypeLuid: 1,
      firstName: '+Renee',
      lastName: 'Morales',
    });
    expect(contact).toMatchObject({ status: 422, body: { firstName: NAME_MESSAGE } });
    const user = await call('POST', '/api/users', {
      userName: 'formula',
      firstName: 'Ada',
      lastName: '\tLovelace',
      email: 'formula@example.org',
      userType: 'global',
      organizationIds: [],
      roleIds: [],
    });
    expect(user).toMatchObject({ status: 422, body: { lastName: NAME_MESSAGE } });
  });

  it('refuses by the same pattern the web forms take, read alike with or without the u flag', () => {
    expect(loadSpec().components.schemas.PersonNameText?.pattern).toBe(PERSON_NAME_PATTERN);
    // Spectral and Prism compile the contract's patterns without the u flag, the server with it.
    const plain = new RegExp(PERSON_NAME_PATTERN);
    const unicode = new RegExp(PERSON_NAME_PATTERN, 'u');
    const names = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom('Zoë', 'O’Neil-Ramírez', 'Nguyễn', '李', '𠀋', FORMULA),
    );
    fc.assert(
      fc.property(names, (name) => {
        expect(plain.test(name)).toBe(unicode.test(name));
      }),
    );
  });

  it('takes every name the demo seed writes', async () => {
    const rule = new RegExp(PERSON_NAME_PATTERN, 'u');
    for (const table of ['students', 'applicants', 'student_guardians', 'contacts', 'users'] as const) {
      const names = (
        await sql<{
          name: string;
        }>`select first_name as name from ${sql.table(table)} where id <> ${table === 'students' ? studentId : 0}
          union select last_name from ${sql.table(table)} where id <> ${table === 'students' ? studentId : 0}`.execute(
          server.database.db,
        )
      ).rows.map((row) => row.name);
      expect(
        names.filter((name) => !rule.test(name)),
        table,
      ).toEqual([]);
    }
  });
});
