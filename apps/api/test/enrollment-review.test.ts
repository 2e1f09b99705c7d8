import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { applicantIn, NOT_UPDATED, uploadedDocument, type QualityReview } from './enrollment-fixtures.ts';

interface RequestedDocument extends Record<string, unknown> {
  id: number;
  type: string;
}
interface ApplicantDocument {
  id: number;
  verificationStatus: string;
  comment: string | null;
  reviewedBy: string | null;
  version: number;
}

/** The applicant review's edits of the requested-document variants (spec section 3) and its documents list. */
describe('applicant review: variant fields, documents and scope (pglite)', () => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  let viewer: string;
  const call = (method: string, url: string, body?: unknown, token = admin) =>
    server.call(method, url, { token, body });
  const db = () => server.database.db;
  const option = async (lookup: string) =>
    (
      await sql<{
        id: number;
      }>`select id from lookup_options where lookup_name = ${lookup} order by id desc limit 1`.execute(db())
    ).rows[0]?.id ?? 0;
  const header = async (id: number) =>
    (await call('GET', `/api/applicant-review/${String(id)}/info`)).body as { requestedDocuments: RequestedDocument[] };
  const review = async (id: number) =>
    (await call('GET', `/api/applicant-review/${String(id)}/quality-review-items`)).body as QualityReview;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    orgstaff = await server.login('orgstaff');
    viewer = await server.login('viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  it('saves the variant fields of each page kind with the item status, and the header reads them back', async () => {
    const id = await applicantIn(server, 'Quality Review');
    // Every page kind as a quality-review item of this applicant, so each variant can be edited here.
    await sql`update applicant_review_items set is_provider_screening = false where applicant_id = ${id}`.execute(db());
    const document = await uploadedDocument(server, admin, id);
    const qr = await review(id);
    const complete = qr.items[0]?.applicantReviewStatuses.find((status) => status.text === 'Complete')?.id ?? 0;
    const items = (await header(id)).requestedDocuments;
    const of = (type: string) => {
      const item = items.find((candidate) => candidate.type === type);
      if (!item) throw new Error(`no ${type} item`);
      return item.id;
    };
    const values: Record<string, Record<string, unknown>> = {
      Citizenship: { firstDocumentId: document, secondDocumentId: null, thirdDocumentId: document },
      ClearanceOrder: { clearanceCompanyId: await option('clearance-companies'), clearanceOrderNumber: 'CO-778812' },
      DebitCardFeedBack: {
        paymentMethodId: await option('payment-methods'),
        verificationTypeId: await option('verification-types'),
      },
      Document: { documentId: document, other: 'Letter from the school counselor' },
      MediaUsage: { mediaUsageId: await option('media-usages') },
      IncomeProved: { incomeEligibilityProofId: await option('income-eligibility-proofs') },
      'signature page': {
        waiverReleaseId: await option('waiver-releases'),
        buckleyAmendmentId: await option('buckley-amendments'),
      },
      Summary: { isProviderScreeningComplete: true },
      'W-4': { deductions: 2 },
      WorkPermit: { isWorkPermit: true, number: 'WP-2026-0001' },
    };
    const saved = await call('POST', `/api/applicant-review/${String(id)}/edit-quality-review`, {
      version: qr.version,
      items: Object.entries(values).map(([type, fields]) => ({ id: of(type), statusId: complete, ...fields })),
      submit: false,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await header(id)).requestedDocuments;
    // Every item sits in exactly one section.
    const sections = (await call('GET', `/api/applicant-review/${String(id)}/sections`)).body as {
      items: { id: number }[];
    }[];
    const byId = (a: number, b: number) => a - b;
    expect(sections.flatMap((section) => section.items.map((item) => item.id)).sort(byId)).toEqual(
      after.map((item) => item.id).sort(byId),
    );
    for (const [type, fields] of Object.entries(values)) {
      const item = after.find((candidate) => candidate.type === type);
      const expected = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
      expect(item, type).toMatchObject({ ...expected, statusId: complete });
      // null clears a field: the contract's optional variant fields are then left out.
      for (const [field, value] of Object.entries(fields)) if (value === null) expect(item).not.toHaveProperty(field);
    }
  });

  it('refuses a variant field of another page kind, a document of another applicant and an option of another list', async () => {
    const id = await applicantIn(server, 'Quality Review');
    const qr = await review(id);
    const items = (await header(id)).requestedDocuments;
    const w4 = items.find((item) => item.type === 'W-4');
    const media = items.find((item) => item.type === 'MediaUsage');
    const citizenship = items.find((item) => item.type === 'Citizenship');
    const statusId = qr.items[0]?.applicantReviewStatuses[0]?.id ?? 0;
    const other = await applicantIn(server, 'Quality Review', 2);
    const foreignDocument = await uploadedDocument(server, admin, other);
    const edit = (item: RequestedDocument | undefined, fields: Record<string, unknown>) =>
      call('POST', `/api/applicant-review/${String(id)}/edit-quality-review`, {
        version: qr.version,
        items: [{ id: item?.id ?? 0, statusId, ...fields }],
        submit: false,
      });
    const wrongKind = await edit(w4, { number: 'WP-1' });
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body).toHaveProperty('number');
    const wrongDocument = await edit(citizenship, { firstDocumentId: foreignDocument });
    expect(wrongDocument.status).toBe(422);
    expect(wrongDocument.body).toHaveProperty('firstDocumentId');
    const wrongList = await edit(media, { mediaUsageId: await option('waiver-releases') });
    expect(wrongList.status).toBe(422);
    expect(wrongList.body).toHaveProperty('mediaUsageId');
    // Nothing of the refused edits was kept (one transaction).
    expect((await review(id)).version).toBe(qr.version);
  });

  it('lists the applicant’s documents with their review state and version; a decision shows its comment and reviewer', async () => {
    const id = await applicantIn(server, 'Quality Review');
    const document = await uploadedDocument(server, admin, id);
    const list = async () =>
      (await call('GET', `/api/applicant-review/${String(id)}/documents`)).body as ApplicantDocument[];
    const before = (await list()).find((row) => row.id === document);
    expect(before).toMatchObject({ verificationStatus: 'Uploaded', comment: null, reviewedBy: null });
    const rejected = await call('POST', `/api/applicant-review/${String(id)}/verify-reject-document`, {
      documentId: document,
      version: before?.version ?? 0,
      decision: 'Rejected',
      comment: 'The permit is not signed by the school.',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const after = (await list()).find((row) => row.id === document);
    expect(after).toMatchObject({
      verificationStatus: 'Rejected',
      comment: 'The permit is not signed by the school.',
      reviewedBy: 'admin',
    });
    expect(after?.version).toBeGreaterThan(before?.version ?? 0);
    // A decided document cannot be decided again (ADR 061): 409.
    const again = await call('POST', `/api/applicant-review/${String(id)}/verify-reject-document`, {
      documentId: document,
      version: after?.version ?? 0,
      decision: 'Verified',
    });
    expect(again.status).toBe(409);
  });

  it('answers 409 "Enrollment was not successfully updated." when the application is not in Quality Review', async () => {
    const id = await applicantIn(server, 'Applied');
    const qr = await review(id);
    const refused = await call('POST', `/api/applicant-review/${String(id)}/edit-quality-review`, {
      version: qr.version,
      items: [],
      summaryStatus: 'Complete',
      submit: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: NOT_UPDATED });
  });

  it('keeps orgstaff to their organization’s applicants; the viewer may not read the review', async () => {
    const mine = await applicantIn(server, 'Quality Review', 1);
    const other = await applicantIn(server, 'Quality Review', 2);
    expect((await call('GET', `/api/applicant-review/${String(mine)}/documents`, undefined, orgstaff)).status).toBe(
      200,
    );
    expect((await call('GET', `/api/applicant-review/${String(other)}/documents`, undefined, orgstaff)).status).toBe(
      404,
    );
    const edit = await call(
      'POST',
      `/api/applicant-review/${String(other)}/edit-quality-review`,
      { version: 0, items: [], submit: false },
      orgstaff,
    );
    // orgstaff may not edit at all or may not see the row: either way nothing of another organization opens.
    expect([403, 404]).toContain(edit.status);
    expect((await call('GET', `/api/applicant-review/${String(mine)}/documents`, undefined, viewer)).status).toBe(403);
  });
});
