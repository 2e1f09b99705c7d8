import { describe, expect, it } from 'vitest';
import type { V3MockServer } from '@pact-foundation/pact';
import type { FunctionHost } from '@pathway/api-client';
import {
  apiFor,
  documentFunctionsPact,
  eachLike,
  failureOf,
  fromProviderState,
  integer,
  regex,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';

const pact = documentFunctionsPact();
const FUNCTION_KEY = 'pact-function-key';
/** Any non-empty key; the verifier's provider uses its own. */
const functionKey = { 'x-functions-key': regex(/^\S+$/, FUNCTION_KEY) };
const hostOf = (server: V3MockServer): FunctionHost => ({ url: server.url, functionKey: FUNCTION_KEY });

const documentRequest = {
  id: integer(77),
  applicantId: integer(3051),
  emailAddress: string('jasmine.carter@example.org'),
  documentTypes: eachLike({ id: integer(4), text: string('Work Permit') }),
  status: regex(/^(Sent|Opened|Completed|Expired|Cancelled)$/, 'Sent'),
  sentDate: timestamp('2026-06-29T14:05:00Z'),
};

describe('document requests (serverless function host)', () => {
  it('lists the requests sent to an applicant, signed with the function key', async () => {
    await pact
      .addInteraction()
      .given('applicant {applicantId} has document requests', { applicantId: 3051 })
      .uponReceiving('a request for the document requests of an applicant')
      .withRequest('GET', '/api/document-requests', (req) =>
        req.headers(functionKey).query({ applicantId: fromProviderState('${applicantId}', '3051') }),
      )
      .willRespondWith(200, (res) => res.jsonBody(eachLike(documentRequest)))
      .executeTest(async (server) => {
        const requests = await apiFor(server).documents.listRequests(hostOf(server), 3051);
        expect(requests[0]?.status).toBe('Sent');
      });
  });

  it('sends a document request', async () => {
    const body = { applicantId: 3051, documentTypeIds: [4, 7], message: 'Please upload your work permit.' };
    await pact
      .addInteraction()
      .given('applicant {applicantId} exists', { applicantId: 3051 })
      .uponReceiving('a new document request')
      .withRequest('POST', '/api/document-requests', (req) => req.headers(functionKey).jsonBody(body))
      .willRespondWith(201, (res) =>
        res.jsonBody({ ...documentRequest, id: fromProviderState('${documentRequestId}', 78) }),
      )
      .executeTest(async (server) => {
        const created = await apiFor(server).documents.createRequest(hostOf(server), body);
        expect(created.id).toBe(78);
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
        (req) => req.headers(functionKey),
      )
      .willRespondWith(200, (res) => res.jsonBody(documentRequest))
      .executeTest(async (server) => {
        const resent = await apiFor(server).documents.resendRequest(hostOf(server), 77);
        expect(resent.id).toBe(77);
      });
  });

  it('a wrong function key gets 401', async () => {
    await pact
      .addInteraction()
      .given('the function key is not valid')
      .uponReceiving('a document request resend with a wrong function key')
      .withRequest(
        'POST',
        statePath('/api/document-requests/${documentRequestId}/resend', { documentRequestId: 77 }),
        (req) => req.headers(functionKey),
      )
      .willRespondWith(401, (res) => res.jsonBody({ message: string('Unauthorized') }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).documents.resendRequest(hostOf(server), 77));
        expect(error.status).toBe(401);
      });
  });
});
