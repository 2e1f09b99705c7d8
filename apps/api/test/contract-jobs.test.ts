import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';

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
interface BulkResult {
  succeeded: number;
  failed: number;
  results: { id: number; succeeded: boolean; message: string | null }[];
}

const STALE = 'This record was changed by another user. Reload it and try again.';

/**
 * Worksite and job approvals, links, jobs with capacity and bulk assignment, on both engines: the
 * flow a newcomer runs to set up a worksite and staff a job.
 */
describe.each(ENGINES)('worksites and jobs on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let contractor: string;
  let orgstaff: string;
  let contractId: number;
  let draftContractId: number;
  let sectorId: number;
  const students: Record<string, number> = {};

  const call = (method: string, url: string, token: string, body?: unknown) =>
    server.call(method, url, { token, body });

  /** Participants of organization 1 in the states and ages the rules look at. */
  async function addStudent(name: string, status: string, birthDate: string) {
    const row = (
      await sql<{ id: number }>`insert into students (organization_id, enrollment_program_id, first_name, last_name,
          birth_date, ssn, address_line1, city, state_code, zip_code, payment_method, status, create_user)
        values (1, 1, ${name}, 'Fixture', ${birthDate}, ${`900-55-${String(1000 + Object.keys(students).length)}`},
          '1 Test St', 'Pittsburgh', 'PA', '15222', 'Debit', ${status}, 'test') returning id`.execute(
        server.database.db,
      )
    ).rows[0];
    if (!row) throw new Error('student fixture');
    students[name] = row.id;
  }

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, contractor, orgstaff] = await Promise.all([
      server.login('admin'),
      server.login('contractor'),
      server.login('orgstaff'),
    ]);
    const contracts = (await call('POST', '/api/contracts/search', admin, { pageSize: 50 })).body as Page;
    const byCode = (code: string) => contracts.items.find((c) => c.contractCode === code)?.id ?? 0;
    contractId = byCode('P4W-SYEP-2026');
    draftContractId = byCode('P4W-SYEP-2027');
    const sectors = (await call('GET', '/api/lookups/job-sectors', admin)).body as { id: number; text: string }[];
    sectorId = sectors.find((s) => s.text === 'Parks and Recreation')?.id ?? 0;
    await addStudent('Ana', 'Recruited', '2009-03-01');
    await addStudent('Ben', 'Awaiting Assignment', '2009-05-01');
    await addStudent('Cy', 'Recruited', '2008-07-01');
    await addStudent('Dee', 'Enrolled', '2009-01-01');
    await addStudent('Eli', 'Recruited', '1999-01-01');
  });
  afterAll(async () => {
    await server.close();
  });

  const worksiteBody = {
    name: 'Emerald View Park Crew',
    contractorId: 1,
    jobSectorId: 0,
    addressLine1: '400 Grandview Ave',
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15211',
    isPublicSector: true,
    isActive: true,
  };
  let worksite: Row;
  let job: Row;

  it('creates a worksite Pending Approval; a rejection needs a reason; editing a Rejected one asks again', async () => {
    const created = await call('POST', '/api/worksites', admin, { ...worksiteBody, jobSectorId: sectorId });
    expect(created.status).toBe(201);
    worksite = created.body as Row;
    expect(worksite.status).toBe('Pending Approval');
    expect(worksite.contractorName).toBe('Steel City Landscaping');
    // Left out, a worksite takes its returning participants back (the placement's preference, ADR 214).
    expect(worksite.welcomesReturning).toBe(true);

    const noReason = await call('POST', `/api/worksites/${String(worksite.id)}/approve`, admin, {
      version: worksite.version,
      decision: 'Rejected',
      comment: '  ',
    });
    expect(noReason).toMatchObject({ status: 422, body: { comment: 'Enter the reason for the rejection.' } });

    const rejected = await call('POST', `/api/worksites/${String(worksite.id)}/approve`, admin, {
      version: worksite.version,
      decision: 'Rejected',
      comment: 'Add the entrance on Grandview Ave.',
    });
    expect(rejected.status).toBe(200);
    expect((rejected.body as Row).status).toBe('Rejected');

    const edited = await call('PUT', `/api/worksites/${String(worksite.id)}`, admin, {
      ...worksiteBody,
      jobSectorId: sectorId,
      addressLine2: 'Entrance on Grandview Ave',
      version: (rejected.body as Row).version,
    });
    expect(edited.status).toBe(200);
    worksite = edited.body as Row;
    expect(worksite.status).toBe('Pending Approval');
  });

  it('refuses linking a worksite that is not approved', async () => {
    const link = await call('POST', '/api/worksites/link', admin, { contractId, worksiteId: worksite.id });
    expect(link).toMatchObject({
      status: 409,
      body: { message: 'Only an approved worksite can be linked to a contract.' },
    });
  });

  it('approves with the version read and keeps what changed since the last approval', async () => {
    const stale = await call('POST', `/api/worksites/${String(worksite.id)}/approve`, admin, {
      version: worksite.version - 1,
      decision: 'Approved',
    });
    expect(stale).toMatchObject({ status: 409, body: { message: STALE } });
    const approved = await call('POST', `/api/worksites/${String(worksite.id)}/approve`, admin, {
      version: worksite.version,
      decision: 'Approved',
    });
    expect(approved.status).toBe(200);
    worksite = approved.body as Row;
    expect(worksite.status).toBe('Approved');
    const again = await call('POST', `/api/worksites/${String(worksite.id)}/approve`, admin, {
      version: worksite.version,
      decision: 'Approved',
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Only a worksite pending approval can be approved or rejected.' },
    });

    // Approved after a rejection: the history holds both decisions; nothing was approved before,
    // so the approval's changes list every field, among them the address line added after the rejection.
    const history = (
      await sql<{ decision: string; comment: string | null; changes: { field: string; after: unknown }[] }>`
        select decision, comment, changes from approval_history where entity = 'worksite' and entity_id = ${worksite.id}
        order by id`.execute(server.database.db)
    ).rows;
    expect(history.map((h) => h.decision)).toEqual(['Rejected', 'Approved']);
    expect(history[0]?.comment).toBe('Add the entrance on Grandview Ave.');
    expect(history[1]?.changes).toContainEqual({
      field: 'addressLine2',
      before: null,
      after: 'Entrance on Grandview Ave',
    });
  });

  it('links an approved worksite to an Active contract once, and not to a Draft one', async () => {
    const link = await call('POST', '/api/worksites/link', admin, { contractId, worksiteId: worksite.id });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({
      contractCode: 'P4W-SYEP-2026',
      worksiteName: 'Emerald View Park Crew',
      linkedBy: 'admin',
    });
    const twice = await call('POST', '/api/worksites/link', admin, { contractId, worksiteId: worksite.id });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'This worksite is already linked to contract P4W-SYEP-2026.' },
    });
    const draft = await call('POST', '/api/worksites/link', admin, {
      contractId: draftContractId,
      worksiteId: worksite.id,
    });
    expect(draft).toMatchObject({
      status: 409,
      body: { message: 'Contract P4W-SYEP-2027 is Draft; only an Active contract takes worksites.' },
    });
    const contracted = (
      await call('POST', '/api/worksites/contracted/search', admin, {
        filters: [{ field: 'worksiteName', operator: 'eq', value: 'Emerald View Park Crew' }],
      })
    ).body as Page;
    expect(contracted.total).toBe(1);
  });

  const jobBody = () => ({
    name: 'Trail Crew Aide',
    worksiteId: worksite.id,
    contractId,
    jobSectorId: sectorId,
    startDate: '2026-06-01',
    endDate: '2026-08-31',
    positions: 2,
    hourlyRate: 14.25,
    incentiveOnly: false,
    maxHoursPerStudent: 120,
    maxIncentiveAmount: 100,
    minAge: 14,
    maxAge: 18,
  });

  it('creates a job Pending Approval that takes no assignments until approved', async () => {
    const created = await call('POST', '/api/jobs', admin, jobBody());
    expect(created.status).toBe(201);
    job = created.body as Row;
    expect(job).toMatchObject({ status: 'Pending Approval', positions: 2, filledPositions: 0, hourlyRate: 14.25 });
    // Left out, a new job does not need the clearances at any age (the placement's rule, ADR 214).
    expect(job.requiresClearances).toBe(false);
    const early = await call('POST', '/api/jobs/bulk-assign', admin, {
      jobId: job.id,
      items: [{ id: students.Ana, version: 0 }],
      startDate: '2026-06-15',
      endDate: '2026-08-14',
    });
    expect(early).toMatchObject({ status: 409, body: { message: 'Only an approved job takes assignments.' } });
  });

  it('approves the job', async () => {
    const approved = await call('POST', `/api/jobs/${String(job.id)}/approve`, admin, {
      version: job.version,
      decision: 'Approved',
    });
    expect(approved.status).toBe(200);
    job = approved.body as Row;
    expect(job.status).toBe('Approved');
    const available = (await call('GET', `/api/jobs/available?contractId=${String(contractId)}`, admin)).body as Row[];
    expect(available.find((j) => j.jobId === job.id)).toMatchObject({
      openings: 2,
      worksiteName: 'Emerald View Park Crew',
    });
  });

  it('bulk-assigns up to capacity and refuses the rest per participant, naming the capacity', async () => {
    const response = await call('POST', '/api/jobs/bulk-assign', admin, {
      jobId: job.id,
      items: [students.Dee, students.Eli, students.Ana, students.Ben, students.Cy].map((id) => ({ id, version: 0 })),
      startDate: '2026-06-15',
      endDate: '2026-08-14',
    });
    expect(response.status).toBe(200);
    const result = response.body as BulkResult;
    expect(result).toMatchObject({ succeeded: 2, failed: 3 });
    expect(result.results).toEqual([
      {
        id: students.Dee,
        succeeded: false,
        message: 'The participant is Enrolled; only Recruited or Awaiting Assignment participants can be assigned.',
      },
      { id: students.Eli, succeeded: false, message: "The participant's age (27) is outside the job's ages (14-18)." },
      { id: students.Ana, succeeded: true, message: null },
      { id: students.Ben, succeeded: true, message: null },
      { id: students.Cy, succeeded: false, message: 'The job has no open positions left (capacity 2).' },
    ]);
    const stale = await call('POST', '/api/jobs/bulk-assign', admin, {
      jobId: job.id,
      items: [{ id: students.Cy, version: 3 }],
      startDate: '2026-06-15',
      endDate: '2026-08-14',
    });
    expect(stale).toMatchObject({ status: 409, body: { message: STALE } });
    const full = await call('POST', '/api/jobs/bulk-assign', admin, {
      jobId: job.id,
      items: [{ id: students.Cy, version: 0 }],
      startDate: '2026-06-15',
      endDate: '2026-08-14',
    });
    expect(full).toMatchObject({ status: 409, body: { message: 'The job has no open positions left (capacity 2).' } });

    const workers = (await call('GET', `/api/jobs/${String(job.id)}/workers`, admin)).body as Row[];
    expect(workers.map((w) => w.firstName).sort()).toEqual(['Ana', 'Ben']);
    expect(workers.every((w) => /^\*{5}\d{4}$/.test(String(w.ssn)) && w.status === 'Assigned')).toBe(true);
    const reread = (await call('GET', `/api/jobs/${String(job.id)}`, admin)).body as Row;
    expect(reread.filledPositions).toBe(2);
    const available = (await call('GET', `/api/jobs/available?contractId=${String(contractId)}`, admin)).body as Row[];
    expect(available.some((j) => j.jobId === job.id)).toBe(false);
    expect(available.every((j) => Number(j.openings) > 0 && j.contractId === contractId)).toBe(true);
    const student = (
      await sql<{ status: string }>`select status from students where id = ${students.Ana ?? 0}`.execute(
        server.database.db,
      )
    ).rows[0];
    expect(student?.status).toBe('Assigned');
  });

  it('keeps positions at or above the assigned participants', async () => {
    const current = (await call('GET', `/api/jobs/${String(job.id)}`, admin)).body as Row;
    const fewer = await call('PUT', `/api/jobs/${String(job.id)}`, admin, {
      ...jobBody(),
      positions: 1,
      version: current.version,
    });
    expect(fewer).toMatchObject({
      status: 409,
      body: { message: '2 participants are assigned to this job; positions cannot be fewer.' },
    });
  });

  it('refuses removing what assigned participants depend on', async () => {
    const unlink = await call('POST', '/api/worksites/unlink', admin, { contractId, worksiteId: worksite.id });
    expect(unlink).toMatchObject({
      status: 409,
      body: { message: 'Participants are still assigned to jobs of this contract at this worksite.' },
    });
    const current = (await call('GET', `/api/jobs/${String(job.id)}`, admin)).body as Row;
    const deleteJob = await call('DELETE', `/api/jobs/${String(job.id)}?version=${String(current.version)}`, admin);
    expect(deleteJob).toMatchObject({
      status: 409,
      body: { message: 'Participants have been assigned to this job; it cannot be removed.' },
    });
    const deleteWorksite = await call(
      'DELETE',
      `/api/worksites/${String(worksite.id)}?version=${String(worksite.version)}`,
      admin,
    );
    expect(deleteWorksite).toMatchObject({
      status: 409,
      body: { message: 'This worksite still has jobs and cannot be removed: Trail Crew Aide.' },
    });
  });

  it('renews a job into a new season, Pending Approval with renewedFromJobId', async () => {
    const renewed = await call('POST', `/api/jobs/${String(job.id)}/renew`, admin, {
      contractId,
      startDate: '2026-07-01',
      endDate: '2026-08-31',
      positions: 4,
      hourlyRate: 14.5,
    });
    expect(renewed.status).toBe(201);
    expect(renewed.body).toMatchObject({
      name: 'Trail Crew Aide',
      status: 'Pending Approval',
      renewedFromJobId: job.id,
      positions: 4,
      hourlyRate: 14.5,
      filledPositions: 0,
    });
    const intoDraft = await call('POST', `/api/jobs/${String(job.id)}/renew`, admin, {
      contractId: draftContractId,
      startDate: '2027-06-01',
      endDate: '2027-08-31',
      positions: 4,
      hourlyRate: 14.25,
    });
    expect(intoDraft).toMatchObject({
      status: 409,
      body: { message: 'Contract P4W-SYEP-2027 is Draft; only an Active contract takes new jobs.' },
    });
  });

  it('lets only MAINTAIN_HOURLY_RATE change the hourly rate, with a 403 and a message', async () => {
    const own = (
      await call('POST', '/api/jobs/search', contractor, {
        filters: [{ field: 'status', operator: 'eq', value: 'Approved' }],
        pageSize: 1,
      })
    ).body as Page;
    const mine = own.items[0];
    if (!mine) throw new Error('the contractor has no approved job');
    const body = {
      name: mine.name,
      worksiteId: mine.worksiteId,
      contractId: mine.contractId,
      jobSectorId: mine.jobSectorId,
      startDate: mine.startDate,
      endDate: mine.endDate,
      positions: mine.positions,
      hourlyRate: mine.hourlyRate,
      incentiveOnly: mine.incentiveOnly,
      maxHoursPerStudent: mine.maxHoursPerStudent,
      maxIncentiveAmount: mine.maxIncentiveAmount,
      minAge: mine.minAge,
      maxAge: mine.maxAge,
      version: mine.version,
    };
    const rate = await call('PUT', `/api/jobs/${String(mine.id)}`, contractor, {
      ...body,
      hourlyRate: Number(mine.hourlyRate) + 1,
    });
    expect(rate).toMatchObject({
      status: 403,
      body: { message: 'You do not have rights to change the hourly rate (it needs MAINTAIN_HOURLY_RATE).' },
    });
    const schedule = await call('PUT', `/api/jobs/${String(mine.id)}`, contractor, {
      ...body,
      workSchedule: 'Mon-Fri 8-2',
    });
    expect(schedule.status).toBe(200);
    expect(schedule.body).toMatchObject({ workSchedule: 'Mon-Fri 8-2', hourlyRate: mine.hourlyRate });

    const byAdmin = await call('PUT', `/api/jobs/${String(mine.id)}`, admin, {
      ...body,
      hourlyRate: 15.5,
      version: (schedule.body as Row).version,
    });
    expect(byAdmin.status).toBe(200);
    expect((byAdmin.body as Row).hourlyRate).toBe(15.5);

    // A payroll clerk with MAINTAIN_HOURLY_RATE but not ADD_JOB changes the rate and nothing else.
    const db = server.database.db;
    await sql`insert into roles (name, description, scope, create_user) values ('Rate Keeper', 'Rates only.', 'GLOBAL', 'test')`.execute(
      db,
    );
    await sql`insert into role_permissions (role_id, permission_id) select r.id, p.id from roles r, permissions p
      where r.name = 'Rate Keeper' and p.name in ('LOGIN', 'MAINTAIN_HOURLY_RATE')`.execute(db);
    await sql`insert into users (user_name, first_name, last_name, email, user_type, password_hash, password_expiration_date, create_user)
      select 'ratekeeper', 'Rita', 'Keeper', 'rita@example.org', 'global', password_hash, '2099-12-31', 'test'
      from users where user_name = 'admin'`.execute(db);
    await sql`insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r
      where u.user_name = 'ratekeeper' and r.name = 'Rate Keeper'`.execute(db);
    const clerk = await server.login('ratekeeper');
    const clerkRate = await call('PUT', `/api/jobs/${String(mine.id)}`, clerk, {
      ...body,
      hourlyRate: 15.25,
      version: (byAdmin.body as Row).version,
    });
    expect(clerkRate.status).toBe(200);
    expect((clerkRate.body as Row).hourlyRate).toBe(15.25);
    const clerkOther = await call('PUT', `/api/jobs/${String(mine.id)}`, clerk, {
      ...body,
      hourlyRate: 15.25,
      positions: Number(mine.positions) + 1,
      version: (clerkRate.body as Row).version,
    });
    expect(clerkOther).toMatchObject({
      status: 403,
      body: { message: 'You do not have rights to change this job (it needs ADD_JOB).' },
    });

    const newJob = await call('POST', '/api/jobs', contractor, {
      ...jobBody(),
      worksiteId: mine.worksiteId,
      hourlyRate: 15.5,
    });
    expect(newJob.status).toBe(403);
    const atDefault = await call('POST', '/api/jobs', contractor, {
      ...jobBody(),
      worksiteId: mine.worksiteId,
      hourlyRate: 12,
    });
    expect(atDefault.status).toBe(201);
  });

  it('scopes a contractor to their own worksites and jobs (others are 404)', async () => {
    const sites = (await call('POST', '/api/worksites/search', contractor, { pageSize: 100 })).body as Page;
    expect(sites.total).toBeGreaterThan(0);
    expect(sites.items.every((w) => w.contractorId === 1)).toBe(true);
    const other = (
      await call('POST', '/api/worksites/search', admin, {
        filters: [{ field: 'contractorId', operator: 'eq', value: 4 }],
        pageSize: 1,
      })
    ).body as Page;
    const foreign = other.items[0];
    if (!foreign) throw new Error('contractor 4 has no worksite');
    expect((await call('GET', `/api/worksites/${String(foreign.id)}`, contractor)).status).toBe(404);
    expect(
      (
        await call('PUT', `/api/worksites/${String(foreign.id)}`, contractor, {
          ...worksiteBody,
          jobSectorId: sectorId,
          version: foreign.version,
        })
      ).status,
    ).toBe(404);
    const jobs = (await call('POST', '/api/jobs/search', contractor, { pageSize: 500 })).body as Page;
    const ownSites = new Set(sites.items.map((w) => w.id));
    expect(jobs.items.every((j) => ownSites.has(Number(j.worksiteId)))).toBe(true);
    // Organization staff of Partner4Work see no worksite of the other organizations.
    const staff = (await call('POST', '/api/worksites/search', orgstaff, { pageSize: 100 })).body as Page;
    expect(staff.items.every((w) => w.contractorId === 1 || w.contractorId === 2)).toBe(true);
  });

  it('answers 403 to a caller without the claim', async () => {
    const viewer = await server.login('viewer');
    expect(
      (await call('POST', `/api/jobs/${String(job.id)}/approve`, viewer, { version: 0, decision: 'Approved' })).status,
    ).toBe(403);
    expect(
      (await call('POST', `/api/jobs/${String(job.id)}/approve`, contractor, { version: 0, decision: 'Approved' }))
        .status,
    ).toBe(403);
  });

  it('keeps a job that needs the clearances at any age: set on create, kept by an update that leaves it out', async () => {
    const created = await call('POST', '/api/jobs', admin, {
      ...jobBody(),
      name: 'Day Camp Lead',
      requiresClearances: true,
    });
    expect(created.status).toBe(201);
    const row = created.body as Row;
    expect(row.requiresClearances).toBe(true);
    const kept = await call('PUT', `/api/jobs/${String(row.id)}`, admin, {
      ...jobBody(),
      name: 'Day Camp Lead',
      version: row.version,
    });
    expect(kept.status).toBe(200);
    expect((kept.body as Row).requiresClearances).toBe(true);
    const cleared = await call('PUT', `/api/jobs/${String(row.id)}`, admin, {
      ...jobBody(),
      name: 'Day Camp Lead',
      requiresClearances: false,
      version: (kept.body as Row).version,
    });
    expect((cleared.body as Row).requiresClearances).toBe(false);
    expect(
      (await call('DELETE', `/api/jobs/${String(row.id)}?version=${String((cleared.body as Row).version)}`, admin))
        .status,
    ).toBe(204);
  });
});
