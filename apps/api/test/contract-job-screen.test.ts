import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';

interface Row {
  id: number;
  version: number;
  status: string;
  [field: string]: unknown;
}
interface Page {
  items: Row[];
  total: number;
}

/**
 * What the Jobs screen relies on beyond the approval flow (contract-jobs.test.ts): the weekly hours
 * round trip, a new job left without a rate taking its contract's default, and a contractor user
 * reaching only their own contractor's jobs and workers.
 */
describe('the Jobs screen against the server', () => {
  let server: TestServer;
  let admin: string;
  let contractor: string;
  let contract: { id: number; defaultHourlyRate: number };
  let sectorId: number;
  let ownSite: Row;
  let foreignJob: Row;

  const call = (method: string, url: string, token: string, body?: unknown) =>
    server.call(method, url, { token, body });

  beforeAll(async () => {
    server = await startTestServer();
    [admin, contractor] = await Promise.all([server.login('admin'), server.login('contractor')]);
    const contracts = (await call('POST', '/api/contracts/search', admin, { pageSize: 50 })).body as Page;
    const active = contracts.items.find((c) => c.contractCode === 'P4W-SYEP-2026');
    if (!active) throw new Error('the demo contract P4W-SYEP-2026 is missing');
    contract = { id: active.id, defaultHourlyRate: Number(active.defaultHourlyRate) };
    const sectors = (await call('GET', '/api/lookups/job-sectors', admin)).body as { id: number }[];
    sectorId = sectors[0]?.id ?? 0;
    const sites = (await call('POST', '/api/worksites/search', contractor, { pageSize: 1 })).body as Page;
    if (!sites.items[0]) throw new Error('the contractor has no worksite');
    ownSite = sites.items[0];
    const others = (
      await call('POST', '/api/jobs/search', admin, {
        filters: [{ field: 'status', operator: 'eq', value: 'Approved' }],
        pageSize: 500,
      })
    ).body as Page;
    const ownJobs = (await call('POST', '/api/jobs/search', contractor, { pageSize: 500 })).body as Page;
    const own = new Set(ownJobs.items.map((j) => j.id));
    const foreign = others.items.find((j) => !own.has(j.id));
    if (!foreign) throw new Error('every approved job belongs to the contractor');
    foreignJob = foreign;
  });
  afterAll(async () => {
    await server.close();
  });

  const jobBody = (worksiteId: number) => ({
    name: 'Riverfront Trail Steward',
    worksiteId,
    contractId: contract.id,
    jobSectorId: sectorId,
    startDate: '2026-06-15',
    endDate: '2026-08-14',
    hoursPerWeek: 22.5,
    positions: 3,
    incentiveOnly: false,
    maxHoursPerStudent: 100,
    maxIncentiveAmount: 100,
    minAge: 14,
    maxAge: 18,
  });

  it('keeps the weekly hours and gives a job sent without a rate its contract’s default', async () => {
    const created = await call('POST', '/api/jobs', admin, jobBody(ownSite.id));
    expect(created.status).toBe(201);
    const job = created.body as Row;
    expect(job).toMatchObject({ hoursPerWeek: 22.5, hourlyRate: contract.defaultHourlyRate });
    const updated = await call('PUT', `/api/jobs/${String(job.id)}`, admin, {
      ...jobBody(ownSite.id),
      hourlyRate: job.hourlyRate,
      hoursPerWeek: null,
      version: job.version,
    });
    expect(updated.status).toBe(200);
    expect((updated.body as Row).hoursPerWeek).toBeNull();
    const found = (
      await call('POST', '/api/jobs/search', admin, { quickSearch: 'Riverfront Trail Steward', pageSize: 5 })
    ).body as Page;
    expect(found.items.map((j) => j.hoursPerWeek)).toEqual([null]);
  });

  it('lets a contractor add a job at their worksite without choosing the rate', async () => {
    const created = await call('POST', '/api/jobs', contractor, {
      ...jobBody(ownSite.id),
      name: 'Contractor Crew Lead',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ hourlyRate: contract.defaultHourlyRate, status: 'Pending Approval' });
    const higher = await call('POST', '/api/jobs', contractor, {
      ...jobBody(ownSite.id),
      hourlyRate: contract.defaultHourlyRate + 1,
    });
    expect(higher).toMatchObject({
      status: 403,
      body: { message: 'You do not have rights to change the hourly rate (it needs MAINTAIN_HOURLY_RATE).' },
    });
  });

  it('keeps another contractor’s job, its workers and its assignments out of a contractor’s reach', async () => {
    const jobUrl = `/api/jobs/${String(foreignJob.id)}`;
    expect((await call('GET', jobUrl, contractor)).status).toBe(404);
    expect((await call('GET', `${jobUrl}/workers`, contractor)).status).toBe(404);
    expect((await call('GET', `${jobUrl}/workers`, admin)).status).toBe(200);
    const update = await call('PUT', jobUrl, contractor, {
      ...jobBody(ownSite.id),
      hourlyRate: foreignJob.hourlyRate,
      version: foreignJob.version,
    });
    expect(update.status).toBe(404);
    const renew = await call('POST', `${jobUrl}/renew`, contractor, {
      contractId: contract.id,
      startDate: '2027-06-14',
      endDate: '2027-08-13',
      positions: 1,
      hourlyRate: foreignJob.hourlyRate,
    });
    expect(renew.status).toBe(404);
    const assign = await call('POST', '/api/jobs/bulk-assign', contractor, {
      jobId: foreignJob.id,
      items: [{ id: 1, version: 0 }],
      startDate: String(foreignJob.startDate),
      endDate: String(foreignJob.endDate),
    });
    // The contractor role has neither assignment claim (WORKER_JOB_ASSIGNMENT, ASSIGN_STUDENT).
    expect(assign.status).toBe(403);
    const search = (
      await call('POST', '/api/jobs/search', contractor, {
        filters: [{ field: 'worksiteId', operator: 'eq', value: foreignJob.worksiteId }],
        pageSize: 50,
      })
    ).body as Page;
    expect(search.total).toBe(0);
  });

  it('answers the workers of a contractor’s own job', async () => {
    const ownJobs = (
      await call('POST', '/api/jobs/search', contractor, {
        filters: [{ field: 'status', operator: 'eq', value: 'Approved' }],
        pageSize: 1,
      })
    ).body as Page;
    const own = ownJobs.items[0];
    if (!own) throw new Error('the contractor has no approved job');
    const workers = await call('GET', `/api/jobs/${String(own.id)}/workers`, contractor);
    expect(workers.status).toBe(200);
    expect((workers.body as Row[]).every((w) => /^\*{5}\d{4}$/.test(String(w.ssn)))).toBe(true);
  });
});
