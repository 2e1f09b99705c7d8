import { sql } from 'kysely';
import type { components } from '@pathway/api-client/schema';
import type { Principal } from '../../http/context.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import {
  bool,
  date,
  datetime,
  int,
  runList,
  runSearch,
  text,
  type SearchRequest,
  type SearchSpec,
} from '../../lib/search.ts';
import type { SpecOperation } from '../../spec.ts';
import {
  andApplicantScope,
  APPLICATION_NOT_FOUND,
  assertCurrentVersion,
  assertEnrollmentTransition,
  assertNotLockedByOther,
  ENROLLED_NOT_DELETABLE,
  ENROLLMENT_NOT_UPDATED,
  blankToNull,
  incompleteItem,
  requireApplicant,
  touchApplicant,
  visibleApplicant,
  type Db,
} from './common.ts';

type S = components['schemas'];

const MASKED_SSN = `'*****' || right(a.ssn, 4)`;

/** The Maintain Applicants read model (masked SSN), restricted to the caller's organizations. */
function summarySpec(user: Principal | null, where: readonly ReturnType<typeof sql>[] = []): SearchSpec {
  return {
    from: sql`applicants a join organizations o on o.id = a.organization_id
      left join enrollment_programs ep on ep.id = a.enrollment_program_id`,
    columns: {
      id: int('a.id'),
      firstName: text('a.first_name', { quick: true }),
      lastName: text('a.last_name', { quick: true }),
      ssn: text(MASKED_SSN, { quick: true }),
      birthDate: date('a.birth_date', { quick: true }),
      emailAddress: text('a.email_address', { quick: true }),
      referralCode: text('a.referral_code', { quick: true }),
      organizationId: int('a.organization_id'),
      organizationName: text('o.name'),
      enrollmentProgramId: int('a.enrollment_program_id'),
      enrollmentProgramName: text(`coalesce(ep.name, 'Enrollment program ' || a.enrollment_program_id)`),
      status: text('a.status', { quick: true }),
      submittedOn: datetime('a.submitted_on', { quick: true }),
      isLocked: bool('a.is_locked'),
      lockedBy: text('a.locked_by'),
      lastUpdateDate: datetime('coalesce(a.last_update_date, a.create_date)'),
      version: int('a.version'),
    },
    defaultSort: [{ field: 'submittedOn', direction: 'desc' }],
    key: sql`a.id`,
    where: [sql`true ${andApplicantScope(user)}`, ...where],
  };
}

export function searchApplicants(db: Db, user: Principal | null, request: SearchRequest) {
  return runSearch<S['EnrollmentSummary']>(db, summarySpec(user), request);
}

export async function applicantSummary(db: Db, user: Principal | null, id: number): Promise<S['EnrollmentSummary']> {
  const row = (await runList<S['EnrollmentSummary']>(db, summarySpec(user, [sql`a.id = ${id}`])))[0];
  if (!row) throw notFound('The application');
  return row;
}

/** `enrollmentProgramId` filters and sorts these grids; their read models do not carry it. */
export function withoutProgramId<T extends { enrollmentProgramId?: number }>(page: {
  items: T[];
  total: number;
}): { items: T[]; total: number } {
  for (const item of page.items) delete item.enrollmentProgramId;
  return page;
}

/** Quality Review queue: applications in Quality Review with their incomplete-item counts. */
export function searchQualityReview(db: Db, user: Principal | null, request: SearchRequest) {
  return runSearch<S['QualityReviewQueueItem'] & { enrollmentProgramId?: number }>(
    db,
    {
      from: sql`applicants a left join enrollment_programs ep on ep.id = a.enrollment_program_id`,
      columns: {
        enrollmentId: int('a.id'),
        firstName: text('a.first_name', { quick: true }),
        lastName: text('a.last_name', { quick: true }),
        ssn: text(MASKED_SSN, { quick: true }),
        birthDate: date('a.birth_date', { quick: true }),
        enrollmentProgramId: int('a.enrollment_program_id', { hidden: false }),
        enrollmentProgramName: text(`coalesce(ep.name, 'Enrollment program ' || a.enrollment_program_id)`),
        submittedOn: datetime('a.submitted_on', { quick: true }),
        reviewStatus: text('a.review_status', { quick: true }),
        incompleteItemCount: int(sql`(select count(*)::int from applicant_review_items i
          left join lookup_options rs on rs.id = i.status_id
          where i.applicant_id = a.id and not i.is_provider_screening and ${incompleteItem('rs')})`),
        reviewer: text('a.reviewer', { quick: true }),
        lastUpdateDate: datetime('coalesce(a.last_update_date, a.create_date)'),
      },
      defaultSort: [{ field: 'submittedOn', direction: 'asc' }],
      key: sql`a.id`,
      where: [sql`a.status = 'Quality Review' ${andApplicantScope(user)}`],
    },
    request,
  ).then(withoutProgramId);
}

