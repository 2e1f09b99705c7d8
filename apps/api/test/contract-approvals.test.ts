import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';

interface Row {
  id: number;
  version: number;
  status: string;
  [field: string]: unknown;
}
interface QueueItem {
  kind: 'Worksite' | 'Job';
  id: number;
  name: string;
  worksiteName: string;
  contractorName: string;
  contractCode: string | null;
  lastApprovedBy: string | null;
  changesSinceApproval: { field: string; before: string | null; after: string | null }[] | null;
  version: number;
}
interface Queue {
  items: QueueItem[];
  total: number;
}

/**
 * The Worksite/Job Approvals queue (worksitesSearchApprovals): pending worksites and jobs by claim and
 * row scope, each with what changed since its last approval (ADR 150).
 */
describe.each(ENGINES)('the approval queue on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let sectorId: number;
  let contractId: number;
  const call = (method: string, url: string, token: string, body?: unknown) =>
    server.call(method, url, { token, body });
  const queue = async (token: string, body: object = {}) =>
    (await call('POST', '/api/worksites/approvals/search', token, { pageSize: 500, ...body })).body as Queue;

  const worksiteBody = {
    name: 'Queue Test Riverfront Crew',
    contractorId: 1,
    jobSectorId: 0,
    addressLine1: '1 North Shore Dr',
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15212',
    isPublicSector: true,
    isActive: true,
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.login('admin');
    const sectors = (await call('GET', '/api/lookups/job-sectors', admin)).body as { id: number; text: string }[];
    sectorId = sectors[0]?.id ?? 0;
    const contracts = (await call('POST', '/api/contracts/search', admin, { pageSize: 50 })).body as { items: Row[] };
    contractId = contracts.items.find((c) => c.contractCode === 'P4W-SYEP-2026')?.id ?? 0;
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists a new worksite as never approved and drops it once decided', async () => {
    const created = (await call('POST', '/api/worksites', admin, { ...worksiteBody, jobSectorId: sectorId }))
      .body as Row;
    const pending = await queue(admin, { filters: [{ field: 'kind', operator: 'eq', value: 'Worksite' }] });
    expect(pending.items.every((item) => item.kind === 'Worksite')).toBe(true);
    expect(pending.items.find((item) => item.id === created.id)).toMatchObject({
      name: 'Queue Test Riverfront Crew',
      contractorName: 'Steel City Landscaping',
      contractCode: null,
      lastApprovedBy: null,
      changesSinceApproval: null,
      version: created.version,
    });
    const approved = await call('POST', `/api/worksites/${String(created.id)}/approve`, admin, {
      version: created.version,
      decision: 'Approved',
    });
    expect(approved.status).toBe(200);
    expect((await queue(admin)).items.some((item) => item.kind === 'Worksite' && item.id === created.id)).toBe(false);
  });

  it('shows the fields changed since the last approval when an approved worksite asks again', async () => {
    const created = (
      await call('POST', '/api/worksites', admin, {
        ...worksiteBody,
        name: 'Queue Test Hazelwood',
        jobSectorId: sectorId,
      })
    ).body as Row;
    const approved = (
      await call('POST', `/api/worksites/${String(created.id)}/approve`, admin, {
        version: created.version,
        decision: 'Approved',
      })
    ).body as Row;
    const body = { ...worksiteBody, name: 'Queue Test Hazelwood', jobSectorId: sectorId };
    const off = (
      await call('PUT', `/api/worksites/${String(created.id)}`, admin, {
        ...body,
        isActive: false,
        version: approved.version,
      })
    ).body as Row;
    // Reactivated with a new address: Pending Approval again, and the queue names what changed.
    const on = await call('PUT', `/api/worksites/${String(created.id)}`, admin, {
      ...body,
      addressLine1: '4800 Second Ave',
      isActive: true,
      version: off.version,
    });
    expect(on.body).toMatchObject({ status: 'Pending Approval' });
    const item = (await queue(admin, { quickSearch: 'Queue Test Hazelwood' })).items[0];
    expect(item).toMatchObject({ kind: 'Worksite', id: created.id, lastApprovedBy: 'admin' });
    expect(item?.changesSinceApproval).toEqual([
      { field: 'addressLine1', before: '1 North Shore Dr', after: '4800 Second Ave' },
    ]);
  });

  it('names the job sector that changed since the last approval, never its id (issue 45)', async () => {
    const sectors = (await call('GET', '/api/lookups/job-sectors', admin)).body as { id: number; text: string }[];
    const [first, second] = sectors;
    if (!first || !second) throw new Error('the seed has fewer than two job sectors');
    const body = { ...worksiteBody, name: 'Queue Test Troy Hill', jobSectorId: first.id };
    const created = (await call('POST', '/api/worksites', admin, body)).body as Row;
    const approved = (
      await call('POST', `/api/worksites/${String(created.id)}/approve`, admin, {
        version: created.version,
        decision: 'Approved',
      })
    ).body as Row;
    const moved = await call('PUT', `/api/worksites/${String(created.id)}`, admin, {
      ...body,
      jobSectorId: second.id,
      version: approved.version,
    });
    expect(moved.body).toMatchObject({ status: 'Pending Approval' });
    const item = (await queue(admin, { quickSearch: 'Queue Test Troy Hill' })).items[0];
    expect(item?.changesSinceApproval).toEqual([{ field: 'jobSectorId', before: first.text, after: second.text }]);
  });

  it('lists only the field changed on a demo job approved before, no field the demo approval left out', async () => {
    const jobs = (await call('POST', '/api/jobs/search', admin, { pageSize: 500 })).body as { items: Row[] };
    const job = jobs.items.find((row) => row.status === 'Approved');
    if (!job) throw new Error('the demo has no approved job');
    const sectors = (await call('GET', '/api/lookups/job-sectors', admin)).body as { id: number; text: string }[];
    const other = sectors.find((sector) => sector.id !== job.jobSectorId);
    const fields = ['name', 'worksiteId', 'contractId', 'description', 'startDate', 'endDate', 'hoursPerWeek'];
    const more = ['positions', 'hourlyRate', 'incentiveOnly', 'maxHoursPerStudent', 'maxIncentiveAmount', 'minAge'];
    const rest = ['maxAge', 'supervisorName', 'supervisorPhone', 'supervisorEmail', 'workSchedule'];
    const body = Object.fromEntries(
      [...fields, ...more, ...rest].filter((field) => job[field] !== null).map((field) => [field, job[field]]),
    );
    const moved = await call('PUT', `/api/jobs/${String(job.id)}`, admin, {
      ...body,
      jobSectorId: other?.id,
      version: job.version,
    });
    expect(moved.body).toMatchObject({ status: 'Pending Approval' });
    const item = (await queue(admin)).items.find((row) => row.kind === 'Job' && row.id === job.id);
    expect(item?.changesSinceApproval?.map((change) => change.field)).toEqual(['jobSectorId']);
  });

  it('sends an approved worksite back for approval when an approved field changes, not for an unchanged save', async () => {
    const created = (
      await call('POST', '/api/worksites', admin, {
        ...worksiteBody,
        name: 'Queue Test Polish Hill',
        jobSectorId: sectorId,
      })
    ).body as Row;
    const approved = (
      await call('POST', `/api/worksites/${String(created.id)}/approve`, admin, {
        version: created.version,
        decision: 'Approved',
      })
    ).body as Row;
    const body = { ...worksiteBody, name: 'Queue Test Polish Hill', jobSectorId: sectorId };
    const same = (
      await call('PUT', `/api/worksites/${String(created.id)}`, admin, { ...body, version: approved.version })
    ).body as Row;
    expect(same.status).toBe('Approved');
    const moved = await call('PUT', `/api/worksites/${String(created.id)}`, admin, {
      ...body,
      mainPhone: '(412) 555-0177',
      version: same.version,
    });
    expect(moved.body).toMatchObject({ status: 'Pending Approval' });
    const item = (await queue(admin, { quickSearch: 'Queue Test Polish Hill' })).items[0];
    expect(item?.changesSinceApproval).toEqual([{ field: 'mainPhone', before: null, after: '(412) 555-0177' }]);
  });

  it('lists pending jobs with their contract and answers only the kinds the caller may approve', async () => {
    const site = (
      await call('POST', '/api/worksites', admin, {
        ...worksiteBody,
        name: 'Queue Test Lawrenceville',
        jobSectorId: sectorId,
      })
    ).body as Row;
    await call('POST', `/api/worksites/${String(site.id)}/approve`, admin, {
      version: site.version,
      decision: 'Approved',
    });
    expect((await call('POST', '/api/worksites/link', admin, { contractId, worksiteId: site.id })).status).toBe(200);
    const job = await call('POST', '/api/jobs', admin, {
      name: 'Queue Test Garden Aide',
      worksiteId: site.id,
      contractId,
      jobSectorId: sectorId,
      startDate: '2026-07-06',
      endDate: '2026-08-14',
      positions: 2,
      hourlyRate: 12.5,
      incentiveOnly: false,
      maxHoursPerStudent: 120,
      maxIncentiveAmount: 200,
      minAge: 14,
      maxAge: 18,
    });
    expect(job).toMatchObject({ status: 201 });
    const item = (await queue(admin, { filters: [{ field: 'kind', operator: 'eq', value: 'Job' }] })).items.find(
      (row) => row.id === (job.body as Row).id,
    );
    expect(item).toMatchObject({
      kind: 'Job',
      name: 'Queue Test Garden Aide',
      worksiteName: 'Queue Test Lawrenceville',
      contractCode: 'P4W-SYEP-2026',
      changesSinceApproval: null,
    });

    // A role with APPROVE_JOB only sees jobs; one with neither approval claim is refused.
    await sql`insert into role_permissions (role_id, permission_id)
      select 3, id from permissions where name = 'APPROVE_JOB'`.execute(server.database.db);
    const contractor = await server.login('contractor');
    const own = await queue(contractor);
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((row) => row.kind === 'Job')).toBe(true);
    // The contractor user's row scope: only jobs at their own contractor's worksites.
    expect(own.items.every((row) => row.contractorName === 'Steel City Landscaping')).toBe(true);
    const viewer = await server.login('viewer');
    expect((await call('POST', '/api/worksites/approvals/search', viewer, {})).status).toBe(403);
  });
});
