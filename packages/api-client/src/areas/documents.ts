import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';

export type Document = components['schemas']['Document'];
export type DocumentSourceType = components['schemas']['DocumentSourceType'];
export type DocumentList = ResponseBody<'/documents/{type}/{sourceId}', 'get'>;
export type DocumentRequest = components['schemas']['DocumentRequest'];
export type DocumentRequestList = ResponseBody<'/document-requests', 'get'>;
export type DocumentRequestCreateRequest = RequestBody<'/document-requests', 'post'>;

/** Where the serverless document-request functions run, and the key they want. */
export interface FunctionHost {
  /** Origin of the function host, e.g. `https://pathway-docs.example.org` (paths sit under `/api`). */
  url: string;
  /** Sent as `x-functions-key`, the spec's `functionKey` API-key scheme. */
  functionKey: string;
}

/**
 * The function host is another origin with its own credential: the same client (errors, retries,
 * fetch), but its own prefix and key, and the user's bearer token is never sent there.
 */
function onFunctionHost(http: KyInstance, host: FunctionHost): KyInstance {
  return http.extend({
    prefix: `${host.url.replace(/\/+$/, '')}/api`,
    headers: { 'x-functions-key': host.functionKey },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          request.headers.delete('Authorization');
        },
      ],
    },
  });
}

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

  listRequests: (host: FunctionHost, applicantId: number) =>
    onFunctionHost(http, host).get('document-requests', { searchParams: { applicantId } }).json<DocumentRequestList>(),
  createRequest: (host: FunctionHost, body: DocumentRequestCreateRequest) =>
    onFunctionHost(http, host)
      .post('document-requests', { json: body })
      .json<ResponseBody<'/document-requests', 'post'>>(),
  resendRequest: (host: FunctionHost, documentRequestId: number) =>
    onFunctionHost(http, host)
      .post(`document-requests/${documentRequestId}/resend`)
      .json<ResponseBody<'/document-requests/{documentRequestId}/resend', 'post'>>(),
});
