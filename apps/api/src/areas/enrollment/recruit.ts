import { sql } from 'kysely';
import { touchedBy } from '../../lib/versions.ts';
import { intArray } from '../../db/arrays.ts';
import type { components } from '@pathway/api-client/schema';
import type { Principal } from '../../http/context.ts';
import { notFound, unprocessable } from '../../core/errors.ts';
import { writeAudits } from '../../lib/audit.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
import { int, runSearch, text, json, type SearchRequest } from '../../lib/search.ts';
import { STALE_VERSION_MESSAGE } from '../../core/errors.ts';
import type { SpecOperation } from '../../core/spec.ts';
import { andStudentScope, studentScope } from '../../lib/scope.ts';
import { bulkResult } from '../../lib/bulk.ts';
import { withoutProgramId } from './applicants.ts';
import { blankToNull, type Db } from './common.ts';

type S = components['schemas'];

const PARTICIPANT_NOT_FOUND = 'The participant was not found.';

/**
 * Recruit/Release grid (participants, x-scope student). `interestId` filters by one of the
 * participant's interests; it is not a column of the read model, so it becomes a condition here.
 */
export async function searchRecruitCandidates(db: Db, user: Principal | null, request: SearchRequest, today: string) {
  const interestFilters = (request.filters ?? []).filter((filter) => filter.field === 'interestId');
  const filters = (request.filters ?? []).filter((filter) => filter.field !== 'interestId');
  const interestConditions = interestFilters.map((filter) => {
    const values = (Array.isArray(filter.value) ? filter.value : [filter.value]).map(Number);
    // Interest ids are int4: anything else is no id (a 422, not a database error).
    if (values.some((value) => !Number.isInteger(value) || value < 1 || value > 2_147_483_647))
      throw unprocessable({ interestId: 'interestId is invalid.' });
    return sql`exists (select 1 from student_interests si where si.student_id = s.id
      and si.interest_id = any(${intArray(values)}))`;
  });
  const page = await runSearch<S['RecruitCandidate'] & { enrollmentProgramId?: number }>(
    db,
    {
      from: sql`students s left join enrollment_programs ep on ep.id = s.enrollment_program_id
        left join student_recruitments r on r.student_id = s.id
        left join worksites w on w.id = r.worksite_id`,
      columns: {
        studentId: int('s.id'),
        firstName: text('s.first_name', { quick: true }),
        lastName: text('s.last_name', { quick: true }),
        ssn: text(`'*****' || right(s.ssn, 4)`, { quick: true }),
        age: int(sql`extract(year from age(${today}::date, s.birth_date))::int`),
        zipCode: text('s.zip_code', { quick: true }),
        status: text('s.status', { quick: true }),
        enrollmentProgramId: int('s.enrollment_program_id'),
        enrollmentProgramName: text(`coalesce(ep.name, 'Enrollment program ' || s.enrollment_program_id)`),
        interests: json(sql`coalesce((select json_agg(lo.text order by si.rank, si.id) from student_interests si
          join lookup_options lo on lo.id = si.interest_id where si.student_id = s.id), '[]'::json)`),
        recruitedWorksiteId: int('r.worksite_id'),
        recruitedWorksiteName: text('w.name'),
        // Sent back by recruit and release (a stale one fails that row).
        version: int('s.version'),
      },
      defaultSort: [{ field: 'lastName', direction: 'asc' }],
      key: sql`s.id`,
      where: [
        sql`s.status in ('Enrolled', 'Recruited', 'Awaiting Assignment') ${andStudentScope(user)}`,
        ...interestConditions,
      ],
    },
    { ...request, filters },
  );
  return {
    items: withoutProgramId(page).items.map((item) => ({ ...item, interests: item.interests.slice(0, 10) })),
    total: page.total,
  };
}

interface StudentRow {
  id: number;
  version: number;
  status: string;
  organization_id: number;
}

/**
 * The listed participants the caller may see, locked in id order (so two bulk moves of overlapping
 * selections wait for each other, never deadlock), by id.
 */
