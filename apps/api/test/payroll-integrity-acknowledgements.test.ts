import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from './payroll-fixtures.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * The acknowledgement history of the integrity findings (issue 48, ADR 227): a finding that gains a
 * record gets a new key and leaves the period's findings, but its acknowledgement stays in the
 * history with the finding's words and participants as they were when it was acknowledged.
 */
let server: TestServer;
let admin: string;
/** Participants of organization 1 with timesheets in the processes of the period, by id. */
let subjects: number[] = [];

const ORGANIZATION = 1;
const PERIOD = { start: '2026-06-01', end: '2026-08-23' };
const HISTORY = '/api/payroll/integrity/acknowledgements';
const RING = 'history.ring@example.org';

interface Finding {
  kind: string;
  key: string;
  reason: string;
  participants: { studentId: number; name: string }[];
  acknowledgement: { id: number } | null;
}

interface Entry {
  id: number;
  kind: string;
  reason: string;
  acknowledgedBy: string;
  acknowledgedOn: string;
  findingReason: string | null;
  participants: { studentId: number; name: string | null }[];
}

interface Page {
  items: Entry[];
  total: number;
}

async function contactFindings(): Promise<Finding[]> {
  const response = await server.call(
    'GET',
    `/api/payroll/integrity/findings?organizationId=${String(ORGANIZATION)}&periodStartDate=${PERIOD.start}&periodEndDate=${PERIOD.end}&kind=Shared%20Contact`,
    { token: admin },
  );
  expect(response.status).toBe(200);
  return (response.body as { items: Finding[] }).items;
}

const ring = (list: readonly Finding[]) => list.filter((finding) => finding.reason.includes(RING));

async function history(query: string, token = admin) {
  return server.call('GET', `${HISTORY}?${query}`, { token });
}

/** Names as the Participants screen shows them, Last, First, by id. */
async function namesOf(ids: readonly number[]) {
  const rows = await run(
    server,
    sql`select id, last_name || ', ' || first_name as name from students where id = any(${ids}::int4[]) order by id`,
  );
  return ids.map((id) => ({ studentId: id, name: rows.find((row) => Number(row.id) === id)?.name }));
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  subjects = (
    await run(
      server,
      sql`select distinct sj.student_id as id from payroll_processes p join timesheets t on t.payroll_process_id = p.id
        join student_jobs sj on sj.id = t.student_job_id
        where p.organization_id = ${ORGANIZATION} and p.period_start_date <= ${PERIOD.end}::date
          and p.period_end_date >= ${PERIOD.start}::date
        order by 1`,
    )
  ).map((row) => Number(row.id));
  expect(subjects.length).toBeGreaterThanOrEqual(8);
});
afterAll(async () => {
  await server.close();
});

