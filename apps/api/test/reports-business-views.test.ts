import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { grantReportClaims, rows } from './reports-support.ts';

let server: TestServer;
let admin: string;
let orgstaff: string;
let viewer: string;

beforeAll(async () => {
  server = await startTestServer();
  await grantReportClaims(server);
  admin = await server.login('admin');
  orgstaff = await server.login('orgstaff');
  viewer = await server.login('viewer');
});
afterAll(async () => {
  await server.close();
});

interface Rows {
  columns: { name: string }[];
  items: Record<string, string | number | boolean | null>[];
  total: number;
}

const columns = [
  { name: 'lastName', label: 'Last name', dataType: 'text' },
  { name: 'status', label: 'Status', dataType: 'text' },
  { name: 'organizationId', label: 'Organization id', dataType: 'number' },
  { name: 'paperCheck', label: 'Paper check', dataType: 'boolean' },
];

async function createView(body: Record<string, unknown>, status = 201) {
  const response = await server.call('POST', '/api/business-views', {
    token: admin,
    body: { viewName: 'students', columns, isActive: true, ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as { id: number; filters: unknown[]; sort: unknown[]; version: number };
}

async function open(id: number, token: string, body: Record<string, unknown> = {}, status = 200) {
  const response = await server.call('POST', `/api/business-views/${String(id)}/rows`, { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as Rows;
}

const count = async (where: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(server, sql`select count(*)::int as n from students where ${where}`))[0]?.n ?? -1;

describe('business views opened as a grid', () => {
  it('saves filters and sort, and opens with them: only the filtered rows, in the saved order', async () => {
    const view = await createView({
      name: 'Assigned participants by name',
      filters: [{ field: 'status', operator: 'eq', value: 'Assigned' }],
      sort: [{ field: 'lastName', direction: 'desc' }],
    });
    expect(view.filters).toEqual([{ field: 'status', operator: 'eq', value: 'Assigned' }]);
    expect(view.sort).toEqual([{ field: 'lastName', direction: 'desc' }]);
    const page = await open(view.id, admin, { page: 1, pageSize: 500 });
    expect(page.total).toBe(await count(sql`status = 'Assigned'`));
    expect(page.columns.map((column) => column.name)).toEqual(columns.map((column) => column.name));
    expect(new Set(page.items.map((item) => item.status))).toEqual(new Set(['Assigned']));
    const names = page.items.map((item) => String(item.lastName));
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    expect(typeof page.items[0]?.paperCheck).toBe('boolean');
  });

  it('adds the grid’s quick search and filters to the saved ones; the grid’s sort wins', async () => {
    const view = await createView({
      name: 'Assigned participants, searched',
      filters: [{ field: 'status', operator: 'eq', value: 'Assigned' }],
      sort: [{ field: 'lastName', direction: 'desc' }],
    });
    const first = (await open(view.id, admin, { page: 1, pageSize: 1 })).items[0];
    const lastName = String(first?.lastName);
    const page = await open(view.id, admin, {
      quickSearch: lastName,
      filters: [{ field: 'organizationId', operator: 'eq', value: 1 }],
      sort: [{ field: 'lastName', direction: 'asc' }],
      page: 1,
      pageSize: 500,
    });
    expect(page.items.every((item) => item.status === 'Assigned' && item.organizationId === 1)).toBe(true);
    expect(page.items.every((item) => String(item.lastName).toLowerCase().includes(lastName.toLowerCase()))).toBe(true);
  });

  it('organization staff open a view within their organizations only', async () => {
    const view = await createView({ name: 'Every participant' });
    const page = await open(view.id, orgstaff, { page: 1, pageSize: 500 });
    expect(page.total).toBe(await count(sql`organization_id = 1`));
    expect(new Set(page.items.map((item) => item.organizationId))).toEqual(new Set([1]));
    expect((await open(view.id, admin, { page: 1, pageSize: 1 })).total).toBe(await count(sql`true`));
  });

  it('refuses a saved filter or sort on a column the view does not have', async () => {
    const badFilter = await server.call('POST', '/api/business-views', {
      token: admin,
      body: {
        name: 'Bad filter',
        viewName: 'students',
        columns,
        isActive: true,
        filters: [{ field: 'nickname', operator: 'eq', value: 'x' }],
      },
    });
    expect(badFilter.status).toBe(422);
    const badSort = await server.call('POST', '/api/business-views', {
      token: admin,
      body: {
        name: 'Bad sort',
        viewName: 'students',
        columns,
        isActive: true,
        sort: [{ field: 'city', direction: 'asc' }],
      },
    });
    expect(badSort.status).toBe(422);
    expect(badSort.body).toEqual({ sort: 'city is not a column of this view.' });
  });

  it('needs BUSINESS_VIEW_MAINTENANCE, and an unknown view is not found', async () => {
    const view = await createView({ name: 'For the viewer' });
    await open(view.id, viewer, {}, 403);
    await open(999_999, admin, {}, 404);
  });
});
