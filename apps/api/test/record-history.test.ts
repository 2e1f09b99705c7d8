import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, loadFixtures, newStudent } from './participants-fixtures.ts';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';

interface Change {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}
interface Entry {
  id: number;
  occurredAt: string;
  userName: string;
  action: string;
  actionName: string;
  operationId: string;
  changes: Change[];
}
interface HistoryPage {
  items: Entry[];
  total: number;
}

/**
 * The History of a record (recordHistoryList, ADR 196): who changed what and when, from the audit
 * log, SSNs masked, paged, behind VIEW_RECORD_HISTORY and the record's own row scope.
 */
describe.each(ENGINES)('record history on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  let contractor: string;
  let viewer: string;
  const call = (method: string, url: string, token: string, body?: unknown) =>
    server.call(method, url, { token, body });
  const history = (type: string, id: number, token: string, query = '') =>
    call('GET', `/api/history/${type}/${String(id)}${query}`, token);

  beforeAll(async () => {
    server = await startTestServer({ engine, seed: { participants: 0, applicants: 0 } });
    await loadFixtures(server);
    [admin, orgstaff, contractor, viewer] = await Promise.all([
      server.login('admin'),
      server.login('orgstaff'),
      server.login('contractor'),
      server.login('viewer'),
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  it("lists a participant's edits newest first with who, when, before and after, the SSN masked", async () => {
    const created = await createStudent(server, orgstaff, { ssn: '219-44-6781' });
    const updated = await call('PUT', `/api/students/${String(created.id)}`, orgstaff, {
      ...newStudent({ ssn: '219-44-6782', mainPhone: '(412) 555-0199' }),
      version: created.version,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);

    const response = await history('participant', created.id, orgstaff);
    expect(response.status).toBe(200);
    const page = response.body as HistoryPage;
    expect(page.total).toBe(2);
    const [update, create] = page.items;
    expect(update).toMatchObject({ userName: 'orgstaff', action: 'Update', operationId: 'studentsUpdate' });
    expect(Date.parse(update?.occurredAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        { field: 'mainPhone', label: 'Main Phone', before: '(412) 555-0142', after: '(412) 555-0199' },
        { field: 'ssn', label: 'SSN', before: '*****6781', after: '*****6782' },
      ]),
    );
    // The bookkeeping every write moves is not a change the user made.
    expect(update?.changes.map((change) => change.field)).not.toContain('version');
    expect(create).toMatchObject({ action: 'Create', operationId: 'studentsCreate' });
    expect(create?.changes).toContainEqual({ field: 'lastName', label: 'Last Name', before: null, after: 'Whitfield' });
    expect(JSON.stringify(page)).not.toMatch(/219-44-678/);
  });

  it('pages the history', async () => {
    let current = await createStudent(server, admin);
    for (const phone of ['(412) 555-0101', '(412) 555-0102', '(412) 555-0103']) {
      const response = await call('PUT', `/api/students/${String(current.id)}`, admin, {
        ...newStudent({ mainPhone: phone }),
        version: current.version,
      });
      current = response.body as typeof current;
    }
    const first = (await history('participant', current.id, admin, '?page=1&pageSize=2')).body as HistoryPage;
    const second = (await history('participant', current.id, admin, '?page=2&pageSize=2')).body as HistoryPage;
    expect(first.total).toBe(4);
    expect(first.items.map((entry) => entry.changes.find((c) => c.field === 'mainPhone')?.after)).toEqual([
      '(412) 555-0103',
      '(412) 555-0102',
    ]);
    expect(second.items.map((entry) => entry.action)).toEqual(['Update', 'Create']);
    expect((await history('participant', current.id, admin, '?pageSize=101')).status).toBe(400);
  });

  it('answers 403 to a role without VIEW_RECORD_HISTORY', async () => {
    const created = await createStudent(server, admin);
    expect((await history('participant', created.id, viewer)).status).toBe(403);
    // Contractor staff see the participant's screen but not who changed it.
    expect((await history('participant', created.id, contractor)).status).toBe(403);
  });

  it('answers 404 for a record outside the caller’s scope, as for one that does not exist', async () => {
    const created = await createStudent(server, admin);
    await sql`update students set organization_id = 2 where id = ${created.id}`.execute(server.database.db);
    const outside = await history('participant', created.id, orgstaff);
    expect(outside.status).toBe(404);
    expect(JSON.stringify(outside.body)).not.toContain('Whitfield');
    expect((await history('participant', 999_999, orgstaff)).status).toBe(404);
    // The administrator (global) sees it.
    expect((await history('participant', created.id, admin)).status).toBe(200);
  });

  it('tells the history of a job and keeps users to the caller’s scope', async () => {
    const jobs = (await call('POST', '/api/jobs/search', admin, { pageSize: 1 })).body as {
      items: { id: number; version: number; status: string }[];
    };
    const job = jobs.items[0];
    if (!job) throw new Error('the seed has no job');
    const full = (await call('GET', `/api/jobs/${String(job.id)}`, admin)).body as Record<string, unknown>;
    const { version, ...rest } = full;
    const edited = await call('PUT', `/api/jobs/${String(job.id)}`, admin, {
      ...Object.fromEntries(
        Object.entries(rest).filter(([field]) =>
          [
            'name',
            'worksiteId',
            'contractId',
            'jobSectorId',
            'description',
            'startDate',
            'endDate',
            'hoursPerWeek',
            'positions',
            'hourlyRate',
            'incentiveOnly',
            'maxHoursPerStudent',
            'maxIncentiveAmount',
            'minAge',
            'maxAge',
            'supervisorName',
            'supervisorPhone',
            'supervisorEmail',
            'workSchedule',
          ].includes(field),
        ),
      ),
      supervisorName: 'Renée Jackson',
      version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const page = (await history('job', job.id, admin)).body as HistoryPage;
    expect(page.items[0]?.changes).toContainEqual(
      expect.objectContaining({ field: 'supervisorName', after: 'Renée Jackson' }),
    );

    expect((await history('user', 2, admin)).status).toBe(200);
    // Orgstaff may not read users at all (usersGet needs SECURITY or MAINTAIN_USERS), so a user's
    // history is refused the way the user's own read is, e-mail changes and all.
    const read = await call('GET', '/api/users/1', orgstaff);
    const userHistory = await history('user', 1, orgstaff);
    expect(read.status).toBe(403);
    expect(userHistory.status).toBe(403);
    expect(userHistory.body).toEqual(read.body);
    expect((await call('GET', '/api/history/invoice/1', admin)).status).toBe(400);
  });
});
