import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';
import { createResource, type Resource } from '../resource.ts';

export type SystemDocument = components['schemas']['SystemDocument'];
export type YouthDocument = components['schemas']['YouthDocument'];
export type SystemDocumentSaveRequest = RequestBody<'/system-documents/save', 'post'>;

/**
 * Maintenance > Documents: system documents (forms and handbooks, saved with their file as base64 in
 * JSON, ADR 015) are searched, read, saved, removed and downloaded; the documents on participant and
 * applicant files are searched and read here, and changed where they live (/documents).
 */
export function libraryDocumentsApi(http: KyInstance) {
  const system = createResource(http, '/system-documents');
  const youth = createResource(http, '/youth-documents');
  return {
    system: {
      path: system.path,
      search: system.search,
      get: system.get,
      remove: system.remove,
    } as Resource<'/system-documents'>,
    youth: { path: youth.path, search: youth.search, get: youth.get } as Resource<'/youth-documents'>,
    /** Creates without `id`, updates with `id` and the `version` it read (a stale one answers 409). */
    saveSystem: (body: SystemDocumentSaveRequest) =>
      http.post('system-documents/save', { json: body }).json<ResponseBody<'/system-documents/save', 'post'>>(),
    /** The stored file of a system document, for the browser to save. */
    downloadSystem: (documentId: number) =>
      http
        .get(`system-documents/${String(documentId)}/download`, { headers: { Accept: 'application/octet-stream' } })
        .blob(),
  };
}
