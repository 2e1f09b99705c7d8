import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';

interface Row {
  id: number;
  version: number;
  [field: string]: unknown;
}
interface Page {
  items: Row[];
  total: number;
}
interface Contact {
  contactId: number;
  version: number;
  contractCode?: string;
  isDataEditable: boolean;
  isTypeEditable: boolean;
  canCopy: boolean;
  [field: string]: unknown;
}
interface Option {
  id: number;
  text: string;
}

const STALE = 'This record was changed by another user. Reload it and try again.';

/** Contracts, contractors, contacts and notes on PGlite (the worksite/job flow runs on both engines). */
describe('contract area', () => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  let contractor: string;
  let viewer: string;
  let lookups: { contractTypes: Option[]; funding: Option[]; frequencies: Option[]; contactTypes: Option[] };
  const call = (method: string, url: string, token: string, body?: unknown) =>
    server.call(method, url, { token, body });

  beforeAll(async () => {
    server = await startTestServer();
    [admin, orgstaff, contractor, viewer] = await Promise.all([
      server.login('admin'),
      server.login('orgstaff'),
      server.login('contractor'),
      server.login('viewer'),
    ]);
    const list = async (name: string) => (await call('GET', `/api/lookups/${name}`, admin)).body as Option[];
    lookups = {
      contractTypes: await list('contract-types'),
      funding: await list('funding-sources'),
      frequencies: await list('payroll-frequencies'),
      contactTypes: await list('contact-types'),
    };
  });
  afterAll(async () => {
    await server.close();
  });

  const contractBody = (code: string) => ({
    contractCode: code,
    name: `Contract ${code}`,
    organizationId: 1,
    startDate: '2026-06-01',
    endDate: '2026-08-31',
    contractTypeId: lookups.contractTypes[0]?.id,
    fundingSourceId: lookups.funding[0]?.id,
    payrollFrequencyId: lookups.frequencies[0]?.id,
    budgetAmount: 100000,
    defaultHourlyRate: 12.5,
    maxHoursPerStudent: 150,
    maxIncentiveAmount: 250,
  });
  const byCode = async (code: string) => {
    const page = (
      await call('POST', '/api/contracts/search', admin, {
        filters: [{ field: 'contractCode', operator: 'eq', value: code }],
      })
    ).body as Page;
    const row = page.items[0];
    if (!row) throw new Error(`no contract ${code}`);
    return row;
  };

  describe('contracts', () => {
    let contract: Row;

    it('creates a Draft contract with its caps; a code in use is 409, dates out of order 422', async () => {
      const created = await call('POST', '/api/contracts', admin, contractBody('TEST-2026-001'));
      expect(created.status).toBe(201);
      contract = created.body as Row;
      expect(contract).toMatchObject({
        status: 'Draft',
        maxHoursPerStudent: 150,
        maxIncentiveAmount: 250,
        organizationName: 'Partner4Work',
        worksiteCount: 0,
        version: 0,
      });
      const duplicate = await call('POST', '/api/contracts', admin, contractBody('test-2026-001'));
      expect(duplicate).toMatchObject({
        status: 409,
        body: { message: 'Contract code test-2026-001 is already in use.' },
      });
      const backwards = await call('POST', '/api/contracts', admin, {
        ...contractBody('TEST-2026-002'),
        startDate: '2026-09-01',
      });
      expect(backwards).toMatchObject({ status: 422, body: { endDate: 'Start Date must be less then End Date' } });
      const withStatus = await call('POST', '/api/contracts', admin, {
        ...contractBody('TEST-2026-003'),
        status: 'Active',
      });
      expect(withStatus).toMatchObject({
        status: 422,
        body: { status: 'The status changes only through activate and close.' },
      });
    });

    it('updates with the version read; a stale version is 409', async () => {
      const updated = await call('PUT', `/api/contracts/${String(contract.id)}`, admin, {
        ...contractBody('TEST-2026-001'),
        maxHoursPerStudent: 160,
        version: contract.version,
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ maxHoursPerStudent: 160, version: 1, lastUpdateUser: 'admin' });
      const stale = await call('PUT', `/api/contracts/${String(contract.id)}`, admin, {
        ...contractBody('TEST-2026-001'),
        version: contract.version,
      });
      expect(stale).toMatchObject({ status: 409, body: { message: STALE } });
      contract = updated.body as Row;
    });

    it('moves Draft -> Active -> Closed only through activate and close', async () => {
      const close = await call('POST', `/api/contracts/${String(contract.id)}/close`, admin, {
        version: contract.version,
      });
      expect(close).toMatchObject({
        status: 409,
        body: { message: 'Contract TEST-2026-001 is Draft; only an Active contract can be closed.' },
      });
      const active = await call('POST', `/api/contracts/${String(contract.id)}/activate`, admin, {
        version: contract.version,
      });
      expect(active.status).toBe(200);
      expect((active.body as Row).status).toBe('Active');
      const again = await call('POST', `/api/contracts/${String(contract.id)}/activate`, admin, {
        version: (active.body as Row).version,
      });
      expect(again).toMatchObject({
        status: 409,
        body: { message: 'Contract TEST-2026-001 is Active; only a Draft contract can be activated.' },
      });
      const remove = await call('DELETE', `/api/contracts/${String(contract.id)}?version=0`, admin);
      expect(remove).toMatchObject({ status: 409, body: { message: 'Only a draft contract can be removed.' } });
      const closed = await call('POST', `/api/contracts/${String(contract.id)}/close`, admin, {
        version: (active.body as Row).version,
        comment: 'Season over.',
      });
      expect(closed.status).toBe(200);
      contract = closed.body as Row;
      expect(contract.status).toBe('Closed');
      const edit = await call('PUT', `/api/contracts/${String(contract.id)}`, admin, {
        ...contractBody('TEST-2026-001'),
        version: contract.version,
      });
      expect(edit).toMatchObject({ status: 409, body: { message: 'A closed contract cannot be changed.' } });
    });

    it('refuses closing a contract whose timesheets are not all payrolled', async () => {
      const current = await byCode('P4W-SYEP-2026');
      // A Pending timesheet of an assignment under the contract.
      await sql`insert into timesheets (student_job_id, period_start_date, period_end_date, hourly_rate, worked_hours,
          status, create_user)
        select sj.id, '2026-07-06', '2026-07-12', sj.hourly_rate, 12, 'Pending', 'test'
        from student_jobs sj join jobs j on j.id = sj.job_id where j.contract_id = ${current.id}
          -- One timesheet per assignment and period (ADR 182): an assignment with none for that week.
          and not exists (select 1 from timesheets t where t.student_job_id = sj.id
            and t.period_start_date <= '2026-07-12' and t.period_end_date >= '2026-07-06' and t.adjusts_timesheet_id is null)
        order by sj.id limit 1`.execute(server.database.db);
      const close = await call('POST', `/api/contracts/${String(current.id)}/close`, admin, {
        version: current.version,
      });
      expect(close).toMatchObject({
        status: 409,
        body: { message: 'This contract still has timesheets that are not payrolled.' },
      });
    });

    it('copies a contract into a new Draft with its links and jobs; a code in use is 409', async () => {
      const source = await byCode('P4W-SYEP-2026');
      const copyBody = {
        contractCode: 'P4W-SYEP-2028',
        name: 'Summer Youth Employment 2028',
        startDate: '2028-06-01',
        endDate: '2028-08-31',
        copyWorksiteLinks: true,
        copyJobs: true,
        copyCardDelivery: false,
      };
      const copy = await call('POST', `/api/contracts/${String(source.id)}/copy`, admin, copyBody);
      expect(copy.status).toBe(201);
      const copied = copy.body as Row;
      expect(copied).toMatchObject({
        status: 'Draft',
        contractCode: 'P4W-SYEP-2028',
        worksiteCount: source.worksiteCount,
        maxHoursPerStudent: source.maxHoursPerStudent,
        defaultHourlyRate: source.defaultHourlyRate,
      });
      const jobs = (
        await call('POST', '/api/jobs/search', admin, {
          filters: [{ field: 'contractId', operator: 'eq', value: copied.id }],
          pageSize: 500,
        })
      ).body as Page;
      expect(jobs.total).toBeGreaterThan(0);
      expect(jobs.items.every((j) => j.status === 'Pending Approval' && j.renewedFromJobId !== null)).toBe(true);
      expect(jobs.items.every((j) => String(j.startDate) >= '2028-06-01' && String(j.endDate) <= '2028-08-31')).toBe(
        true,
      );
      const again = await call('POST', `/api/contracts/${String(source.id)}/copy`, admin, copyBody);
      expect(again).toMatchObject({ status: 409, body: { message: 'Contract code P4W-SYEP-2028 is already in use.' } });
    });

    it('removes a Draft contract without jobs; one with jobs is refused', async () => {
      const draft = (await call('POST', '/api/contracts', admin, contractBody('TEST-DRAFT-1'))).body as Row;
      expect((await call('DELETE', `/api/contracts/${String(draft.id)}`, admin)).status).toBe(400);
      expect(await call('DELETE', `/api/contracts/${String(draft.id)}?version=1`, admin)).toMatchObject({
        status: 409,
        body: { message: STALE },
      });
      expect((await call('DELETE', `/api/contracts/${String(draft.id)}?version=0`, admin)).status).toBe(204);
      expect((await call('GET', `/api/contracts/${String(draft.id)}`, admin)).status).toBe(404);
      const withJobs = await byCode('P4W-SYEP-2028');
      expect(await call('DELETE', `/api/contracts/${String(withJobs.id)}?version=0`, admin)).toMatchObject({
        status: 409,
        body: { message: 'This contract still has jobs and cannot be removed.' },
      });
    });

    it('saves the card delivery setup once per contract, with its version', async () => {
      const target = await byCode('ULGP-SYEP-2026');
      const url = `/api/contracts/${String(target.id)}/card-delivery`;
      expect((await call('GET', url, admin)).status).toBe(404);
      const providers = (await call('POST', '/api/card-providers/search', admin, { pageSize: 5 })).body as Page;
      const provider = providers.items[0];
      if (!provider) throw new Error('the payroll seed has no card provider');
      const providerId = provider.id;
      const noLocation = await call('PUT', url, admin, {
        cardProviderId: providerId,
        deliveryMethod: 'Pickup at Worksite',
        version: 0,
      });
      expect(noLocation).toMatchObject({ status: 422, body: { deliveryLocationId: 'Required' } });
      const saved = await call('PUT', url, admin, {
        cardProviderId: providerId,
        deliveryMethod: 'Mail to Participant',
        attentionTo: 'Angela Brooks',
        firstPayDate: '2026-07-17',
        version: 0,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ contractId: target.id, deliveryMethod: 'Mail to Participant', version: 0 });
      const updated = await call('PUT', url, admin, {
        cardProviderId: providerId,
        deliveryMethod: 'Mail to Participant',
        attentionTo: null,
        version: 0,
      });
      expect(updated.body).toMatchObject({ attentionTo: null, version: 1 });
      const stale = await call('PUT', url, admin, {
        cardProviderId: providerId,
        deliveryMethod: 'Mail to Participant',
        version: 0,
      });
      expect(stale).toMatchObject({ status: 409, body: { message: STALE } });
      const reread = await call('GET', url, admin);
      expect(reread.body).toMatchObject({ attentionTo: null, version: 1, cardProviderName: provider.name });
    });

    it('copies the card delivery setup with a copy when asked', async () => {
      const source = await byCode('ULGP-SYEP-2026');
      const copy = await call('POST', `/api/contracts/${String(source.id)}/copy`, admin, {
        contractCode: 'ULGP-SYEP-2027',
        name: 'Urban League Summer Jobs 2027',
        startDate: '2027-06-07',
        endDate: '2027-08-27',
        copyWorksiteLinks: false,
        copyJobs: false,
        copyCardDelivery: true,
      });
      expect(copy.body).toMatchObject({ status: 'Draft', worksiteCount: 0 });
      const setup = await call('GET', `/api/contracts/${String((copy.body as Row).id)}/card-delivery`, admin);
      expect(setup.body).toMatchObject({ deliveryMethod: 'Mail to Participant', firstPayDate: null, version: 0 });
    });

    it('scopes contracts to the organization; contractors see none; viewers may not write', async () => {
      const staff = (await call('POST', '/api/contracts/search', orgstaff, { pageSize: 100 })).body as Page;
      expect(staff.total).toBeGreaterThan(0);
      expect(staff.items.every((c) => c.organizationId === 1)).toBe(true);
      const other = await byCode('ULGP-SYEP-2026');
      expect((await call('GET', `/api/contracts/${String(other.id)}`, orgstaff)).status).toBe(404);
      expect(((await call('POST', '/api/contracts/search', contractor, {})).body as Page).total).toBe(0);
      const jobs = (await call('POST', '/api/jobs/search', orgstaff, { pageSize: 500 })).body as Page;
      expect(jobs.total).toBeGreaterThan(0);
      expect(jobs.items.every((j) => String(j.contractCode).startsWith('P4W-'))).toBe(true);
      expect((await call('POST', '/api/contracts', viewer, contractBody('TEST-VIEW-1'))).status).toBe(403);
      expect(
        (await call('POST', '/api/contracts', orgstaff, { ...contractBody('TEST-ORG-2'), organizationId: 2 })).status,
      ).toBe(404);
    });
  });

  describe('contractors', () => {
    it('shows a contractor user only their own contractor', async () => {
      const own = (await call('POST', '/api/contractors/search', contractor, {})).body as Page;
      expect(own.items.map((c) => c.id)).toEqual([1]);
      expect((await call('GET', '/api/contractors/2', contractor)).status).toBe(404);
      expect((await call('GET', '/api/contractors/1', contractor)).body).toMatchObject({
        name: 'Steel City Landscaping',
        worksiteCount: 8,
      });
    });

    it('creates, updates (version checked) and removes a contractor', async () => {
      const body = {
        name: 'Mon Valley Builders',
        organizationId: 1,
        federalTaxId: '25-1234567',
        addressLine1: '12 Main St',
        city: 'McKeesport',
        stateCode: 'PA',
        zipCode: '15132',
        isActive: true,
      };
      expect((await call('POST', '/api/contractors', orgstaff, body)).status).toBe(403);
      const created = await call('POST', '/api/contractors', admin, body);
      expect(created.status).toBe(201);
      const row = created.body as Row;
      expect(row).toMatchObject({ worksiteCount: 0, addressLine2: null, mainPhone: null, version: 0 });
      const updated = await call('PUT', `/api/contractors/${String(row.id)}`, admin, {
        ...body,
        city: 'Duquesne',
        version: 0,
      });
      expect(updated.body).toMatchObject({ city: 'Duquesne', version: 1 });
      expect(await call('PUT', `/api/contractors/${String(row.id)}`, admin, { ...body, version: 0 })).toMatchObject({
        status: 409,
        body: { message: STALE },
      });
      expect((await call('DELETE', `/api/contractors/${String(row.id)}?version=1`, admin)).status).toBe(204);
    });

    it('refuses removing a contractor that still has worksites', async () => {
      expect(await call('DELETE', '/api/contractors/2?version=0', admin)).toMatchObject({
        status: 409,
        body: { message: 'This contractor still has worksites and cannot be removed.' },
      });
    });
  });

  describe('worksites', () => {
    it('names the jobs or contract links that keep a worksite from being removed', async () => {
      const page = (
        await call('POST', '/api/worksites/search', admin, {
          filters: [{ field: 'name', operator: 'eq', value: 'Hartwood Acres' }],
        })
      ).body as Page;
      const hartwood = page.items[0];
      if (!hartwood) throw new Error('no Hartwood Acres');
      const refused = await call('DELETE', `/api/worksites/${String(hartwood.id)}?version=0`, admin);
      expect(refused.status).toBe(409);
      expect((refused.body as { message: string }).message).toMatch(
        /^This worksite still has jobs and cannot be removed: .*Camp Counselor/,
      );
    });

    it('removes a worksite without jobs or links, with its version', async () => {
      const sectors = (await call('GET', '/api/lookups/job-sectors', admin)).body as Option[];
      const created = await call('POST', '/api/worksites', admin, {
        name: 'Short-lived Site',
        contractorId: 3,
        jobSectorId: sectors[0]?.id,
        addressLine1: '1 Main St',
        city: 'Pittsburgh',
        stateCode: 'PA',
        zipCode: '15219',
        isPublicSector: false,
        isActive: true,
      });
      expect(created.status).toBe(201);
      const id = (created.body as Row).id;
      // Contractor staff may not remove worksites at all (no DELETE_WORKSITE).
      expect((await call('DELETE', `/api/worksites/${String(id)}?version=0`, contractor)).status).toBe(403);
      expect((await call('DELETE', `/api/worksites/${String(id)}?version=0`, admin)).status).toBe(204);
      expect((await call('GET', `/api/worksites/${String(id)}`, admin)).status).toBe(404);
    });

    it('lets contractor staff add worksites for their own contractor only', async () => {
      const sectors = (await call('GET', '/api/lookups/job-sectors', contractor)).body as Option[];
      const body = {
        name: 'Riverfront Trail Crew',
        contractorId: 1,
        jobSectorId: sectors[0]?.id,
        addressLine1: '100 Fort Pitt Blvd',
        city: 'Pittsburgh',
        stateCode: 'PA',
        zipCode: '15222',
        isPublicSector: true,
        isActive: true,
      };
      const own = await call('POST', '/api/worksites', contractor, body);
      expect(own.status).toBe(201);
      expect(own.body).toMatchObject({ status: 'Pending Approval', createUser: 'contractor', activeJobCount: 0 });
      expect((await call('POST', '/api/worksites', contractor, { ...body, contractorId: 2 })).status).toBe(404);
      const badSector = await call('POST', '/api/worksites', contractor, { ...body, jobSectorId: 999999 });
      expect(badSector).toMatchObject({ status: 422, body: { jobSectorId: 'jobSectorId is invalid.' } });
    });

    it('makes a deactivated approved worksite Inactive and asks for approval when it is reactivated', async () => {
      const page = (
        await call('POST', '/api/worksites/search', admin, {
          filters: [{ field: 'name', operator: 'eq', value: 'Arsenal Park' }],
        })
      ).body as Page;
      const arsenal = page.items[0];
      if (!arsenal) throw new Error('no Arsenal Park');
      expect(arsenal.status).toBe('Approved');
      const { id, version } = arsenal;
      const writable = ['name', 'contractorId', 'jobSectorId', 'description', 'addressLine1', 'addressLine2'];
      const fields = Object.fromEntries(
        Object.entries(arsenal).filter(([key]) =>
          [...writable, 'city', 'stateCode', 'zipCode', 'mainPhone', 'isPublicSector'].includes(key),
        ),
      );
      const off = await call('PUT', `/api/worksites/${String(id)}`, admin, { ...fields, isActive: false, version });
      expect(off.body).toMatchObject({ status: 'Inactive', isActive: false });
      const on = await call('PUT', `/api/worksites/${String(id)}`, admin, {
        ...fields,
        isActive: true,
        version: (off.body as Row).version,
      });
      expect(on.body).toMatchObject({ status: 'Pending Approval', isActive: true });
    });

    it('unlinks a worksite from a contract when no participant depends on the link', async () => {
      const draft = await byCode('P4W-SYEP-2027');
      const links = (
        await call('POST', '/api/worksites/contracted/search', admin, {
          filters: [{ field: 'contractId', operator: 'eq', value: draft.id }],
        })
      ).body as { items: { worksiteId: number }[]; total: number };
      const first = links.items[0];
      if (!first) throw new Error('the draft has no links');
      const unlink = await call('POST', '/api/worksites/unlink', admin, {
        contractId: draft.id,
        worksiteId: first.worksiteId,
      });
      expect(unlink.status).toBe(204);
      const after = (
        await call('POST', '/api/worksites/contracted/search', admin, {
          filters: [{ field: 'contractId', operator: 'eq', value: draft.id }],
        })
      ).body as Page;
      expect(after.total).toBe(links.total - 1);
      expect(
        (await call('POST', '/api/worksites/unlink', admin, { contractId: draft.id, worksiteId: first.worksiteId }))
          .status,
      ).toBe(404);
      expect(
        (
          await call('POST', '/api/worksites/unlink', contractor, {
            contractId: draft.id,
            worksiteId: first.worksiteId,
          })
        ).status,
      ).toBe(404);
    });

    it('lists no worksite of a Closed contract and refuses to unlink one', async () => {
      const closed = await byCode('P4W-SYEP-2025');
      expect(closed.status).toBe('Closed');
      const kept = (
        await sql<{ worksite_id: number }>`select worksite_id from contract_worksites
          where contract_id = ${closed.id} order by worksite_id`.execute(server.database.db)
      ).rows;
      expect(kept.length).toBeGreaterThan(0);
      const ofClosed = (
        await call('POST', '/api/worksites/contracted/search', admin, {
          filters: [{ field: 'contractId', operator: 'eq', value: closed.id }],
        })
      ).body as Page;
      expect(ofClosed.total).toBe(0);
      const all = (await call('POST', '/api/worksites/contracted/search', admin, { page: 1, pageSize: 500 })).body as {
        items: { contractCode: string }[];
        total: number;
      };
      expect(all.total).toBeGreaterThan(0);
      expect(all.items.map((row) => row.contractCode)).not.toContain('P4W-SYEP-2025');
      const unlink = await call('POST', '/api/worksites/unlink', admin, {
        contractId: closed.id,
        worksiteId: kept[0]?.worksite_id,
      });
      expect(unlink).toMatchObject({ status: 409, body: { message: 'A closed contract cannot be changed.' } });
    });

    it('filters worksites by the contract they are linked to', async () => {
      const contract = await byCode('ULGP-LIB-2026');
      const linked = (
        await call('POST', '/api/worksites/search', admin, {
          filters: [{ field: 'contractId', operator: 'eq', value: contract.id }],
          pageSize: 100,
        })
      ).body as Page;
      expect(linked.total).toBe(contract.worksiteCount);
    });
  });

  describe('contacts', () => {
    const worksiteId = 1;
    const typeId = (text: string) => lookups.contactTypes.find((t) => t.text === text)?.id ?? 0;
    const person = { firstName: 'Renee', lastName: 'Morales', mainPhone: '(412) 555-0134' };

    it('checks the form limits with the generic messages', async () => {
      const long = await call('POST', `/api/contacts/worksites-create/${String(worksiteId)}`, admin, {
        ...person,
        contactTypeLuid: typeId('Billing Contact'),
        firstName: 'x'.repeat(31),
        middleInitial: 'AB',
      });
      expect(long).toMatchObject({ status: 422, body: { firstName: 'Max: 30', middleInitial: 'Max: 1' } });
      const missing = await call('POST', `/api/contacts/worksites-create/${String(worksiteId)}`, admin, {
        firstName: 'Renee',
      });
      expect(missing).toMatchObject({ status: 422, body: { lastName: 'Required', contactTypeLuid: 'Required' } });
    });

    it('takes a contract code only on worksite contacts', async () => {
      const onContractor = await call('POST', '/api/contacts/contractors-create/1', admin, {
        ...person,
        contactTypeLuid: typeId('Billing Contact'),
        contractCode: 'P4W-SYEP-2026',
      });
      expect(onContractor).toMatchObject({
        status: 422,
        body: { contractCode: 'A contract code applies only to worksite contacts.' },
      });
      const unknown = await call('POST', `/api/contacts/worksites-create/${String(worksiteId)}`, admin, {
        ...person,
        contactTypeLuid: typeId('Site Supervisor'),
        contractCode: 'NOPE-1',
      });
      expect(unknown).toMatchObject({ status: 422, body: { contractCode: 'Contract code NOPE-1 was not found.' } });
    });

    let contact: Contact;
    it('adds, updates (version checked), copies and removes a contact', async () => {
      const created = await call('POST', `/api/contacts/worksites-create/${String(worksiteId)}`, admin, {
        ...person,
        contactTypeLuid: typeId('Site Supervisor'),
        contractCode: 'P4W-SYEP-2026',
        description: 'Site supervisor for the summer crew.',
      });
      expect(created.status).toBe(201);
      contact = created.body as Contact;
      expect(contact).toMatchObject({
        contactTypeName: 'Site Supervisor',
        sourceName: 'worksites',
        sourceId: worksiteId,
        sourceItemName: 'Frick Park Grounds',
        isDataEditable: true,
        isTypeEditable: false,
        canCopy: true,
      });
      const typeChange = await call('POST', `/api/contacts/worksites-update/${String(worksiteId)}`, admin, {
        ...person,
        contactId: contact.contactId,
        contactTypeLuid: typeId('Billing Contact'),
        version: contact.version,
      });
      expect(typeChange).toMatchObject({
        status: 403,
        body: { message: 'The type of this contact cannot be changed.' },
      });
      const updated = await call('POST', `/api/contacts/worksites-update/${String(worksiteId)}`, admin, {
        ...person,
        lastName: 'Morales-Diaz',
        contactId: contact.contactId,
        contactTypeLuid: typeId('Site Supervisor'),
        version: contact.version,
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ lastName: 'Morales-Diaz', version: 1, isTypeEditable: true });
      const stale = await call('POST', `/api/contacts/worksites-update/${String(worksiteId)}`, admin, {
        ...person,
        contactId: contact.contactId,
        contactTypeLuid: typeId('Site Supervisor'),
        version: contact.version,
      });
      expect(stale).toMatchObject({ status: 409, body: { message: STALE } });

      const copy = await call('POST', '/api/contacts/copy', admin, { contactId: contact.contactId });
      expect(copy.status).toBe(201);
      expect(copy.body).toMatchObject({ lastName: 'Morales-Diaz', sourceId: worksiteId, version: 0 });
      expect((copy.body as Contact).contactId).not.toBe(contact.contactId);

      const removeStale = await call('POST', '/api/contacts/delete-contact', admin, {
        contactId: contact.contactId,
        version: 0,
      });
      expect(removeStale).toMatchObject({ status: 409, body: { message: STALE } });
      const removed = await call('POST', '/api/contacts/delete-contact', admin, {
        contactId: contact.contactId,
        version: 1,
      });
      expect(removed.status).toBe(204);
      const list = (await call('GET', `/api/contacts/worksites/${String(worksiteId)}`, admin)).body as Contact[];
      expect(list.some((c) => c.contactId === contact.contactId)).toBe(false);
      expect(list.some((c) => c.contactId === (copy.body as Contact).contactId)).toBe(true);
    });

    it('freezes a contact bound to a closed contract', async () => {
      const list = (await call('GET', `/api/contacts/worksites/${String(worksiteId)}`, admin)).body as Contact[];
      const bound = list.find((c) => c.contractCode !== undefined);
      if (!bound) throw new Error('no contact with a contract code');
      const code = String(bound.contractCode);
      const contract = await byCode(code);
      // Close the contract underneath (its timesheets are the payroll area's business).
      await sql`update contracts set status = 'Closed' where id = ${contract.id}`.execute(server.database.db);
      const frozen = (
        (await call('GET', `/api/contacts/worksites/${String(worksiteId)}`, admin)).body as Contact[]
      ).find((c) => c.contactId === bound.contactId);
      expect(frozen).toMatchObject({ isDataEditable: false, isTypeEditable: false, canCopy: true });
      const edit = await call('POST', `/api/contacts/worksites-update/${String(worksiteId)}`, admin, {
        ...person,
        contactId: bound.contactId,
        contactTypeLuid: bound.contactTypeLuid,
        contractCode: code,
        version: bound.version,
      });
      expect(edit).toMatchObject({
        status: 403,
        body: { message: 'This contact belongs to a closed contract and can no longer be changed.' },
      });
      const remove = await call('POST', '/api/contacts/delete-contact', admin, {
        contactId: bound.contactId,
        version: bound.version,
      });
      expect(remove.status).toBe(403);
      const copy = await call('POST', '/api/contacts/copy', admin, { contactId: bound.contactId });
      expect(copy.status).toBe(201);
      expect(copy.body).toMatchObject({ isDataEditable: true });
      expect((copy.body as Contact).contractCode).toBeUndefined();
      await sql`update contracts set status = 'Active' where id = ${contract.id}`.execute(server.database.db);
    });

    it('keeps other contractors’ contacts out of a contractor user’s reach, and writes behind the claim', async () => {
      const own = await call('GET', '/api/contacts/worksites/1', contractor);
      expect(own.status).toBe(200);
      const foreign = (
        await call('POST', '/api/worksites/search', admin, {
          filters: [{ field: 'contractorId', operator: 'eq', value: 3 }],
          pageSize: 1,
        })
      ).body as Page;
      const foreignId = foreign.items[0]?.id ?? 0;
      expect((await call('GET', `/api/contacts/worksites/${String(foreignId)}`, contractor)).status).toBe(404);
      const theirs = (await call('GET', `/api/contacts/worksites/${String(foreignId)}`, admin)).body as Contact[];
      const first = theirs[0];
      if (!first) throw new Error('no contact on the foreign worksite');
      expect((await call('POST', '/api/contacts/copy', contractor, { contactId: first.contactId })).status).toBe(404);
      const viewing = (await call('GET', '/api/contacts/worksites/1', viewer)).body as Contact[];
      expect(viewing.every((c) => !c.isDataEditable && !c.canCopy)).toBe(true);
      expect(
        (
          await call('POST', `/api/contacts/worksites-create/1`, viewer, {
            ...person,
            contactTypeLuid: typeId('Billing Contact'),
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('contacts: every field, lookups, contract codes, sources and the audit', () => {
    const typeId = (text: string) => lookups.contactTypes.find((t) => t.text === text)?.id ?? 0;
    const create = (token: string, source: string, body: object) =>
      call('POST', `/api/contacts/${source}`, token, body);
    const db = () => server.database.db;

    it('saves every field and reads it back, copies all of it, and clears what an update leaves out', async () => {
      const fbis = (await call('GET', '/api/lookups/fbis', admin)).body as Option[];
      const fbi = fbis[0];
      if (!fbi) throw new Error('no FBI lookup');
      const full = {
        contactTypeLuid: typeId('Site Supervisor'),
        salutation: 'Ms.',
        firstName: 'Odette',
        lastName: 'Quinlan',
        middleInitial: 'J',
        mainPhone: '(412) 555-0188',
        cellPhone: '(412) 555-0199',
        mainEmail: 'odette.quinlan@example.org',
        criminalBackgroundFlag: true,
        childAbuseBackgroundFlag: true,
        fbiUid: fbi.id,
        disclosureStatement: true,
        description: 'Weekend crew lead.',
      };
      // The code is trimmed and matched whatever its case.
      const created = await create(admin, 'worksites-create/2', { ...full, contractCode: '  p4w-syep-2026 ' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const contact = created.body as Contact;
      expect(contact).toMatchObject({
        ...full,
        contractCode: 'p4w-syep-2026',
        criminalBackgroundName: 'Cleared',
        childAbuseBackgroundName: 'Cleared',
        contactTypeName: 'Site Supervisor',
        sourceName: 'worksites',
        sourceId: 2,
        isDataEditable: true,
        isTypeEditable: false,
        canCopy: true,
        createUser: 'admin',
        version: 0,
      });
      const listed = (await call('GET', '/api/contacts/worksites/2', admin)).body as Contact[];
      expect(listed.find((c) => c.contactId === contact.contactId)).toEqual(contact);

      const copy = (await call('POST', '/api/contacts/copy', admin, { contactId: contact.contactId })).body as Contact;
      expect(copy).toMatchObject({ ...full, contractCode: 'p4w-syep-2026', sourceId: 2, version: 0 });
      const [audit] = await sql<{ before: unknown; after: { contactId: number } }>`select before, after from audit_log
        where entity = 'Contact' and action = 'copy' and entity_id = ${String(copy.contactId)}`
        .execute(db())
        .then((result) => result.rows);
      expect(audit).toMatchObject({ before: { copiedFrom: contact.contactId }, after: { contactId: copy.contactId } });

      const cleared = await call('POST', '/api/contacts/worksites-update/2', admin, {
        contactId: contact.contactId,
        version: contact.version,
        contactTypeLuid: contact.contactTypeLuid,
        firstName: 'Odette',
        lastName: 'Quinlan',
      });
      expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
      const after = cleared.body as Contact;
      for (const field of [
        'salutation',
        'middleInitial',
        'mainPhone',
        'cellPhone',
        'mainEmail',
        'fbiUid',
        'description',
        'contractCode',
      ]) {
        expect(after[field], field).toBeUndefined();
      }
      expect(after).toMatchObject({
        criminalBackgroundFlag: false,
        childAbuseBackgroundFlag: false,
        disclosureStatement: false,
        criminalBackgroundName: 'Not Cleared',
        childAbuseBackgroundName: 'Not Cleared',
        isTypeEditable: true,
        version: 1,
        lastUpdateUser: 'admin',
      });
      const [updateAudit] = await sql<{ before: { lastName: string; mainPhone?: string } }>`select before from audit_log
        where entity = 'Contact' and action = 'update' and entity_id = ${String(contact.contactId)}`
        .execute(db())
        .then((result) => result.rows);
      expect(updateAudit?.before).toMatchObject({ lastName: 'Quinlan', mainPhone: '(412) 555-0188' });
    });

    it('refuses a type or FBI id that is not one of their lookups, under its field', async () => {
      const person = { firstName: 'Ina', lastName: 'Petrov' };
      const fbiAsType = (await call('GET', '/api/lookups/fbis', admin)).body as Option[];
      const wrongType = await create(admin, 'schools-create/1', {
        ...person,
        contactTypeLuid: fbiAsType[0]?.id ?? 0,
      });
      expect(wrongType).toMatchObject({ status: 422, body: { contactTypeLuid: 'contactTypeLuid is invalid.' } });
      const wrongFbi = await create(admin, 'schools-create/1', {
        ...person,
        contactTypeLuid: typeId('Billing Contact'),
        fbiUid: typeId('Billing Contact'),
      });
      expect(wrongFbi).toMatchObject({ status: 422, body: { fbiUid: 'fbiUid is invalid.' } });
      // A blank code is no code, on any kind of source.
      const blank = await create(admin, 'schools-create/1', {
        ...person,
        contactTypeLuid: typeId('Billing Contact'),
        contractCode: '   ',
      });
      expect(blank.status).toBe(201);
      expect((blank.body as Contact).contractCode).toBeUndefined();
      expect(blank.body).toMatchObject({ sourceName: 'schools', sourceId: 1, isTypeEditable: true });
    });

    it("lets a contractor name only contracts of their contractor's organization, and an organization user only theirs", async () => {
      const [own] = await sql<{ organization_id: number; worksite_id: number }>`select c.organization_id,
          (select w.id from worksites w where w.contractor_id = c.id order by w.id limit 1) as worksite_id
        from users u join contractors c on c.id = u.contractor_id where u.user_name = 'contractor'`
        .execute(db())
        .then((result) => result.rows);
      if (!own) throw new Error('the contractor user has no contractor');
      const codeOf = async (same: boolean) => {
        const [row] = await sql<{ contract_code: string }>`select contract_code from contracts
          where (organization_id = ${own.organization_id}) = ${same} order by id limit 1`
          .execute(db())
          .then((result) => result.rows);
        if (!row) throw new Error('no contract');
        return row.contract_code;
      };
      const body = (code: string) => ({
        firstName: 'Lev',
        lastName: 'Sandoval',
        contactTypeLuid: typeId('Site Supervisor'),
        contractCode: code,
      });
      const source = `worksites-create/${String(own.worksite_id)}`;
      const mine = await codeOf(true);
      const theirs = await codeOf(false);
      expect((await create(contractor, source, body(mine))).status).toBe(201);
      expect(await create(contractor, source, body(theirs))).toMatchObject({
        status: 422,
        body: { contractCode: `Contract code ${theirs} was not found.` },
      });
      // orgstaff works for organization 1 only: a code of another organization is unknown to them.
      const [otherOrg] = await sql<{ contract_code: string; worksite_id: number }>`select c.contract_code,
          (select w.id from worksites w where w.organization_id = 1 order by w.id limit 1) as worksite_id
        from contracts c where c.organization_id <> 1 order by c.id limit 1`
        .execute(db())
        .then((result) => result.rows);
      if (!otherOrg) throw new Error('no contract of another organization');
      expect(
        await create(orgstaff, `worksites-create/${String(otherOrg.worksite_id)}`, body(otherOrg.contract_code)),
      ).toMatchObject({
        status: 422,
        body: { contractCode: `Contract code ${otherOrg.contract_code} was not found.` },
      });
    });

    it('keeps a contact to its own source: updates through another source, and out-of-scope removals, find nothing', async () => {
      const made = (
        await create(admin, 'worksites-create/1', {
          firstName: 'Tomas',
          lastName: 'Whitfield',
          contactTypeLuid: typeId('Billing Contact'),
        })
      ).body as Contact;
      const update = (source: string) =>
        call('POST', `/api/contacts/${source}`, admin, {
          contactId: made.contactId,
          version: made.version,
          firstName: 'Tomas',
          lastName: 'Whitfield',
          contactTypeLuid: typeId('Billing Contact'),
        });
      expect(await update('worksites-update/2')).toMatchObject({
        status: 404,
        body: { message: 'The contact was not found.' },
      });
      expect((await update('contractors-update/1')).status).toBe(404);
      const saved = await update('worksites-update/1');
      expect(saved.status).toBe(200);
      expect(
        await call('POST', '/api/contacts/delete-contact', admin, {
          contactId: made.contactId,
          version: (saved.body as Contact).version,
        }),
      ).toMatchObject({ status: 204 });
      const trail = await sql<{ action: string; before: unknown; after: unknown }>`select action, before, after
        from audit_log where entity = 'Contact' and entity_id = ${String(made.contactId)} order by id`
        .execute(db())
        .then((result) => result.rows);
      expect(trail.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
      expect(trail[0]).toMatchObject({ before: null, after: { lastName: 'Whitfield', contactId: made.contactId } });
      expect(trail[2]).toMatchObject({ before: { lastName: 'Whitfield', version: 1 }, after: null });
      const foreign = await sql<{ id: number; version: number }>`select k.id, k.version from contacts k
        join worksites w on w.id = k.source_id and k.source_name = 'worksites'
        where w.contractor_id <> (select contractor_id from users where user_name = 'contractor') order by k.id limit 1`
        .execute(db())
        .then((result) => result.rows[0]);
      if (!foreign) throw new Error('no contact on another contractor’s worksite');
      const removal = await call('POST', '/api/contacts/delete-contact', contractor, {
        contactId: foreign.id,
        version: foreign.version,
      });
      expect(removal).toMatchObject({ status: 404, body: { message: 'The contact was not found.' } });
      expect(
        await call('POST', '/api/contacts/delete-contact', admin, { contactId: 987654, version: 0 }),
      ).toMatchObject({
        status: 404,
        body: { message: 'The contact was not found.' },
      });
      // A source out of the caller's reach is not there for them.
      expect(await call('GET', '/api/contacts/worksites/987654', admin)).toMatchObject({
        status: 404,
        body: { message: 'The contact’s record was not found.' },
      });
    });

    it('lists contacts by last name, then first name, whatever their case', async () => {
      for (const [firstName, lastName] of [
        ['zed', 'Aaberg'],
        ['Amy', 'aaberg'],
        ['Bo', 'AABERG'],
      ] as const) {
        expect(
          (
            await create(admin, 'organizations-create/1', {
              firstName,
              lastName,
              contactTypeLuid: typeId('Billing Contact'),
            })
          ).status,
        ).toBe(201);
      }
      const list = (await call('GET', '/api/contacts/organizations/1', admin)).body as Contact[];
      const names = list.map((c) => `${String(c.lastName).toLowerCase()}|${String(c.firstName).toLowerCase()}`);
      expect(names).toEqual([...names].sort());
      expect(list.slice(0, 3).map((c) => c.firstName)).toEqual(['Amy', 'Bo', 'zed']);
      expect(list[0]).toMatchObject({ sourceName: 'organizations', sourceId: 1 });
    });
  });

  describe('notes', () => {
    it('adds, edits (version checked), lists newest first and removes notes of a worksite', async () => {
      const first = await call('POST', '/api/notes/worksites/1', admin, { note: 'Gate code changed to 4521.' });
      expect(first.status).toBe(200);
      const second = await call('POST', '/api/notes/worksites/1', admin, { note: 'Water cooler delivered.' });
      const note = first.body as Row;
      const edited = await call('POST', '/api/notes/worksites/1', admin, {
        id: note.id,
        note: 'Gate code changed to 4522.',
        version: note.version,
      });
      expect(edited.body).toMatchObject({ note: 'Gate code changed to 4522.', version: 1 });
      const stale = await call('POST', '/api/notes/worksites/1', admin, { id: note.id, note: 'x', version: 0 });
      expect(stale).toMatchObject({ status: 409, body: { message: STALE } });
      const blank = await call('POST', '/api/notes/worksites/1', admin, { note: '   ' });
      expect(blank).toMatchObject({ status: 422, body: { note: 'Required' } });
      const list = (await call('GET', '/api/notes/worksites/1', admin)).body as Row[];
      expect(list.slice(0, 2).map((n) => n.id)).toEqual([(second.body as Row).id, note.id]);
      expect((await call('GET', `/api/notes/${String(note.id)}`, admin)).body).toMatchObject({ version: 1 });
      expect((await call('DELETE', `/api/notes/${String(note.id)}?version=0`, admin)).status).toBe(409);
      expect((await call('DELETE', `/api/notes/${String(note.id)}?version=1`, admin)).status).toBe(204);
      expect((await call('GET', `/api/notes/${String(note.id)}`, admin)).status).toBe(404);
    });

    it('keeps participant case notes in the same store, behind VIEW_STUDENT and MAINTAIN_STUDENT', async () => {
      const student = (
        await sql<{ id: number }>`select id from students where organization_id = 1 order by id limit 1`.execute(
          server.database.db,
        )
      ).rows[0];
      if (!student) throw new Error('no participant of organization 1');
      const saved = await call('POST', `/api/notes/students/${String(student.id)}`, orgstaff, {
        note: 'Called guardian to confirm the first day.',
      });
      expect(saved.status).toBe(200);
      const list = (await call('GET', `/api/notes/students/${String(student.id)}`, orgstaff)).body as Row[];
      expect(list[0]).toMatchObject({ note: 'Called guardian to confirm the first day.', createUser: 'orgstaff' });
      expect((await call('GET', `/api/notes/students/${String(student.id)}`, viewer)).status).toBe(403);
      const other = (
        await sql<{ id: number }>`select id from students where organization_id = 2 order by id limit 1`.execute(
          server.database.db,
        )
      ).rows[0];
      if (other) expect((await call('GET', `/api/notes/students/${String(other.id)}`, orgstaff)).status).toBe(404);
    });

    it('asks for the claim of the record kind and keeps out-of-scope notes invisible', async () => {
      // orgstaff maintains participants but not worksites.
      const worksiteNote = await call('POST', '/api/notes/worksites/1', orgstaff, { note: 'Visited.' });
      expect(worksiteNote).toMatchObject({
        status: 403,
        body: { message: 'You do not have rights to do this (it needs EDIT_WORKSITE).' },
      });
      const jobs = (
        await call('POST', '/api/jobs/search', admin, {
          filters: [{ field: 'worksiteId', operator: 'eq', value: 9 }],
          pageSize: 1,
        })
      ).body as Page;
      const jobId = jobs.items[0]?.id ?? 0;
      const jobNote = await call('POST', `/api/notes/jobs/${String(jobId)}`, admin, {
        note: 'Needs a second supervisor.',
      });
      expect(jobNote.status).toBe(200);
      // Worksite 9 belongs to contractor 2: the contractor user sees neither its notes nor the note by id.
      expect((await call('GET', `/api/notes/jobs/${String(jobId)}`, contractor)).status).toBe(404);
      expect((await call('GET', `/api/notes/${String((jobNote.body as Row).id)}`, contractor)).status).toBe(404);
      expect((await call('GET', '/api/notes/worksites/1', contractor)).status).toBe(200);
    });
  });
});
