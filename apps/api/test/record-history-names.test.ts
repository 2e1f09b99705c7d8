import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, PARTS, READ_BY } from '../src/areas/security/history.ts';
import { writeAudit } from '../src/lib/audit.ts';
import { DEFAULT_ENGINE, startTestServer, type TestServer } from './support/server.ts';

interface Change {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}
interface HistoryPage {
  items: { actionName: string; operationId: string; part?: string; changes: Change[] }[];
  total: number;
}
interface Row {
  id: number;
  version: number;
  [field: string]: unknown;
}
interface Option {
  id: number;
  text: string;
}

/** A value the user would read as a data dump: text that parses as a JSON object or list. */
function isJsonDump(value: string | null): boolean {
  if (value === null) return false;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object';
  } catch {
    return false;
  }
}

/** What no History row may show: an "… Id" label, a data dump, or an id field as a bare number. */
function dumps(changes: readonly Change[]): string[] {
  return changes.flatMap((change) => {
    const wrong: string[] = [];
    if (/id$/i.test(change.label)) wrong.push(`label "${change.label}"`);
    for (const value of [change.before, change.after]) {
      if (isJsonDump(value)) wrong.push(`${change.label}: JSON ${String(value)}`);
      if (/Ids?$/.test(change.field) && value !== null && /^\d+$/.test(value))
        wrong.push(`${change.label}: bare id ${value}`);
    }
    return wrong;
  });
}

/**
 * A History shows names and labels, never ids or JSON (issue 45): ids by the name they point to,
 * fields labelled as the record's screen labels them, nested values flattened, masks as on screen.
 */
