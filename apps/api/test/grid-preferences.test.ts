import { CORE_ONLY } from '../src/seed/run.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';

/** Views that remember (issue 26, ADR 198): each user's own saved grid views, and nobody else's. */
const view = {
  quickSearch: 'Lee',
  filters: { birthDate: '07/23/2007' },
  sort: { columnId: 'lastName', direction: 'desc' },
  page: 2,
  pageSize: 50,
  additionalColumns: true,
};
const url = (key: string) => `/api/grid-preferences/${key}`;

describe('grid preferences', () => {
  let server: TestServer;
  let admin = '';
  let staff = '';

  beforeAll(async () => {
    server = await startTestServer({ engine: 'pglite', seed: CORE_ONLY });
    admin = await server.login('admin');
    staff = await server.login('orgstaff');
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers null before anything is saved, then the saved view, in a new session too', async () => {
    const before = await server.call('GET', url('participants.search'), { token: admin });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ screenKey: 'participants.search', view: null });

    const saved = await server.call('PUT', url('participants.search'), { token: admin, body: view });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ screenKey: 'participants.search', view });

    // Another sign-in (another browser) reads the same view.
    const again = await server.login('admin');
    const after = await server.call('GET', url('participants.search'), { token: again });
    expect(after.body).toMatchObject({ screenKey: 'participants.search', view });
    expect(typeof (after.body as { lastUpdateDate?: unknown }).lastUpdateDate).toBe('string');
  });

  it('keeps one view per screen; the last save wins', async () => {
    await server.call('PUT', url('contract.jobs'), { token: admin, body: { ...view, page: 3 } });
    await server.call('PUT', url('contract.jobs'), { token: admin, body: { ...view, sort: null, page: 1 } });
    const jobs = await server.call('GET', url('contract.jobs'), { token: admin });
    expect(jobs.body).toMatchObject({ view: { sort: null, page: 1 } });
    const participants = await server.call('GET', url('participants.search'), { token: admin });
    expect(participants.body).toMatchObject({ view: { page: 2 } });
  });

  it("does not reach another user's view: the same key reads and removes only the caller's own", async () => {
    await server.call('PUT', url('maintenance.schools'), { token: admin, body: view });
    const other = await server.call('GET', url('maintenance.schools'), { token: staff });
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ screenKey: 'maintenance.schools', view: null });

    // The other user's save and reset leave the first user's view as it was.
    await server.call('PUT', url('maintenance.schools'), { token: staff, body: { ...view, quickSearch: 'Kim' } });
    expect((await server.call('DELETE', url('maintenance.schools'), { token: staff })).status).toBe(204);
    const mine = await server.call('GET', url('maintenance.schools'), { token: admin });
    expect(mine.body).toMatchObject({ view: { quickSearch: 'Lee' } });
    const theirs = await server.call('GET', url('maintenance.schools'), { token: staff });
    expect(theirs.body).toMatchObject({ view: null });
  });

  it('keeps the choices of the filters a screen offers as lists, numbers and texts as sent (issue 45)', async () => {
    const withChoices = { ...view, choices: { clearanceExpiringWithinDays: 60, status: 'Enrolled' } };
    const saved = await server.call('PUT', url('participants.search'), { token: staff, body: withChoices });
    expect(saved.status).toBe(200);
    const read = await server.call('GET', url('participants.search'), { token: staff });
    expect(read.body).toMatchObject({ view: withChoices });
    const object = await server.call('PUT', url('participants.search'), {
      token: staff,
      body: { ...view, choices: { status: { eq: 'Enrolled' } } },
    });
    expect(object.status).toBe(422);
  });

  it('resets: after a delete the screen has no view; deleting nothing is no error', async () => {
    await server.call('PUT', url('payroll.available'), { token: admin, body: view });
    expect((await server.call('DELETE', url('payroll.available'), { token: admin })).status).toBe(204);
    expect((await server.call('GET', url('payroll.available'), { token: admin })).body).toMatchObject({ view: null });
    expect((await server.call('DELETE', url('payroll.available'), { token: admin })).status).toBe(204);
  });

  it('refuses a caller without a session, a bad key and a malformed view', async () => {
    expect((await server.call('GET', url('participants.search'))).status).toBe(401);
    expect((await server.call('PUT', url('participants.search'), { body: view })).status).toBe(401);
    expect((await server.call('GET', url('Participants%2Fsearch'), { token: admin })).status).toBe(400);
    const unknownField = await server.call('PUT', url('participants.search'), {
      token: admin,
      body: { ...view, userId: 7 },
    });
    expect(unknownField.status).toBe(422);
    const badPage = await server.call('PUT', url('participants.search'), { token: admin, body: { ...view, page: 0 } });
    expect(badPage.status).toBe(422);
    const badSort = await server.call('PUT', url('participants.search'), {
      token: admin,
      body: { ...view, sort: { columnId: 'lastName', direction: 'up' } },
    });
    expect(badSort.status).toBe(422);
    // Nothing of the refused saves was kept.
    const kept = await server.call('GET', url('participants.search'), { token: admin });
    expect(kept.body).toMatchObject({ view });
  });
});
