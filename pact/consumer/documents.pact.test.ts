import { readFileSync } from 'node:fs';
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
} from '../src/consumer.ts';
import { permitPdf } from '../src/paths.ts';

const pact = pathwayPact();
const permit = readFileSync(permitPdf);

/** What the documents grid reads from a stored document. */
const storedDocument = {
  id: integer(9310),
  fileName: string('work-permit.pdf'),
  documentTypeId: integer(4),
  documentTypeName: string('Work Permit'),
  contentType: string('application/pdf'),
  size: integer(184320),
};

describe('documents', () => {
  it('lists the documents of a student', async () => {
    await pact
      .addInteraction()
      .given('student {sourceId} has documents', { sourceId: 3051 })
      .uponReceiving('a request for the documents of a student')
      .withRequest('GET', statePath('/api/documents/students/${sourceId}', { sourceId: 3051 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) => res.jsonBody(eachLike(storedDocument)))
      .executeTest(async (server) => {
        const documents = await apiFor(server).documents.list('students', 3051);
        expect(documents[0]).toMatchObject({ fileName: 'work-permit.pdf', documentTypeName: 'Work Permit' });
      });
  });

  it('uploads a file as multipart form data in the files field', async () => {
    await pact
      .addInteraction()
      .given('student {sourceId} exists and document type {documentTypeId} exists', {
        sourceId: 3051,
        documentTypeId: 4,
      })
      .uponReceiving('a multipart upload of a work permit')
      .withRequest(
        'POST',
        statePath('/api/documents/students/${sourceId}/${documentTypeId}', { sourceId: 3051, documentTypeId: 4 }),
        (req) => req.headers(bearer).multipartBody('application/pdf', permitPdf, 'files'),
      )
      .willRespondWith(201, (res) =>
        res.jsonBody(eachLike({ ...storedDocument, id: fromProviderState('${documentId}', 9310) })),
      )
      .executeTest(async (server) => {
        const file = new File([permit], 'work-permit.pdf', { type: 'application/pdf' });
        const stored = await apiFor(server).documents.upload('students', 3051, 4, [file]);
        expect(stored[0]?.id).toBe(9310);
      });
  });

  it('refuses an upload without files before calling the server', () => {
    // No interaction: the mock would fail the test if a request were made.
    expect(() =>
      apiFor({ url: 'http://127.0.0.1:9', port: 9, id: 'none' }).documents.upload('students', 3051, 4, []),
    ).toThrow('Choose at least one file to upload.');
  });

  it('deletes a document', async () => {
    await pact
      .addInteraction()
      .given('a document with id {documentId} exists', { documentId: 9310 })
      .uponReceiving('a document removal')
      .withRequest('DELETE', statePath('/api/documents/${documentId}', { documentId: 9310 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).documents.remove(9310)).resolves.toBeUndefined();
      });
  });

  it('downloads a document as a binary blob', async () => {
    await pact
      .addInteraction()
      .given('a PDF document with id {documentId} exists', { documentId: 9310 })
      .uponReceiving('a document download')
      .withRequest('GET', statePath('/api/documents/${documentId}/download', { documentId: 9310 }), (req) =>
        req.headers(bearer),
      )
      // The verifier sniffs binary bodies, so the contract says "a PDF's bytes"; the header is the
      // spec's application/octet-stream or the file's own type (the reference server sends the
      // stored type); a provider may return any PDF.
      .willRespondWith(200, (res) =>
        res
          .body('application/pdf', permit)
          .headers({ 'Content-Type': regex(/^application\/(octet-stream|pdf)$/, 'application/octet-stream') }),
      )
      .executeTest(async (server) => {
        const blob = await apiFor(server).documents.download(9310);
        expect(Buffer.from(await blob.arrayBuffer()).equals(permit)).toBe(true);
      });
  });

  // Rows outside the caller's scope are not found, never forbidden (ADR 060, the operation's x-scope).
  it('a document of another organization gets 404', async () => {
    await pact
      .addInteraction()
      .given('a document with id {documentId} belongs to another organization', { documentId: 9402 })
      .uponReceiving('a download of a document the user may not see')
      .withRequest('GET', statePath('/api/documents/${documentId}/download', { documentId: 9402 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(404, (res) => res.jsonBody({ message: string('The document was not found.') }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).documents.download(9402));
        expect(error.status).toBe(404);
      });
  });
});
