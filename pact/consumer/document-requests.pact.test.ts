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

// Document requests are ordinary /api operations with the user's bearer token (ADR 053): the server
// keeps the serverless host's function key, so no request here carries x-functions-key.
const pact = pathwayPact();

const documentRequest = {
  id: integer(77),
  applicantId: integer(3051),
  emailAddress: string('jasmine.carter@example.org'),
  documentTypes: eachLike({ id: integer(4), text: string('Work Permit') }),
  status: regex(/^(Sent|Opened|Completed|Expired|Cancelled)$/, 'Sent'),
  sentDate: timestamp('2026-06-29T14:05:00Z'),
};

describe('document requests', () => {
  it('lists the requests sent to an applicant', async () => {
    await pact
      .addInteraction()
      .given('applicant {applicantId} has document requests', { applicantId: 3051 })
      .uponReceiving('a request for the document requests of an applicant')
      .withRequest('GET', '/api/document-requests', (req) =>
        req.headers(bearer).query({ applicantId: fromProviderState('${applicantId}', '3051') }),
      )
      .willRespondWith(200, (res) => res.jsonBody(eachLike(documentRequest)))
      .executeTest(async (server) => {
        const requests = await apiFor(server).documents.listRequests(3051);
        expect(requests[0]?.status).toBe('Sent');
      });
  });

  it('sends a document request', async () => {
    const body = {
      applicantId: fromProviderState('${applicantId}', 3051),
      documentTypeIds: [fromProviderState('${documentTypeId}', 4), fromProviderState('${otherDocumentTypeId}', 7)],
      message: 'Please upload your work permit.',
    };
    await pact
      .addInteraction()
      .given(
        'applicant {applicantId} with an email address exists and document types {documentTypeId} and {otherDocumentTypeId} exist',
        { applicantId: 3051, documentTypeId: 4, otherDocumentTypeId: 7 },
      )
      .uponReceiving('a new document request')
      .withRequest('POST', '/api/document-requests', (req) => req.headers(bearer).jsonBody(body))
      .willRespondWith(201, (res) => res.jsonBody(documentRequest))
      .executeTest(async (server) => {
        const created = await apiFor(server).documents.createRequest({
          applicantId: 3051,
          documentTypeIds: [4, 7],
          message: 'Please upload your work permit.',
        });
        expect(created.status).toBe('Sent');
      });
  });

  it('resends a document request', async () => {
    await pact
      .addInteraction()
      .given('a document request with id {documentRequestId} was sent', { documentRequestId: 77 })
      .uponReceiving('a document request resend')
      .withRequest(
        'POST',
        statePath('/api/document-requests/${documentRequestId}/resend', { documentRequestId: 77 }),
        (req) => req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...documentRequest, id: fromProviderState('${documentRequestId}', 77) }),
      )
      .executeTest(async (server) => {
        const resent = await apiFor(server).documents.resendRequest(77);
        expect(resent.id).toBe(77);
      });
  });

  it('a user without AUTOMATE_DOCUMENTS_REQUEST gets 403', async () => {
    await pact
      .addInteraction()
      .given(
        'the signed-in user lacks AUTOMATE_DOCUMENTS_REQUEST and a document request with id {documentRequestId} was sent',
        { documentRequestId: 77 },
      )
      .uponReceiving('a document request resend by a user without AUTOMATE_DOCUMENTS_REQUEST')
      .withRequest(
        'POST',
        statePath('/api/document-requests/${documentRequestId}/resend', { documentRequestId: 77 }),
        (req) => req.headers(bearer),
      )
      .willRespondWith(403, (res) => res.jsonBody({ message: string('You do not have rights to do this.') }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).documents.resendRequest(77));
        expect(error.status).toBe(403);
      });
  });
});
