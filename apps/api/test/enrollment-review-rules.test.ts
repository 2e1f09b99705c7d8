import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import {
  applicantIn,
  NOT_UPDATED,
  uploadedDocument,
  type QualityReview,
  type Screening,
  type Summary,
} from './enrollment-fixtures.ts';

interface Section {
  id: number;
  title: string;
  number: number;
  items: { id: number; name: string }[];
  incompleteItems: { id: number; name: string }[];
}

// What a reviewer sees and leaves behind on the applicant review (spec sections 2, 3 and 5): the
// header, the sections and their incomplete items, the dropdowns each list offers, the item edits the
// server refuses, and the state, dates and audit entries of a save, a submission, a screening and a
// document decision.
describe('applicant review: header, sections, item edits, screening and decisions', () => {
  let server: TestServer;
  let admin: string;
  const call = (method: string, url: string, body?: unknown, token = admin) =>
    server.call(method, url, { token, body });
  const db = () => server.database.db;
  const url = (id: number, path: string) => `/api/applicant-review/${String(id)}/${path}`;
  const review = async (id: number) => (await call('GET', url(id, 'quality-review-items'))).body as QualityReview;
  const screening = async (id: number) => (await call('GET', url(id, 'provider-screening-items'))).body as Screening;
  const get = async (id: number) => (await call('GET', `/api/enrollment/${String(id)}`)).body as Summary;
  const audits = async (entity: string, id: number) =>
    (
      await sql<{ action: string; before: unknown; after: unknown }>`select action, before, after from audit_log
        where entity = ${entity} and entity_id = ${String(id)} order by id`.execute(db())
    ).rows;
  const applicant = async (id: number) =>
    (
      await sql<{
        status: string;
        review_status: string;
        reviewer: string | null;
        summary_status: string | null;
        summary_comment: string | null;
        quality_review_completed_on: Date | null;
        is_provider_screening_complete: boolean;
        status_comment: string | null;
      }>`select status, review_status, reviewer, summary_status, summary_comment, quality_review_completed_on,
          is_provider_screening_complete, status_comment from applicants where id = ${id}`.execute(db())
    ).rows[0];
  const statusOf = (qr: QualityReview | Screening, text: string) =>
    qr.items[0]?.applicantReviewStatuses.find((status) => status.text === text)?.id ?? 0;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(async () => {
    await server.close();
  });

  it('shows the applicant header as saved, the SSN masked and the program’s ages', async () => {
    const id = await applicantIn(server, 'Quality Review');
    await sql`update applicants set middle_name = 'Rae', suffix_name = 'Jr', ssn = '123-45-6789', referral_code = 'HDR-7',
      family_income = 18250.5, family_size = 4, address_line2 = 'Apt 2', last_update_user = 'orgstaff',
      applicant_info_reviewed = true where id = ${id}`.execute(db());
    const row = (
      await sql<{
        first_name: string;
        last_name: string;
        email_address: string | null;
        birth_date: string;
        enrollment_program_id: number;
        organization_id: number;
        city: string;
        zip_code: string;
        state_name: string;
        address_line1: string;
        min_age: number | null;
        max_age: number | null;
      }>`select a.first_name, a.last_name, a.email_address, a.birth_date::text, a.enrollment_program_id,
          a.organization_id, a.city, a.zip_code, a.state_name, a.address_line1, ep.min_age, ep.max_age
        from applicants a join enrollment_programs ep on ep.id = a.enrollment_program_id where a.id = ${id}`.execute(
        db(),
      )
    ).rows[0];
    if (!row) throw new Error('no applicant');
    const header = await call('GET', url(id, 'info'));
    expect(header.status).toBe(200);
    expect(header.body).toMatchObject({
      applicantId: id,
      firstName: row.first_name,
      middleName: 'Rae',
      lastName: row.last_name,
      suffixName: 'Jr',
      birthDate: row.birth_date,
      ssn: '*****6789',
      enrollmentStatus: 'Quality Review',
      referralCode: 'HDR-7',
      familyIncome: 18250.5,
      familySize: 4,
      enrollmentProgramId: row.enrollment_program_id,
      organizationId: row.organization_id,
      addressLine1: row.address_line1,
      addressLine2: 'Apt 2',
      city: row.city,
      stateName: row.state_name,
      zipCode: row.zip_code,
      applicantInfoReviewed: true,
      disableOELaunch: false,
      lastUpdatedBy: 'orgstaff',
      ...(row.min_age === null ? {} : { minAge: row.min_age }),
      ...(row.max_age === null ? {} : { maxAge: row.max_age }),
    });
    expect(JSON.stringify(header.body)).not.toContain('123-45');
    // An absent optional field is left out, not sent as null.
    await sql`update applicants set middle_name = null where id = ${id}`.execute(db());
    expect((await call('GET', url(id, 'info'))).body).not.toHaveProperty('middleName');
    expect((await call('GET', url(999999, 'info'))).body).toMatchObject({ message: 'The application was not found.' });
  });

  it('numbers the sections in display order and lists each item without a complete status as incomplete', async () => {
    const id = await applicantIn(server, 'Quality Review');
    const qr = await review(id);
    const [done, pending] = qr.items;
    if (!done || !pending) throw new Error('two items expected');
    await sql`update applicant_review_items set status_id = null where applicant_id = ${id}`.execute(db());
    const saved = await call('POST', url(id, 'edit-quality-review'), {
      version: qr.version,
      items: [
        { id: done.id, statusId: statusOf(qr, 'Complete') },
        { id: pending.id, statusId: statusOf(qr, 'Not Present') },
      ],
      submit: false,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const sections = (await call('GET', url(id, 'sections'))).body as Section[];
    expect(sections.map((section) => section.number)).toEqual(sections.map((_, index) => index + 1));
    expect(sections.every((section) => section.title.trim() !== '')).toBe(true);
    const incomplete = sections.flatMap((section) => section.incompleteItems.map((item) => item.id));
    const all = sections.flatMap((section) => section.items.map((item) => item.id));
    expect(incomplete).not.toContain(done.id);
    expect(incomplete).toContain(pending.id);
    // Every other item has no status at all, so it is incomplete too.
    expect(incomplete.length).toBe(all.length - 1);
    // Sections in the order of their first item, and each section's items in display order.
    const rows = (
      await sql<{ id: number; section_id: number }>`select id, section_id from applicant_review_items
        where applicant_id = ${id} order by display_order, id`.execute(db())
    ).rows;
    const grouped = new Map<number, number[]>();
    for (const row of rows) grouped.set(row.section_id, [...(grouped.get(row.section_id) ?? []), row.id]);
    expect(sections.map((section) => section.id)).toEqual([...grouped.keys()]);
    expect(all).toEqual([...grouped.values()].flat());
    expect(sections.find((section) => section.items.some((item) => item.id === done.id))?.items).toContainEqual({
      id: done.id,
      name: done.name,
    });
  });

  it('offers item statuses in the item dropdowns, Complete and Incomplete in the summary, and the review’s ages', async () => {
    const id = await applicantIn(server, 'Quality Review');
    const qr = (await call('GET', url(id, 'quality-review-items'))).body as QualityReview & {
      minAge: number;
      maxAge: number;
      summaryComment: string | null;
    };
    const item = qr.items[0];
    expect(item?.applicantReviewStatuses.map((status) => status.text).sort()).toEqual(
      ['Complete', 'Incomplete', 'Incomplete - Requires Clearances', 'Not Present'].sort(),
    );
    expect(item?.qualityReviewSummaryStatuses.map((status) => status.text).sort()).toEqual(['Complete', 'Incomplete']);
    const environment = (
      await sql<{ min_age: number; max_age: number }>`select min_age, max_age from online_app_environment`.execute(db())
    ).rows[0];
    expect(qr).toMatchObject({ minAge: environment?.min_age, maxAge: environment?.max_age });
    // Only the quality-review items: the screening ones are their own list.
    const screeningItems = (await screening(id)).items.map((entry) => entry.id);
    expect(qr.items.some((entry) => screeningItems.includes(entry.id))).toBe(false);
    expect(screeningItems.length).toBeGreaterThan(0);
  });

  it('refuses an item of another applicant, a status that is not an item status, and an unknown summary', async () => {
    const id = await applicantIn(server, 'Quality Review');
    const other = await applicantIn(server, 'Quality Review', 2);
    const qr = await review(id);
    const foreign = (await review(other)).items[0]?.id ?? 0;
    const summaryOnly = (
      await sql<{ id: number }>`select id from lookup_options where text = 'Complete'
        and id <> ${statusOf(qr, 'Complete')} order by id limit 1`.execute(db())
    ).rows[0]?.id;
    const edit = (body: Record<string, unknown>) =>
      call('POST', url(id, 'edit-quality-review'), { version: qr.version, submit: false, ...body });
    expect(await edit({ items: [{ id: foreign, statusId: statusOf(qr, 'Complete') }] })).toMatchObject({
      status: 422,
      body: { items: `Item ${String(foreign)} is not one of this applicant's review items.` },
    });
    const firstItem = qr.items[0]?.id ?? 0;
    expect(await edit({ items: [{ id: firstItem, statusId: 987654 }] })).toMatchObject({
      status: 422,
      body: { items: 'Status 987654 is not one of the review statuses.' },
    });
    if (summaryOnly !== undefined) {
      expect((await edit({ items: [{ id: firstItem, statusId: summaryOnly }] })).status).toBe(422);
    }
    const summary = await edit({ items: [], summaryStatus: 'Not Present' });
    expect(summary.status).toBe(422);
    expect(JSON.stringify(summary.body)).toContain('The summary is Complete or Incomplete.');
    expect(await review(id)).toMatchObject({ version: qr.version, reviewStatus: qr.reviewStatus });
  });

  it('saves a review in progress, then keeps an Incomplete submission in Quality Review and audits both', async () => {
    const id = await applicantIn(server, 'Quality Review');
    const earlier = (await audits('QualityReview', id)).length;
    const qr = await review(id);
    const before = await applicant(id);
    const complete = statusOf(qr, 'Complete');
    const items = qr.items.map((item) => ({ id: item.id, statusId: complete, comment: '  ' }));
    const first = qr.items[0];
    if (!first) throw new Error('no items');
    items[0] = { id: first.id, statusId: complete, comment: '  Seen the original.  ' };
    const saved = await call('POST', url(id, 'edit-quality-review'), {
      version: qr.version,
      items,
      summaryStatus: 'Incomplete',
      summaryComment: '  Waiting for the school.  ',
      submit: false,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      reviewStatus: 'In Progress',
      summaryStatus: 'Incomplete',
      summaryComment: 'Waiting for the school.',
    });
    const comments = (
      await sql<{ id: number; comment: string | null; last_update_user: string | null }>`select id, comment,
        last_update_user from applicant_review_items where applicant_id = ${id} and not is_provider_screening
        order by id`.execute(db())
    ).rows;
    expect(comments.find((row) => row.id === first.id)).toMatchObject({
      comment: 'Seen the original.',
      last_update_user: 'admin',
    });
    expect(comments.filter((row) => row.id !== first.id).every((row) => row.comment === null)).toBe(true);
    expect(await applicant(id)).toMatchObject({ reviewer: 'admin', review_status: 'In Progress' });

    // A save that leaves the summary out keeps the saved one.
    const kept = await call('POST', url(id, 'edit-quality-review'), {
      version: (saved.body as QualityReview).version,
      items: [],
      submit: false,
    });
    expect(kept.body).toMatchObject({ summaryStatus: 'Incomplete', summaryComment: 'Waiting for the school.' });

    const submitted = await call('POST', url(id, 'edit-quality-review'), {
      version: (kept.body as QualityReview).version,
      items: [],
      submit: true,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(await applicant(id)).toMatchObject({
      status: 'Quality Review',
      review_status: 'Incomplete',
      quality_review_completed_on: null,
    });
    const trail = (await audits('QualityReview', id)).slice(earlier);
    expect(trail.map((entry) => entry.action)).toEqual(['update', 'update', 'submit']);
    expect(trail[0]).toMatchObject({
      before: { status: 'Quality Review', summaryStatus: before?.summary_status ?? null },
      after: { status: 'Quality Review', summaryStatus: 'Incomplete', summaryComment: 'Waiting for the school.' },
    });
    expect(trail[2]).toMatchObject({ after: { status: 'Quality Review', summaryStatus: 'Incomplete', items: [] } });

    // Complete: on to Provider Screening, with the day quality review was completed.
    const passed = await call('POST', url(id, 'edit-quality-review'), {
      version: (submitted.body as QualityReview).version,
      items: [],
      summaryStatus: 'Complete',
      submit: true,
    });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    const after = await applicant(id);
    expect(after).toMatchObject({ status: 'Provider Screening', review_status: 'Complete' });
    expect(after?.quality_review_completed_on).not.toBeNull();
    expect((await audits('QualityReview', id)).at(-1)).toMatchObject({
      action: 'submit',
      before: { status: 'Quality Review', summaryStatus: 'Incomplete' },
      after: { status: 'Provider Screening', summaryStatus: 'Complete' },
    });
  });

  it('saves screening items only in Provider Screening, and completes it as Eligible or Ineligible with the comment', async () => {
    const id = await applicantIn(server, 'Provider Screening');
    await sql`update applicants set is_provider_screening_complete = false where id = ${id}`.execute(db());
    let current = await screening(id);
    expect(current.isProviderScreeningComplete).toBe(false);
    const edits = current.items.map((item) => ({ id: item.id, statusId: statusOf(current, 'Complete') }));
    const stale = await call('PUT', url(id, 'provider-screening-items'), {
      version: current.version + 1,
      items: edits,
    });
    expect(stale).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });
    const saved = await call('PUT', url(id, 'provider-screening-items'), { version: current.version, items: edits });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    current = saved.body as Screening;
    expect(current.version).toBeGreaterThan((await screening(id)).version - 1);
    expect(current.items.every((item) => item.statusId === statusOf(current, 'Complete'))).toBe(true);
    expect((await audits('ProviderScreening', id)).at(-1)).toMatchObject({ action: 'update', after: edits });

    const eligible = await call('POST', url(id, 'complete-provider-screening'), {
      version: current.version,
      decision: 'Eligible',
      comment: '  All clear.  ',
    });
    expect(eligible.body).toMatchObject({ status: 'Eligible' });
    expect(await applicant(id)).toMatchObject({ is_provider_screening_complete: true, status_comment: 'All clear.' });
    expect((await audits('Enrollment', id)).at(-1)).toEqual({
      action: 'complete-provider-screening',
      before: { status: 'Provider Screening' },
      after: { status: 'Eligible', comment: 'All clear.' },
    });
    expect((await screening(id)).isProviderScreeningComplete).toBe(true);
    // Eligible now: screening items are no longer saved.
    const late = await call('PUT', url(id, 'provider-screening-items'), {
      version: (await get(id)).version,
      items: edits,
    });
    expect(late).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });

    const another = await applicantIn(server, 'Provider Screening');
    const ineligible = await call('POST', url(another, 'complete-provider-screening'), {
      version: (await get(another)).version,
      decision: 'Ineligible',
      comment: 'No work permit.',
    });
    expect(ineligible.body).toMatchObject({ status: 'Ineligible' });
    expect(await applicant(another)).toMatchObject({ status_comment: 'No work permit.' });
  });

  it('decides a document of this applicant only, with its reason, version, record and audit entry', async () => {
    const id = await applicantIn(server, 'Quality Review');
    const other = await applicantIn(server, 'Quality Review', 2);
    const document = await uploadedDocument(server, admin, id);
    const foreign = await uploadedDocument(server, admin, other);
    const decide = (body: Record<string, unknown>) =>
      call('POST', url(id, 'verify-reject-document'), { documentId: document, version: 0, ...body });
    expect(await decide({ documentId: foreign, decision: 'Verified' })).toMatchObject({
      status: 404,
      body: { message: 'The document was not found.' },
    });
    expect(await decide({ decision: 'Rejected', comment: '   ' })).toMatchObject({
      status: 422,
      body: { comment: 'A rejected document needs a comment.' },
    });
    expect(await decide({ decision: 'Verified', version: 3 })).toMatchObject({
      status: 409,
      body: { message: NOT_UPDATED },
    });
    const verified = await decide({ decision: 'Verified', comment: '  ' });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({
      documentId: document,
      verificationStatus: 'Verified',
      comment: null,
      reviewedBy: 'admin',
      reviewedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
    });
    const decisions = (
      await sql<{ decision: string; comment: string | null; create_user: string }>`select decision, comment, create_user
        from applicant_document_decisions where document_id = ${document}`.execute(db())
    ).rows;
    expect(decisions).toEqual([{ decision: 'Verified', comment: null, create_user: 'admin' }]);
    expect((await audits('Document', document)).filter((entry) => entry.action !== 'upload')).toEqual([
      {
        action: 'verify',
        before: { verificationStatus: 'Uploaded' },
        after: { verificationStatus: 'Verified', comment: null },
      },
    ]);
    const rejected = await call('POST', url(id, 'verify-reject-document'), {
      documentId: await uploadedDocument(server, admin, id),
      version: 0,
      decision: 'Rejected',
      comment: 'Unreadable scan.',
    });
    const decidedAgain = await decide({ decision: 'Rejected', comment: 'Second look.', version: 1 });
    expect(decidedAgain.status).toBe(409);
    expect((decidedAgain.body as { message: string }).message).toMatch(/^This document is Verified; /);
    expect((await audits('Document', (rejected.body as { documentId: number }).documentId)).at(-1)).toMatchObject({
      action: 'reject',
      after: { verificationStatus: 'Rejected', comment: 'Unreadable scan.' },
    });
  });
  it('asks for every dropdown, then the ages: an item left blank or no summary, and a program older than the review allows', async () => {
    const id = await applicantIn(server, 'Quality Review');
    await sql`update applicants set summary_status = null, summary_comment = null where id = ${id}`.execute(db());
    let qr = await review(id);
    const complete = statusOf(qr, 'Complete');
    const [first, ...rest] = qr.items;
    if (!first) throw new Error('no items');
    // A save that names no summary while none is saved is a save, not a refusal.
    await sql`update applicant_review_items set status_id = null where applicant_id = ${id}`.execute(db());
    const saved = await call('POST', url(id, 'edit-quality-review'), { version: qr.version, items: [], submit: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    qr = saved.body as QualityReview;
    const allComplete = rest.map((item) => ({ id: item.id, statusId: complete }));
    const oneBlank = await call('POST', url(id, 'edit-quality-review'), {
      version: qr.version,
      items: allComplete,
      summaryStatus: 'Complete',
      submit: true,
    });
    expect(oneBlank).toMatchObject({ status: 422, body: { message: 'Please select a value for all dropdowns!' } });
    await sql`update applicant_review_items set status_id = ${complete} where applicant_id = ${id}`.execute(db());
    await sql`update applicants set summary_status = null where id = ${id}`.execute(db());
    const noSummary = await call('POST', url(id, 'edit-quality-review'), {
      version: qr.version,
      items: [{ id: first.id, statusId: complete }],
      submit: true,
    });
    expect(noSummary).toMatchObject({ status: 422, body: { message: 'Please select a value for all dropdowns!' } });

    const program = (
      await sql<{ id: number; max_age: number | null }>`select ep.id, ep.max_age from enrollment_programs ep
        join applicants a on a.enrollment_program_id = ep.id where a.id = ${id}`.execute(db())
    ).rows[0];
    if (!program) throw new Error('no program');
    // Every other rule holds (documents decided), so only the ages can refuse.
    await sql`update documents set verification_status = 'Verified'
      where source_type = 'applicants' and source_id = ${id}`.execute(db());
    await sql`update enrollment_programs set max_age = 99 where id = ${program.id}`.execute(db());
    const old = await call('POST', url(id, 'edit-quality-review'), {
      version: qr.version,
      items: [],
      summaryStatus: 'Complete',
      submit: true,
    });
    await sql`update enrollment_programs set max_age = ${program.max_age} where id = ${program.id}`.execute(db());
    expect(old.status).toBe(422);
    expect(Object.keys(old.body as object)).toEqual(['maxAge']);
    expect(await applicant(id)).toMatchObject({ status: 'Quality Review' });
  });

  it('takes the program’s ages when the online application has none, and 0 to 120 when neither has', async () => {
    const id = await applicantIn(server, 'Quality Review');
    const program = (
      await sql<{ id: number; min_age: number | null; max_age: number | null }>`select ep.id, ep.min_age, ep.max_age
        from enrollment_programs ep join applicants a on a.enrollment_program_id = ep.id where a.id = ${id}`.execute(
        db(),
      )
    ).rows[0];
    if (!program) throw new Error('no program');
    const ages = async () => {
      const body = (await call('GET', url(id, 'quality-review-items'))).body as { minAge: number; maxAge: number };
      return { minAge: body.minAge, maxAge: body.maxAge };
    };
    await sql`update enrollment_programs set min_age = 15, max_age = 21 where id = ${program.id}`.execute(db());
    // The online application's ages come first.
    expect(await ages()).toEqual({ minAge: 14, maxAge: 24 });
    await sql`create temporary table saved_environment as select * from online_app_environment`.execute(db());
    try {
      await sql`delete from online_app_environment`.execute(db());
      expect(await ages()).toEqual({ minAge: 15, maxAge: 21 });
      await sql`update enrollment_programs set min_age = null, max_age = null where id = ${program.id}`.execute(db());
      expect(await ages()).toEqual({ minAge: 0, maxAge: 120 });
    } finally {
      await sql`insert into online_app_environment select * from saved_environment`.execute(db());
      await sql`drop table saved_environment`.execute(db());
      await sql`update enrollment_programs set min_age = ${program.min_age}, max_age = ${program.max_age}
        where id = ${program.id}`.execute(db());
    }
  });

  it('keeps a review, a screening and its completion to the version read and to the user who holds the lock', async () => {
    const orgstaff = await server.login('orgstaff');
    const id = await applicantIn(server, 'Quality Review');
    const qr = await review(id);
    const edit = { items: [], submit: false };
    expect(await call('POST', url(id, 'edit-quality-review'), { ...edit, version: qr.version + 1 })).toMatchObject({
      status: 409,
      body: { message: NOT_UPDATED },
    });
    await sql`update applicants set is_locked = true, locked_by = 'admin' where id = ${id}`.execute(db());
    expect(
      await call('POST', url(id, 'edit-quality-review'), { ...edit, version: qr.version }, orgstaff),
    ).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });
    await sql`update applicants set is_locked = false, locked_by = null where id = ${id}`.execute(db());
    // Completing screening needs the application in Provider Screening.
    expect(
      await call('POST', url(id, 'complete-provider-screening'), { version: qr.version, decision: 'Eligible' }),
    ).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });

    const screened = await applicantIn(server, 'Provider Screening');
    let current = await screening(screened);
    const complete = statusOf(current, 'Complete');
    const [blank, ...others] = current.items;
    if (!blank || others.length === 0) throw new Error('two screening items expected');
    await sql`update applicant_review_items set status_id = ${complete}
      where applicant_id = ${screened} and is_provider_screening`.execute(db());
    await sql`update applicant_review_items set status_id = ${statusOf(current, 'Not Present')}
      where id = ${blank.id}`.execute(db());
    current = await screening(screened);
    const items = [{ id: blank.id, statusId: statusOf(current, 'Not Present') }];
    await sql`update applicants set is_locked = true, locked_by = 'admin' where id = ${screened}`.execute(db());
    expect(
      await call('PUT', url(screened, 'provider-screening-items'), { version: current.version, items }, orgstaff),
    ).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });
    expect(
      await call(
        'POST',
        url(screened, 'complete-provider-screening'),
        { version: current.version, decision: 'Ineligible', comment: 'No permit.' },
        orgstaff,
      ),
    ).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });
    await sql`update applicants set is_locked = false, locked_by = null where id = ${screened}`.execute(db());
    expect(
      await call('POST', url(screened, 'complete-provider-screening'), {
        version: current.version + 1,
        decision: 'Ineligible',
        comment: 'No permit.',
      }),
    ).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });
    // One item of several still incomplete stops Eligible; Ineligible needs its reason.
    expect(
      await call('POST', url(screened, 'complete-provider-screening'), {
        version: current.version,
        decision: 'Eligible',
      }),
    ).toMatchObject({ status: 422, body: { message: 'Please complete all incomplete items before submitting.' } });
    expect(
      await call('POST', url(screened, 'complete-provider-screening'), {
        version: current.version,
        decision: 'Ineligible',
        comment: '  ',
      }),
    ).toMatchObject({ status: 422, body: { comment: 'Required' } });
    expect(await applicant(screened)).toMatchObject({ status: 'Provider Screening' });
  });
});