describe('the acknowledgement history', () => {
  it('keeps an acknowledgement with the finding’s words and participants after the finding gains a record', async () => {
    const seven = subjects.slice(0, 7);
    const eighth = subjects[7] ?? 0;
    await run(server, sql`update students set email_address = ${RING} where id = any(${seven}::int4[])`);
    const [finding] = ring(await contactFindings());
    expect(finding?.participants.map((person) => person.studentId)).toEqual(seven);
    const reason = 'Cousins at one group home; the e-mail is the house manager’s.';
    const made = await server.call('POST', HISTORY, {
      token: admin,
      body: {
        organizationId: ORGANIZATION,
        periodStartDate: PERIOD.start,
        periodEndDate: PERIOD.end,
        kind: 'Shared Contact',
        key: finding?.key,
        reason,
      },
    });
    expect(made.status).toBe(201);
    const acknowledgementId = (made.body as { id: number }).id;

    // An eighth participant gives the same e-mail: a new finding, not acknowledged, and the old one gone.
    await run(server, sql`update students set email_address = ${RING} where id = ${eighth}`);
    const [changed] = ring(await contactFindings());
    expect(changed?.key).not.toBe(finding?.key);
    expect(changed?.acknowledgement).toBeNull();
    expect(changed?.participants).toHaveLength(8);

    const page = await history(`organizationId=${String(ORGANIZATION)}`);
    expect(page.status).toBe(200);
    const entry = (page.body as Page).items.find((one) => one.id === acknowledgementId);
    expect(entry).toMatchObject({
      kind: 'Shared Contact',
      reason,
      acknowledgedBy: 'admin',
      findingReason: finding?.reason,
    });
    expect(entry?.findingReason).toMatch(/^7 participants give the same e-mail \(history\.ring@example\.org\)/);
    expect(entry?.participants).toEqual(await namesOf(seven));
    expect(Date.parse(entry?.acknowledgedOn ?? '')).not.toBeNaN();
  });

  it('lists newest first, a page at a time, one kind when asked', async () => {
    // A second acknowledgement, of an SSN finding (the demo's SSNs are all in area 900-999).
    const ssn = await server.call(
      'GET',
      `/api/payroll/integrity/findings?organizationId=${String(ORGANIZATION)}&periodStartDate=${PERIOD.start}&periodEndDate=${PERIOD.end}&kind=SSN`,
      { token: admin },
    );
    const [finding] = (ssn.body as { items: Finding[] }).items;
    const made = await server.call('POST', HISTORY, {
      token: admin,
      body: {
        organizationId: ORGANIZATION,
        periodStartDate: PERIOD.start,
        periodEndDate: PERIOD.end,
        kind: 'SSN',
        key: finding?.key,
        reason: 'An ITIN; the participant has no SSN.',
      },
    });
    expect(made.status).toBe(201);

    const first = (await history(`organizationId=${String(ORGANIZATION)}&pageSize=1`)).body as Page;
    expect(first.total).toBe(2);
    expect(first.items.map((entry) => [entry.kind, entry.reason])).toEqual([
      ['SSN', 'An ITIN; the participant has no SSN.'],
    ]);
    const second = (await history(`organizationId=${String(ORGANIZATION)}&pageSize=1&page=2`)).body as Page;
    expect(second.items.map((entry) => entry.kind)).toEqual(['Shared Contact']);
    const contact = (await history(`organizationId=${String(ORGANIZATION)}&kind=Shared%20Contact`)).body as Page;
    expect(contact).toMatchObject({ total: 1, items: [{ kind: 'Shared Contact' }] });
    expect((await history('organizationId=2')).body).toEqual({ items: [], total: 0 });
  });

  it('answers 404 for an organization outside the caller’s rows and 403 without PAYROLL_PROCESSING', async () => {
    const viewer = await server.login('viewer');
    expect((await history(`organizationId=${String(ORGANIZATION)}`, viewer)).status).toBe(403);
    await run(
      server,
      sql`insert into role_permissions (role_id, permission_id)
        select 2, id from permissions where name = 'PAYROLL_PROCESSING'`,
    );
    try {
      // orgstaff is a user of organization 1 only.
      const orgstaff = await server.login('orgstaff');
      expect(await history('organizationId=2', orgstaff)).toMatchObject({
        status: 404,
        body: { message: 'The organization was not found.' },
      });
      expect(await history('organizationId=999999', orgstaff)).toMatchObject({ status: 404 });
      // As its siblings answer (they answered 500 to an organization user before).
      const sibling = await server.call(
        'GET',
        `/api/payroll/integrity/findings?organizationId=2&periodStartDate=${PERIOD.start}&periodEndDate=${PERIOD.end}`,
        { token: orgstaff },
      );
      expect(sibling.status).toBe(404);

      // An acknowledgement whose audit row names a participant of another organization: listed, not named.
      const [own = 0] = subjects;
      const [other] = await run(server, sql`select id from students where organization_id = 2 order by id limit 1`);
      const otherId = Number(other?.id);
      const [row] = await run(
        server,
        sql`insert into payroll_integrity_acknowledgements (organization_id, kind, finding_key, reason, acknowledged_by)
          values (${ORGANIZATION}, 'Shared Account', 'history-other-organization', 'Checked with both agencies.', 'admin')
          returning id`,
      );
      await run(
        server,
        sql`insert into audit_log (user_name, entity, entity_id, action, after)
          values ('admin', 'PayrollIntegrityFinding', ${String(row?.id)}, 'acknowledge',
            ${JSON.stringify({ findingReason: 'One card is on file for 2 participants of 2 households.', studentIds: [own, otherId] })}::jsonb)`,
      );
      const page = (await history(`organizationId=${String(ORGANIZATION)}&kind=Shared%20Account`, orgstaff))
        .body as Page;
      const [ownName] = await namesOf([own]);
      expect(page.items.find((entry) => entry.id === Number(row?.id))).toMatchObject({
        findingReason: 'One card is on file for 2 participants of 2 households.',
        participants: [ownName, { studentId: otherId, name: null }],
      });
    } finally {
      await run(
        server,
        sql`delete from role_permissions where role_id = 2
          and permission_id = (select id from permissions where name = 'PAYROLL_PROCESSING')`,
      );
    }
  });
});
