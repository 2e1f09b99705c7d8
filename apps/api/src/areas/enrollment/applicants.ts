import { sql } from 'kysely';
import type { components } from '@pathway/api-client/schema';
import type { Principal } from '../../http/context.ts';
import { conflict, notFound, unprocessable } from '../../core/errors.ts';
import { intArray } from '../../db/arrays.ts';
import { writeAudit, writeAudits } from '../../lib/audit.ts';
import { bulkResult } from '../../lib/bulk.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
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
  type Column,
} from '../../lib/search.ts';
import type { SpecOperation } from '../../core/spec.ts';
import {
  andApplicantScope,
  applicantScope,
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
const APPLICANTS_WITH_PROGRAM = sql`applicants a left join enrollment_programs ep on ep.id = a.enrollment_program_id`;

/** Who the application is, as every applicant list shows it (SSN masked), quick-searchable. */
const identityColumns = () => ({
  firstName: text('a.first_name', { quick: true }),
  lastName: text('a.last_name', { quick: true }),
  ssn: text(MASKED_SSN, { quick: true }),
  birthDate: date('a.birth_date', { quick: true }),
});

/** The program applied to; a program since removed still reads as its id. */
const programColumns = () => ({
  enrollmentProgramId: int('a.enrollment_program_id'),
  enrollmentProgramName: text(`coalesce(ep.name, 'Enrollment program ' || a.enrollment_program_id)`),
});

/** The Maintain Applicants read model (masked SSN), restricted to the caller's organizations. */
function summarySpec(user: Principal | null, where: readonly ReturnType<typeof sql>[] = []): SearchSpec {
  return {
    from: sql`applicants a join organizations o on o.id = a.organization_id
      left join enrollment_programs ep on ep.id = a.enrollment_program_id`,
    columns: {
      id: int('a.id'),
      ...identityColumns(),
      emailAddress: text('a.email_address', { quick: true }),
      referralCode: text('a.referral_code', { quick: true }),
      organizationId: int('a.organization_id'),
      organizationName: text('o.name'),
      ...programColumns(),
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

/**
 * A queue of the caller's applications in one status: each with who it is and its program, plus the
 * queue's own columns. The status is a literal, so a partial index on it serves the queue.
 */
function searchQueue<Row>(
  db: Db,
  user: Principal | null,
  request: SearchRequest,
  queue: { status: string; columns: { [K in keyof Row]?: Column }; defaultSort: SearchSpec['defaultSort'] },
): Promise<{ items: Row[]; total: number }> {
  return runSearch<Row & { enrollmentProgramId?: number }>(
    db,
    {
      from: APPLICANTS_WITH_PROGRAM,
      columns: { enrollmentId: int('a.id'), ...identityColumns(), ...programColumns(), ...queue.columns },
      defaultSort: queue.defaultSort,
      key: sql`a.id`,
      where: [sql`a.status = ${sql.lit(queue.status)} ${andApplicantScope(user)}`],
    },
    request,
  ).then(withoutProgramId);
}

/** Quality Review queue: applications in Quality Review with their incomplete-item counts. */
export function searchQualityReview(db: Db, user: Principal | null, request: SearchRequest) {
  return searchQueue<S['QualityReviewQueueItem']>(db, user, request, {
    status: 'Quality Review',
    columns: {
      submittedOn: datetime('a.submitted_on', { quick: true }),
      reviewStatus: text('a.review_status', { quick: true }),
      incompleteItemCount: int(sql`(select count(*)::int from applicant_review_items i
        left join lookup_options rs on rs.id = i.status_id
        where i.applicant_id = a.id and not i.is_provider_screening and ${incompleteItem('rs')})`),
      reviewer: text('a.reviewer', { quick: true }),
      lastUpdateDate: datetime('coalesce(a.last_update_date, a.create_date)'),
    },
    defaultSort: [{ field: 'submittedOn', direction: 'asc' }],
  });
}

/** Enroll Applicants: the Eligible applications of the caller's organizations. */
export function searchEnrollCandidates(db: Db, user: Principal | null, request: SearchRequest) {
  return searchQueue<S['EnrollCandidate']>(db, user, request, {
    status: 'Eligible',
    columns: {
      status: text('a.status'),
      qualityReviewCompletedOn: datetime('a.quality_review_completed_on'),
      isProviderScreeningComplete: bool('a.is_provider_screening_complete'),
      // Sent back by enroll (a stale one fails that row).
      version: int('a.version'),
    },
    defaultSort: [{ field: 'lastName', direction: 'asc' }],
  });
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
  await touchApplicant(db, user, row.id, { is_locked: body.locked, locked_by: body.locked ? user.userName : null });
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
  await touchApplicant(db, user, row.id, {
    status,
    status_comment: comment === '' ? null : comment,
    review_status: status === 'Quality Review' ? 'Not Started' : row.review_status,
  });
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

interface IncomeRange {
  program_id: number;
  family_size: number;
  range_from: number;
  range_to: number;
}

const rangeKey = (programId: number, familySize: number) => `${String(programId)}:${String(familySize)}`;

/**
 * The income ranges that apply to each enrollment program and family size of `rows`, highest first,
 * in one statement for the whole selection.
 */
async function incomeRangesOf(db: Db, rows: readonly EnrollRow[]): Promise<Map<string, IncomeRange[]>> {
  const sized = rows.filter((row) => row.family_size !== null);
  const ranges = new Map<string, IncomeRange[]>();
  if (sized.length === 0) return ranges;
  const found: IncomeRange[] = await db
    .selectFrom('income_ranges as ir')
    .innerJoin('enrollment_programs as ep', 'ep.organization_id', 'ir.organization_id')
    .leftJoin('lookup_options as fs', 'fs.id', 'ep.funding_source_id')
    .select(['ep.id as program_id', 'ir.family_size', 'ir.range_from', 'ir.range_to'])
    .where((eb) =>
      eb.and([
        eb('ep.id', '=', eb.fn.any(intArray(sized.map((row) => row.enrollment_program_id)))),
        eb('ir.family_size', '=', eb.fn.any(intArray(sized.map((row) => row.family_size ?? 0)))),
        // The ranges of the program's funding source when it has any, else every range of its organization.
        eb.or([
          eb('fs.text', 'is', null),
          eb('ir.funding_type', '=', eb.ref('fs.text')),
          eb.not(
            eb.exists(
              eb
                .selectFrom('income_ranges as x')
                .select(eb.lit(1).as('one'))
                .whereRef('x.organization_id', '=', 'ir.organization_id')
                .whereRef('x.funding_type', '=', 'fs.text'),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('ir.range_to', 'desc')
    .orderBy('ir.id')
    .execute();
  for (const range of found) {
    const key = rangeKey(range.program_id, range.family_size);
    ranges.set(key, [...(ranges.get(key) ?? []), range]);
  }
  return ranges;
}

/** Why an Eligible applicant's income does not fit the enrollment program's income ranges, or null. */
function incomeRefusal(row: EnrollRow, ranges: ReadonlyMap<string, IncomeRange[]>): string | null {
  if (row.family_size === null || row.family_income === null) {
    return 'The family size and annual income are needed to check the income ranges.';
  }
  const income = row.family_income;
  const own = ranges.get(rangeKey(row.enrollment_program_id, row.family_size)) ?? [];
  if (own.some((range) => income >= range.range_from && income <= range.range_to)) return null;
  const money = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  if (own.length === 0) return `The enrollment program has no income range for a family of ${String(row.family_size)}.`;
  return `The annual income of ${money(income)} is outside the enrollment program's income ranges for a family of ${String(row.family_size)} (up to ${money(own[0]?.range_to ?? 0)}).`;
}

/** The one rule of enroll for a row: why it may not be enrolled, or null. */
function enrollRefusal(
  user: Principal,
  row: EnrollRow | undefined,
  version: number,
  ranges: ReadonlyMap<string, IncomeRange[]>,
) {
  if (!row) return APPLICATION_NOT_FOUND;
  if (row.version !== version) return ENROLLMENT_NOT_UPDATED;
  if (row.is_locked && row.locked_by !== user.userName)
    return `The application is locked by ${row.locked_by ?? 'another user'}.`;
  if (row.status !== 'Eligible') return `Only Eligible applicants can be enrolled; this application is ${row.status}.`;
  if (!row.is_provider_screening_complete) return 'The provider screening of this applicant is not complete.';
  return incomeRefusal(row, ranges);
}

/**
 * Enroll (ADR 016): each Eligible applicant within the income ranges becomes a participant
 * (students, status Enrolled) linked by applicants.student_id; a refused row says which rule.
 * A fixed number of statements whatever the selection's size: the rows locked and read, their
 * income ranges, the participants' ids drawn, the participants written, the applications moved, and
 * the audit.
 */
export async function enrollApplicants(db: Db, user: Principal, operation: SpecOperation, body: S['EnrollRequest']) {
  const listed = [...new Set(body.items.map((item) => item.id))];
  // Locked in id order, so two enrolls of overlapping selections wait for each other, never deadlock.
  const scope = scopeCondition(user, applicantScope('a'));
  const read: EnrollRow[] = await db
    .selectFrom('applicants as a')
    .select([
      'a.id',
      'a.version',
      'a.status',
      'a.is_locked',
      'a.locked_by',
      'a.is_provider_screening_complete',
      'a.organization_id',
      'a.enrollment_program_id',
      'a.family_size',
      'a.family_income',
    ])
    .where((eb) => eb('a.id', '=', eb.fn.any(intArray(listed))))
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .orderBy('a.id')
    .forUpdate('a')
    .execute();
  const rows = new Map(read.map((row) => [row.id, row]));
  const ranges = await incomeRangesOf(db, read);

  // Judged in the order listed: an application listed twice is enrolled once, and the second
  // listing meets the version the first one moved on.
  const results: S['BulkActionItemResult'][] = [];
  const chosen: EnrollRow[] = [];
  for (const { id, version } of body.items) {
    const row = rows.get(id);
    const refusal = enrollRefusal(user, row, version, ranges);
    if (refusal !== null || !row) {
      results.push({ id, succeeded: false, message: refusal ?? APPLICATION_NOT_FOUND });
      continue;
    }
    assertEnrollmentTransition(operation, row.status);
    chosen.push(row);
    rows.set(id, { ...row, status: 'Enrolled', version: row.version + 1 });
    results.push({ id, succeeded: true, message: null });
  }
  if (chosen.length === 0) return bulkResult(results);

  // The participants' ids are drawn first, so each new participant is known by its application.
  const applicantIds = chosen.map((row) => row.id);
  // The id lists are table functions with a column list, which the builder takes as SQL.
  const drawn = await db
    .selectFrom(
      sql<{ id: number; n: number }>`unnest(${intArray(applicantIds)}) with ordinality`.as<'a'>(sql`a(id, n)`),
    )
    .select([
      'a.id as applicant_id',
      sql<number>`nextval(pg_get_serial_sequence('students', 'id'))::int`.as('student_id'),
    ])
    .orderBy('a.n')
    .execute();
  const studentIds = drawn.map((row) => row.student_id);
  const pairs = sql<{
    applicant_id: number;
    student_id: number;
  }>`unnest(${intArray(applicantIds)}, ${intArray(studentIds)})`.as<'m'>(sql`m(applicant_id, student_id)`);
  await db
    .insertInto('students')
    .columns([
      'id',
      'organization_id',
      'enrollment_program_id',
      'first_name',
      'middle_name',
      'last_name',
      'suffix_name',
      'birth_date',
      'ssn',
      'email_address',
      'main_phone',
      'address_line1',
      'address_line2',
      'city',
      'state_code',
      'zip_code',
      'payment_method',
      'status',
      'create_user',
    ])
    .expression(
      db
        .selectFrom(pairs)
        .innerJoin('applicants as a', 'a.id', 'm.applicant_id')
        .select([
          'm.student_id',
          'a.organization_id',
          'a.enrollment_program_id',
          'a.first_name',
          'a.middle_name',
          'a.last_name',
          'a.suffix_name',
          'a.birth_date',
          'a.ssn',
          'a.email_address',
          'a.main_phone',
          'a.address_line1',
          'a.address_line2',
          'a.city',
          'a.state_code',
          'a.zip_code',
          'a.payment_method',
          sql.lit('Enrolled').as('status'),
          sql<string>`${user.userName}`.as('create_user'),
        ])
        .orderBy('m.student_id'),
    )
    .execute();
  await db
    .updateTable('applicants as a')
    .from(pairs)
    .set((eb) => ({
      status: 'Enrolled',
      student_id: eb.ref('m.student_id'),
      last_update_date: sql<string>`now()`,
      last_update_user: user.userName,
      version: eb('a.version', '+', 1),
    }))
    .whereRef('a.id', '=', 'm.applicant_id')
    .execute();
  await writeAudits(
    db,
    user,
    chosen.map((row, index) => ({
      entity: 'Enrollment',
      entityId: row.id,
      action: 'enroll',
      before: { status: row.status },
      after: { status: 'Enrolled', studentId: studentIds[index] ?? null, enrollmentDate: body.enrollmentDate },
    })),
  );
  return bulkResult(results);
}

export { visibleApplicant };
