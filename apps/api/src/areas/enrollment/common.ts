import { INCOMPLETE_STATUSES, messages } from '@pathway/validation';
import { sql, type Kysely, type RawBuilder, type Updateable } from 'kysely';
import type { Database } from '../../core/schema.ts';
import type { Principal } from '../../http/context.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { asCondition, scopeCondition, type ScopeRule } from '../../lib/scope.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { touchedBy } from '../../lib/versions.ts';
import type { SpecOperation } from '../../core/spec.ts';

export type Db = Kysely<Database>;

/** Spec section 8: what the screen shows for every refused enrollment change (stale, illegal, locked). */
export const ENROLLMENT_NOT_UPDATED = messages.enrollmentNotUpdated;
/** The contract's delete conflict (ADR 016: an Enrolled application stays). */
export const ENROLLED_NOT_DELETABLE = 'An enrolled application cannot be deleted.';
export const APPLICATION_NOT_FOUND = 'The application was not found.';

/** An online application's row scope (ADR 060, x-scope applicant): its organization. */
export const applicantScope = (alias: string): ScopeRule => ({ organization: `${alias}.organization_id` });

/** `and <scope>` over applicants aliased `alias`, or nothing for a global user. */
export function andApplicantScope(user: Principal | null, alias = 'a'): RawBuilder<unknown> {
  const condition = scopeCondition(user, applicantScope(alias));
  return condition ? sql`and ${condition}` : sql``;
}

export interface ApplicantRow {
  id: number;
  organization_id: number;
  enrollment_program_id: number;
  status: string;
  version: number;
  is_locked: boolean;
  locked_by: string | null;
  student_id: number | null;
  summary_status: string | null;
  summary_comment: string | null;
  review_status: string;
}

/** The application a path or body names, if the caller may see it (row-locked for a write); 404 otherwise. */
export async function visibleApplicant(
  db: Db,
  user: Principal | null,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ApplicantRow | undefined> {
  const scope = scopeCondition(user, applicantScope('a'));
  return db
    .selectFrom('applicants as a')
    .select([
      'a.id',
      'a.organization_id',
      'a.enrollment_program_id',
      'a.status',
      'a.version',
      'a.is_locked',
      'a.locked_by',
      'a.student_id',
      'a.summary_status',
      'a.summary_comment',
      'a.review_status',
    ])
    .where('a.id', '=', id)
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .$if(options.lock === true, (query) => query.forUpdate())
    .executeTakeFirst();
}

export async function requireApplicant(db: Db, user: Principal | null, id: number, options: { lock?: boolean } = {}) {
  const row = await visibleApplicant(db, user, id, options);
  if (!row) throw notFound('The application');
  return row;
}

/** The version the client read is the current one; otherwise the enrollment 409 (ADR 016). */
export function assertCurrentVersion(row: { version: number }, version: number | undefined) {
  if (version !== undefined && row.version !== version) throw conflict(ENROLLMENT_NOT_UPDATED);
}

/** Someone else's lock keeps an application from moving (the contract's "a locked application" 409). */
export function assertNotLockedByOther(row: ApplicantRow, user: Principal) {
  if (row.is_locked && row.locked_by !== user.userName) throw conflict(ENROLLMENT_NOT_UPDATED);
}

/**
 * The contract's x-transition for the operation, with the screen's one message for a refusal
 * (spec section 8: "Enrollment was not successfully updated.").
 */
export function assertEnrollmentTransition(operation: SpecOperation, status: string) {
  return assertTransition(operation, status, { message: ENROLLMENT_NOT_UPDATED });
}

/** One version step of an application with its audit stamp. */
export async function touchApplicant(
  db: Db,
  user: Principal,
  id: number,
  changes: Updateable<Database['applicants']> = {},
) {
  await db
    .updateTable('applicants')
    .set({ ...changes, ...touchedBy(user.userName) })
    .where('id', '=', id)
    .execute();
}

/** The statuses a reviewer sets on an item (documents are verified or rejected on their own). */
export const ITEM_STATUSES: readonly string[] = ['Complete', ...INCOMPLETE_STATUSES];
/** The statuses of the review's summary. */
export const SUMMARY_STATUSES: readonly string[] = ['Complete', 'Incomplete'];

export interface ReviewStatusOption {
  id: number;
  text: string;
}

/** The review-statuses lookup (maintenance area), in its order. */
export async function reviewStatuses(db: Db): Promise<ReviewStatusOption[]> {
  return db
    .selectFrom('lookup_options')
    .select(['id', 'text'])
    .where('lookup_name', '=', 'review-statuses')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** An item counts as incomplete while it has no status or an incomplete one. */
export const incompleteItem = (statusAlias: string) =>
  sql`(${sql.ref(`${statusAlias}.text`)} is null or ${sql.ref(`${statusAlias}.text`)} in (${sql.join(
    INCOMPLETE_STATUSES.map((status) => sql`${status}`),
  )}))`;

/** A comment as stored: trimmed, and null when nothing is left. */
export function blankToNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
