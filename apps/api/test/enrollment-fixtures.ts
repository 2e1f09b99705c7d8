// Shared by the enrollment tests: read models as the tests see them, and seeded rows they start from.
import { sql } from 'kysely';
import type { TestServer } from './support/server.ts';

export interface Summary {
  id: number;
  status: string;
  ssn: string;
  organizationId: number;
  isLocked: boolean;
  lockedBy: string | null;
  version: number;
}
export interface Page<T> {
  items: T[];
  total: number;
}
export interface ReviewItem {
  id: number;
  name: string;
  statusId?: number;
  applicantReviewStatuses: { id: number; text: string }[];
  qualityReviewSummaryStatuses: { id: number; text: string }[];
}
export interface QualityReview {
  reviewStatus: string;
  items: ReviewItem[];
  summaryStatus: string | null;
  version: number;
}
export interface Screening {
  isProviderScreeningComplete: boolean;
  items: ReviewItem[];
  version: number;
}
export interface Bulk {
  succeeded: number;
  failed: number;
  results: { id: number; succeeded: boolean; message: string | null }[];
}

export const NOT_UPDATED = 'Enrollment was not successfully updated.';

/** The first seeded applicant of an organization in a state, not locked. */
export async function applicantIn(server: TestServer, status: string, organizationId = 1): Promise<number> {
  const row = (
    await sql<{ id: number }>`select id from applicants where status = ${status} and organization_id = ${organizationId}
      and not is_locked order by id limit 1`.execute(server.database.db)
  ).rows[0];
  if (!row) throw new Error(`no seeded ${status} applicant of organization ${String(organizationId)}`);
  return row.id;
}

/** A PDF uploaded for the applicant through the documents operation, awaiting review; its id. */
export async function uploadedDocument(server: TestServer, token: string, applicantId: number): Promise<number> {
  const type = (
    await sql<{
      id: number;
    }>`select id from lookup_options where lookup_name = 'document-types' and text = 'Work Permit'
      order by id limit 1`.execute(server.database.db)
  ).rows[0];
  const boundary = '----pathway-enrollment-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="work-permit.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/documents/applicants/${String(applicantId)}/${String(type?.id ?? 0)}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload: ${String(response.statusCode)} ${response.body}`);
  const [document] = response.json<{ id: number; verificationStatus?: string }[]>();
  if (!document) throw new Error('upload returned no document');
  return document.id;
}
