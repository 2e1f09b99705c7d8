// Documents of a record, library (system) documents and document requests (pact/consumer/documents,
// library-documents and document-requests .pact.test.ts). Every stored file is PERMIT_PDF.
import { sql } from 'kysely';
import { storeFile } from '../../../apps/api/src/lib/storage.ts';
import { num, PACT_USER, PERMIT_PDF, type StateKit, type StateTable } from './kit.ts';
import { firstStudent } from './shared.ts';

const PERMIT = 'work-permit.pdf';

async function removePactSystemDocuments(kit: StateKit): Promise<void> {
  await sql`delete from system_documents where create_user = ${PACT_USER}`.execute(kit.db);
}

/** The pact's own system document, with its file stored, so a download has bytes to send. */
async function insertSystemDocument(kit: StateKit, version: number): Promise<number> {
  await removePactSystemDocuments(kit);
  const documentType = await kit.lookupOption('document-types');
  const key = await storeFile(kit.db, 'system', PERMIT, PERMIT_PDF);
  const row = await kit.first(
    'new system document',
    sql<{ id: number }>`insert into system_documents (name, document_type_id, description, organization_id,
        is_public, file_name, content_type, size_bytes, storage_key, version, create_user, last_update_date,
        last_update_user)
      values ('Pact Participant Handbook', ${documentType.id}, 'Rules, pay schedule and contacts for the summer.',
        1, true, ${PERMIT}, 'application/pdf', ${PERMIT_PDF.length}, ${key}, ${version}, ${PACT_USER}, now(),
        ${PACT_USER}) returning id`,
  );
  return row.id;
}

/** A document of a participant holding the permit PDF. */
async function insertDocument(kit: StateKit, sourceId: number): Promise<number> {
  const documentType = await kit.lookupOption('document-types');
  const key = await storeFile(kit.db, `students/${String(sourceId)}`, PERMIT, PERMIT_PDF);
  const row = await kit.first(
    'new document',
    sql<{ id: number }>`insert into documents (source_type, source_id, document_type_id, name, file_name,
        content_type, size_bytes, storage_key, create_user)
      values ('students', ${sourceId}, ${documentType.id}, 'Work permit', ${PERMIT}, 'application/pdf',
        ${PERMIT_PDF.length}, ${key}, ${PACT_USER}) returning id`,
  );
  return row.id;
}

/** A demo applicant with an e-mail address, and a document type to ask for. */
async function applicantWithEmail(kit: StateKit) {
  const applicant = await kit.first(
    'applicant with an email address',
    sql<{ id: number }>`select id from applicants where email_address is not null order by id limit 1`,
  );
  return { applicantId: applicant.id, documentTypeId: (await kit.lookupOption('document-types')).id };
}

async function insertDocumentRequest(kit: StateKit, applicantId: number, documentTypeId: number): Promise<number> {
  const row = await kit.first(
    'new document request',
    sql<{ id: number }>`insert into document_requests (applicant_id, email_address, document_type_ids, create_user)
      select id, email_address, ${[documentTypeId]}, ${PACT_USER} from applicants where id = ${applicantId}
      returning id`,
  );
  return row.id;
}

export const documentStates: StateTable = {
  'student {sourceId} has documents': {
    holds: 'A participant with a document "Work permit" (the pact\'s PDF).',
    setUp: async (kit) => {
      const { id } = await firstStudent(kit);
      await insertDocument(kit, id);
      return { sourceId: id };
    },
  },
  'student {sourceId} exists and document type {documentTypeId} exists': {
    holds: 'A participant and a document type; returns the id the uploaded document will get.',
    setUp: async (kit) => {
      const { id } = await firstStudent(kit);
      const documentType = await kit.lookupOption('document-types');
      return { sourceId: id, documentTypeId: documentType.id, documentId: await kit.nextId('documents') };
    },
  },
  'a system document with id {documentId} exists at version {version}': {
    holds:
      'A public library document "Pact Participant Handbook" of organization 1 at that version, holding the pact\'s PDF.',
    setUp: async (kit, p) => ({
      documentId: await insertSystemDocument(kit, num(p, 'version')),
      version: num(p, 'version'),
    }),
  },
  'document type {documentTypeId} exists and no system document of the pact exists': {
    holds: 'A document type, and no library document the pact made.',
    setUp: async (kit) => {
      await removePactSystemDocuments(kit);
      return { documentTypeId: (await kit.lookupOption('document-types')).id };
    },
  },
  'a document with id {documentId} exists': {
    holds: "A participant's document holding the pact's PDF.",
    setUp: async (kit) => ({ documentId: await insertDocument(kit, (await firstStudent(kit)).id) }),
  },
  'a PDF document with id {documentId} exists': {
    holds: "A participant's document holding the pact's PDF (142 bytes, application/pdf).",
    setUp: async (kit) => ({ documentId: await insertDocument(kit, (await firstStudent(kit)).id) }),
  },
  'a document with id {documentId} belongs to another organization': {
    holds:
      'A document of a participant outside organization 1; the request is sent as the demo organization user orgstaff (organization 1).',
    as: 'orgstaff',
    setUp: async (kit) => {
      const other = await kit.first(
        'participant outside organization 1',
        sql<{ id: number }>`select id from students where organization_id <> 1 order by id limit 1`,
      );
      return { documentId: await insertDocument(kit, other.id) };
    },
  },

  // document requests (sent through /api; the server forwards to the function host when set)
  'applicant {applicantId} has document requests': {
    holds: 'An applicant with an e-mail address and a document request sent to it.',
    setUp: async (kit) => {
      const { applicantId, documentTypeId } = await applicantWithEmail(kit);
      await insertDocumentRequest(kit, applicantId, documentTypeId);
      return { applicantId };
    },
  },
  'applicant {applicantId} with an email address exists and document types {documentTypeId} and {otherDocumentTypeId} exist':
    {
      holds: 'An applicant with an e-mail address and two document types.',
      setUp: async (kit) => {
        const { applicantId, documentTypeId } = await applicantWithEmail(kit);
        const other = await kit.first(
          'second document type',
          sql<{ id: number }>`select id from lookup_options where lookup_name = 'document-types'
            and id <> ${documentTypeId} order by id limit 1`,
        );
        return { applicantId, documentTypeId, otherDocumentTypeId: other.id };
      },
    },
  'a document request with id {documentRequestId} was sent': {
    holds: 'A document request sent to an applicant with an e-mail address.',
    setUp: async (kit) => {
      const { applicantId, documentTypeId } = await applicantWithEmail(kit);
      return { documentRequestId: await insertDocumentRequest(kit, applicantId, documentTypeId) };
    },
  },
  'the signed-in user lacks AUTOMATE_DOCUMENTS_REQUEST and a document request with id {documentRequestId} was sent': {
    holds: 'A document request sent to an applicant; the request is sent as the demo viewer (LOGIN only).',
    as: 'viewer',
    setUp: async (kit) => {
      const { applicantId, documentTypeId } = await applicantWithEmail(kit);
      return { documentRequestId: await insertDocumentRequest(kit, applicantId, documentTypeId) };
    },
  },
};
