import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { applicantIn, NOT_UPDATED, type Bulk, type Page, type Screening, type Summary } from './enrollment-fixtures.ts';

describe('enrollment rules, scope and recruiting (pglite)', () => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  let viewer: string;
  const call = (method: string, url: string, body?: unknown, token = admin) =>
    server.call(method, url, { token, body });
  const get = async (id: number, token = admin) =>
    (await call('GET', `/api/enrollment/${String(id)}`, undefined, token)).body as Summary;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    orgstaff = await server.login('orgstaff');
    viewer = await server.login('viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  it('seeds applicants in every state with review items of every requested-document kind', async () => {
    const states = (
      await sql<{ status: string }>`select distinct status from applicants order by status`.execute(db())
    ).rows.map((row) => row.status);
    expect(states).toEqual([
      'Applied',
      'Eligible',
      'Enrolled',
      'Ineligible',
      'Provider Screening',
      'Quality Review',
      'Withdrawn',
    ]);
    const ready = (
      await sql<{ n: number }>`select count(*)::int as n from applicants where status = 'Quality Review'
        and summary_status = 'Complete'`.execute(db())
    ).rows[0];
    expect(ready?.n).toBeGreaterThan(0);
    const id = await applicantIn(server, 'Provider Screening');
    const info = await call('GET', `/api/applicant-review/${String(id)}/info`);
    expect(info.status, JSON.stringify(info.body)).toBe(200);
    const header = info.body as { ssn: string; requestedDocuments: Record<string, unknown>[]; lastUpdatedBy: string };
    expect(header.ssn).toMatch(/^\*{5}\d{4}$/);
    const byKind = new Map(header.requestedDocuments.map((item) => [item.type, item]));
    expect(byKind.get('Citizenship')).toHaveProperty('firstDocumentId');
    expect(byKind.get('ClearanceOrder')).toMatchObject({
      clearanceOrderNumber: expect.stringMatching(/^CO-/) as unknown,
    });
    expect(byKind.get('ClearanceOrder')).toHaveProperty('clearanceCompanyId');
    expect(byKind.get('DebitCardFeedBack')).toHaveProperty('verificationTypeId');
    expect(byKind.get('DebitCardFeedBack')).toHaveProperty('paymentMethodId');
    expect(byKind.get('Document')).toHaveProperty('documentId');
    expect(byKind.get('MediaUsage')).toHaveProperty('mediaUsageId');
    expect(byKind.get('IncomeProved')).toHaveProperty('incomeEligibilityProofId');
    expect(byKind.get('signature page')).toHaveProperty('buckleyAmendmentId');
    expect(byKind.get('signature page')).toHaveProperty('waiverReleaseId');
    expect(byKind.get('Summary')).toMatchObject({ isProviderScreeningComplete: false });
    expect(byKind.get('W-4')).toHaveProperty('deductions');
    expect(byKind.get('WorkPermit')).toMatchObject({ number: expect.stringMatching(/^WP-/) as unknown });
  });

  it('keeps organization users to their organizations’ applicants and refuses users without the claim', async () => {
    const page = (await call('POST', '/api/enrollment/search', { pageSize: 500 }, orgstaff)).body as Page<Summary>;
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.items.map((row) => row.organizationId))).toEqual(new Set([1]));
    const queue = (await call('POST', '/api/enrollment/quality-review/search', { pageSize: 500 }, orgstaff))
      .body as Page<{ enrollmentId: number }>;
    const all = (await call('POST', '/api/enrollment/quality-review/search', { pageSize: 500 })).body as Page<{
      enrollmentId: number;
    }>;
    expect(queue.total).toBeGreaterThan(0);
    expect(queue.total).toBeLessThan(all.total);
    const other = await applicantIn(server, 'Quality Review', 2);
    expect(queue.items.map((row) => row.enrollmentId)).not.toContain(other);
    expect(all.items.map((row) => row.enrollmentId)).toContain(other);
    for (const url of [
      `/api/enrollment/${String(other)}`,
      `/api/applicant-review/${String(other)}/info`,
      `/api/applicant-review/${String(other)}/sections`,
      `/api/applicant-review/${String(other)}/quality-review-items`,
    ]) {
      expect((await call('GET', url, undefined, orgstaff)).status, url).toBe(404);
    }
    const move = await call(
      'POST',
      `/api/enrollment/${String(other)}/withdraw`,
      { version: 0, comment: 'Not theirs.' },
      orgstaff,
    );
    expect(move.status).toBe(404);
    expect((await call('POST', '/api/enrollment/search', {}, viewer)).status).toBe(403);
    expect((await call('DELETE', `/api/enrollment/${String(other)}?version=0`, undefined, orgstaff)).status).toBe(403);
  });

  it('locks with lockedBy, and another user cannot move a locked application', async () => {
    const id = await applicantIn(server, 'Applied');
    const before = await get(id);
    const locked = await call('POST', '/api/enrollment/lock-unlock', {
      enrollmentId: id,
      locked: true,
      version: before.version,
    });
    expect(locked.body).toMatchObject({ isLocked: true, lockedBy: 'admin' });
    const stale = await call('POST', '/api/enrollment/lock-unlock', {
      enrollmentId: id,
      locked: false,
      version: before.version,
    });
    expect(stale).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });
    const version = (locked.body as Summary).version;
    const byOther = await call('POST', `/api/enrollment/${String(id)}/submit-quality-review`, { version }, orgstaff);
    expect(byOther).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });
    const unlocked = await call('POST', '/api/enrollment/lock-unlock', { enrollmentId: id, locked: false, version });
    expect(unlocked.body).toMatchObject({ isLocked: false, lockedBy: null });
  });

  it('withdraws with a comment only, once, and deletes a non-enrolled application with its version', async () => {
    const id = await applicantIn(server, 'Quality Review');
    const { version } = await get(id);
    expect((await call('POST', `/api/enrollment/${String(id)}/withdraw`, { version })).status).toBe(422);
    const withdrawn = await call('POST', `/api/enrollment/${String(id)}/withdraw`, { version, comment: 'Moved away.' });
    expect(withdrawn.body).toMatchObject({ status: 'Withdrawn' });
    const again = await call('POST', `/api/enrollment/${String(id)}/withdraw`, {
      version: (withdrawn.body as Summary).version,
      comment: 'Again.',
    });
    expect(again).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });
    const current = (withdrawn.body as Summary).version;
    expect((await call('DELETE', `/api/enrollment/${String(id)}?version=${String(current + 1)}`)).status).toBe(409);
    expect((await call('DELETE', `/api/enrollment/${String(id)}?version=${String(current)}`)).status).toBe(204);
    expect((await call('GET', `/api/enrollment/${String(id)}`)).status).toBe(404);
    const items = (
      await sql<{
        n: number;
      }>`select count(*)::int as n from applicant_review_items where applicant_id = ${id}`.execute(db())
    ).rows[0];
    expect(items?.n).toBe(0);
  });

  it('Ineligible needs a comment; saving screening items needs Provider Screening', async () => {
    const id = await applicantIn(server, 'Provider Screening');
    const { version } = await get(id);
    const url = `/api/applicant-review/${String(id)}/complete-provider-screening`;
    expect((await call('POST', url, { version, decision: 'Ineligible' })).status).toBe(422);
    const ineligible = await call('POST', url, {
      version,
      decision: 'Ineligible',
      comment: 'FBI clearance not cleared.',
    });
    expect(ineligible.body).toMatchObject({ status: 'Ineligible' });
    const screening = (await call('GET', `/api/applicant-review/${String(id)}/provider-screening-items`))
      .body as Screening;
    const item = screening.items[0];
    const save = await call('PUT', `/api/applicant-review/${String(id)}/provider-screening-items`, {
      version: screening.version,
      items: [{ id: item?.id ?? 0, statusId: item?.applicantReviewStatuses[0]?.id ?? 0 }],
    });
    expect(save).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });
  });

  it('enrolls only Eligible applicants within the income ranges and says which rule refused a row', async () => {
    const eligible = (
      await sql<{ id: number; version: number }>`select id, version from applicants where status = 'Eligible'
        and organization_id = 1 order by id limit 2`.execute(db())
    ).rows;
    const [fits, tooRich] = eligible;
    if (!fits || !tooRich) throw new Error('two Eligible applicants expected');
    await sql`update applicants set family_size = 2, family_income = 12000 where id = ${fits.id}`.execute(db());
    await sql`update applicants set family_size = 2, family_income = 250000 where id = ${tooRich.id}`.execute(db());
    const applied = await applicantIn(server, 'Applied');
    const result = await call('POST', '/api/enrollment/enroll', {
      items: [
        { id: fits.id, version: fits.version },
        { id: tooRich.id, version: tooRich.version },
        { id: applied, version: (await get(applied)).version },
        { id: 999999, version: 0 },
      ],
      enrollmentDate: '2026-06-01',
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const bulk = result.body as Bulk;
    expect(bulk).toMatchObject({ succeeded: 1, failed: 3 });
    const message = (id: number) => bulk.results.find((row) => row.id === id)?.message;
    expect(message(fits.id)).toBeNull();
    expect(message(tooRich.id)).toMatch(/outside the enrollment program's income ranges for a family of 2/);
    expect(message(applied)).toBe('Only Eligible applicants can be enrolled; this application is Applied.');
    expect(message(999999)).toBe('The application was not found.');
    const none = await call('POST', '/api/enrollment/enroll', {
      items: [{ id: fits.id, version: fits.version }],
      enrollmentDate: '2026-06-01',
    });
    expect(none).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });
  });

  it('recruits enrolled participants to a worksite of a contract and releases them with a reason', async () => {
    const link = (
      await sql<{
        contract_id: number;
        worksite_id: number;
        name: string;
      }>`select cw.contract_id, cw.worksite_id, w.name
        from contract_worksites cw join contracts c on c.id = cw.contract_id join worksites w on w.id = cw.worksite_id
        where c.organization_id = 1 order by cw.contract_id, cw.worksite_id limit 1`.execute(db())
    ).rows[0];
    const student = (
      await sql<{ id: number; version: number }>`select id, version from students where status = 'Enrolled'
        and organization_id = 1 order by id limit 1`.execute(db())
    ).rows[0];
    const assigned = (
      await sql<{ id: number; version: number }>`select id, version from students where status = 'Assigned'
        and organization_id = 1 order by id limit 1`.execute(db())
    ).rows[0];
    if (!link || !student || !assigned) throw new Error('seeded contract link and participants expected');
    const recruited = await call('POST', '/api/enrollment/recruit', {
      items: [
        { id: student.id, version: student.version },
        { id: assigned.id, version: assigned.version },
      ],
      contractId: link.contract_id,
      worksiteId: link.worksite_id,
    });
    expect(recruited.status, JSON.stringify(recruited.body)).toBe(200);
    expect(recruited.body).toMatchObject({ succeeded: 1, failed: 1 });
    const search = (
      await call('POST', '/api/enrollment/recruit/search', {
        filters: [{ field: 'recruitedWorksiteId', operator: 'eq', value: link.worksite_id }],
        pageSize: 500,
      })
    ).body as Page<{ studentId: number; status: string; recruitedWorksiteName: string | null }>;
    expect(search.items.find((row) => row.studentId === student.id)).toMatchObject({
      status: 'Recruited',
      recruitedWorksiteName: link.name,
    });
    // The reasons are the lookup list 'release-reasons', read like every named list.
    const reasons = (await call('GET', '/api/lookups/release-reasons')).body as { id: number; text: string }[];
    expect(reasons.map((option) => option.text)).toContain('Worksite reduced positions');
    const reason = reasons[0];
    const version = student.version + 1;
    const released = await call('POST', '/api/enrollment/release', {
      items: [{ id: student.id, version }],
      reasonId: reason?.id ?? 0,
      comment: 'Worksite reduced its summer positions.',
    });
    expect(released.body).toMatchObject({ succeeded: 1 });
    const twice = await call('POST', '/api/enrollment/release', {
      items: [{ id: student.id, version: version + 1 }],
      reasonId: reason?.id ?? 0,
    });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'The participant is Enrolled; this needs them to be Recruited or Awaiting Assignment.' },
    });
  });
  it('recruits and releases a selection at once, each participant once, each release naming its own recruitment', async () => {
    const links = (
      await sql<{ contract_id: number; worksite_id: number }>`select cw.contract_id, cw.worksite_id
        from contract_worksites cw join contracts c on c.id = cw.contract_id
        where c.organization_id = 1 order by cw.contract_id, cw.worksite_id limit 2`.execute(db())
    ).rows;
    const chosen = (
      await sql<{ id: number; version: number }>`select id, version from students where status = 'Enrolled'
        and organization_id = 1 order by id desc limit 3`.execute(db())
    ).rows;
    const [first, second] = links;
    const [one, two, three] = chosen;
    if (!first || !second || !one || !two || !three) throw new Error('two contract links and three Enrolled expected');

    // Two to one worksite, the third to another; the first listed again with the version it moved to.
    const recruitTo = (link: typeof first, items: { id: number; version: number }[]) =>
      call('POST', '/api/enrollment/recruit', { items, contractId: link.contract_id, worksiteId: link.worksite_id });
    const toFirst = await recruitTo(first, [
      { id: two.id, version: two.version },
      { id: one.id, version: one.version },
      { id: two.id, version: two.version + 1 },
    ]);
    expect(toFirst.status, JSON.stringify(toFirst.body)).toBe(200);
    expect((toFirst.body as Bulk).results.map((row) => [row.id, row.succeeded, row.message])).toEqual([
      [two.id, true, null],
      [one.id, true, null],
      [two.id, false, 'The participant is Recruited; this needs them to be Enrolled.'],
    ]);
    expect((await recruitTo(second, [{ id: three.id, version: three.version }])).status).toBe(200);

    const everyone = chosen.map((row) => row.id);
    const state = async () =>
      (
        await sql<{ id: number; status: string; version: number }>`select id, status, version from students
          where id = any(${everyone}::int[]) order by id desc`.execute(db())
      ).rows;
    expect(await state()).toEqual(chosen.map((row) => ({ id: row.id, status: 'Recruited', version: row.version + 1 })));

    const reason = ((await call('GET', '/api/lookups/release-reasons')).body as { id: number }[])[0];
    const released = await call('POST', '/api/enrollment/release', {
      items: chosen.map((row) => ({ id: row.id, version: row.version + 1 })),
      reasonId: reason?.id ?? 0,
      comment: '  End of the summer cohort.  ',
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body).toMatchObject({ succeeded: 3, failed: 0 });
    expect(await state()).toEqual(chosen.map((row) => ({ id: row.id, status: 'Enrolled', version: row.version + 2 })));
    const releases = (
      await sql<{ student_id: number; contract_id: number; worksite_id: number; comment: string }>`
        select student_id, contract_id, worksite_id, comment from student_releases
        where student_id = any(${everyone}::int[]) order by student_id desc`.execute(db())
    ).rows;
    const at = (link: typeof first) => ({ contract_id: link.contract_id, worksite_id: link.worksite_id });
    expect(releases).toEqual([
      { student_id: one.id, ...at(first), comment: 'End of the summer cohort.' },
      { student_id: two.id, ...at(first), comment: 'End of the summer cohort.' },
      { student_id: three.id, ...at(second), comment: 'End of the summer cohort.' },
    ]);
    const recruitments =
      await sql`select 1 from student_recruitments where student_id = any(${everyone}::int[])`.execute(db());
    expect(recruitments.rows).toHaveLength(0);
    const audit = (
      await sql<{ entity_id: string; action: string; before: { status: string; worksite_id?: number } }>`
        select entity_id, action, before from audit_log where entity = 'Participant'
          and entity_id = any(${everyone.map(String)}::text[]) and action in ('recruit', 'release') order by id`.execute(
        db(),
      )
    ).rows;
    expect(audit.map((row) => [Number(row.entity_id), row.action, row.before.status, row.before.worksite_id])).toEqual([
      [two.id, 'recruit', 'Enrolled', undefined],
      [one.id, 'recruit', 'Enrolled', undefined],
      [three.id, 'recruit', 'Enrolled', undefined],
      [one.id, 'release', 'Recruited', first.worksite_id],
      [two.id, 'release', 'Recruited', first.worksite_id],
      [three.id, 'release', 'Recruited', second.worksite_id],
    ]);
  });
});
