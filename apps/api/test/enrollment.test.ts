import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';
import {
  applicantIn,
  NOT_UPDATED,
  uploadedDocument,
  type Page,
  type QualityReview,
  type Screening,
  type Summary,
} from './enrollment-fixtures.ts';

describe.each(ENGINES)('enrollment pipeline on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  const call = (method: string, url: string, body?: unknown, token = admin) =>
    server.call(method, url, { token, body });
  const get = async (id: number) => (await call('GET', `/api/enrollment/${String(id)}`)).body as Summary;
  const review = async (id: number) =>
    (await call('GET', `/api/applicant-review/${String(id)}/quality-review-items`)).body as QualityReview;
  const edit = (id: number, body: Record<string, unknown>) =>
    call('POST', `/api/applicant-review/${String(id)}/edit-quality-review`, body);

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.login('admin');
  });
  afterAll(async () => {
    await server.close();
  });

  it('takes an applicant from Applied through quality review and provider screening to an enrolled participant', async () => {
    const id = await applicantIn(server, 'Applied');
    const start = await get(id);
    expect(start).toMatchObject({ status: 'Applied', ssn: expect.stringMatching(/^\*{5}\d{4}$/) as unknown });

    // A stale version, then the move, then the same move again (illegal now).
    const staleMove = await call('POST', `/api/enrollment/${String(id)}/submit-quality-review`, {
      version: start.version + 5,
    });
    expect(staleMove).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });
    const moved = await call('POST', `/api/enrollment/${String(id)}/submit-quality-review`, { version: start.version });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ status: 'Quality Review' });
    const again = await call('POST', `/api/enrollment/${String(id)}/submit-quality-review`, {
      version: (moved.body as Summary).version,
    });
    expect(again).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });

    // Submission blocked by each of the four messages, in turn.
    let qr = await review(id);
    expect(qr.reviewStatus).toBe('Not Started');
    const options = qr.items[0]?.applicantReviewStatuses ?? [];
    const statusId = (name: string) => options.find((option) => option.text === name)?.id ?? 0;
    expect(options.map((option) => option.text)).toEqual(
      expect.arrayContaining(['Complete', 'Incomplete', 'Not Present', 'Incomplete - Requires Clearances']),
    );
    const [firstItem, ...rest] = qr.items;
    if (!firstItem) throw new Error('no review items');
    const noValues = await edit(id, { version: qr.version, items: [], summaryStatus: 'Complete', submit: true });
    expect(noValues).toMatchObject({ status: 422, body: { message: 'Please select a value for all dropdowns!' } });

    const oneIncomplete = [
      { id: firstItem.id, statusId: statusId('Incomplete - Requires Clearances'), comment: 'Clearance pending.' },
      ...rest.map((item) => ({ id: item.id, statusId: statusId('Complete') })),
    ];
    const noComment = await edit(id, {
      version: qr.version,
      items: oneIncomplete,
      summaryStatus: 'Incomplete',
      summaryComment: '  ',
      submit: true,
    });
    expect(noComment).toMatchObject({
      status: 422,
      body: { message: 'Please fill out comment for incomplete summary.' },
    });
    const incomplete = await edit(id, {
      version: qr.version,
      items: oneIncomplete,
      summaryStatus: 'Complete',
      submit: true,
    });
    expect(incomplete).toMatchObject({
      status: 422,
      body: { message: 'Please complete all incomplete items before submitting.' },
    });

    // Saved without submitting: the review is In Progress and counts its incomplete item.
    const saved = await edit(id, {
      version: qr.version,
      items: oneIncomplete,
      summaryStatus: 'Complete',
      submit: false,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ reviewStatus: 'In Progress', summaryStatus: 'Complete' });
    const queue = (
      await call('POST', '/api/enrollment/quality-review/search', {
        filters: [{ field: 'lastName', operator: 'eq', value: await lastName(id) }],
      })
    ).body as Page<{ enrollmentId: number; incompleteItemCount: number; reviewer: string | null }>;
    expect(queue.items.find((row) => row.enrollmentId === id)).toMatchObject({
      incompleteItemCount: 1,
      reviewer: 'admin',
    });
    const sections = (await call('GET', `/api/applicant-review/${String(id)}/sections`)).body as {
      title: string;
      incompleteItems: { id: number }[];
    }[];
    expect(sections.flatMap((section) => section.incompleteItems.map((item) => item.id))).toContain(firstItem.id);

    // A document uploaded through the documents operation and not yet reviewed blocks the submission; rejecting needs a comment.
    const documentId = await uploadedDocument(server, admin, id);
    qr = await review(id);
    const allComplete = qr.items.map((item) => ({ id: item.id, statusId: statusId('Complete') }));
    const unreviewed = await edit(id, {
      version: qr.version,
      items: allComplete,
      summaryStatus: 'Complete',
      submit: true,
    });
    expect(unreviewed).toMatchObject({
      status: 422,
      body: { message: 'Please review all uploaded documents before submitting.' },
    });
    const decide = (body: Record<string, unknown>) =>
      call('POST', `/api/applicant-review/${String(id)}/verify-reject-document`, { documentId, version: 0, ...body });
    expect((await decide({ decision: 'Rejected' })).status).toBe(422);
    const rejected = await decide({ decision: 'Rejected', comment: 'The work permit is not signed by the school.' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({ verificationStatus: 'Rejected', reviewedBy: 'admin' });
    expect((await decide({ decision: 'Verified', version: 1 })).status).toBe(409);

    // The age rule: the program's ages must sit within the quality-review ages.
    const program = (
      await sql<{ id: number; min_age: number }>`select ep.id, ep.min_age from enrollment_programs ep
        join applicants a on a.enrollment_program_id = ep.id where a.id = ${id}`.execute(server.database.db)
    ).rows[0];
    if (!program) throw new Error('no program');
    await sql`update enrollment_programs set min_age = 3 where id = ${program.id}`.execute(server.database.db);
    const young = await edit(id, { version: qr.version, items: allComplete, summaryStatus: 'Complete', submit: true });
    expect(young.status).toBe(422);
    expect(Object.keys(young.body as object)).toContain('minAge');
    await sql`update enrollment_programs set min_age = ${program.min_age} where id = ${program.id}`.execute(
      server.database.db,
    );

    // Fixed: submitted to provider screening.
    const submitted = await edit(id, {
      version: qr.version,
      items: allComplete,
      summaryStatus: 'Complete',
      submit: true,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ reviewStatus: 'Complete' });
    expect((await get(id)).status).toBe('Provider Screening');

    // Provider screening: Eligible needs every item complete.
    let screening = (await call('GET', `/api/applicant-review/${String(id)}/provider-screening-items`))
      .body as Screening;
    expect(screening.items.length).toBeGreaterThan(0);
    const early = await call('POST', `/api/applicant-review/${String(id)}/complete-provider-screening`, {
      version: screening.version,
      decision: 'Eligible',
    });
    expect(early).toMatchObject({
      status: 422,
      body: { message: 'Please complete all incomplete items before submitting.' },
    });
    const save = await call('PUT', `/api/applicant-review/${String(id)}/provider-screening-items`, {
      version: screening.version,
      items: screening.items.map((item) => ({ id: item.id, statusId: statusId('Complete'), comment: 'Checked.' })),
    });
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    screening = save.body as Screening;
    const eligible = await call('POST', `/api/applicant-review/${String(id)}/complete-provider-screening`, {
      version: screening.version,
      decision: 'Eligible',
    });
    expect(eligible.status, JSON.stringify(eligible.body)).toBe(200);
    expect(eligible.body).toMatchObject({ status: 'Eligible' });

    // Within the income ranges (made so), enrolled; the participant is found by the participant search.
    await sql`update applicants set family_size = 3, family_income = 18000 where id = ${id}`.execute(
      server.database.db,
    );
    const candidates = (await call('POST', '/api/enrollment/enroll-applicants/search', { pageSize: 500 }))
      .body as Page<{
      enrollmentId: number;
      isProviderScreeningComplete: boolean;
    }>;
    expect(candidates.items.find((row) => row.enrollmentId === id)).toMatchObject({
      isProviderScreeningComplete: true,
    });
    const enrolled = await call('POST', '/api/enrollment/enroll', {
      items: [{ id, version: (await get(id)).version }],
      enrollmentDate: '2026-06-01',
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    expect(enrolled.body).toMatchObject({ succeeded: 1, failed: 0 });
    expect((await get(id)).status).toBe('Enrolled');
    const studentId = (
      await sql<{ student_id: number }>`select student_id from applicants where id = ${id}`.execute(server.database.db)
    ).rows[0]?.student_id;
    const found = (
      await call('POST', '/api/students/search', {
        filters: [{ field: 'lastName', operator: 'eq', value: await lastName(id) }],
        pageSize: 100,
      })
    ).body as Page<{ id: number; status: string }>;
    expect(found.items.find((row) => row.id === studentId)).toMatchObject({ status: 'Enrolled' });

    // An enrolled application stays.
    const removal = await call('DELETE', `/api/enrollment/${String(id)}?version=${String((await get(id)).version)}`);
    expect(removal).toMatchObject({ status: 409, body: { message: 'An enrolled application cannot be deleted.' } });
  });

  async function lastName(id: number): Promise<string> {
    return (
      (await sql<{ last_name: string }>`select last_name from applicants where id = ${id}`.execute(server.database.db))
        .rows[0]?.last_name ?? ''
    );
  }
});
