import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  eachLike,
  failureOf,
  fromProviderState,
  integer,
  pathwayPact,
  regex,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';

const pact = pathwayPact();

const IN_REVIEW = 'an application in quality review with id {applicantId} exists at version {version}';
const WITH_DOCUMENT =
  'an application in quality review with id {applicantId} has an uploaded document {documentId} at version {documentVersion}';
const ids = { applicantId: 60214, version: 4 };
const statusOption = { id: integer(1), text: string('Complete') };

// The applicant review (issue 11): sections, quality-review items, documents, edit and submit, verify/reject.
describe('applicant review', () => {
  it('lists the review sections with their incomplete items', async () => {
    await pact
      .addInteraction()
      .given(IN_REVIEW, ids)
      .uponReceiving('a request for the review sections of an applicant')
      .withRequest('GET', statePath('/api/applicant-review/${applicantId}/sections', ids), (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            id: integer(2),
            title: string('Eligibility Documents'),
            number: integer(1),
            incompleteItems: eachLike({ id: integer(901), name: string('Work permit') }),
            items: eachLike({ id: integer(901), name: string('Work permit') }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sections = await apiFor(server).applicantReview.sections(60214);
        expect(sections[0]?.items.length).toBeGreaterThan(0);
      });
  });

  it('reads the quality-review items with the statuses each may take', async () => {
    await pact
      .addInteraction()
      .given(IN_REVIEW, ids)
      .uponReceiving('a request for the quality-review items of an applicant')
      .withRequest('GET', statePath('/api/applicant-review/${applicantId}/quality-review-items', ids), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          applicantId: fromProviderState('${applicantId}', 60214),
          reviewStatus: regex(/^(Not Started|In Progress|Incomplete|Complete)$/, 'In Progress'),
          items: eachLike({
            id: integer(44),
            name: string('Residency'),
            applicantReviewStatuses: eachLike(statusOption),
            qualityReviewSummaryStatuses: eachLike(statusOption),
          }),
          minAge: integer(14),
          maxAge: integer(24),
          version: fromProviderState('${version}', 4),
        }),
      )
      .executeTest(async (server) => {
        const review = await apiFor(server).applicantReview.qualityReview(60214);
        expect(review.version).toBe(4);
        expect(review.items[0]?.applicantReviewStatuses.length).toBeGreaterThan(0);
      });
  });

  it('lists the applicant’s uploaded documents with their review state and version', async () => {
    const state = { ...ids, documentId: 20418, documentVersion: 2 };
    await pact
      .addInteraction()
      .given(WITH_DOCUMENT, state)
      .uponReceiving('a request for the uploaded documents of an applicant')
      .withRequest('GET', statePath('/api/applicant-review/${applicantId}/documents', state), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            id: integer(20418),
            name: string('Work permit'),
            fileName: string('work-permit.pdf'),
            documentTypeName: string('Work Permit'),
            contentType: string('application/pdf'),
            size: integer(184320),
            verificationStatus: regex(/^(Uploaded|Verified|Rejected)$/, 'Uploaded'),
            createDate: timestamp('2026-03-14T18:22:40Z'),
            version: integer(2),
          }),
        ),
      )
      .executeTest(async (server) => {
        const documents = await apiFor(server).applicantReview.documents(60214);
        expect(documents[0]?.fileName).toBe('work-permit.pdf');
      });
  });

  it('saves an item status with its variant fields without submitting', async () => {
    await pact
      .addInteraction()
      .given(IN_REVIEW, ids)
      .uponReceiving('an edit of the quality review')
      .withRequest('POST', statePath('/api/applicant-review/${applicantId}/edit-quality-review', ids), (req) =>
        req.headers(bearer).jsonBody({
          version: fromProviderState('${version}', 4),
          items: [
            {
              id: fromProviderState('${w4ItemId}', 44),
              statusId: fromProviderState('${completeId}', 1),
              comment: 'Two allowances, signed.',
              deductions: 2,
            },
          ],
          summaryStatus: 'Incomplete',
          summaryComment: 'Waiting for the signed parental acknowledgement.',
          submit: false,
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          applicantId: fromProviderState('${applicantId}', 60214),
          summaryStatus: string('Incomplete'),
          summaryComment: string('Waiting for the signed parental acknowledgement.'),
          version: integer(5),
        }),
      )
      .executeTest(async (server) => {
        const saved = await apiFor(server).applicantReview.editQualityReview(60214, {
          version: 4,
          items: [{ id: 44, statusId: 1, comment: 'Two allowances, signed.', deductions: 2 }],
          summaryStatus: 'Incomplete',
          summaryComment: 'Waiting for the signed parental acknowledgement.',
          submit: false,
        });
        expect(saved.summaryStatus).toBe('Incomplete');
      });
  });

  it('a submission with a dropdown left empty is refused with the spec message', async () => {
    await pact
      .addInteraction()
      .given(IN_REVIEW, ids)
      .uponReceiving('a submission of a quality review without a summary status')
      .withRequest('POST', statePath('/api/applicant-review/${applicantId}/edit-quality-review', ids), (req) =>
        req.headers(bearer).jsonBody({ version: fromProviderState('${version}', 4), items: [], submit: true }),
      )
      .willRespondWith(422, (res) => res.jsonBody({ message: 'Please select a value for all dropdowns!' }))
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server).applicantReview.editQualityReview(60214, { version: 4, items: [], submit: true }),
        );
        expect(error.status).toBe(422);
        expect(error.serverMessage).toBe('Please select a value for all dropdowns!');
      });
  });

  it('verifies an uploaded document', async () => {
    const state = { ...ids, documentId: 20418, documentVersion: 2 };
    await pact
      .addInteraction()
      .given(WITH_DOCUMENT, state)
      .uponReceiving('a verification of an uploaded document')
      .withRequest('POST', statePath('/api/applicant-review/${applicantId}/verify-reject-document', state), (req) =>
        req.headers(bearer).jsonBody({
          documentId: fromProviderState('${documentId}', 20418),
          version: fromProviderState('${documentVersion}', 2),
          decision: 'Verified',
          comment: null,
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          documentId: fromProviderState('${documentId}', 20418),
          verificationStatus: string('Verified'),
          reviewedBy: string('admin'),
          reviewedOn: timestamp('2026-03-21T10:12:00Z'),
        }),
      )
      .executeTest(async (server) => {
        const result = await apiFor(server).applicantReview.verifyRejectDocument(60214, {
          documentId: 20418,
          version: 2,
          decision: 'Verified',
          comment: null,
        });
        expect(result.verificationStatus).toBe('Verified');
      });
  });
});
