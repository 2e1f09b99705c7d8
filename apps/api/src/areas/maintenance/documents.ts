import type { components } from '@pathway/api-client/schema';
import { sql, type RawBuilder } from 'kysely';
import { intArray } from '../../db/arrays.ts';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { badRequest, forbidden, notFound, stale, unprocessable } from '../../core/errors.ts';
import { writeAudit, writeAudits } from '../../lib/audit.ts';
import { defineResource } from '../../lib/resource.ts';
import { bool, int, text, auditColumns } from '../../lib/search.ts';
import { contractorOwns, scopeCondition, type ScopeRule } from '../../lib/scope.ts';
import { deleteVersion, ctxOf, organizationFilter, ownsOrganization, type Db } from './common.ts';
import {
  acceptFile,
  readStoredFile,
  removeStoredFile,
  storedFileName,
  storeFile,
  TOO_LARGE_MESSAGE,
} from '../../lib/storage.ts';

type S = components['schemas'];
type SourceType = S['DocumentSourceType'];

/**
 * The record a document hangs on, checked against the caller's row scope: a record out of scope
 * is as absent as one that does not exist (404).
 */
async function assertSource(db: Db, user: Principal | null, type: SourceType, id: number): Promise<void> {
  const sources: Record<SourceType, () => Promise<{ table: string; scope: ScopeRule }>> = {
    students: () =>
      Promise.resolve({
        table: 'students',
        scope: { organization: 'r.organization_id', contractor: contractorOwns.student('r') },
      }),
    applicants: () => Promise.resolve({ table: 'applicants', scope: { organization: 'r.organization_id' } }),
    worksites: () =>
      Promise.resolve({
        table: 'worksites',
        scope: { organization: 'r.organization_id', contractor: contractorOwns.worksite('r') },
      }),
    jobs: () =>
      Promise.resolve({
        table: 'jobs',
        scope: {
          organization: sql`(select scope_w.organization_id from worksites scope_w where scope_w.id = r.worksite_id)`,
          contractor: contractorOwns.job('r'),
        },
      }),
    contractors: () =>
      Promise.resolve({
        table: 'contractors',
        scope: { organization: 'r.organization_id', contractor: contractorOwns.contractor('r') },
      }),
    contracts: () => Promise.resolve({ table: 'contracts', scope: { organization: 'r.organization_id' } }),
    organizations: () => Promise.resolve({ table: 'organizations', scope: { organization: 'r.id' } }),
  };
  const { table, scope } = await sources[type]();
  const what = `The ${type.replace(/s$/, '')}`;
  // Raw SQL: the table is chosen at run time from the source type, which the typed builder cannot name.
  const found = (
    await sql<{ id: number }>`select r.id from ${sql.table(table)} r
      where r.id = ${id} and ${scopeCondition(user, scope) ?? sql`true`}`.execute(db)
  ).rows[0];
  if (!found) throw notFound(what);
}

async function documentTypeName(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('lookup_options')
    .select('text')
    .where('id', '=', id)
    .where('lookup_name', '=', 'document-types')
    .executeTakeFirst();
  return row?.text;
}

interface StoredDocument {
  id: number;
  source_type: SourceType;
  source_id: number;
  file_name: string;
  content_type: string;
  storage_key: string;
}

/** Documents as the wire shows them, with their type's name. */
const documentRows = (db: Db) =>
  db
    .selectFrom('documents as d')
    .innerJoin('lookup_options as dt', 'dt.id', 'd.document_type_id')
    .select((eb) => [
      'd.id',
      'd.file_name as fileName',
      'd.document_type_id as documentTypeId',
      'dt.text as documentTypeName',
      'd.content_type as contentType',
      'd.size_bytes as size',
      'd.create_date as createDate',
      'd.create_user as createUser',
      eb.fn.coalesce('d.last_update_date', 'd.create_date').as('lastUpdateDate'),
      eb.fn.coalesce('d.last_update_user', 'd.create_user').as('lastUpdateUser'),
    ]);

