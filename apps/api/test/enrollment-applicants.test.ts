import { INCOMPLETE_STATUSES } from '@pathway/validation';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import {
  applicantIn,
  NOT_UPDATED,
  uploadedDocument,
  type Bulk,
  type Page,
  type Summary,
} from './enrollment-fixtures.ts';

interface Row extends Record<string, unknown> {
  id?: number;
  enrollmentId?: number;
}

// The three applicant grids as staff use them (Maintain Applicants, the Quality Review queue, Enroll
// Applicants), and what each move of an application leaves behind: its record, its audit entry and,
// for enroll, the participant it becomes or the rule that refused it.
describe('applicant grids, moves and enroll refusals', () => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  const call = (method: string, url: string, body?: unknown, token = admin) =>
    server.call(method, url, { token, body });
  const db = () => server.database.db;
  const get = async (id: number) => (await call('GET', `/api/enrollment/${String(id)}`)).body as Summary;
  const ids = (page: Page<Row>) => page.items.map((row) => row.id ?? row.enrollmentId);
  const search = async (url: string, body: unknown) => {
    const response = await call('POST', url, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Page<Row>;
  };
  const audits = async (id: number) =>
    (
      await sql<{ action: string; before: unknown; after: unknown }>`select action, before, after from audit_log
        where entity = 'Enrollment' and entity_id = ${String(id)} order by id`.execute(db())
    ).rows;

  /** Gives an applicant words no other row has, so a quick search on one field finds only it. */
  async function marked(status: string, tag: string) {
    const id = await applicantIn(server, status);
    await sql`update applicants set first_name = ${`${tag}first`}, last_name = ${`${tag}last`},
      email_address = ${`${tag}mail@example.org`}, referral_code = ${`${tag}REF`}, ssn = '900-00-4321',
      reviewer = ${`${tag}reviewer`}, review_status = 'In Progress'
      where id = ${id}`.execute(db());
    return id;
  }

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    orgstaff = await server.login('orgstaff');
  });
  afterAll(async () => {
    await server.close();
  });

  it('finds an application by each quick-searchable field of Maintain Applicants, newest submitted first', async () => {
    const id = await marked('Applied', 'Qzma');
    for (const quickSearch of [
      'Qzmafirst',
      'Qzmalast',
      'qzmamail@example',
      'QZMAREF',
      'Qzmafirst 4321',
      'Qzmafirst applied',
    ]) {
      expect(ids(await search('/api/enrollment/search', { quickSearch })), quickSearch).toEqual([id]);
    }
    // The masked SSN is what is searched: its hidden digits match nothing.
    expect((await search('/api/enrollment/search', { quickSearch: 'Qzmafirst 900-00' })).total).toBe(0);
    const row = (await search('/api/enrollment/search', { quickSearch: 'Qzmafirst' })).items[0];
    expect(row).toMatchObject({ ssn: '*****4321', status: 'Applied', organizationName: expect.any(String) as unknown });
    expect(row?.enrollmentProgramName).toEqual(expect.stringMatching(/\S/));

    const page = await search('/api/enrollment/search', { pageSize: 500 });
    const submitted = page.items.map((item) => String(item.submittedOn));
    expect(submitted).toEqual([...submitted].sort().reverse());
  });

  it('finds a queued application by each quick-searchable field, oldest first, counting its incomplete items', async () => {
    const id = await marked('Quality Review', 'Qzqr');
    for (const quickSearch of ['Qzqrfirst', 'Qzqrlast', 'Qzqrfirst 4321', 'Qzqrreviewer', 'Qzqrfirst progress']) {
      expect(ids(await search('/api/enrollment/quality-review/search', { quickSearch })), quickSearch).toEqual([id]);
    }
    // Email and referral code are not columns of the queue.
    expect((await search('/api/enrollment/quality-review/search', { quickSearch: 'QZQRREF' })).total).toBe(0);

    const queue = await search('/api/enrollment/quality-review/search', { pageSize: 500 });
    const submitted = queue.items.map((item) => String(item.submittedOn));
    expect(submitted).toEqual([...submitted].sort());
    // The program filters the queue, but its id is not a column of the screen's rows.
    expect(queue.items.every((item) => !('enrollmentProgramId' in item))).toBe(true);
    const program = (
      await sql<{
        enrollment_program_id: number;
      }>`select enrollment_program_id from applicants where id = ${id}`.execute(db())
    ).rows[0]?.enrollment_program_id;
    const filtered = await search('/api/enrollment/quality-review/search', {
      pageSize: 500,
      filters: [{ field: 'enrollmentProgramId', operator: 'eq', value: program }],
    });
    expect(ids(filtered)).toContain(id);
    expect(filtered.total).toBeLessThanOrEqual(queue.total);

    const counted = (
      await sql<{ n: number }>`select count(*)::int as n from applicant_review_items i
        left join lookup_options rs on rs.id = i.status_id
        where i.applicant_id = ${id} and not i.is_provider_screening
          and (rs.text is null or rs.text = any(${[...INCOMPLETE_STATUSES]}::text[]))`.execute(db())
    ).rows[0]?.n;
    const row = queue.items.find((item) => item.enrollmentId === id);
    expect(row).toMatchObject({ incompleteItemCount: counted, reviewer: 'Qzqrreviewer', reviewStatus: 'In Progress' });
  });

  it('lists Eligible applications for enroll by last name, found by name or SSN, without the program id', async () => {
    const id = await marked('Eligible', 'Qzen');
    for (const quickSearch of ['Qzenfirst', 'Qzenlast', 'Qzenlast 4321']) {
      expect(ids(await search('/api/enrollment/enroll-applicants/search', { quickSearch })), quickSearch).toEqual([id]);
    }
    const page = await search('/api/enrollment/enroll-applicants/search', { pageSize: 500 });
    expect(page.items.every((item) => item.status === 'Eligible' && !('enrollmentProgramId' in item))).toBe(true);
    const names = page.items.map((item) => String(item.lastName).toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(page.items.find((item) => item.enrollmentId === id)).toMatchObject({
      ssn: '*****4321',
      version: (await get(id)).version,
    });
  });

  it('records who locked and unlocked an application', async () => {
    const id = await applicantIn(server, 'Applied');
    const earlier = (await audits(id)).length;
    const locked = (
      await call('POST', '/api/enrollment/lock-unlock', {
        enrollmentId: id,
        locked: true,
        version: (await get(id)).version,
      })
    ).body as Summary;
    const byOther = await call(
      'POST',
      '/api/enrollment/lock-unlock',
      { enrollmentId: id, locked: false, version: locked.version },
      orgstaff,
    );
    expect(byOther).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });
    await call('POST', '/api/enrollment/lock-unlock', { enrollmentId: id, locked: false, version: locked.version });
    expect((await audits(id)).slice(earlier)).toEqual([
      {
        action: 'lock',
        before: { isLocked: false, lockedBy: null },
        after: { isLocked: true, lockedBy: 'admin' },
      },
      {
        action: 'unlock',
        before: { isLocked: true, lockedBy: 'admin' },
        after: { isLocked: false, lockedBy: null },
      },
    ]);
  });

  it('submits to quality review with a fresh review, keeps a withdrawal’s comment, and audits both by operation', async () => {
    const id = await applicantIn(server, 'Applied');
    const earlier = (await audits(id)).length;
    await sql`update applicants set review_status = 'Complete' where id = ${id}`.execute(db());
    const submitted = await call('POST', `/api/enrollment/${String(id)}/submit-quality-review`, {
      version: (await get(id)).version,
      comment: '  ',
    });
    expect(submitted.body).toMatchObject({ status: 'Quality Review' });
    const afterSubmit = (
      await sql<{ review_status: string; status_comment: string | null }>`select review_status, status_comment
        from applicants where id = ${id}`.execute(db())
    ).rows[0];
    expect(afterSubmit).toEqual({ review_status: 'Not Started', status_comment: null });

    const refusedWithdrawal = await call('POST', `/api/enrollment/${String(id)}/withdraw`, {
      version: (submitted.body as Summary).version,
      comment: '   ',
    });
    expect(refusedWithdrawal).toMatchObject({ status: 422, body: { comment: 'Required' } });
    // A review under way stays as it was when the application leaves quality review.
    await sql`update applicants set review_status = 'In Progress' where id = ${id}`.execute(db());
    const withdrawn = await call('POST', `/api/enrollment/${String(id)}/withdraw`, {
      version: (submitted.body as Summary).version,
      comment: '  Moved to another city.  ',
    });
    expect(withdrawn.body).toMatchObject({ status: 'Withdrawn' });
    const afterWithdraw = (
      await sql<{ review_status: string; status_comment: string | null }>`select review_status, status_comment
        from applicants where id = ${id}`.execute(db())
    ).rows[0];
    expect(afterWithdraw).toEqual({ review_status: 'In Progress', status_comment: 'Moved to another city.' });
    expect((await audits(id)).slice(earlier)).toEqual([
      {
        action: 'enrollmentSubmitQualityReview',
        before: { status: 'Applied' },
        after: { status: 'Quality Review', comment: null },
      },
      {
        action: 'enrollmentWithdraw',
        before: { status: 'Quality Review' },
        after: { status: 'Withdrawn', comment: 'Moved to another city.' },
      },
    ]);
  });

  it('keeps an enrolled application, and deletes another with its documents’ files and an audit entry', async () => {
    const enrolled = await applicantIn(server, 'Enrolled');
    const refused = await call(
      'DELETE',
      `/api/enrollment/${String(enrolled)}?version=${String((await get(enrolled)).version)}`,
    );
    expect(refused).toMatchObject({ status: 409, body: { message: 'An enrolled application cannot be deleted.' } });

    const id = await applicantIn(server, 'Applied');
    // Another user's lock keeps the application until they lift it.
    await sql`update applicants set is_locked = true, locked_by = 'orgstaff' where id = ${id}`.execute(db());
    expect(
      await call('DELETE', `/api/enrollment/${String(id)}?version=${String((await get(id)).version)}`),
    ).toMatchObject({
      status: 409,
      body: { message: NOT_UPDATED },
    });
    await sql`update applicants set is_locked = false, locked_by = null where id = ${id}`.execute(db());
    expect(await call('GET', '/api/enrollment/999999')).toMatchObject({
      status: 404,
      body: { message: 'The application was not found.' },
    });
    const document = await uploadedDocument(server, admin, id);
    const key = (
      await sql<{ storage_key: string }>`select storage_key from documents where id = ${document}`.execute(db())
    ).rows[0]?.storage_key;
    const stored = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from document_files where storage_key = ${key ?? ''}`.execute(db())
      ).rows[0]?.n;
    expect(await stored()).toBe(1);
    const removed = await call('DELETE', `/api/enrollment/${String(id)}?version=${String((await get(id)).version)}`);
    expect(removed.status).toBe(204);
    expect(await stored()).toBe(0);
    expect((await call('GET', `/api/documents/${String(document)}/download`)).status).toBe(404);
    const trail = await audits(id);
    expect(trail.at(-1)).toMatchObject({ action: 'delete', before: { id, status: 'Applied' } });
  });

  it('names the rule that refused each row of an enroll, and enrolls the rest as participants', async () => {
    // Applications of the organization made Eligible in one program, one for each rule and bound.
    const eligible = (
      await sql<{ id: number; version: number; enrollment_program_id: number }>`update applicants a
        set status = 'Eligible', enrollment_program_id = (select min(enrollment_program_id) from applicants
          where organization_id = 1 and status = 'Eligible')
        where a.id in (select id from applicants where organization_id = 1 and not is_locked
          and status <> 'Enrolled' order by id desc limit 13)
        returning a.id, a.version, a.enrollment_program_id`.execute(db())
    ).rows.sort((a, b) => a.id - b.id);
    const [fits, stale, locked, unscreened, noSize, noRange, outside, ...more] = eligible;
    const [noIncome, atFloor, atCeiling, belowFloor, lockedByMe, lockedByNobody] = more;
    if (!fits || !stale || !locked || !unscreened || !noSize || !noRange || !outside) {
      throw new Error('13 Eligible expected');
    }
    if (!noIncome || !atFloor || !atCeiling || !belowFloor || !lockedByMe || !lockedByNobody) {
      throw new Error('13 Eligible expected');
    }
    const everyone = eligible.map((row) => row.id);
    await sql`update applicants set is_provider_screening_complete = true, family_size = 19, family_income = 20000
      where id = any(${everyone}::int[])`.execute(db());
    await sql`update applicants set is_locked = true, locked_by = 'orgstaff' where id = ${locked.id}`.execute(db());
    await sql`update applicants set is_provider_screening_complete = false where id = ${unscreened.id}`.execute(db());
    await sql`update applicants set family_size = null where id = ${noSize.id}`.execute(db());
    await sql`update applicants set family_size = 18 where id = ${noRange.id}`.execute(db());
    await sql`update applicants set family_income = 99000.5 where id = ${outside.id}`.execute(db());
    await sql`update applicants set family_income = null where id = ${noIncome.id}`.execute(db());
    await sql`update applicants set family_income = 5000 where id = ${atFloor.id}`.execute(db());
    await sql`update applicants set family_income = 42500 where id = ${atCeiling.id}`.execute(db());
    await sql`update applicants set family_income = 4999.99 where id = ${belowFloor.id}`.execute(db());
    // The caller's own lock does not stop them; a lock without a name still does.
    await sql`update applicants set is_locked = true, locked_by = 'admin' where id = ${lockedByMe.id}`.execute(db());
    await sql`update applicants set is_locked = true, locked_by = null where id = ${lockedByNobody.id}`.execute(db());
    // Family sizes 18 and 19 get only the ranges made here, of the program's funding type.
    const funding =
      (
        await sql<{ text: string | null }>`select fs.text from enrollment_programs ep
          left join lookup_options fs on fs.id = ep.funding_source_id where ep.id = ${fits.enrollment_program_id}`.execute(
          db(),
        )
      ).rows[0]?.text ?? 'WIOA';
    await sql`delete from income_ranges where family_size in (18, 19)`.execute(db());
    await sql`insert into income_ranges (organization_id, family_size, funding_type, range_from, range_to, create_user)
      select ep.organization_id, 19, ${funding}, r.range_from, r.range_to, 'test'
      from enrollment_programs ep, (values (5000, 15000), (15000.01, 42500)) as r (range_from, range_to)
      where ep.id = ${fits.enrollment_program_id}`.execute(db());
    const versions = new Map(
      (
        await sql<{
          id: number;
          version: number;
        }>`select id, version from applicants where id = any(${everyone}::int[])`.execute(db())
      ).rows.map((row) => [row.id, row.version]),
    );
    const version = (id: number) => versions.get(id) ?? 0;

    // One audit a participant made, and none for a refused row.
    const enrollAudits = async () =>
      (await sql<{ count: number }>`select count(*)::int as count from audit_log where action = 'enroll'`.execute(db()))
        .rows[0]?.count ?? 0;
    const auditsBefore = await enrollAudits();
    const result = await call('POST', '/api/enrollment/enroll', {
      items: eligible.map((row) => ({ id: row.id, version: row === stale ? version(row.id) + 1 : version(row.id) })),
      enrollmentDate: '2026-06-01',
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const bulk = result.body as Bulk;
    expect(bulk).toMatchObject({ succeeded: 4, failed: 9 });
    expect(await enrollAudits()).toBe(auditsBefore + 4);
    expect(Object.fromEntries(bulk.results.map((row) => [row.id, row.message]))).toEqual({
      [fits.id]: null,
      [stale.id]: NOT_UPDATED,
      [locked.id]: 'The application is locked by orgstaff.',
      [unscreened.id]: 'The provider screening of this applicant is not complete.',
      [noSize.id]: 'The family size and annual income are needed to check the income ranges.',
      [noRange.id]: 'The enrollment program has no income range for a family of 18.',
      [outside.id]:
        "The annual income of $99,000.50 is outside the enrollment program's income ranges for a family of 19 (up to $42,500.00).",
      [noIncome.id]: 'The family size and annual income are needed to check the income ranges.',
      [atFloor.id]: null,
      [atCeiling.id]: null,
      [belowFloor.id]:
        "The annual income of $4,999.99 is outside the enrollment program's income ranges for a family of 19 (up to $42,500.00).",
      [lockedByMe.id]: null,
      [lockedByNobody.id]: 'The application is locked by another user.',
    });

    const applicant = (
      await sql<{
        status: string;
        student_id: number | null;
        first_name: string;
        ssn: string;
      }>`select status, student_id,
        first_name, ssn from applicants where id = ${fits.id}`.execute(db())
    ).rows[0];
    expect(applicant?.status).toBe('Enrolled');
    const student = (
      await sql<{
        status: string;
        first_name: string;
        ssn: string;
        create_user: string;
      }>`select status, first_name, ssn,
        create_user from students where id = ${applicant?.student_id ?? 0}`.execute(db())
    ).rows[0];
    expect(student).toEqual({
      status: 'Enrolled',
      first_name: applicant?.first_name,
      ssn: applicant?.ssn,
      create_user: 'admin',
    });
    expect((await audits(fits.id)).at(-1)).toEqual({
      action: 'enroll',
      before: { status: 'Eligible' },
      after: { status: 'Enrolled', studentId: applicant?.student_id, enrollmentDate: '2026-06-01' },
    });
    expect((await audits(stale.id)).some((entry) => entry.action === 'enroll')).toBe(false);

    // When no row can move the answer is a 409 that names each distinct reason once, and nothing
    // is written: no participant made, no audit.
    const auditsAfterEnroll = await enrollAudits();
    const none = await call('POST', '/api/enrollment/enroll', {
      items: [
        { id: unscreened.id, version: version(unscreened.id) },
        { id: noRange.id, version: version(noRange.id) },
        { id: fits.id, version: version(fits.id) },
        { id: 999999, version: 0 },
        { id: 999998, version: 0 },
      ],
      enrollmentDate: '2026-06-01',
    });
    expect(none).toMatchObject({
      status: 409,
      body: {
        message:
          'The provider screening of this applicant is not complete. ' +
          'The enrollment program has no income range for a family of 18. ' +
          `${NOT_UPDATED} The application was not found.`,
      },
    });
    expect(await enrollAudits()).toBe(auditsAfterEnroll);
  });
  it('enrolls a selection at once, each participant made from its own application, one listed twice enrolled once', async () => {
    const chosen = (
      await sql<{ id: number }>`update applicants a set status = 'Eligible', is_locked = false, locked_by = null,
          is_provider_screening_complete = true, family_size = 17, family_income = 20000,
          first_name = 'Setfirst' || a.id, last_name = 'Setlast' || a.id
        where a.id in (select id from applicants where organization_id = 1 and status <> 'Enrolled'
          order by id limit 4)
        returning a.id`.execute(db())
    ).rows
      .map((row) => row.id)
      .sort((a, b) => a - b);
    // A family of 17 fits one range of each chosen program's funding type, made here.
    await sql`delete from income_ranges where family_size = 17`.execute(db());
    await sql`insert into income_ranges (organization_id, family_size, funding_type, range_from, range_to, create_user)
      select distinct ep.organization_id, 17, coalesce(fs.text, 'WIOA'), 0, 100000, 'test'
      from applicants a join enrollment_programs ep on ep.id = a.enrollment_program_id
      left join lookup_options fs on fs.id = ep.funding_source_id
      where a.id = any(${chosen}::int[])`.execute(db());
    expect(chosen).toHaveLength(4);
    const version = async (id: number) => (await get(id)).version;
    const items = await Promise.all(chosen.map(async (id) => ({ id, version: await version(id) })));
    const [first] = items;
    if (!first) throw new Error('4 applicants expected');
    const students = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from students`.execute(db())).rows[0]?.n ?? 0;
    const before = await students();

    // Listed in reverse, and the first one again at the end with the version its enroll moves it to
    // (the same item twice is refused by the contract).
    const result = await call('POST', '/api/enrollment/enroll', {
      items: [...items].reverse().concat({ id: first.id, version: first.version + 1 }),
      enrollmentDate: '2026-06-15',
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const bulk = result.body as Bulk;
    expect(bulk).toMatchObject({ succeeded: 4, failed: 1 });
    expect(bulk.results.map((row) => [row.id, row.message])).toEqual([
      ...[...chosen].reverse().map((id) => [id, null]),
      [first.id, 'Only Eligible applicants can be enrolled; this application is Enrolled.'],
    ]);

    const made = (
      await sql<{ id: number; student_id: number; a_first: string; s_first: string; a_ssn: string; s_ssn: string }>`
        select a.id, a.student_id, a.first_name as a_first, s.first_name as s_first, a.ssn as a_ssn, s.ssn as s_ssn
        from applicants a join students s on s.id = a.student_id where a.id = any(${chosen}::int[]) order by a.id`.execute(
        db(),
      )
    ).rows;
    expect(made.map((row) => row.id)).toEqual(chosen);
    for (const row of made) expect([row.s_first, row.s_ssn]).toEqual([row.a_first, row.a_ssn]);
    expect(new Set(made.map((row) => row.student_id)).size).toBe(4);
    expect((await students()) - before).toBe(4);
    for (const row of made) {
      const enrolls = (await audits(row.id)).filter((entry) => entry.action === 'enroll');
      expect(enrolls).toEqual([
        {
          action: 'enroll',
          before: { status: 'Eligible' },
          after: { status: 'Enrolled', studentId: row.student_id, enrollmentDate: '2026-06-15' },
        },
      ]);
    }
    // The participants' ids still come from their own sequence afterwards.
    const next = (
      await sql<{ id: number }>`select nextval(pg_get_serial_sequence('students', 'id'))::int as id`.execute(db())
    ).rows[0];
    expect(next?.id).toBeGreaterThan(Math.max(...made.map((row) => row.student_id)));
  });
});
