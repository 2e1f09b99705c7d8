import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';

export type Document = components['schemas']['Document'];
export type DocumentSourceType = components['schemas']['DocumentSourceType'];
export type DocumentList = ResponseBody<'/documents/{type}/{sourceId}', 'get'>;
export type DocumentRequest = components['schemas']['DocumentRequest'];
export type DocumentRequestList = ResponseBody<'/document-requests', 'get'>;
export type DocumentRequestCreateRequest = RequestBody<'/document-requests', 'post'>;

/** Files attached to a record, and the document requests sent to applicants (spec section 7). */
export const documentsApi = (http: KyInstance) => ({
  list: (type: DocumentSourceType, sourceId: number) => http.get(`documents/${type}/${sourceId}`).json<DocumentList>(),
  /** Multipart upload, one `files` part per file; answers with the documents it stored. */
  upload: (type: DocumentSourceType, sourceId: number, documentTypeId: number, files: readonly File[]) => {
    if (files.length === 0) throw new Error('Choose at least one file to upload.');
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return http
      .post(`documents/${type}/${sourceId}/${documentTypeId}`, { body: form })
      .json<ResponseBody<'/documents/{type}/{sourceId}/{documentTypeId}', 'post'>>();
  },
  remove: async (documentId: number) => {
    await http.delete(`documents/${documentId}`);
  },
  /** The stored file as a Blob, for the browser to save. */
  download: (documentId: number) =>
    http.get(`documents/${documentId}/download`, { headers: { Accept: 'application/octet-stream' } }).blob(),

  /**
   * Document requests go through /api like every other call, with the user's bearer token; the
   * server holds the serverless host's function key and forwards to it (ADR 053).
   */
  listRequests: (applicantId: number) =>
    http.get('document-requests', { searchParams: { applicantId } }).json<DocumentRequestList>(),
  createRequest: (body: DocumentRequestCreateRequest) =>
    http.post('document-requests', { json: body }).json<ResponseBody<'/document-requests', 'post'>>(),
  resendRequest: (documentRequestId: number) =>
    http
      .post(`document-requests/${documentRequestId}/resend`)
      .json<ResponseBody<'/document-requests/{documentRequestId}/resend', 'post'>>(),
});
