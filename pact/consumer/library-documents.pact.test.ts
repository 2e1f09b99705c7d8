// Maintenance > Documents: system documents (saved with their file as base64 in JSON) and the
// search of every document on participant and applicant files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  eachLike,
  fromProviderState,
  integer,
  pathwayPact,
  regex,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';
import { permitPdf } from '../src/paths.ts';

const pact = pathwayPact();
const permit = readFileSync(permitPdf);

const audit = {
  createDate: timestamp('2026-03-02T14:05:11Z'),
  createUser: string('jmorales'),
  lastUpdateDate: timestamp('2026-06-18T09:41:27Z'),
  lastUpdateUser: string('kwashington'),
};

const systemDocument = {
  id: integer(71),
  name: string('Pact Participant Handbook'),
  documentTypeId: integer(21),
  description: string('Rules, pay schedule and contacts for the summer.'),
  organizationId: integer(1),
  isPublic: boolean(true),
  fileName: string('work-permit.pdf'),
  contentType: string('application/pdf'),
  sizeBytes: integer(permit.length),
  documentTypeName: string('Work Permit'),
  ...audit,
  version: integer(1),
};

/** A search row: other documents of the seed match too, and their description and organization may be null. */
const systemDocumentRow = {
  id: systemDocument.id,
  name: systemDocument.name,
  documentTypeId: systemDocument.documentTypeId,
  isPublic: systemDocument.isPublic,
  fileName: systemDocument.fileName,
  contentType: systemDocument.contentType,
  sizeBytes: systemDocument.sizeBytes,
  documentTypeName: systemDocument.documentTypeName,
  version: systemDocument.version,
};

const youthDocument = {
  id: integer(9310),
  name: string('Work permit'),
  documentTypeId: integer(4),
  studentId: integer(3051),
  fileName: string('work-permit.pdf'),
  contentType: string('application/pdf'),
  sizeBytes: integer(permit.length),
  documentTypeName: string('Work Permit'),
  verificationStatus: string('Uploaded'),
  ...audit,
  version: integer(0),
};

describe('maintenance: system documents', () => {
  it('searches system documents a page at a time', async () => {
    await pact
      .addInteraction()
      .given('a system document with id {documentId} exists at version {version}', { documentId: 71, version: 1 })
      .uponReceiving('a system document search')
      .withRequest('POST', '/api/system-documents/search', (req) =>
        req.headers(bearer).jsonBody({ quickSearch: 'Pact Participant Handbook', page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(systemDocumentRow), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).libraryDocuments.system.search({
          quickSearch: 'Pact Participant Handbook',
          page: 1,
          pageSize: 50,
        });
        expect(page.items[0]?.isPublic).toBe(true);
      });
  });

  it('reads one system document', async () => {
    await pact
      .addInteraction()
      .given('a system document with id {documentId} exists at version {version}', { documentId: 71, version: 1 })
      .uponReceiving('a read of a system document')
      .withRequest('GET', statePath('/api/system-documents/${documentId}', { documentId: 71 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...systemDocument, id: fromProviderState('${documentId}', 71) }))
      .executeTest(async (server) => {
        const found = await apiFor(server).libraryDocuments.system.get(71);
        expect(found.id).toBe(71);
      });
  });

  it('saves a new system document with its file', async () => {
    const body = {
      id: null,
      version: null,
      name: 'Pact Participant Handbook',
      documentTypeId: 4,
      description: null,
      organizationId: null,
      isPublic: true,
      fileName: 'work-permit.pdf',
      contentBase64: permit.toString('base64'),
    };
    await pact
      .addInteraction()
      .given('document type {documentTypeId} exists and no system document of the pact exists', { documentTypeId: 4 })
      .uponReceiving('a new system document with its file')
      .withRequest('POST', '/api/system-documents/save', (req) =>
        req.headers(bearer).jsonBody({ ...body, documentTypeId: fromProviderState('${documentTypeId}', 4) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...systemDocument, description: null, organizationId: null, version: integer(0) }),
      )
      .executeTest(async (server) => {
        const saved = await apiFor(server).libraryDocuments.saveSystem(body);
        expect(saved.fileName).toBe('work-permit.pdf');
      });
  });

  it('downloads a system document as a binary blob', async () => {
    await pact
      .addInteraction()
      .given('a system document with id {documentId} exists at version {version}', { documentId: 71, version: 1 })
      .uponReceiving('a system document download')
      .withRequest('GET', statePath('/api/system-documents/${documentId}/download', { documentId: 71 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res
          .body('application/pdf', permit)
          .headers({ 'Content-Type': regex(/^application\/(octet-stream|pdf)$/, 'application/octet-stream') }),
      )
      .executeTest(async (server) => {
        const blob = await apiFor(server).libraryDocuments.downloadSystem(71);
        expect(Buffer.from(await blob.arrayBuffer()).equals(permit)).toBe(true);
      });
  });

  it('removes a system document with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a system document with id {documentId} exists at version {version}', { documentId: 71, version: 1 })
      .uponReceiving('a system document removal')
      .withRequest('DELETE', statePath('/api/system-documents/${documentId}', { documentId: 71 }), (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).libraryDocuments.system.remove(71, 1)).resolves.toBeUndefined();
      });
  });
});

describe('maintenance: documents on participant files', () => {
  it('searches every participant document', async () => {
    await pact
      .addInteraction()
      .given('a document with id {documentId} exists', { documentId: 9310 })
      .uponReceiving('a search of participant documents')
      .withRequest('POST', '/api/youth-documents/search', (req) =>
        req.headers(bearer).jsonBody({ quickSearch: 'Work permit', page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(youthDocument), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).libraryDocuments.youth.search({
          quickSearch: 'Work permit',
          page: 1,
          pageSize: 50,
        });
        expect(page.items[0]?.fileName).toBe('work-permit.pdf');
      });
  });

  it('reads one participant document', async () => {
    await pact
      .addInteraction()
      .given('a document with id {documentId} exists', { documentId: 9310 })
      .uponReceiving('a read of a participant document')
      .withRequest('GET', statePath('/api/youth-documents/${documentId}', { documentId: 9310 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...youthDocument, id: fromProviderState('${documentId}', 9310) }))
      .executeTest(async (server) => {
        const found = await apiFor(server).libraryDocuments.youth.get(9310);
        expect(found.id).toBe(9310);
      });
  });
});
