import { sql } from 'kysely';
import { touchedBy } from '../../lib/versions.ts';
import { intArray } from '../../db/arrays.ts';
import type { components } from '@pathway/api-client/schema';
import type { Principal } from '../../http/context.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { scopeCondition } from '../../lib/scope.ts';
import { int, runSearch, text, json, type SearchRequest } from '../../lib/search.ts';
import { STALE_VERSION_MESSAGE } from '../../http/errors.ts';
import type { SpecOperation } from '../../spec.ts';
import { andStudentScope } from '../participants/common.ts';
import { bulkResult, withoutProgramId } from './applicants.ts';
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

async function studentFor(db: Db, user: Principal, id: number) {
  return (
    await sql<StudentRow>`select s.id, s.version, s.status, s.organization_id from students s
      where s.id = ${id} ${andStudentScope(user)} for update of s`.execute(db)
  ).rows[0];
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

/** RECRUIT_ENROLLEES: Enrolled participants are recruited to a worksite of a contract (ADR 016). */
/** A participant's status after a recruitment or a release, with their audit fields and version. */
async function setStatus(db: Db, user: Principal, id: number, status: 'Recruited' | 'Enrolled') {
  await db
    .updateTable('students')
    .set({ status, ...touchedBy(user.userName) })
    .where('id', '=', id)
    .execute();
}

export async function recruit(db: Db, user: Principal, operation: SpecOperation, body: S['RecruitRequest']) {
  const contractScope = scopeCondition(user, { organization: 'c.organization_id' });
  const link = (
    await sql<{ organization_id: number }>`select c.organization_id from contracts c
      join contract_worksites cw on cw.contract_id = c.id
      where c.id = ${body.contractId} and cw.worksite_id = ${body.worksiteId}
        ${contractScope ? sql`and ${contractScope}` : sql``}`.execute(db)
  ).rows[0];
  if (!link) throw notFound('The worksite of the contract');
  const results: S['BulkActionItemResult'][] = [];
  for (const { id, version } of body.items) {
    const row = await studentFor(db, user, id);
    const refusal =
      transitionRefusal(operation, row, version) ??
      (row && row.organization_id !== link.organization_id
        ? "The participant is not of the contract's organization."
        : null);
    if (refusal !== null || !row) {
      results.push({ id, succeeded: false, message: refusal ?? PARTICIPANT_NOT_FOUND });
      continue;
    }
    // A participant recruited again moves to the new worksite: one recruitment per participant.
    await db
      .insertInto('student_recruitments')
      .values({
        student_id: id,
        contract_id: body.contractId,
        worksite_id: body.worksiteId,
        create_user: user.userName,
      })
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
    await setStatus(db, user, id, 'Recruited');
    await writeAudit(db, user, {
      entity: 'Participant',
      entityId: id,
      action: 'recruit',
      before: { status: row.status },
      after: { status: 'Recruited', contractId: body.contractId, worksiteId: body.worksiteId },
    });
    results.push({ id, succeeded: true, message: null });
  }
  return bulkResult(results);
}

/** RECRUIT_ENROLLEES: Recruited or Awaiting Assignment participants go back to Enrolled with a reason. */
export async function release(db: Db, user: Principal, operation: SpecOperation, body: S['ReleaseRequest']) {
  const reason = (
    await sql<{ id: number }>`select id from lookup_options where id = ${body.reasonId}
      and lookup_name = 'release-reasons'`.execute(db)
  ).rows[0];
  if (!reason) throw unprocessable({ reasonId: 'The release reason is not one of the options.' });
  const results: S['BulkActionItemResult'][] = [];
  for (const { id, version } of body.items) {
    const row = await studentFor(db, user, id);
    const refusal = transitionRefusal(operation, row, version);
    if (refusal !== null || !row) {
      results.push({ id, succeeded: false, message: refusal ?? PARTICIPANT_NOT_FOUND });
      continue;
    }
    const recruitment = await db
      .deleteFrom('student_recruitments')
      .where('student_id', '=', id)
      .returning(['contract_id', 'worksite_id'])
      .executeTakeFirst();
    await db
      .insertInto('student_releases')
      .values({
        student_id: id,
        contract_id: recruitment?.contract_id ?? null,
        worksite_id: recruitment?.worksite_id ?? null,
        reason_id: body.reasonId,
        comment: blankToNull(body.comment),
        create_user: user.userName,
      })
      .execute();
    await setStatus(db, user, id, 'Enrolled');
    await writeAudit(db, user, {
      entity: 'Participant',
      entityId: id,
      action: 'release',
      before: { status: row.status, ...recruitment },
      after: { status: 'Enrolled', reasonId: body.reasonId, comment: body.comment ?? null },
    });
    results.push({ id, succeeded: true, message: null });
  }
  return bulkResult(results);
}