describe('record history names what ids point to', () => {
  let server: TestServer;
  let admin: string;
  const call = (method: string, url: string, token: string, body?: unknown) =>
    server.call(method, url, { token, body });
  const history = async (type: string, id: number) => {
    const response = await call('GET', `/api/history/${type}/${String(id)}?pageSize=100`, admin);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as HistoryPage;
  };
  const lookup = async (name: string) => (await call('GET', `/api/lookups/${name}`, admin)).body as Option[];
  const two = (options: readonly Option[], what: string): [Option, Option] => {
    const [first, second] = options;
    if (!first || !second) throw new Error(`the seed has fewer than two ${what}`);
    return [first, second];
  };

  beforeAll(async () => {
    server = await startTestServer({ engine: DEFAULT_ENGINE });
    admin = await server.login('admin');
  });
  afterAll(async () => {
    await server.close();
  });

  it("names a contract's type, funding, organization and payroll frequency, with the screen's labels and masks", async () => {
    const [typeA, typeB] = two(await lookup('contract-types'), 'contract types');
    const [fundA, fundB] = two(await lookup('funding-sources'), 'funding sources');
    const [freqA, freqB] = two(await lookup('payroll-frequencies'), 'payroll frequencies');
    const organizations = (
      await sql<{ id: number; name: string }>`select id, name from organizations order by id limit 2`.execute(
        server.database.db,
      )
    ).rows;
    const [orgA, orgB] = organizations;
    if (!orgA || !orgB) throw new Error('the seed has fewer than two organizations');
    const body = {
      contractCode: 'HIST-2026-001',
      name: 'History Names Contract',
      organizationId: orgA.id,
      startDate: '2026-06-01',
      endDate: '2026-08-31',
      contractTypeId: typeA.id,
      fundingSourceId: fundA.id,
      payrollFrequencyId: freqA.id,
      budgetAmount: 100000,
      defaultHourlyRate: 12.5,
      maxHoursPerStudent: 150,
      maxIncentiveAmount: 250,
    };
    const created = await call('POST', '/api/contracts', admin, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const contract = created.body as Row;
    const updated = await call('PUT', `/api/contracts/${String(contract.id)}`, admin, {
      ...body,
      organizationId: orgB.id,
      contractTypeId: typeB.id,
      fundingSourceId: fundB.id,
      payrollFrequencyId: freqB.id,
      budgetAmount: 1234.5,
      endDate: '2026-09-30',
      version: contract.version,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);

    const [update] = (await history('contract', contract.id)).items;
    const changes = update?.changes ?? [];
    const row = (label: string) => changes.find((change) => change.label === label);
    expect(row('Contract Type')).toMatchObject({ before: typeA.text, after: typeB.text });
    expect(row('Funding Source')).toMatchObject({ before: fundA.text, after: fundB.text });
    expect(row('Organization')).toMatchObject({ before: orgA.name, after: orgB.name });
    expect(row('Payroll Frequency')).toMatchObject({ before: freqA.text, after: freqB.text });
    expect(row('Budget')).toMatchObject({ before: '$100,000.00', after: '$1,234.50' });
    expect(row('End Date')).toMatchObject({ before: '08/31/2026', after: '09/30/2026' });
    // The organization's name is said once, by its id's row, not again as "Organization Name".
    expect(changes.filter((change) => change.after === orgB.name)).toHaveLength(1);
    expect(dumps(changes)).toEqual([]);
  });

  it('shows a worksite and a job approval as labelled fields with names, never JSON', async () => {
    const [sectorA, sectorB] = two(await lookup('job-sectors'), 'job sectors');
    const contracts = (await call('POST', '/api/contracts/search', admin, { pageSize: 50 })).body as { items: Row[] };
    const contractId = contracts.items.find((c) => c.contractCode === 'P4W-SYEP-2026')?.id ?? 0;
    const worksiteBody = {
      name: 'History Names Riverfront Crew',
      contractorId: 1,
      jobSectorId: sectorA.id,
      addressLine1: '1 North Shore Dr',
      city: 'Pittsburgh',
      stateCode: 'PA',
      zipCode: '15212',
      isPublicSector: true,
      isActive: true,
    };
    const site = (await call('POST', '/api/worksites', admin, worksiteBody)).body as Row;
    const approved = (
      await call('POST', `/api/worksites/${String(site.id)}/approve`, admin, {
        version: site.version,
        decision: 'Approved',
      })
    ).body as Row;
    // Changed after its approval: the next decision carries what changed since, the sector among it.
    const edited = await call('PUT', `/api/worksites/${String(site.id)}`, admin, {
      ...worksiteBody,
      jobSectorId: sectorB.id,
      version: approved.version,
    });
    expect(edited.body).toMatchObject({ status: 'Pending Approval' });
    const again = await call('POST', `/api/worksites/${String(site.id)}/approve`, admin, {
      version: (edited.body as Row).version,
      decision: 'Approved',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await call('POST', '/api/worksites/link', admin, { contractId, worksiteId: site.id })).status).toBe(200);
    const job = (
      await call('POST', '/api/jobs', admin, {
        name: 'History Names Garden Aide',
        worksiteId: site.id,
        contractId,
        jobSectorId: sectorA.id,
        startDate: '2026-07-06',
        endDate: '2026-08-14',
        positions: 2,
        hourlyRate: 12.5,
        incentiveOnly: false,
        maxHoursPerStudent: 120,
        maxIncentiveAmount: 200,
        minAge: 14,
        maxAge: 18,
      })
    ).body as Row;
    const jobApproved = await call('POST', `/api/jobs/${String(job.id)}/approve`, admin, {
      version: job.version,
      decision: 'Approved',
    });
    expect(jobApproved.status, JSON.stringify(jobApproved.body)).toBe(200);

    const siteHistory = await history('worksite', site.id);
    const [lastDecision] = siteHistory.items;
    expect(lastDecision?.actionName).toBe('approve');
    expect(lastDecision?.changes).toContainEqual(
      expect.objectContaining({
        label: 'Changes Since Last Approval › Job Sector',
        before: sectorA.text,
        after: sectorB.text,
      }),
    );
    expect(lastDecision?.changes).toContainEqual(expect.objectContaining({ label: 'Status', after: 'Approved' }));
    const siteUpdate = siteHistory.items.find((entry) => entry.actionName === 'update');
    expect(siteUpdate?.changes).toContainEqual(
      expect.objectContaining({ label: 'Job Sector', before: sectorA.text, after: sectorB.text }),
    );

    const jobHistory = await history('job', job.id);
    const jobDecision = jobHistory.items.find((entry) => entry.actionName === 'approve');
    const labels = jobDecision?.changes.map((change) => change.label) ?? [];
    expect(labels).toEqual(expect.arrayContaining(['Status', 'Changes Since Last Approval › Job Sector']));
    expect(jobDecision?.changes).toContainEqual(
      expect.objectContaining({
        label: 'Changes Since Last Approval › Worksite',
        after: 'History Names Riverfront Crew',
      }),
    );
    expect(jobDecision?.changes).toContainEqual(
      expect.objectContaining({ label: 'Changes Since Last Approval › Hourly Rate', after: '$12.50' }),
    );
    const jobCreate = jobHistory.items.find((entry) => entry.actionName === 'create');
    expect(jobCreate?.changes).toContainEqual(expect.objectContaining({ label: 'Contract', after: 'P4W-SYEP-2026' }));
    expect(jobCreate?.changes).toContainEqual(expect.objectContaining({ label: 'Incentive Only', after: 'No' }));
    expect(jobCreate?.changes).toContainEqual(expect.objectContaining({ label: 'Start Date', after: '07/06/2026' }));

    for (const entry of [...siteHistory.items, ...jobHistory.items]) expect(dumps(entry.changes)).toEqual([]);
  });

  /** Where a record of each kind lives, to pick one; a kind added to the contract must be added here. */
  const TABLES: Record<string, string> = {
    participant: 'students',
    applicant: 'applicants',
    worksite: 'worksites',
    job: 'jobs',
    contract: 'contracts',
    timesheet: 'timesheets',
    user: 'users',
  };

  it("lists a change to a participant's guardian in the participant's History, by part and with names", async () => {
    const student = (
      await sql<{ id: number }>`select min(student_id)::int as id from student_guardians`.execute(server.database.db)
    ).rows[0]?.id;
    if (student === undefined) throw new Error('the seed has no guardian');
    const url = `/api/students/${String(student)}/guardians`;
    const guardian = ((await call('GET', url, admin)).body as Row[])[0];
    if (!guardian) throw new Error('no guardian listed');
    const other = (await lookup('guardian-relationships')).find((option) => option.id !== guardian.relationshipId);
    // The guardian as read, less what the server keeps itself, with another relationship.
    const kept = ['id', 'studentId', 'createDate', 'createUser', 'lastUpdateDate', 'lastUpdateUser'];
    const saved = await call('PUT', `${url}/${String(guardian.id)}`, admin, {
      ...Object.fromEntries(Object.entries(guardian).filter(([key, value]) => value !== null && !kept.includes(key))),
      relationshipId: other?.id,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const entry = (await history('participant', student)).items.find((item) => item.part === 'Guardian');
    expect(entry?.changes).toContainEqual(expect.objectContaining({ label: 'Relationship', after: other?.text }));
  });

  it("names every kind of a participant's parts in its History, with no id or JSON", async () => {
    const part = PARTS.participant;
    if (!part) throw new Error('a participant has no parts');
    const student = (await sql<{ id: number }>`select min(id)::int as id from students`.execute(server.database.db))
      .rows[0]?.id;
    if (student === undefined) throw new Error('the seed has no participant');
    const firstOf = async (table: string) =>
      (await sql<{ id: number }>`select min(id)::int as id from ${sql.table(table)}`.execute(server.database.db))
        .rows[0]?.id;
    // Every id field a part keeps, pointing at a record or option the seed has.
    const ids = {
      studentId: student,
      contractId: await firstOf('contracts'),
      programId: await firstOf('programs'),
      schoolId: await firstOf('schools'),
      jobId: await firstOf('jobs'),
      relationshipId: (await lookup('guardian-relationships'))[0]?.id,
      barrierTypeId: (await lookup('barrier-types'))[0]?.id,
      careerProgramTypeId: (await lookup('career-program-types'))[0]?.id,
      serviceTypeId: (await lookup('referral-service-types'))[0]?.id,
      interestId: (await lookup('student-interests'))[0]?.id,
      fundingSourceId: (await lookup('funding-sources'))[0]?.id,
      gradeLevelId: (await lookup('grade-levels'))[0]?.id,
    };
    for (const [index, entity] of part.entities.entries()) {
      await writeAudit(server.database.db, 'admin', {
        entity,
        entityId: 900_000 + index,
        action: 'create',
        after: ids,
      });
    }
    const page = await history('participant', student);
    const parts = page.items.filter((item) => item.part !== undefined);
    expect([...new Set(parts.map((item) => item.part))].sort()).toEqual(
      part.entities.map((entity) => entity.slice(part.prefix.length)).sort(),
    );
    expect(parts.flatMap((item) => dumps(item.changes))).toEqual([]);
    expect(parts.flatMap((item) => item.changes.map((change) => change.after))).not.toContainEqual(
      expect.stringMatching(/^#\d+$/),
    );
  });

  it('shows no "… Id" label, bare id or JSON for any kind of record the contract lists', async () => {
    const kinds = (server.app.pathway.spec.components.schemas.HistoryRecordType?.enum ?? []) as string[];
    expect(kinds.length).toBeGreaterThan(0);
    const failures: Record<string, string[]> = {};
    for (const kind of kinds) {
      const table = TABLES[kind];
      const entity = ENTITIES[kind as keyof typeof ENTITIES][0];
      const readBy = server.app.pathway.operations.find(
        (op) => op.operation.operationId === READ_BY[kind as keyof typeof READ_BY],
      );
      if (!table || !entity || !readBy) throw new Error(`no way to pick and read a ${kind}: add it to TABLES`);
      const id = (
        await sql<{ id: number | null }>`select min(id)::int as id from ${sql.table(table)}`.execute(server.database.db)
      ).rows[0]?.id;
      if (id === undefined || id === null) throw new Error(`the seed has no ${kind}`);
      // A read by id in the path, or one that takes the id in its body (timesheetsGet).
      const byPath = /\{\w+\}/.test(readBy.path);
      const read = await call(
        readBy.method.toUpperCase(),
        `/api${readBy.path.replace(/\{\w+\}/, String(id))}`,
        admin,
        byPath ? undefined : { id },
      );
      expect(read.status, `${kind} ${JSON.stringify(read.body)}`).toBe(200);
      const record = read.body as Record<string, unknown>;
      // Every id of the record's read model pointing somewhere gone, then back: both sides show names.
      const gone = Object.fromEntries(
        Object.entries(record).map(([field, value]) => [
          field,
          field.endsWith('Id') && typeof value === 'number' ? 987_654 : value,
        ]),
      );
      const idFields = Object.keys(record).filter((field) => field.endsWith('Id'));
      await writeAudit(server.database.db, 'admin', {
        entity,
        entityId: id,
        action: 'update',
        before: gone,
        after: record,
      });
      await writeAudit(server.database.db, 'admin', {
        entity,
        entityId: id,
        action: 'approve',
        before: { status: 'Pending Approval' },
        after: {
          status: 'Approved',
          changes: [
            ...idFields.map((field) => ({ field, before: null, after: record[field] })),
            { field: 'ssn', before: null, after: '219-44-6781' },
          ],
          detail: { nested: { isActive: true, startDate: '2026-06-01' }, list: [{ amount: 12.5 }] },
        },
      });
      const page = await history(kind, id);
      const wrong = page.items.flatMap((entry) => dumps(entry.changes));
      if (wrong.length > 0) failures[kind] = wrong;
      const update = page.items.find((entry) => entry.actionName === 'update');
      for (const field of idFields.filter((f) => typeof gone[f] === 'number' && gone[f] !== record[f]))
        expect(update?.changes, `${kind} ${field}`).toContainEqual(expect.objectContaining({ before: '(removed)' }));
      const decision = page.items.find((entry) => entry.actionName === 'approve');
      // An SSN inside a nested change is masked like one at the top.
      expect(decision?.changes, kind).toContainEqual(
        expect.objectContaining({ label: 'Changes Since Last Approval › SSN', after: '*****6781' }),
      );
      expect(JSON.stringify(page)).not.toContain('219-44-6781');
      expect(decision?.changes, kind).toContainEqual(
        expect.objectContaining({ label: 'Detail › Nested › Active', after: 'Yes' }),
      );
      expect(decision?.changes, kind).toContainEqual(
        expect.objectContaining({ label: 'Detail › List 1 › Amount', after: '$12.50' }),
      );
    }
    expect(failures).toEqual({});
  });
});
