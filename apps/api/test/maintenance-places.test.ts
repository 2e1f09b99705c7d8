import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE, startMaintenanceServer } from './maintenance-support.ts';
import type { TestServer } from './support/server.ts';

interface Page<T> {
  items: T[];
  total: number;
}
interface Versioned {
  id: number;
  version: number;
}

describe('schools, locations, income ranges, tax codes, templates, dictionary and online application', () => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  let viewer: string;

  beforeAll(async () => {
    server = await startMaintenanceServer('pglite');
    [admin, orgstaff, viewer] = await Promise.all([
      server.login('admin'),
      server.login('orgstaff'),
      server.login('viewer'),
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  const search = async <T>(url: string, body: object, token = admin) => {
    const response = await server.call('POST', url, { token, body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Page<T>;
  };

  it('searches, creates, updates and removes schools; a stale version is refused', async () => {
    const page = await search<{ name: string }>('/api/schools/search', {
      quickSearch: 'allderdice',
      sort: [{ field: 'name', direction: 'asc' }],
    });
    expect(page.items.map((s) => s.name)).toEqual(['Taylor Allderdice High School']);
    expect((await search('/api/schools/search', {})).total).toBeGreaterThanOrEqual(40);
    expect((await server.call('POST', '/api/schools/search', { token: viewer, body: {} })).status).toBe(403);

    const created = await server.call('POST', '/api/schools', {
      token: admin,
      body: { name: 'Hazelwood Youth Academy', schoolDistrict: 'Charter', zipCode: '15207', isActive: true },
    });
    expect(created.status).toBe(201);
    const school = created.body as Versioned & Record<string, unknown>;
    expect(school).toMatchObject({ city: null, mainPhone: null, version: 0, createUser: 'admin' });
    const put = (version: number) =>
      server.call('PUT', `/api/schools/${String(school.id)}`, {
        token: admin,
        body: { name: 'Hazelwood Youth Academy', city: 'Pittsburgh', isActive: true, version },
      });
    const updated = await put(0);
    expect(updated.body).toMatchObject({ city: 'Pittsburgh', schoolDistrict: null, version: 1 });
    expect(await put(0)).toMatchObject({ status: 409, body: { message: STALE } });
    expect((await server.call('DELETE', `/api/schools/${String(school.id)}?version=1`, { token: admin })).status).toBe(
      204,
    );
    expect((await server.call('GET', `/api/schools/${String(school.id)}`, { token: admin })).status).toBe(404);
    // A school a participant attends stays (students.school_id, the participants area's column).
    const attended = await search<Versioned>('/api/schools/search', { quickSearch: 'Brashear' });
    const brashear = attended.items[0];
    await sql`insert into students (organization_id, enrollment_program_id, school_id, first_name, last_name, birth_date,
        ssn, address_line1, city, state_code, zip_code, payment_method, create_user)
      values (1, 1, ${brashear?.id ?? 0}, 'Marcus', 'Nguyen', '2009-08-11', '900-22-3333', '40 Crane Ave', 'Pittsburgh',
        'PA', '15216', 'Debit', 'test')`.execute(server.database.db);
    const inUse = await server.call('DELETE', `/api/schools/${String(brashear?.id)}?version=0`, { token: admin });
    expect(inUse).toMatchObject({
      status: 409,
      body: { message: 'This school is still used by 1 participant and cannot be removed.' },
    });
    const options = (await server.call('GET', '/api/schools/options', { token: viewer })).body as { text: string }[];
    expect(options.map((o) => o.text)).toContain('Brashear High School');
  });

  it('maintains locations and lists only active ones for selection', async () => {
    const created = await server.call('POST', '/api/locations', {
      token: admin,
      body: {
        name: 'Garfield Jubilee Center',
        street: '5138 Penn Ave',
        city: 'Pittsburgh',
        state: 'PA',
        zipCode: '15224',
        isActive: false,
      },
    });
    expect(created.status).toBe(201);
    const location = created.body as Versioned;
    const list = (await server.call('GET', '/api/locations/list', { token: viewer })).body as { name: string }[];
    expect(list.map((l) => l.name)).toContain('East Liberty CareerLink');
    expect(list.map((l) => l.name)).not.toContain('Garfield Jubilee Center');
    expect((await server.call('POST', '/api/locations/search', { token: viewer, body: {} })).status).toBe(403);
    const stale = await server.call('DELETE', `/api/locations/${String(location.id)}?version=3`, { token: admin });
    expect(stale).toMatchObject({ status: 409, body: { message: STALE } });
    expect(
      (await server.call('DELETE', `/api/locations/${String(location.id)}?version=0`, { token: admin })).status,
    ).toBe(204);
  });

  it('keeps income ranges within an organization and min not above max', async () => {
    const mine = await search<{ organizationId: number; summary: string }>('/api/income-ranges/search', {}, orgstaff);
    expect(mine.total).toBe(16);
    expect(mine.items.every((r) => r.organizationId === 1)).toBe(true);
    expect(mine.items[0]?.summary).toMatch(/^Family of \d+, .+, \$0\.00 to \$[\d,]+\.00$/);

    const inverted = await server.call('POST', '/api/income-ranges', {
      token: orgstaff,
      body: { familySize: 9, fundingType: 'WIOA Youth', from: 60000, to: 50000, organizationId: 1 },
    });
    expect(inverted).toMatchObject({ status: 422, body: { from: 'Min must not be greater than Max' } });
    const otherOrg = await server.call('POST', '/api/income-ranges', {
      token: orgstaff,
      body: { familySize: 9, fundingType: 'WIOA Youth', from: 0, to: 59490, organizationId: 2 },
    });
    expect(otherOrg.status).toBe(422);
    const created = await server.call('POST', '/api/income-ranges', {
      token: orgstaff,
      body: { familySize: 9, fundingType: 'WIOA Youth', from: 0, to: 59490, organizationId: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ summary: 'Family of 9, WIOA Youth, $0.00 to $59,490.00' });
    const foreign = await search<Versioned>('/api/income-ranges/search', {
      filters: [{ field: 'organizationId', operator: 'eq', value: 2 }],
    });
    expect(
      (await server.call('GET', `/api/income-ranges/${String(foreign.items[0]?.id)}`, { token: orgstaff })).status,
    ).toBe(404);

    const programs = (await server.call('GET', '/api/enrollment-programs/select-list-with-org', { token: admin }))
      .body as { id: number; code: string }[];
    const syep = programs.find((p) => p.code === 'SYEP-26');
    const forEnrollment = (
      await server.call('GET', `/api/enrollment/income-ranges?enrollmentProgramId=${String(syep?.id)}`, {
        token: admin,
      })
    ).body as { fundingType: string; organizationId: number }[];
    expect(forEnrollment[0]).toMatchObject({ fundingType: 'WIOA Youth', organizationId: 1 });
    expect(forEnrollment).toHaveLength(17);
  });

  it('maintains tax codes: unique codes, local taxes need a PSD code, dates in order', async () => {
    const local = await search<{ code: string; psdCode: string }>('/api/tax-codes/search', {
      filters: [{ field: 'taxType', operator: 'eq', value: 'Local Earned Income' }],
    });
    expect(local.items.map((t) => t.code)).toContain('EIT700102');
    const body = {
      code: 'EIT700104',
      name: 'Wilkinsburg Earned Income Tax',
      taxType: 'Local Earned Income',
      ratePercent: 1.5,
      effectiveDate: '2026-01-01',
      isActive: true,
    };
    expect(await server.call('POST', '/api/tax-codes', { token: admin, body })).toMatchObject({
      status: 422,
      body: { psdCode: 'A local tax needs its PSD code.' },
    });
    expect(
      await server.call('POST', '/api/tax-codes', {
        token: admin,
        body: { ...body, psdCode: '700104', endDate: '2025-12-31' },
      }),
    ).toMatchObject({ status: 422, body: { effectiveDate: 'Start Date must be less then End Date' } });
    const created = await server.call('POST', '/api/tax-codes', { token: admin, body: { ...body, psdCode: '700104' } });
    expect(created.status).toBe(201);
    const duplicate = await server.call('POST', '/api/tax-codes', {
      token: admin,
      body: { ...body, psdCode: '700104' },
    });
    expect(duplicate).toMatchObject({ status: 409, body: { message: 'The tax code EIT700104 already exists.' } });
    expect((await server.call('GET', '/api/tax-codes/1', { token: orgstaff })).status).toBe(200);
    expect((await server.call('GET', '/api/tax-codes/1', { token: viewer })).status).toBe(403);
  });

  it('maintains email templates; shared templates are changed by global users only', async () => {
    const page = await search<Versioned & { name: string; templateTypeName: string; organizationId: number | null }>(
      '/api/email-templates/search',
      { quickSearch: 'interview' },
      orgstaff,
    );
    const invitation = page.items.find((t) => t.name === 'Interview Invitation');
    expect(invitation).toMatchObject({ templateTypeName: 'Interview Invitation', organizationId: null });
    const change = await server.call('PUT', `/api/email-templates/${String(invitation?.id)}`, {
      token: orgstaff,
      body: {
        name: 'Interview Invitation',
        templateTypeId: 1,
        subject: 'Changed',
        body: 'Changed',
        isHtml: false,
        isActive: true,
        version: 0,
      },
    });
    expect(change.status).toBe(403);
    const types = (await server.call('GET', '/api/lookups/email-template-types', { token: admin })).body as {
      id: number;
      text: string;
    }[];
    const general = types.find((t) => t.text === 'General Notice');
    const own = await server.call('POST', '/api/email-templates', {
      token: orgstaff,
      body: {
        name: 'Orientation Reminder',
        templateTypeId: general?.id,
        organizationId: 1,
        subject: 'Orientation on {{date}}',
        body: 'See you at orientation.',
        isHtml: false,
        isActive: true,
      },
    });
    expect(own.status).toBe(201);
    const badType = await server.call('POST', '/api/email-templates', {
      token: admin,
      body: { name: 'X', templateTypeId: 1, subject: 'X', body: 'X', isHtml: false, isActive: true },
    });
    expect(badType).toMatchObject({ status: 422, body: { templateTypeId: 'Choose a template type from the list.' } });
    const id = String((own.body as Versioned).id);
    expect((await server.call('DELETE', `/api/email-templates/${id}?version=0`, { token: orgstaff })).status).toBe(204);
  });

  it('describes the real tables in the data dictionary and keeps its texts editable', async () => {
    const ssn = await search<Versioned & { isSensitive: boolean; dataType: string; label: string }>(
      '/api/data-dictionary/search',
      {
        filters: [
          { field: 'tableName', operator: 'eq', value: 'income_ranges' },
          { field: 'columnName', operator: 'eq', value: 'range_to' },
        ],
      },
    );
    expect(ssn.items[0]).toMatchObject({ dataType: 'money', label: 'Income range: Range To', isNullable: false });
    const entry = ssn.items[0];
    const put = (version: number) =>
      server.call('PUT', `/api/data-dictionary/${String(entry?.id)}`, {
        token: admin,
        body: {
          label: 'Income range: Highest income',
          description: 'Highest yearly income.',
          isSensitive: true,
          version,
        },
      });
    expect((await put(0)).body).toMatchObject({ label: 'Income range: Highest income', isSensitive: true, version: 1 });
    expect(await put(0)).toMatchObject({ status: 409, body: { message: STALE } });
    const sensitive = await search<{ columnName: string }>('/api/data-dictionary/search', {
      filters: [{ field: 'isSensitive', operator: 'eq', value: true }],
      pageSize: 500,
    });
    expect(sensitive.items.map((e) => e.columnName)).toContain('password_hash');
  });

  it('configures quality-review items of an organization’s own enrollment programs', async () => {
    const foreign = await search<Versioned & { enrollmentProgramId: number }>(
      '/api/quality-review-config-items/search',
      {},
      orgstaff,
    );
    const ownPrograms = (await server.call('GET', '/api/enrollment-programs/select-list-with-org', { token: orgstaff }))
      .body as { id: number }[];
    expect(foreign.items.every((i) => ownPrograms.some((p) => p.id === i.enrollmentProgramId))).toBe(true);
    const other = await search<Versioned & { enrollmentProgramId: number; sectionId: number }>(
      '/api/quality-review-config-items/search',
      { filters: [{ field: 'enrollmentProgramId', operator: 'in', value: [4, 5, 6] }] },
    );
    const item = other.items[0];
    expect(
      (await server.call('GET', `/api/quality-review-config-items/${String(item?.id)}`, { token: orgstaff })).status,
    ).toBe(404);
    const body = {
      name: 'Bank account form',
      enrollmentProgramId: item?.enrollmentProgramId,
      sectionId: item?.sectionId,
      pageKind: 'Document',
      verificationName: 'Standart Verification',
      fieldType: 'boolean',
      displayOrder: 40,
      isRequired: false,
      isProviderScreening: false,
      isActive: true,
    };
    expect((await server.call('POST', '/api/quality-review-config-items', { token: orgstaff, body })).status).toBe(422);
    const created = await server.call('POST', '/api/quality-review-config-items', { token: admin, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      verificationName: 'Standart Verification',
      sectionName: expect.any(String) as string,
    });
    expect(
      await server.call('POST', '/api/quality-review-config-items', { token: admin, body: { ...body, sectionId: 1 } }),
    ).toMatchObject({ status: 422, body: { sectionId: 'Choose a section from the list.' } });
  });

  it('saves the online application pages and environment with their rules and versions', async () => {
    const list = (await server.call('GET', '/api/online-application/page-setups', { token: orgstaff })).body as {
      enrollmentProgramId: number;
      organizationId: number;
      pageCount: number;
    }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((row) => row.organizationId === 1 && row.pageCount === 7)).toBe(true);
    const id = String(list[0]?.enrollmentProgramId);
    const setup = (await server.call('GET', `/api/online-application/page-setup/${id}`, { token: admin })).body as {
      pages: { displayOrder: number; title: string; isEnabled: boolean }[];
      version: number;
    };
    const pages = setup.pages.map((page) => (page.title === 'Media Release' ? { ...page, isEnabled: false } : page));
    const duplicateOrder = await server.call('PUT', `/api/online-application/page-setup/${id}`, {
      token: admin,
      body: { pages: [...pages, { ...pages[0], title: 'Copy' }], version: setup.version },
    });
    expect(duplicateOrder.status).toBe(422);
    const saved = await server.call('PUT', `/api/online-application/page-setup/${id}`, {
      token: admin,
      body: { pages, version: setup.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: setup.version + 1, lastUpdateUser: 'admin' });
    const again = await server.call('PUT', `/api/online-application/page-setup/${id}`, {
      token: admin,
      body: { pages, version: setup.version },
    });
    expect(again).toMatchObject({ status: 409, body: { message: STALE } });
    const summary = (await server.call('GET', '/api/online-application/page-setups', { token: admin })).body as {
      enrollmentProgramId: number;
      enabledPageCount: number;
    }[];
    expect(summary.find((row) => String(row.enrollmentProgramId) === id)?.enabledPageCount).toBe(6);

    const environment = (
      await server.call('GET', '/api/online-application/environment-configuration', { token: admin })
    ).body as Record<string, unknown> & { version: number };
    const audit = new Set(['id', 'createDate', 'createUser', 'lastUpdateDate', 'lastUpdateUser']);
    const fields = Object.fromEntries(Object.entries(environment).filter(([key]) => !audit.has(key)));
    const inverted = await server.call('PUT', '/api/online-application/environment-configuration', {
      token: admin,
      body: { ...fields, minAge: 22, maxAge: 16 },
    });
    expect(inverted).toMatchObject({ status: 422, body: { minAge: 'Min must not be greater than Max' } });
    const closed = await server.call('PUT', '/api/online-application/environment-configuration', {
      token: admin,
      body: { ...fields, isApplicationOpen: false },
    });
    expect(closed.body).toMatchObject({ isApplicationOpen: false, version: environment.version + 1 });
    expect(
      (await server.call('GET', '/api/online-application/environment-configuration', { token: viewer })).status,
    ).toBe(403);
    const audited = (
      await sql<{ n: number }>`select count(*)::int as n from audit_log
        where entity = 'OnlineAppEnvironment'`.execute(server.database.db)
    ).rows[0]?.n;
    expect(audited).toBe(1);
  });
});
