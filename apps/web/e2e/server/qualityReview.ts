import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser } from './accounts.ts';

/**
 * Quality review through the reference server's API, for specs that need an applicant in a given
 * review state (the applicant review spec, and the enrollment pipeline, which continues from an
 * application whose quality review was submitted: status Provider Screening).
 */

interface Option {
  id: number;
  text: string;
}
interface Review {
  items: { id: number; applicantReviewStatuses: Option[] }[];
  summaryStatus: string | null;
  version: number;
}
interface ApplicantDocument {
  id: number;
  verificationStatus: string;
  version: number;
}
interface Page<T> {
  items: T[];
  total: number;
}

/** A bearer token of a demo account, from the sign-in call. */
export async function apiToken(request: APIRequestContext, user: DemoUser = 'admin'): Promise<string> {
  const response = await request.post('api/auth/login', { data: { username: user, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Calls the API with the token and expects `status`; the parsed body. */
export async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  status = 200,
): Promise<T> {
  const response = await request.fetch(`api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/**
 * The ids of applications in Quality Review, oldest submission first (`order: 'desc'` gives the
 * newest first: the applicant review spec takes from the oldest end, so another spec that takes from
 * the newest end never works on the same application).
 */
export async function applicationsInQualityReview(
  request: APIRequestContext,
  token: string,
  order: 'asc' | 'desc' = 'asc',
): Promise<number[]> {
  const page = await call<Page<{ id: number; isLocked: boolean }>>(request, token, 'POST', 'enrollment/search', {
    filters: [{ field: 'status', operator: 'eq', value: 'Quality Review' }],
    sort: [{ field: 'submittedOn', direction: order }],
    page: 1,
    pageSize: 200,
  });
  return page.items.filter((row) => !row.isLocked).map((row) => row.id);
}

/** A small real PDF uploaded as one of the applicant's documents (awaiting review); its id. */
export async function uploadPdf(request: APIRequestContext, token: string, applicantId: number): Promise<number> {
  const types = await call<Option[]>(request, token, 'GET', 'lookups/document-types');
  const type = types.find((option) => option.text === 'Work Permit') ?? types[0];
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );
  const response = await request.post(`api/documents/applicants/${String(applicantId)}/${String(type?.id ?? 0)}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { files: { name: 'work-permit.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const [document] = (await response.json()) as { id: number }[];
  if (!document) throw new Error('the upload returned no document');
  return document.id;
}

/**
 * Brings an application in Quality Review to "submitted" through the API, as a reviewer would on the
 * Applicant Review screen: every uploaded document verified, every quality-review item Complete, the
 * summary Complete, then the submission. The application ends in Provider Screening.
 */
export async function submitQualityReview(request: APIRequestContext, token: string, applicantId: number) {
  const at = `applicant-review/${String(applicantId)}`;
  for (const document of await call<ApplicantDocument[]>(request, token, 'GET', `${at}/documents`)) {
    if (document.verificationStatus !== 'Uploaded') continue;
    await call(request, token, 'POST', `${at}/verify-reject-document`, {
      documentId: document.id,
      version: document.version,
      decision: 'Verified',
    });
  }
  const review = await call<Review>(request, token, 'GET', `${at}/quality-review-items`);
  const complete = review.items[0]?.applicantReviewStatuses.find((status) => status.text === 'Complete')?.id;
  if (complete === undefined) throw new Error('no Complete review status');
  await call(request, token, 'POST', `${at}/edit-quality-review`, {
    version: review.version,
    items: review.items.map((item) => ({ id: item.id, statusId: complete })),
    summaryStatus: 'Complete',
    summaryComment: null,
    submit: true,
  });
  const application = await call<{ status: string }>(request, token, 'GET', `enrollment/${String(applicantId)}`);
  expect(application.status).toBe('Provider Screening');
}
