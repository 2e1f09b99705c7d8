import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleUrl, label, operations } from './support/operations.ts';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';

/**
 * What a hostile user sent that once answered 500 (issue 27), and the shared layer's other refusals:
 * a wrong method, an over-large body. Each is a 4xx with the contract's error body, on both engines.
 */
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <</Type/Catalog>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(fileName: string, content: Buffer): { payload: Buffer; contentType: string } {
  const boundary = '----pathway-probe-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const isErrorBody = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.keys(body).length > 0 &&
  Object.values(body).every((value) => typeof value === 'string');

const searches = operations.filter((op) => op.method === 'post' && op.path.endsWith('/search'));

describe.each(ENGINES)('hostile probes on %s', (engine) => {
  let server: TestServer;
  let token = '';
  const counts = { probes: 0, fiveHundreds: 0 };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    token = await server.login('admin');
  });
  afterAll(async () => {
    process.stdout.write(
      `hostile probes (${engine}): ${String(counts.probes)} requests, ${String(counts.fiveHundreds)} answered 5xx\n`,
    );
    await server.close();
  });

  const send = async (...args: Parameters<TestServer['call']>) => {
    const response = await server.call(...args);
    counts.probes += 1;
    if (response.status >= 500) counts.fiveHundreds += 1;
    return response;
  };

  it('answers a JSON null, an array or a number where an object is declared with 400', async () => {
    for (const body of ['null', '[]', '42', '"text"']) {
      const response = await send('POST', '/api/users/change-password', { token, body });
      expect(response.status, body).toBe(400);
      expect(response.body).toEqual({ message: 'The request body must be a JSON object.' });
    }
  });

  it('refuses a NUL in a quick search on every search with 400', async () => {
    for (const op of searches) {
      const response = await send('POST', exampleUrl(op), { token, body: { quickSearch: 'ab\u0000c' } });
      expect(response.status, label(op)).toBe(400);
      expect(isErrorBody(response.body), label(op)).toBe(true);
    }
  });

  it('refuses a NUL in a path or query parameter with 400', async () => {
    const path = await send('GET', '/api/users/1%00', { token });
    expect(path.status).toBe(400);
    const query = await send('DELETE', '/api/users/99999?version=1&forceRemove=%00', { token });
    expect(query.status).toBe(400);
  });

  it('refuses huge and non-finite numbers in filters with 4xx, never 500', async () => {
    for (const op of searches) {
      for (const value of ['1e308', '-1e308', '1e999', '-1e999', '123456789012345678901234567890']) {
        const body = `{"filters":[{"field":"id","operator":"eq","value":${value}}]}`;
        const response = await send('POST', exampleUrl(op), { token, body });
        expect(response.status, `${label(op)} ${value}`).toBeLessThan(500);
        expect(response.status, `${label(op)} ${value}`).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('answers a non-finite number anywhere in a body with 400', async () => {
    const response = await send('POST', '/api/system/session-time-limit', {
      token,
      body: '{"sessionTimeLimitMinutes":1e999,"version":0}',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Numbers must be finite.' });
  });

  it('refuses a NUL in an uploaded file name with 4xx and strips bidirectional controls from stored names', async () => {
    const worksite = (
      await sql<{ id: number }>`select id from worksites order by id limit 1`.execute(server.database.db)
    ).rows[0]?.id;
    const type = (
      await sql<{
        id: number;
      }>`select id from lookup_options where lookup_name = 'document-types' order by id limit 1`.execute(
        server.database.db,
      )
    ).rows[0]?.id;
    const url = `/api/documents/worksites/${String(worksite)}/${String(type)}`;
    const upload = (fileName: string) => {
      const { payload, contentType } = multipart(fileName, PDF);
      counts.probes += 1;
      return server.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
    };
    const nul = await upload('permit\u0000.pdf');
    if (nul.statusCode >= 500) counts.fiveHundreds += 1;
    expect(nul.statusCode, nul.body).toBe(422);
    expect(nul.json()).toEqual({ files: 'A file name cannot contain control characters.' });

    // Shown right to left from the override on, "invoice\u202Efdp.exe" reads "invoiceexe.pdf".
    const bidi = await upload('permit\u202E\u2066 2026\u2069.pdf');
    expect(bidi.statusCode, bidi.body).toBe(201);
    expect(bidi.json<{ fileName: string }[]>()[0]?.fileName).toBe('permit 2026.pdf');
  });

  it('answers a method an operation does not have with 405 and Allow', async () => {
    const response = await send('DELETE', '/api/auth/login');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(isErrorBody(response.body)).toBe(true);
    const users = await send('PATCH', '/api/users/7', { token, body: {} });
    expect(users.status).toBe(405);
    expect(String(users.headers.allow).split(', ').sort()).toEqual(['DELETE', 'GET', 'PUT']);
    expect((await send('GET', '/api/no-such-thing')).status).toBe(404);
  });

  it('caps JSON bodies at 1 MB with 413', async () => {
    const response = await send('POST', '/api/users/search', {
      token,
      body: JSON.stringify({ quickSearch: 'x', padding: 'y'.repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(isErrorBody(response.body)).toBe(true);
  });

  it('answered no probe with a 5xx', () => {
    expect(counts.fiveHundreds).toBe(0);
  });
});
