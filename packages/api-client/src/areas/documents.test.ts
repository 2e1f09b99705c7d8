import { describe, expect, it } from 'vitest';
import { createApi } from '../index.ts';

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  form: FormData | undefined;
}

/** A fetch that records each request and answers with the next canned response. */
function recordingFetch(responses: (() => Response)[]) {
  const seen: Seen[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const isMultipart = (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data');
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      form: isMultipart ? await request.formData() : undefined,
    });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  };
  return { seen, fetch: fetchImpl };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const documentRequest = {
  id: 77,
  applicantId: 3051,
  emailAddress: 'jasmine.carter@example.org',
  documentTypes: [{ id: 4, text: 'Work Permit' }],
  status: 'Sent',
  sentDate: '2026-06-29T14:05:00Z',
};

function apiWith(responses: (() => Response)[]) {
  const recorder = recordingFetch(responses);
  const api = createApi({
    prefix: 'http://127.0.0.1:9/api',
    getToken: () => 'user.bearer.token',
    retry: 0,
    fetch: recorder.fetch,
  });
  return { api, seen: recorder.seen };
}

describe('documents', () => {
  it('uploads every file as a part named files under type, source and document type', async () => {
    const { api, seen } = apiWith([() => json(201, [])]);
    const permit = new File(['%PDF-1.4'], 'work-permit.pdf', { type: 'application/pdf' });
    const resume = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' });
    await api.documents.upload('students', 3051, 4, [permit, resume]);

    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('http://127.0.0.1:9/api/documents/students/3051/4');
    const files = seen[0]?.form?.getAll('files') ?? [];
    expect(files.map((file) => (file instanceof File ? file.name : file))).toEqual(['work-permit.pdf', 'resume.pdf']);
    expect(seen[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('refuses an upload without files', () => {
    const { api, seen } = apiWith([]);
    expect(() => api.documents.upload('students', 3051, 4, [])).toThrow('Choose at least one file to upload.');
    expect(seen).toHaveLength(0);
  });

  it('downloads the file as a Blob, asking for binary content', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    const { api, seen } = apiWith([
      () => new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/octet-stream' } }),
    ]);
    const blob = await api.documents.download(9310);

    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(seen[0]?.url).toBe('http://127.0.0.1:9/api/documents/9310/download');
    expect(seen[0]?.headers.get('Accept')).toBe('application/octet-stream');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer user.bearer.token');
  });
});

describe('document requests', () => {
  it('go through /api with the user token and no function key', async () => {
    const { api, seen } = apiWith([
      () => json(200, [documentRequest]),
      () => json(201, documentRequest),
      () => json(200, documentRequest),
    ]);
    const requests = await api.documents.listRequests(3051);
    await api.documents.createRequest({ applicantId: 3051, documentTypeIds: [4] });
    await api.documents.resendRequest(77);

    expect(requests[0]?.id).toBe(77);
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET http://127.0.0.1:9/api/document-requests?applicantId=3051',
      'POST http://127.0.0.1:9/api/document-requests',
      'POST http://127.0.0.1:9/api/document-requests/77/resend',
    ]);
    expect(seen.every((request) => request.headers.get('Authorization') === 'Bearer user.bearer.token')).toBe(true);
    expect(seen.some((request) => request.headers.has('x-functions-key'))).toBe(false);
  });
});
