import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';
import { rows } from './reports-support.ts';

interface EntityColumn {
  name: string;
  label: string;
  dataType: 'text' | 'number' | 'money' | 'date' | 'boolean';
  quickSearch: boolean;
}
interface Entity {
  name: string;
  label: string;
  columns: EntityColumn[];
}
interface Rows {
  items: Record<string, string | number | boolean | null>[];
  total: number;
}

// Adding a view from the screen (ADR 172): the entity list and the views made from it, on PGlite
// and on PostgreSQL 18 (a view over every column of every entity runs each column's SQL).
describe.each(ENGINES)('business view entities on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.login('admin');
    viewer = await server.login('viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  const entities = async (token: string) => server.call('GET', '/api/business-views/entities', { token });

  async function createView(body: Record<string, unknown>) {
    const response = await server.call('POST', '/api/business-views', {
      token: admin,
      body: { isActive: true, ...body },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: number; version: number };
  }

  async function open(id: number, body: Record<string, unknown> = { page: 1, pageSize: 500 }) {
    const response = await server.call('POST', `/api/business-views/${String(id)}/rows`, { token: admin, body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Rows;
  }

  it('lists every entity with its columns; a view over all of an entity’s columns is saved and opens', async () => {
    const response = await entities(admin);
    expect(response.status).toBe(200);
    const list = response.body as Entity[];
    expect(list.map((entity) => entity.name).sort()).toEqual([
      'applications',
      'jobs',
      'students',
      'timesheets',
      'worksites',
    ]);
    expect(list.map((entity) => entity.label)).toEqual([...list.map((entity) => entity.label)].sort());
    const students = list.find((entity) => entity.name === 'students');
    expect(students?.columns.find((column) => column.name === 'birthDate')).toEqual({
      name: 'birthDate',
      label: 'Birth date',
      dataType: 'date',
      // A 10-character date in the quick search finds the day.
      quickSearch: true,
    });
    expect(students?.columns.find((column) => column.name === 'lastName')?.quickSearch).toBe(true);
    expect(students?.columns.find((column) => column.name === 'paperCheck')?.quickSearch).toBe(false);
    for (const entity of list) {
      const view = await createView({
        name: `Every ${entity.label} column (${engine})`,
        viewName: entity.name,
        columns: entity.columns.map(({ name, label, dataType }) => ({ name, label, dataType })),
      });
      const page = await open(view.id, { page: 1, pageSize: 5 });
      expect(page.total, entity.name).toBeGreaterThan(0);
      expect(Object.keys(page.items[0] ?? {})).toEqual(entity.columns.map((column) => column.name));
    }
  });

  it('a view made from the list with text and date filters opens with exactly the rows they select', async () => {
    const list = (await entities(admin)).body as Entity[];
    const jobs = list.find((entity) => entity.name === 'jobs');
    if (!jobs) throw new Error('no jobs entity');
    const pick = (name: string) => {
      const column = jobs.columns.find((candidate) => candidate.name === name);
      if (!column) throw new Error(`jobs has no ${name}`);
      return { name: column.name, label: column.label, dataType: column.dataType };
    };
    // A start date some approved jobs have, so the filters select some jobs and leave others out.
    const [from] = await rows<{ day: string }>(
      server,
      sql`select to_char(percentile_disc(0.5) within group (order by start_date), 'YYYY-MM-DD') as day
        from jobs where status = 'Approved'`,
    );
    const day = from?.day ?? '';
    const view = await createView({
      name: `Approved jobs from a day (${engine})`,
      viewName: 'jobs',
      columns: [pick('title'), pick('startDate'), pick('status')],
      filters: [
        { field: 'status', operator: 'eq', value: 'Approved' },
        { field: 'startDate', operator: 'gte', value: day },
      ],
      sort: [{ field: 'startDate', direction: 'asc' }],
    });
    const page = await open(view.id);
    const [expected] = await rows<{ n: number }>(
      server,
      sql`select count(*)::int as n from jobs where status = 'Approved' and start_date >= ${day}::date`,
    );
    expect(page.total).toBe(expected?.n);
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((item) => item.status === 'Approved' && String(item.startDate) >= day)).toBe(true);
    const [all] = await rows<{ n: number }>(server, sql`select count(*)::int as n from jobs`);
    expect(page.total).toBeLessThan(all?.n ?? 0);
    const dates = page.items.map((item) => String(item.startDate));
    expect(dates).toEqual([...dates].sort());
  });

  it('needs BUSINESS_VIEW_MAINTENANCE', async () => {
    expect((await entities(viewer)).status).toBe(403);
  });
});