async function studentsFor(db: Db, user: Principal, items: readonly { id: number }[]) {
  const scope = scopeCondition(user, studentScope('s'));
  const rows: StudentRow[] = await db
    .selectFrom('students as s')
    .select(['s.id', 's.version', 's.status', 's.organization_id'])
    .where((eb) => eb('s.id', '=', eb.fn.any(intArray([...new Set(items.map((item) => item.id))]))))
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .orderBy('s.id')
    .forUpdate('s')
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Why a participant may not move by this operation's x-transition, or null. */
function transitionRefusal(operation: SpecOperation, row: StudentRow | undefined, version: number): string | null {
  if (!row) return PARTICIPANT_NOT_FOUND;
  if (row.version !== version) return STALE_VERSION_MESSAGE;
  const from = operation.operation['x-transition']?.from ?? [];
  if (!from.includes(row.status)) {
    return row.status === 'Assigned'
      ? 'The participant is Assigned; unassign them from their job first.'
      : `The participant is ${row.status}; this needs them to be ${from.join(' or ')}.`;
  }
  return null;
}

/**
 * Judges each listed participant in the order listed, against the state the earlier listings left
 * (a participant listed twice meets the version and status the first listing moved it to). Answers
 * the results and the rows that move, each once, as they were before.
 */
function judge(
  rows: Map<number, StudentRow>,
  items: readonly { id: number; version: number }[],
  refusalOf: (row: StudentRow | undefined, version: number) => string | null,
  status: 'Recruited' | 'Enrolled',
) {
  const results: S['BulkActionItemResult'][] = [];
  const moving = new Map<number, StudentRow>();
  for (const { id, version } of items) {
    const row = rows.get(id);
    const refusal = refusalOf(row, version);
    if (refusal !== null || !row) {
      results.push({ id, succeeded: false, message: refusal ?? PARTICIPANT_NOT_FOUND });
      continue;
    }
    if (!moving.has(id)) moving.set(id, row);
    rows.set(id, { ...row, status, version: row.version + 1 });
    results.push({ id, succeeded: true, message: null });
  }
  return { results, moving: [...moving.values()] };
}

/** The participants' status after a recruitment or a release, with their audit fields and version. */
/**
 * The moved participants take their new status, each with an audit of the move: what it was before
 * (its status and whatever else the move undid) and after.
 */
async function moveTo(
  db: Db,
  user: Principal,
  moving: readonly { id: number; status: string }[],
  move: {
    status: 'Recruited' | 'Enrolled';
    action: string;
    before: (row: { id: number; status: string }) => Record<string, unknown>;
    after: Record<string, unknown>;
  },
) {
  await db
    .updateTable('students')
    .set({ status: move.status, ...touchedBy(user.userName) })
    .where((eb) => eb('id', '=', eb.fn.any(intArray(moving.map((row) => row.id)))))
    .execute();
  await writeAudits(
    db,
    user,
    moving.map((row) => ({
      entity: 'Participant',
      entityId: row.id,
      action: move.action,
      before: move.before(row),
      after: { status: move.status, ...move.after },
    })),
  );
}

/**
 * RECRUIT_ENROLLEES: Enrolled participants are recruited to a worksite of a contract (ADR 016), in a
 * fixed number of statements whatever the selection's size.
 */
export async function recruit(db: Db, user: Principal, operation: SpecOperation, body: S['RecruitRequest']) {
  const contractScope = scopeCondition(user, { organization: 'c.organization_id' });
  const link = await db
    .selectFrom('contracts as c')
    .innerJoin('contract_worksites as cw', 'cw.contract_id', 'c.id')
    .select('c.organization_id')
    .where('c.id', '=', body.contractId)
    .where('cw.worksite_id', '=', body.worksiteId)
    .$if(contractScope !== undefined, (query) => query.where(asCondition(contractScope ?? sql`true`)))
    .executeTakeFirst();
  if (!link) throw notFound('The worksite of the contract');
  const { results, moving } = judge(
    await studentsFor(db, user, body.items),
    body.items,
    (row, version) =>
      transitionRefusal(operation, row, version) ??
      (row && row.organization_id !== link.organization_id
        ? "The participant is not of the contract's organization."
        : null),
    'Recruited',
  );
  if (moving.length === 0) return bulkResult(results);
  // A participant recruited again moves to the new worksite: one recruitment per participant.
  await db
    .insertInto('student_recruitments')
    .values(
      moving.map((row) => ({
        student_id: row.id,
        contract_id: body.contractId,
        worksite_id: body.worksiteId,
        create_user: user.userName,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('student_id').doUpdateSet((eb) => ({
        contract_id: eb.ref('excluded.contract_id'),
        worksite_id: eb.ref('excluded.worksite_id'),
        last_update_date: sql<string>`now()`,
        last_update_user: eb.ref('excluded.create_user'),
        version: eb('student_recruitments.version', '+', 1),
      })),
    )
    .execute();
  await moveTo(db, user, moving, {
    status: 'Recruited',
    action: 'recruit',
    before: (row) => ({ status: row.status }),
    after: { contractId: body.contractId, worksiteId: body.worksiteId },
  });
  return bulkResult(results);
}

/**
 * RECRUIT_ENROLLEES: Recruited or Awaiting Assignment participants go back to Enrolled with a reason,
 * in a fixed number of statements whatever the selection's size.
 */
export async function release(db: Db, user: Principal, operation: SpecOperation, body: S['ReleaseRequest']) {
  const reason = await db
    .selectFrom('lookup_options')
    .select('id')
    .where('id', '=', body.reasonId)
    .where('lookup_name', '=', 'release-reasons')
    .executeTakeFirst();
  if (!reason) throw unprocessable({ reasonId: 'The release reason is not one of the options.' });
  const { results, moving } = judge(
    await studentsFor(db, user, body.items),
    body.items,
    (row, version) => transitionRefusal(operation, row, version),
    'Enrolled',
  );
  if (moving.length === 0) return bulkResult(results);
  const ids = moving.map((row) => row.id);
  const recruitments = new Map(
    (
      await db
        .deleteFrom('student_recruitments')
        .where((eb) => eb('student_id', '=', eb.fn.any(intArray(ids))))
        .returning(['student_id', 'contract_id', 'worksite_id'])
        .execute()
    ).map(({ student_id, ...recruitment }) => [student_id, recruitment]),
  );
  await db
    .insertInto('student_releases')
    .values(
      moving.map((row) => ({
        student_id: row.id,
        contract_id: recruitments.get(row.id)?.contract_id ?? null,
        worksite_id: recruitments.get(row.id)?.worksite_id ?? null,
        reason_id: body.reasonId,
        comment: blankToNull(body.comment),
        create_user: user.userName,
      })),
    )
    .execute();
  await moveTo(db, user, moving, {
    status: 'Enrolled',
    action: 'release',
    before: (row) => ({ status: row.status, ...recruitments.get(row.id) }),
    after: { reasonId: body.reasonId, comment: body.comment ?? null },
  });
  return bulkResult(results);
}
