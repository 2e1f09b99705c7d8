import { afterAll, beforeAll, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: { participants: 20, applicants: 10 } });
});
afterAll(async () => {
  await server.close();
});

it('smoke', async () => {
  const token = await server.login('admin');
  const spec = server.app.pathway.operations;
  const mine = new Set([
    'lookups',
    'organizations',
    'programs',
    'enrollment-programs',
    'locations',
    'income-ranges',
    'schools',
    'tax-codes',
    'email-templates',
    'data-dictionary',
    'quality-review-config',
    'online-application',
    'documents',
    'youth-documents',
    'system-documents',
    'document-requests',
  ]);
  for (const op of spec) {
    if (op.method !== 'get' && !op.path.endsWith('/search')) continue;
    if (!mine.has(op.operation.tags?.[0] ?? '')) continue;
    const url =
      '/api' +
      op.path.replace(/\{(\w+)\}/g, (_, n) =>
        n === 'lookup' ? 'barrier-types' : n === 'type' ? 'organizations' : '1',
      ) +
      (op.path === '/enrollment/income-ranges'
        ? '?enrollmentProgramId=1'
        : op.path === '/document-requests'
          ? '?applicantId=1'
          : '');
    const r = await server.call(op.method.toUpperCase(), url, { token, body: op.method === 'post' ? {} : undefined });
    console.log(r.status, op.method, url, JSON.stringify(r.body).slice(0, 160));
  }
});
