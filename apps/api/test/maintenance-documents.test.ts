import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE, startMaintenanceServer } from './maintenance-support.ts';
import type { TestServer } from './support/server.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <</Type/Catalog>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24, 1)]);

interface Part {
  name?: string;
  fileName: string;
  content: Buffer;
  type?: string;
}

function multipart(parts: readonly Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----pathway-test-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'files'}"; filename="${part.fileName}"\r\n` +
        `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

interface DocumentRow {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  documentTypeName: string;
}

describe('documents, system documents, document requests and the Excel export', () => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  let contractor: string;
  let viewer: string;
  let workPermit: number;
  let ownWorksite: number;
  let otherWorksite: number;

  beforeAll(async () => {
    server = await startMaintenanceServer('pglite');
    [admin, orgstaff, contractor, viewer] = await Promise.all([
      server.login('admin'),
      server.login('orgstaff'),
      server.login('contractor'),
      server.login('viewer'),
    ]);
    const db = server.database.db;
    workPermit =
      (
        await sql<{ id: number }>`select id from lookup_options
          where lookup_name = 'document-types' and text = 'Work Permit'`.execute(db)
      ).rows[0]?.id ?? 0;
    const worksites = (
      await sql<{ id: number; contractor_id: number }>`select id, contractor_id from worksites order by id`.execute(db)
    ).rows;
    ownWorksite = worksites.find((w) => w.contractor_id === 1)?.id ?? 0;
    otherWorksite = worksites.find((w) => w.contractor_id !== 1)?.id ?? 0;
  });
  afterAll(async () => {
    await server.close();
  });

  const upload = (url: string, token: string, parts: readonly Part[]) => {
    const { payload, contentType } = multipart(parts);
    return server.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
  };

  it('stores uploads in the database, downloads them with their name and removes them', async () => {
    const response = await upload(`/api/documents/worksites/${String(ownWorksite)}/${String(workPermit)}`, contractor, [
      { fileName: 'work-permit.pdf', content: PDF, type: 'application/pdf' },
      { fileName: 'badge photo.png', content: PNG, type: 'image/png' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json<DocumentRow[]>();
    expect(stored.map((d) => [d.fileName, d.contentType, d.size, d.documentTypeName])).toEqual([
      ['work-permit.pdf', 'application/pdf', PDF.length, 'Work Permit'],
      ['badge photo.png', 'image/png', PNG.length, 'Work Permit'],
    ]);

    const listed = await server.call('GET', `/api/documents/worksites/${String(ownWorksite)}`, { token: contractor });
    expect((listed.body as DocumentRow[]).map((d) => d.id).sort()).toEqual(stored.map((d) => d.id).sort());

    const [pdf, png] = stored;
    const download = await server.call('GET', `/api/documents/${String(png?.id)}/download`, { token: orgstaff });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="badge_photo.png"; filename*=UTF-8''badge%20photo.png`,
    );
    expect(Buffer.compare(download.raw, PNG)).toBe(0);

    const key = (
      await sql<{ storage_key: string }>`select storage_key from documents where id = ${pdf?.id ?? 0}`.execute(
        server.database.db,
      )
    ).rows[0]?.storage_key;
    const bytesStored = async () =>
      (
        await sql<{ size: number }>`select octet_length(content) as size from document_files
          where storage_key = ${key ?? 'missing'}`.execute(server.database.db)
      ).rows[0]?.size;
    expect(await bytesStored()).toBe(PDF.length);
    expect((await server.call('DELETE', `/api/documents/${String(pdf?.id)}`, { token: viewer })).status).toBe(403);
    expect((await server.call('DELETE', `/api/documents/${String(pdf?.id)}`, { token: contractor })).status).toBe(204);
    expect(await bytesStored()).toBeUndefined();
    expect((await server.call('GET', `/api/documents/${String(pdf?.id)}/download`, { token: admin })).status).toBe(404);
  });

  it('refuses other types, renamed files, files over 10 MB and records out of scope', async () => {
    const url = `/api/documents/worksites/${String(ownWorksite)}/${String(workPermit)}`;
    const exe = await upload(url, admin, [{ fileName: 'setup.exe', content: Buffer.from('MZ\x90\x00') }]);
    expect(exe.statusCode).toBe(422);
    expect(exe.json()).toEqual({
      files: 'Only PDF, PNG, JPEG, Word (.docx) and Excel (.xlsx) files can be uploaded.',
    });
    const renamed = await upload(url, admin, [{ fileName: 'notes.pdf', content: Buffer.from('just some text') }]);
    expect(renamed.statusCode).toBe(422);
    const huge = await upload(url, admin, [
      { fileName: 'scan.pdf', content: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toEqual({ files: 'A file can be at most 10 MB.' });
    // Nothing of the refused uploads was kept: only the earlier test's picture is there.
    const kept = await server.call('GET', `/api/documents/worksites/${String(ownWorksite)}`, { token: admin });
    expect((kept.body as DocumentRow[]).map((d) => d.fileName)).toEqual(['badge photo.png']);

    const foreign = await upload(
      `/api/documents/worksites/${String(otherWorksite)}/${String(workPermit)}`,
      contractor,
      [{ fileName: 'a.pdf', content: PDF }],
    );
    expect(foreign.statusCode).toBe(404);
    expect((await server.call('GET', `/api/documents/organizations/2`, { token: orgstaff })).status).toBe(404);
    const badType = await upload(`/api/documents/organizations/1/999999`, admin, [{ fileName: 'a.pdf', content: PDF }]);
    expect(badType.statusCode).toBe(404);
  });

  it('shows participants’ documents in the youth documents view within scope', async () => {
    const db = server.database.db;
    const students: number[] = [];
    for (const organizationId of [1, 2]) {
      const row = (
        await sql<{ id: number }>`insert into students (organization_id, enrollment_program_id, first_name, last_name,
            birth_date, ssn, address_line1, city, state_code, zip_code, payment_method, create_user)
          values (${organizationId}, 1, 'Jasmine', 'Whitfield', '2009-04-02', '900-12-3456', '12 Main St', 'Pittsburgh',
            'PA', '15212', 'Debit', 'test') returning id`.execute(db)
      ).rows[0];
      students.push(row?.id ?? 0);
    }
    for (const id of students) {
      const response = await upload(`/api/documents/students/${String(id)}/${String(workPermit)}`, admin, [
        { fileName: `permit-${String(id)}.pdf`, content: PDF },
      ]);
      expect(response.statusCode).toBe(201);
    }
    const page = await server.call('POST', '/api/youth-documents/search', {
      token: orgstaff,
      body: { quickSearch: 'work permit' },
    });
    expect(page.body).toMatchObject({
      total: 1,
      items: [
        {
          studentId: students[0],
          studentName: 'Whitfield, Jasmine',
          verificationStatus: 'Uploaded',
          documentTypeName: 'Work Permit',
        },
      ],
    });
    const all = await server.call('POST', '/api/youth-documents/search', { token: admin, body: {} });
    expect((all.body as { total: number }).total).toBe(2);
    const theirs = (all.body as { items: { id: number; studentId: number }[] }).items.find(
      (d) => d.studentId === students[1],
    );
    expect((await server.call('GET', `/api/youth-documents/${String(theirs?.id)}`, { token: orgstaff })).status).toBe(
      404,
    );
  });

  it('saves system documents from base64, replaces their file and keeps shared ones to global users', async () => {
    const base = {
      name: 'Participant Handbook 2026',
      documentTypeId: workPermit,
      description: 'Rules, pay schedule and contacts for the summer.',
      isPublic: true,
      fileName: 'participant-handbook-2026.pdf',
      contentBase64: PDF.toString('base64'),
    };
    expect(
      await server.call('POST', '/api/system-documents/save', { token: admin, body: { ...base, contentBase64: null } }),
    ).toMatchObject({ status: 422, body: { contentBase64: 'A new document needs its file.' } });
    const created = await server.call('POST', '/api/system-documents/save', { token: admin, body: base });
    expect(created.status).toBe(200);
    const document = created.body as { id: number; version: number; sizeBytes: number; organizationId: null };
    expect(document).toMatchObject({ sizeBytes: PDF.length, organizationId: null, contentType: 'application/pdf' });

    const forbidden = await server.call('POST', '/api/system-documents/save', {
      token: orgstaff,
      body: { ...base, id: document.id, version: 0, contentBase64: undefined },
    });
    expect(forbidden.status).toBe(403);
    const replaced = await server.call('POST', '/api/system-documents/save', {
      token: admin,
      body: { ...base, id: document.id, version: 0, fileName: 'handbook.png', contentBase64: PNG.toString('base64') },
    });
    expect(replaced.body).toMatchObject({ fileName: 'handbook.png', contentType: 'image/png', version: 1 });
    const stale = await server.call('POST', '/api/system-documents/save', {
      token: admin,
      body: { ...base, id: document.id, version: 0, contentBase64: undefined },
    });
    expect(stale).toMatchObject({ status: 409, body: { message: STALE } });
    const download = await server.call('GET', `/api/system-documents/${String(document.id)}/download`, {
      token: orgstaff,
    });
    expect(download.headers['content-disposition']).toContain('filename="handbook.png"');
    expect(Buffer.compare(download.raw, PNG)).toBe(0);
    expect(
      (await server.call('DELETE', `/api/system-documents/${String(document.id)}?version=1`, { token: orgstaff }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('DELETE', `/api/system-documents/${String(document.id)}?version=1`, { token: admin })).status,
    ).toBe(204);
  });

  it('records a document request and mails the applicant through the outbox', async () => {
    const db = server.database.db;
    // An applicant of Partner4Work (the enrollment area's table) with an email address.
    const applicant = (
      await sql<{ id: number }>`insert into applicants (organization_id, enrollment_program_id, first_name, last_name,
          birth_date, ssn, email_address, address_line1, city, zip_code, submitted_on, create_user)
        values (1, 1, 'Jasmine', 'Carter', '2009-03-14', '900-45-6789', 'jasmine.carter@example.org', '12 Main St',
          'Pittsburgh', '15212', '2026-03-01T10:00:00Z', 'test') returning id`.execute(db)
    ).rows[0]?.id;
    const types = (await server.call('GET', '/api/lookups/document-types', { token: admin })).body as {
      id: number;
      text: string;
    }[];
    const ids = types.filter((t) => ['Work Permit', 'Proof of Residency'].includes(t.text)).map((t) => t.id);
    const body = { applicantId: applicant, documentTypeIds: ids, message: 'Upload by Friday.', dueDate: '2026-07-06' };
    expect((await server.call('POST', '/api/document-requests', { token: viewer, body })).status).toBe(403);
    const created = await server.call('POST', '/api/document-requests', { token: orgstaff, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      applicantId: applicant,
      emailAddress: 'jasmine.carter@example.org',
      status: 'Sent',
      dueDate: '2026-07-06',
      documentTypes: [
        { id: ids[0], text: expect.any(String) as string },
        { id: ids[1], text: expect.any(String) as string },
      ],
    });
    const mail = (
      await sql<{ to_address: string; subject: string; body: string }>`select to_address, subject, body
        from mail_outbox order by id desc limit 1`.execute(db)
    ).rows[0];
    expect(mail).toMatchObject({
      to_address: 'jasmine.carter@example.org',
      subject: 'Documents needed for your application',
    });
    expect(mail?.body).toContain('Hello Jasmine');
    expect(mail?.body).toContain('Work Permit, Proof of Residency');
    expect(mail?.body).toContain('07/06/2026');

    const id = String((created.body as { id: number }).id);
    const resent = await server.call('POST', `/api/document-requests/${id}/resend`, { token: orgstaff });
    expect(resent.body).toMatchObject({ status: 'Sent', lastUpdateUser: 'orgstaff' });
    await sql`update document_requests set status = 'Completed' where id = ${Number(id)}`.execute(db);
    expect((await server.call('POST', `/api/document-requests/${id}/resend`, { token: orgstaff })).status).toBe(409);
    const list = await server.call('GET', `/api/document-requests?applicantId=${String(applicant)}`, { token: admin });
    expect((list.body as unknown[]).length).toBe(1);
    const unknown = await server.call('POST', '/api/document-requests', {
      token: admin,
      body: { ...body, applicantId: 999999 },
    });
    expect(unknown).toMatchObject({ status: 422, body: { applicantId: 'The applicant was not found.' } });
  });

  it('hands document requests to the function host with the key the server holds, when one is configured', async () => {
    const seen: { method?: string; url?: string; headers?: IncomingHttpHeaders; body?: string }[] = [];
    const host = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body });
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 77,
            applicantId: 3051,
            emailAddress: 'jasmine.carter@example.org',
            documentTypes: [{ id: 4, text: 'Work Permit' }],
            status: 'Sent',
            sentDate: '2026-06-29T14:05:00Z',
          }),
        );
      });
    });
    await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
    process.env.PATHWAY_FUNCTION_HOST = `http://127.0.0.1:${String((host.address() as AddressInfo).port)}/`;
    process.env.PATHWAY_FUNCTION_KEY = 'server-side-key';
    try {
      const response = await server.call('POST', '/api/document-requests', {
        token: orgstaff,
        body: { applicantId: 3051, documentTypeIds: [4] },
      });
      expect(response).toMatchObject({ status: 201, body: { id: 77, status: 'Sent' } });
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/document-requests' });
      expect(seen[0]?.headers?.['x-functions-key']).toBe('server-side-key');
      expect(seen[0]?.headers?.authorization).toBeUndefined();
      expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({ applicantId: 3051, documentTypeIds: [4] });
    } finally {
      delete process.env.PATHWAY_FUNCTION_HOST;
      delete process.env.PATHWAY_FUNCTION_KEY;
      await new Promise((done) => host.close(done));
    }
  });

  it('builds a real xlsx from the posted grid with typed cells', async () => {
    const response = await server.call('POST', '/api/export/excel', {
      token: viewer,
      body: {
        fileName: 'timesheets',
        sheetName: 'Timesheets',
        columns: [
          { field: 'name', title: 'Name', format: 'text' },
          { field: 'periodFrom', title: 'Period From', format: 'date' },
          { field: 'workedHours', title: 'Worked Hours', format: 'number' },
          { field: 'amount', title: 'Amount', format: 'currency' },
        ],
        rows: [
          ['Carter, Jasmine', '2026-06-29', 32, 384],
          ['Nguyen, Marcus', '2026-06-29', 28.5, null],
        ],
      },
    });
    expect(response.status).toBe(200);
    const file = response.body as { fileName: string; contentType: string; content: string };
    expect(file.fileName).toBe('timesheets.xlsx');
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    const bytes = Buffer.from(file.content, 'base64');
    // exceljs types its input as an ArrayBuffer; the bytes of the decoded file are exactly that.
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = workbook.getWorksheet('Timesheets');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Period From', 'Worked Hours', 'Amount']);
    expect(sheet?.getCell('A2').value).toBe('Carter, Jasmine');
    expect(sheet?.getCell('B2').value).toEqual(new Date(Date.UTC(2026, 5, 29)));
    expect(sheet?.getCell('C3').value).toBe(28.5);
    expect(sheet?.getCell('D2').numFmt).toBe('"$"#,##0.00');
    expect(sheet?.rowCount).toBe(3);

    const ragged = await server.call('POST', '/api/export/excel', {
      token: viewer,
      body: { columns: [{ field: 'a', title: 'A' }], rows: [['x', 'y']] },
    });
    expect(ragged).toMatchObject({ status: 422, body: { rows: 'Row 1 has 2 cells; the export has 1 columns.' } });
  });
});
