import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_LISTS } from '../src/areas/maintenance/lookupData.ts';
import { STALE, startMaintenanceServer } from './maintenance-support.ts';
import { ENGINES, type TestServer } from './support/server.ts';

interface Option {
  id: number;
  text: string;
  code?: string;
  organizationId?: number;
}
interface Versioned {
  id: number;
  version: number;
}

describe.each(ENGINES)('lookups, organizations and programs on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  let viewer: string;

  beforeAll(async () => {
    server = await startMaintenanceServer(engine);
    [admin, orgstaff, viewer] = await Promise.all([
      server.login('admin'),
      server.login('orgstaff'),
      server.login('viewer'),
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  const get = async <T>(url: string, token = admin) => {
    const response = await server.call('GET', url, { token });
    expect(response.status, `${url}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body as T;
  };

  it('serves every named list from lookup_options, fixed lists verbatim', async () => {
    const texts = async (name: string) => (await get<Option[]>(`/api/lookups/${name}`)).map((o) => o.text);
    expect(await texts('payment-methods')).toEqual(['Debit', 'Check', 'Deposit']);
    expect(await texts('verification-types')).toContain('Standart Verification');
    expect(await texts('review-statuses')).toEqual(
      expect.arrayContaining(['Incomplete', 'Not Present', 'Incomplete - Requires Clearances', 'Complete']),
    );
    expect(await texts('genders')).toContain('Non-binary');
    const states = await get<Option[]>('/api/lookups/us-states', viewer);
    expect(states).toHaveLength(51);
    expect(states).toContainEqual(expect.objectContaining({ text: 'Pennsylvania', code: 'PA' }));
    expect(await texts('programs')).toContain('Summer Youth Employment Program');
    expect(await texts('email-templates')).toEqual(
      expect.arrayContaining(['Interview Invitation', 'Document Request', 'Account Activation', 'Password Recovery']),
    );
    // The fixed lists come from migration 0101, generated from lookupData.ts: the two agree.
    for (const list of LOOKUP_LISTS.filter((l) => l.isMaintainable === false)) {
      const expected = list.options.map((option) => (typeof option === 'string' ? option : option[0]));
      expect(await texts(list.name), list.name).toEqual(expected);
    }
    expect(await get('/api/lookups/default-time-zone')).toEqual({
      timeZoneId: 'America/New_York',
      text: 'Eastern Time (US & Canada)',
    });
  });

  it('lists the maintainable lookups and an organization user sees only shared and own options', async () => {
    const names =
      await get<{ name: string; isOrganizationSpecific: boolean; hasDateRange: boolean }[]>('/api/lookups/names');
    expect(names).toContainEqual({
      name: 'job-sectors',
      text: 'Job Sectors',
      isOrganizationSpecific: true,
      hasDateRange: true,
    });
    expect(names.map((n) => n.name)).not.toContain('us-states');
    expect((await server.call('GET', '/api/lookups/names', { token: viewer })).status).toBe(403);

    const adminSectors = (await get<Option[]>('/api/lookups/job-sectors')).map((o) => o.text);
    const staffSectors = (await get<Option[]>('/api/lookups/job-sectors', orgstaff)).map((o) => o.text);
    expect(adminSectors).toContain('Faith-Based Community Services');
    expect(staffSectors).toContain('Steel and Advanced Manufacturing');
    expect(staffSectors).not.toContain('Faith-Based Community Services');
    expect((await server.call('GET', '/api/lookups/no-such-list', { token: admin })).status).toBe(404);
  });

  it("lists every option of a list for maintenance, an ended one too, while the select list shows today's", async () => {
    const ended = await server.call('POST', '/api/lookups/create', {
      token: admin,
      body: {
        lookupName: 'job-sectors',
        text: 'Summer 2025 Canvassing',
        organizationId: 1,
        startDate: '2025-06-01',
        endDate: '2025-08-31',
      },
    });
    expect(ended.status).toBe(201);
    const all = (await get<Option[]>('/api/lookup-options?lookupName=job-sectors')).map((o) => o.text);
    expect(all).toContain('Summer 2025 Canvassing');
    expect(all).toContain('Faith-Based Community Services');
    expect((await get<Option[]>('/api/lookups/job-sectors')).map((o) => o.text)).not.toContain(
      'Summer 2025 Canvassing',
    );
    const staff = (await get<Option[]>('/api/lookup-options?lookupName=job-sectors', orgstaff)).map((o) => o.text);
    expect(staff).not.toContain('Faith-Based Community Services');
    expect((await server.call('GET', '/api/lookup-options?lookupName=job-sectors', { token: viewer })).status).toBe(
      403,
    );
    expect((await server.call('GET', '/api/lookup-options?lookupName=no-such-list', { token: admin })).status).toBe(
      404,
    );
  });

  it('maintains a lookup option: dates in order, stale versions, claims, deletes refused while in use', async () => {
    const badDates = await server.call('POST', '/api/lookups/create', {
      token: admin,
      body: { lookupName: 'barrier-types', text: 'Childcare', startDate: '2026-06-01', endDate: '2026-01-01' },
    });
    expect(badDates.status).toBe(422);
    expect(badDates.body).toEqual({ startDate: 'Start Date must be less then End Date' });
    const fixed = await server.call('POST', '/api/lookups/create', {
      token: admin,
      body: { lookupName: 'us-states', text: 'Puerto Rico' },
    });
    expect(fixed.status).toBe(422);
    expect(
      (await server.call('POST', '/api/lookups/create', { token: viewer, body: { lookupName: 'genders', text: 'X' } }))
        .status,
    ).toBe(403);

    const created = await server.call('POST', '/api/lookups/create', {
      token: orgstaff,
      body: { lookupName: 'barrier-types', text: 'Childcare', organizationId: 1, startDate: '2026-01-01' },
    });
    expect(created.status).toBe(201);
    const option = created.body as Versioned & Option;
    expect(option).toMatchObject({ text: 'Childcare', organizationId: 1, version: 0, createUser: 'orgstaff' });
    const notTheirs = await server.call('POST', '/api/lookups/create', {
      token: orgstaff,
      body: { lookupName: 'barrier-types', text: 'Other org', organizationId: 2 },
    });
    expect(notTheirs.status).toBe(422);

    const update = (version: number) =>
      server.call('POST', '/api/lookups/update', {
        token: admin,
        body: { id: option.id, lookupName: 'barrier-types', text: 'Child Care', organizationId: 1, version },
      });
    const updated = await update(0);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ text: 'Child Care', version: 1, lastUpdateUser: 'admin' });
    expect(await update(0)).toMatchObject({ status: 409, body: { message: STALE } });
    expect((await get<Option[]>('/api/lookups/barrier-types')).map((o) => o.text)).toContain('Child Care');

    expect((await server.call('DELETE', `/api/lookups/${String(option.id)}?version=1`, { token: viewer })).status).toBe(
      403,
    );
    expect((await server.call('DELETE', `/api/lookups/${String(option.id)}?version=1`, { token: admin })).status).toBe(
      204,
    );
    expect((await server.call('GET', `/api/lookup-options/${String(option.id)}`, { token: admin })).status).toBe(404);

    // A funding source that enrollment programs use stays.
    const wioa = (await get<Option[]>('/api/lookups/funding-sources')).find((o) => o.code === 'WIOA');
    const inUse = await server.call('DELETE', `/api/lookups/${String(wioa?.id)}?version=0`, { token: admin });
    expect(inUse.status).toBe(409);
    expect((inUse.body as { message: string }).message).toMatch(
      /^This option is still used by \d+ enrollment programs? .*and cannot be removed\.$/,
    );
  });

  it('keeps organizations in scope and refuses to remove one with programs and users', async () => {
    expect(await get<{ id: number; name: string }[]>('/api/organizations', orgstaff)).toEqual([
      { id: 1, name: 'Partner4Work' },
    ]);
    const page = await server.call('POST', '/api/organizations/search', { token: orgstaff, body: {} });
    expect(page.body).toMatchObject({ total: 1, items: [{ id: 1, name: 'Partner4Work' }] });
    expect((await server.call('GET', '/api/organizations/2?version=0', { token: orgstaff })).status).toBe(404);
    expect((await server.call('DELETE', '/api/organizations/2?version=0', { token: orgstaff })).status).toBe(404);

    const refused = await server.call('DELETE', '/api/organizations/1?version=0', { token: admin });
    expect(refused.status).toBe(409);
    const message = (refused.body as { message: string }).message;
    expect(message).toMatch(/^This organization is still used by .* and cannot be removed\.$/);
    expect(message).toMatch(/\d+ programs?/);
    expect(message).toMatch(/\d+ users?/);

    const created = await server.call('POST', '/api/organizations', {
      token: admin,
      body: { name: 'Hill District Consensus Group', stateCode: 'PA', zipCode: '15219', isActive: true },
    });
    expect(created.status).toBe(201);
    const org = created.body as Versioned;
    expect(
      (
        await server.call('POST', '/api/organizations', {
          token: orgstaff,
          body: { name: 'Mine', isActive: true },
        })
      ).status,
    ).toBe(403);
    const update = (version: number) =>
      server.call('PUT', `/api/organizations/${String(org.id)}`, {
        token: admin,
        body: { name: 'Hill District Consensus Group Inc.', isActive: true, version },
      });
    expect((await update(0)).status).toBe(200);
    expect(await update(0)).toMatchObject({ status: 409, body: { message: STALE } });
    expect(
      (await server.call('DELETE', `/api/organizations/${String(org.id)}?version=1`, { token: admin })).status,
    ).toBe(204);
  });

  it('maintains programs: unique codes per organization, scope, no removal while intakes exist', async () => {
    const options = await get<Option[]>('/api/programs/options', orgstaff);
    expect(options.map((o) => o.organizationId)).toEqual(options.map(() => 1));
    const duplicate = await server.call('POST', '/api/programs', {
      token: admin,
      body: { name: 'Another summer program', code: 'syep', organizationId: 1, isActive: true },
    });
    expect(duplicate).toMatchObject({
      status: 409,
      body: { message: 'A program with the code syep already exists in this organization.' },
    });
    const badDates = await server.call('POST', '/api/programs', {
      token: admin,
      body: {
        name: 'Winter',
        code: 'WIN',
        organizationId: 1,
        isActive: true,
        startDate: '2026-12-01',
        endDate: '2026-01-01',
      },
    });
    expect(badDates).toMatchObject({ status: 422, body: { startDate: 'Start Date must be less then End Date' } });
    const outOfScope = await server.call('POST', '/api/programs', {
      token: orgstaff,
      body: { name: 'Elsewhere', code: 'ELSE', organizationId: 2, isActive: true },
    });
    expect(outOfScope.status).toBe(422);

    const syep = options.find((o) => o.code === 'SYEP');
    const refused = await server.call('DELETE', `/api/programs/${String(syep?.id)}?version=0`, { token: admin });
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toMatch(
      /^This program is still used by \d+ enrollment programs and cannot be removed\.$/,
    );

    const created = await server.call('POST', '/api/programs', {
      token: orgstaff,
      body: { name: 'Winter Break Jobs', code: 'WBJ', organizationId: 1, isActive: true },
    });
    expect(created.status).toBe(201);
    const program = created.body as Versioned;
    expect(program).not.toHaveProperty('description');
    const updated = await server.call('PUT', `/api/programs/${String(program.id)}`, {
      token: orgstaff,
      body: { name: 'Winter Break Jobs', code: 'WBJ', organizationId: 1, isActive: false, version: 0 },
    });
    expect(updated.body).toMatchObject({ isActive: false, version: 1 });
    expect((await server.call('GET', `/api/programs/${String(program.id)}`, { token: viewer })).status).toBe(403);
    expect(
      (await server.call('DELETE', `/api/programs/${String(program.id)}?version=1`, { token: orgstaff })).status,
    ).toBe(204);
  });

  it('checks enrollment programs, copies one with its setup and removes the copy', async () => {
    const programs = await get<Option[]>('/api/programs/options');
    const syep = programs.find((o) => o.code === 'SYEP');
    const leyr = programs.find((o) => o.code === 'LEYR');
    const base = {
      name: 'Summer 2027',
      code: 'SYEP-27',
      programId: syep?.id,
      organizationId: 1,
      startDate: '2027-06-28',
      endDate: '2027-08-06',
      minAge: 14,
      maxAge: 21,
      paymentMethod: 'Debit',
      isActive: true,
    };
    const post = (body: object) => server.call('POST', '/api/enrollment-programs', { token: admin, body });
    expect(await post({ ...base, minAge: 21, maxAge: 16 })).toMatchObject({
      status: 422,
      body: { minAge: 'Min must not be greater than Max' },
    });
    expect(await post({ ...base, minAge: 12 })).toMatchObject({ status: 422, body: { minAge: 'Min: 14' } });
    expect(await post({ ...base, maxAge: 30 })).toMatchObject({ status: 422, body: { maxAge: 'Max: 24' } });
    const otherProgram = await post({ ...base, programId: leyr?.id });
    expect(otherProgram.status).toBe(422);
    expect(Object.keys(otherProgram.body as object)).toEqual(['programId']);
    expect(await post({ ...base, endDate: '2027-01-01' })).toMatchObject({
      status: 422,
      body: { startDate: 'Start Date must be less then End Date' },
    });

    const list = await get<{ id: number; text: string; organizationName: string }[]>(
      '/api/enrollment-programs/select-list-with-org',
      orgstaff,
    );
    expect(list.every((item) => item.organizationName === 'Partner4Work')).toBe(true);
    const source = list.find((item) => item.text === 'Summer Youth Employment 2026');
    expect(source).toBeDefined();
    const sourceId = String(source?.id);
    const copied = await server.call('POST', `/api/enrollment-programs/${sourceId}/copy`, {
      token: orgstaff,
      body: { name: 'Summer Youth Employment 2027', code: 'SYEP-27', startDate: '2027-06-28', endDate: '2027-08-06' },
    });
    expect(copied.status).toBe(201);
    const copy = copied.body as Versioned & { minAge: number; maxAge: number; name: string };
    expect(copy).toMatchObject({ name: 'Summer Youth Employment 2027', minAge: 14, maxAge: 21, version: 0 });
    const items = async (id: number | string) =>
      (
        (
          await server.call('POST', '/api/quality-review-config-items/search', {
            token: admin,
            body: { filters: [{ field: 'enrollmentProgramId', operator: 'eq', value: Number(id) }] },
          })
        ).body as { total: number }
      ).total;
    expect(await items(copy.id)).toBe(await items(sourceId));
    expect(await items(copy.id)).toBeGreaterThan(0);
    const setup = await get<{ pages: unknown[] }>(`/api/online-application/page-setup/${String(copy.id)}`);
    expect(setup.pages.length).toBeGreaterThan(0);
    const again = await server.call('POST', `/api/enrollment-programs/${sourceId}/copy`, {
      token: orgstaff,
      body: { name: 'Duplicate', code: 'SYEP-27', startDate: '2027-06-28', endDate: '2027-08-06' },
    });
    expect(again.status).toBe(409);

    const stale = await server.call('PUT', `/api/enrollment-programs/${String(copy.id)}`, {
      token: admin,
      body: { ...base, name: 'Summer Youth Employment 2027', version: 5 },
    });
    expect(stale).toMatchObject({ status: 409, body: { message: STALE } });
    expect(
      (await server.call('DELETE', `/api/enrollment-programs/${String(copy.id)}?version=0`, { token: admin })).status,
    ).toBe(204);
    expect(await items(copy.id)).toBe(0);
    expect((await server.call('GET', `/api/enrollment-programs/${String(copy.id)}`, { token: admin })).status).toBe(
      404,
    );
    const other = await server.call('POST', '/api/enrollment-programs/search', {
      token: orgstaff,
      body: { filters: [{ field: 'organizationId', operator: 'eq', value: 2 }] },
    });
    expect(other.body).toEqual({ items: [], total: 0 });
  });

  it('answers the payroll delivery of a contract from its intake and card delivery', async () => {
    const contracts = await get<{ id: number; organizationId: number }[]>('/api/organizations/contract-codes');
    expect(contracts.length).toBeGreaterThan(0);
    const contract = contracts.find((c) => c.organizationId === 1) ?? contracts[0];
    const delivery = await server.call('POST', '/api/enrollment-programs/contract-payroll-delivery', {
      token: admin,
      body: { contractId: contract?.id },
    });
    expect(delivery.status).toBe(200);
    const answer = delivery.body as {
      contractId: number;
      enrollmentProgramId: number;
      paymentMethod: string;
      payrollFrequencyId: number;
    };
    expect(answer.contractId).toBe(contract?.id);
    expect(answer.paymentMethod).toMatch(/^(Debit|Check|Deposit)$/);
    const intake = await get<{ organizationId: number }>(
      `/api/enrollment-programs/${String(answer.enrollmentProgramId)}`,
    );
    expect(intake.organizationId).toBe(contract?.organizationId);
    const frequencies = await get<Option[]>('/api/lookups/payroll-frequencies');
    expect(frequencies.map((f) => f.id)).toContain(answer.payrollFrequencyId);
    // A contractor user sees the contracts its worksites are placed on, and no others.
    const contractor = await server.login('contractor');
    const theirs = await get<{ id: number }[]>('/api/organizations/contract-codes', contractor);
    const expected = (
      await sql<{ id: number }>`select distinct cw.contract_id as id from contract_worksites cw
        join worksites w on w.id = cw.worksite_id where w.contractor_id = 1 order by 1`.execute(server.database.db)
    ).rows.map((row) => row.id);
    expect(theirs.map((c) => c.id).sort((a, b) => a - b)).toEqual(expected);
    expect(expected.length).toBeLessThan(contracts.length);
    const missing = await server.call('POST', '/api/enrollment-programs/contract-payroll-delivery', {
      token: admin,
      body: { contractId: 99999 },
    });
    expect(missing.status).toBe(404);
  });
});
