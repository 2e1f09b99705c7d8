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

/** A document row the applicant uploaded, awaiting review (the file itself is not needed here). */
export async function uploadedDocument(server: TestServer, applicantId: number): Promise<number> {
  const row = (
    await sql<{ id: number }>`insert into documents (source_type, source_id, document_type_id, name, file_name,
        content_type, size_bytes, storage_key, create_user)
      select 'applicants', ${applicantId}, id, 'Work permit', 'work-permit.pdf', 'application/pdf', 1200,
        'test/work-permit.pdf', 'test'
      from lookup_options where lookup_name = 'document-types' order by id limit 1 returning id`.execute(
      server.database.db,
    )
  ).rows[0];
  if (!row) throw new Error('no document type');
  return row.id;
}