async function storedDocument(db: Db, user: Principal | null, id: number): Promise<StoredDocument> {
  const found = await db
    .selectFrom('documents')
    .select(['id', 'source_type', 'source_id', 'file_name', 'content_type', 'storage_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw notFound('The document');
  // The column holds only the source types documents are uploaded for.
  const row = found as StoredDocument;
  try {
    await assertSource(db, user, row.source_type, row.source_id);
  } catch {
    throw notFound('The document');
  }
  return row;
}

// ---- Youth documents: participants' files as a searchable view of the one store -------------

const youthDocuments = defineResource<S['YouthDocument']>({
  entity: 'Document',
  table: 'documents',
  alias: 'd',
  from: sql`documents d join lookup_options dt on dt.id = d.document_type_id
    join students st on st.id = d.source_id`,
  columns: {
    id: int('d.id'),
    name: text('d.name', { quick: true }),
    documentTypeId: int('d.document_type_id'),
    description: text('d.description'),
    studentId: int('d.source_id'),
    studentName: text("st.last_name || ', ' || st.first_name", { quick: true }),
    fileName: text('d.file_name', { quick: true }),
    contentType: text('d.content_type'),
    sizeBytes: int('d.size_bytes'),
    documentTypeName: text('dt.text', { quick: true }),
    verificationStatus: text('d.verification_status', { quick: true }),
    ...auditColumns('d'),
  },
  defaultSort: [{ field: 'lastUpdateDate', direction: 'desc' }],
  writable: {},
  scope: { organization: 'st.organization_id', contractor: contractorOwns.student('st') },
  where: () => sql`d.source_type = 'students'`,
});

// ---- System documents ----------------------------------------------------------------------

const systemDocuments = defineResource<S['SystemDocument']>({
  entity: 'System document',
  table: 'system_documents',
  alias: 'sd',
  from: sql`system_documents sd join lookup_options dt on dt.id = sd.document_type_id`,
  columns: {
    id: int('sd.id'),
    name: text('sd.name', { quick: true }),
    documentTypeId: int('sd.document_type_id'),
    description: text('sd.description', { quick: true }),
    organizationId: int('sd.organization_id'),
    isPublic: bool('sd.is_public'),
    fileName: text('sd.file_name', { quick: true }),
    contentType: text('sd.content_type'),
    sizeBytes: int('sd.size_bytes'),
    documentTypeName: text('dt.text', { quick: true }),
    ...auditColumns('sd'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: {
    name: 'name',
    documentTypeId: 'document_type_id',
    description: 'description',
    organizationId: 'organization_id',
    isPublic: 'is_public',
  },
  // Documents of every organization (null) are offered to all; an organization user's own too.
  where: ({ user }): RawBuilder<unknown> | undefined =>
    user && user.userType !== 'global'
      ? sql`(sd.organization_id is null or ${organizationFilter(user, sql`sd.organization_id`)})`
      : undefined,
});

/** Where a system document's file is stored. */
async function storageKey(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('system_documents').select('storage_key').where('id', '=', id).executeTakeFirst();
  return row?.storage_key;
}

/** Shared documents (no organization) are changed by global users only. */
function assertSystemDocumentWritable(user: Principal | null, organizationId: number | null) {
  if (!ownsOrganization(user, organizationId)) {
    throw forbidden('Only a global user can change a document shared by every organization.');
  }
}

function decodeBase64(content: string): Buffer {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content) || content.length % 4 !== 0) {
    throw unprocessable({ contentBase64: 'The file content is not valid base64.' });
  }
  return Buffer.from(content, 'base64');
}

interface MultipartError {
  code?: string;
}

export const documentHandlers: Handlers = {
  async documentsList({ db, user, params }) {
    await assertSource(db, user, params.type, params.sourceId);
    return documentRows(db)
      .where('d.source_type', '=', params.type)
      .where('d.source_id', '=', params.sourceId)
      .orderBy('d.create_date', 'desc')
      .orderBy('d.id', 'desc')
      .execute();
  },

  async documentsUpload({ db, user, params, request }) {
    const caller = signedIn(user);
    await assertSource(db, user, params.type, params.sourceId);
    const typeName = await documentTypeName(db, params.documentTypeId);
    if (!typeName) throw notFound('The document type');
    if (!request.isMultipart()) throw badRequest('Send the files as multipart/form-data parts named files.');
    const ids: number[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'files') throw unprocessable({ files: 'Every file part must be named files.' });
        const content = await part.toBuffer();
        const fileName = storedFileName(part.filename, 'files') || 'document';
        const contentType = acceptFile(fileName, content, 'files');
        // The bytes go in with the row, in this transaction: a refused upload keeps neither.
        const key = await storeFile(db, `${params.type}/${String(params.sourceId)}`, fileName, content);
        const row = await db
          .insertInto('documents')
          .values({
            source_type: params.type,
            source_id: params.sourceId,
            document_type_id: params.documentTypeId,
            name: `${typeName} - ${fileName}`.slice(0, 150),
            file_name: fileName,
            content_type: contentType,
            size_bytes: content.length,
            storage_key: key,
            create_user: caller.userName,
          })
          .returning('id')
          .executeTakeFirst();
        if (row) ids.push(row.id);
      }
    } catch (error) {
      const code = (error as MultipartError).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw unprocessable({ files: TOO_LARGE_MESSAGE });
      if (code === 'FST_FILES_LIMIT') throw unprocessable({ files: 'At most 10 files can be uploaded at once.' });
      throw error;
    }
    if (ids.length === 0) throw unprocessable({ files: 'Choose at least one file.' });
    const documents = await documentRows(db)
      .where((eb) => eb('d.id', '=', eb.fn.any(intArray(ids))))
      .orderBy('d.id')
      .execute();
    await writeAudits(
      db,
      caller,
      documents.map((document) => ({ entity: 'Document', entityId: document.id, action: 'upload', after: document })),
    );
    return documents;
  },

  async documentsDelete({ db, user, params, query, services }) {
    const document = await storedDocument(db, user, params.documentId);
    const version = deleteVersion(query);
    const deleted = await db
      .deleteFrom('documents')
      .where('id', '=', document.id)
      .$call((query) => (version === undefined ? query : query.where('version', '=', version)))
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw stale();
    await writeAudit(db, user, { entity: 'Document', entityId: document.id, action: 'delete', before: document });
    await removeStoredFile(db, services.config, document.storage_key);
    return undefined;
  },

  async documentsDownload({ db, user, params, services }) {
    const document = await storedDocument(db, user, params.documentId);
    return {
      kind: 'file',
      fileName: document.file_name,
      contentType: document.content_type,
      content: await readStoredFile(db, services.config, document.storage_key),
    };
  },

  async youthDocumentsSearch(ctx) {
    return youthDocuments.search(ctxOf(ctx), ctx.body);
  },

  async youthDocumentsGet(ctx) {
    return youthDocuments.get(ctxOf(ctx), ctx.params.documentId);
  },

  async systemDocumentsSearch(ctx) {
    return systemDocuments.search(ctxOf(ctx), ctx.body);
  },

  async systemDocumentsGet(ctx) {
    return systemDocuments.get(ctxOf(ctx), ctx.params.documentId);
  },

  async systemDocumentsSave(ctx) {
    const { db, user, body, services } = ctx;
    assertSystemDocumentWritable(user, body.organizationId ?? null);
    if (!(await documentTypeName(db, body.documentTypeId))) {
      throw unprocessable({ documentTypeId: 'Choose a document type from the list.' });
    }
    let file: { key: string; fileName: string; contentType: string; size: number } | undefined;
    if (body.contentBase64 !== undefined && body.contentBase64 !== null) {
      const fileName = storedFileName(body.fileName ?? '', 'fileName');
      if (!fileName) throw unprocessable({ fileName: 'Required' });
      const content = decodeBase64(body.contentBase64);
      const contentType = acceptFile(fileName, content, 'contentBase64');
      file = {
        key: await storeFile(db, 'system', fileName, content),
        fileName,
        contentType,
        size: content.length,
      };
    }
    const fields = {
      name: body.name,
      documentTypeId: body.documentTypeId,
      description: body.description ?? null,
      organizationId: body.organizationId ?? null,
      isPublic: body.isPublic ?? false,
    };
    const fileColumns = file
      ? { file_name: file.fileName, content_type: file.contentType, size_bytes: file.size, storage_key: file.key }
      : {};
    const id = body.id;
    if (id === undefined || id === null) {
      if (!file) throw unprocessable({ contentBase64: 'A new document needs its file.' });
    }
    const save = async () => {
      if (id === undefined || id === null) return systemDocuments.create(ctxOf(ctx), fields, fileColumns);
      const current = await systemDocuments.get(ctxOf(ctx), id);
      assertSystemDocumentWritable(user, current.organizationId);
      if (body.version === undefined || body.version === null) throw unprocessable({ version: 'Required' });
      const previousKey = file ? await storageKey(db, id) : undefined;
      const updated = await systemDocuments.update(ctxOf(ctx), id, { ...fields, version: body.version }, fileColumns);
      if (previousKey) await removeStoredFile(db, services.config, previousKey);
      return updated;
    };
    // A refused save rolls its file back with the transaction.
    return save();
  },

  async systemDocumentsDelete(ctx) {
    const { db, user, params, services } = ctx;
    const current = await systemDocuments.get(ctxOf(ctx), params.documentId);
    assertSystemDocumentWritable(user, current.organizationId);
    const key = await storageKey(db, params.documentId);
    await systemDocuments.remove(ctxOf(ctx), params.documentId, deleteVersion(ctx.query));
    if (key) await removeStoredFile(db, services.config, key);
    return undefined;
  },

  async systemDocumentsDownload(ctx) {
    const document = await systemDocuments.get(ctxOf(ctx), ctx.params.documentId);
    const key = await storageKey(ctx.db, document.id);
    if (!key) throw notFound('The document');
    return {
      kind: 'file',
      fileName: document.fileName,
      contentType: document.contentType,
      content: await readStoredFile(ctx.db, ctx.services.config, key),
    };
  },
};