/** Enroll Applicants: the Eligible applications of the caller's organizations. */
export function searchEnrollCandidates(db: Db, user: Principal | null, request: SearchRequest) {
  return runSearch<S['EnrollCandidate'] & { enrollmentProgramId?: number }>(
    db,
    {
      from: sql`applicants a left join enrollment_programs ep on ep.id = a.enrollment_program_id`,
      columns: {
        enrollmentId: int('a.id'),
        firstName: text('a.first_name', { quick: true }),
        lastName: text('a.last_name', { quick: true }),
        ssn: text(MASKED_SSN, { quick: true }),
        birthDate: date('a.birth_date', { quick: true }),
        enrollmentProgramId: int('a.enrollment_program_id'),
        enrollmentProgramName: text(`coalesce(ep.name, 'Enrollment program ' || a.enrollment_program_id)`),
        status: text('a.status'),
        qualityReviewCompletedOn: datetime('a.quality_review_completed_on'),
        isProviderScreeningComplete: bool('a.is_provider_screening_complete'),
        // Sent back by enroll (a stale one fails that row).
        version: int('a.version'),
      },
      defaultSort: [{ field: 'lastName', direction: 'asc' }],
      key: sql`a.id`,
      where: [sql`a.status = 'Eligible' ${andApplicantScope(user)}`],
    },
    request,
  ).then(withoutProgramId);
}

/** Delete with its review items and documents (cascade); an Enrolled application stays (409). */
export async function deleteApplicant(db: Db, user: Principal, id: number, version: number | undefined) {
  const row = await requireApplicant(db, user, id, { lock: true });
  if (row.status === 'Enrolled') throw conflict(ENROLLED_NOT_DELETABLE);
  assertCurrentVersion(row, version);
  assertNotLockedByOther(row, user);
  const documents = await db
    .deleteFrom('documents')
    .where('source_type', '=', 'applicants')
    .where('source_id', '=', id)
    .returning('storage_key')
    .execute();
  await db.deleteFrom('applicants').where('id', '=', id).execute();
  await writeAudit(db, user, { entity: 'Enrollment', entityId: id, action: 'delete', before: row });
  return documents.map((document) => document.storage_key);
}

export async function lockApplicant(db: Db, user: Principal, body: S['EnrollmentLockRequest']) {
  const row = await requireApplicant(db, user, body.enrollmentId, { lock: true });
  assertCurrentVersion(row, body.version);
  // Another user's lock is theirs to lift.
  assertNotLockedByOther(row, user);
  await touchApplicant(
    db,
    user,
    row.id,
    sql`is_locked = ${body.locked}, locked_by = ${body.locked ? user.userName : null},`,
  );
  await writeAudit(db, user, {
    entity: 'Enrollment',
    entityId: row.id,
    action: body.locked ? 'lock' : 'unlock',
    before: { isLocked: row.is_locked, lockedBy: row.locked_by },
    after: { isLocked: body.locked, lockedBy: body.locked ? user.userName : null },
  });
  return applicantSummary(db, user, row.id);
}

/** A state change of ADR 016 named by the operation's x-transition, with its audit entry. */
export async function moveApplicant(
  db: Db,
  user: Principal,
  operation: SpecOperation,
  id: number,
  body: S['EnrollmentTransitionRequest'],
  options: { commentRequired?: boolean } = {},
) {
  const row = await requireApplicant(db, user, id, { lock: true });
  assertCurrentVersion(row, body.version);
  const { to } = assertEnrollmentTransition(operation, row.status);
  assertNotLockedByOther(row, user);
  const comment = blankToNull(body.comment) ?? '';
  if (options.commentRequired && comment === '') throw unprocessable({ comment: 'Required' });
  const status = typeof to === 'string' ? to : (to[0] ?? row.status);
  await touchApplicant(
    db,
    user,
    row.id,
    sql`status = ${status}, status_comment = ${comment === '' ? null : comment},
      review_status = ${status === 'Quality Review' ? 'Not Started' : row.review_status},`,
  );
  await writeAudit(db, user, {
    entity: 'Enrollment',
    entityId: row.id,
    action: operation.operation.operationId,
    before: { status: row.status },
    after: { status, comment: comment === '' ? null : comment },
  });
  return applicantSummary(db, user, row.id);
}

interface EnrollRow {
  id: number;
  version: number;
  status: string;
  is_locked: boolean;
  locked_by: string | null;
  is_provider_screening_complete: boolean;
  organization_id: number;
  enrollment_program_id: number;
  family_size: number | null;
  family_income: number | null;
}

/** Why an Eligible applicant's income does not fit the enrollment program's income ranges, or null. */
export async function incomeRefusal(db: Db, row: EnrollRow): Promise<string | null> {
  if (row.family_size === null || row.family_income === null) {
    return 'The family size and annual income are needed to check the income ranges.';
  }
  const ranges = (
    await sql<{ range_from: number; range_to: number; funding_type: string }>`
      select ir.range_from, ir.range_to, ir.funding_type from income_ranges ir
      join enrollment_programs ep on ep.organization_id = ir.organization_id
      left join lookup_options fs on fs.id = ep.funding_source_id
      where ep.id = ${row.enrollment_program_id} and ir.family_size = ${row.family_size}
        -- the ranges of the program's funding source when it has any, else every range of its organization
        and (fs.text is null or ir.funding_type = fs.text
          or not exists (select 1 from income_ranges x where x.organization_id = ir.organization_id and x.funding_type = fs.text))
      order by ir.range_to desc, ir.id`.execute(db)
  ).rows;
  const fits = ranges.some(
    (range) =>
      row.family_income !== null && row.family_income >= range.range_from && row.family_income <= range.range_to,
  );
  if (fits) return null;
  const income = row.family_income.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  if (ranges.length === 0)
    return `The enrollment program has no income range for a family of ${String(row.family_size)}.`;
  const limit = (ranges[0]?.range_to ?? 0).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  return `The annual income of ${income} is outside the enrollment program's income ranges for a family of ${String(row.family_size)} (up to ${limit}).`;
}

/** The one rule of enroll for a row: why it may not be enrolled, or null. */
async function enrollRefusal(db: Db, user: Principal, row: EnrollRow | undefined, version: number) {
  if (!row) return APPLICATION_NOT_FOUND;
  if (row.version !== version) return ENROLLMENT_NOT_UPDATED;
  if (row.is_locked && row.locked_by !== user.userName)
    return `The application is locked by ${row.locked_by ?? 'another user'}.`;
  if (row.status !== 'Eligible') return `Only Eligible applicants can be enrolled; this application is ${row.status}.`;
  if (!row.is_provider_screening_complete) return 'The provider screening of this applicant is not complete.';
  return incomeRefusal(db, row);
}

/**
 * Enroll (ADR 016): each Eligible applicant within the income ranges becomes a participant
 * (students, status Enrolled) linked by applicants.student_id; a refused row says which rule.
 */
export async function enrollApplicants(db: Db, user: Principal, operation: SpecOperation, body: S['EnrollRequest']) {
  const results: S['BulkActionItemResult'][] = [];
  for (const { id, version } of body.items) {
    const row = (
      await sql<EnrollRow>`select a.id, a.version, a.status, a.is_locked, a.locked_by, a.is_provider_screening_complete,
          a.organization_id, a.enrollment_program_id, a.family_size, a.family_income
        from applicants a where a.id = ${id} ${andApplicantScope(user)} for update of a`.execute(db)
    ).rows[0];
    const refusal = await enrollRefusal(db, user, row, version);
    if (refusal !== null || !row) {
      results.push({ id, succeeded: false, message: refusal ?? APPLICATION_NOT_FOUND });
      continue;
    }
    assertEnrollmentTransition(operation, row.status);
    const student = (
      await sql<{ id: number }>`insert into students (organization_id, enrollment_program_id, first_name, middle_name,
          last_name, suffix_name, birth_date, ssn, email_address, main_phone, address_line1, address_line2, city,
          state_code, zip_code, payment_method, status, create_user)
        select organization_id, enrollment_program_id, first_name, middle_name, last_name, suffix_name, birth_date, ssn,
          email_address, main_phone, address_line1, address_line2, city, state_code, zip_code, payment_method,
          'Enrolled', ${user.userName}
        from applicants where id = ${id} returning id`.execute(db)
    ).rows[0];
    await touchApplicant(db, user, id, sql`status = 'Enrolled', student_id = ${student?.id ?? null},`);
    await writeAudit(db, user, {
      entity: 'Enrollment',
      entityId: id,
      action: 'enroll',
      before: { status: row.status },
      after: { status: 'Enrolled', studentId: student?.id ?? null, enrollmentDate: body.enrollmentDate },
    });
    results.push({ id, succeeded: true, message: null });
  }
  return bulkResult(results);
}

/** ADR 061: a bulk action answers 409 only when no listed record could move. */
export function bulkResult(results: S['BulkActionItemResult'][]): S['BulkActionResult'] {
  const succeeded = results.filter((result) => result.succeeded).length;
  if (succeeded === 0) throw conflict([...new Set(results.map((result) => result.message ?? ''))].join(' '));
  return { succeeded, failed: results.length - succeeded, results };
}

export { visibleApplicant };
