import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { touchedBy } from '../../lib/versions.ts';
import type { Principal } from '../../http/context.ts';
import { conflict, forbidden, notFound, stale, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { runList } from '../../lib/search.ts';
import type { SpecOperation } from '../../core/spec.ts';
import { bool, date, int, number, text, type Column } from '../../lib/search.ts';
import {
  ageOn,
  assertDateOrder,
  assertLookup,
  auditColumns,
  countTimesheets,
  usDate,
  visibleStudent,
  type Db,
  type StudentCore,
} from './common.ts';
import { assertTransition } from '../../lib/transitions.ts';
import {
  LOOKUPS,
  assertClearancesValid,
  assertJobApproved,
  assertJobClearances,
  assertJobHasOpening,
  assertStudentJobRemovable,
} from './rules.ts';

type StudentJob = components['schemas']['StudentJob'];
type StudentJobWrite = components['schemas']['StudentJobCreateRequest'];
type JobOpening = components['schemas']['JobOpening'];

const CURRENT = ['Assigned', 'Active'];

const columns: Record<string, Column> = {
  id: int('x.id'),
  jobId: int('x.job_id'),
  startDate: date('x.start_date'),
  endDate: date('x.end_date'),
  hourlyRate: number('x.hourly_rate'),
  incentiveOnly: bool('x.incentive_only'),
  studentId: int('x.student_id'),
  status: text('x.status'),
  jobName: text(`coalesce(j.title, 'Job ' || x.job_id)`),
  worksiteId: int('w.id'),
  worksiteName: text('w.name'),
  contractId: int('c.id'),
  contractCode: text('c.contract_code'),
  ...auditColumns('x'),
};

const FROM = sql`student_jobs x join jobs j on j.id = x.job_id join worksites w on w.id = j.worksite_id
  join contracts c on c.id = j.contract_id`;

export async function listStudentJobs(db: Db, studentId: number): Promise<StudentJob[]> {
  return runList<StudentJob>(db, {
    from: FROM,
    columns,
    defaultSort: [{ field: 'startDate', direction: 'desc' }],
    key: sql`x.id`,
    where: [sql`x.student_id = ${studentId}`],
  });
}

export async function getStudentJob(db: Db, studentId: number, id: number): Promise<StudentJob> {
  const [row] = await runList<StudentJob>(db, {
    from: FROM,
    columns,
    defaultSort: [],
    key: sql`x.id`,
    where: [sql`x.student_id = ${studentId}`, sql`x.id = ${id}`],
  });
  if (!row) throw notFound('The job assignment');
  return row;
}

interface JobRow {
  id: number;
  title: string;
  status: string;
  capacity: number;
  start_date: string;
  end_date: string;
  min_age: number;
  max_age: number;
  requires_clearances: boolean;
  organization_id: number;
  contractor_id: number;
  assigned: number;
}

/**
 * The job a body names, locked so two assignments cannot take its last opening at once; 404 when
 * the caller may not see it (a contractor only their worksites' jobs, an organization user its
 * contracts' jobs). `assigned` counts its current assignments other than `exceptId`.
 */
async function lockedJob(db: Db, user: Principal | null, jobId: number, exceptId?: number): Promise<JobRow> {
  const job = await db
    .selectFrom('jobs as j')
    .innerJoin('worksites as w', 'w.id', 'j.worksite_id')
    .innerJoin('contracts as c', 'c.id', 'j.contract_id')
    .select([
      'j.id',
      'j.title',
      'j.status',
      'j.capacity',
      'j.start_date',
      'j.end_date',
      'j.min_age',
      'j.max_age',
      'j.requires_clearances',
      'c.organization_id',
      'w.contractor_id',
    ])
    .where('j.id', '=', jobId)
    .forUpdate('j')
    .executeTakeFirst();
  const visible =
    job !== undefined &&
    (!user ||
      user.userType === 'global' ||
      (user.userType === 'organization' && user.organizationIds.includes(job.organization_id)) ||
      (user.userType === 'contractor' && user.contractorId === job.contractor_id));
  if (!job || !visible) throw notFound('The job');
  const { assigned } = await db
    .selectFrom('student_jobs')
    .select((eb) => eb.fn.countAll<number>().as('assigned'))
    .where('job_id', '=', jobId)
    .where('status', 'in', CURRENT)
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId ?? 0))
    .executeTakeFirstOrThrow();
  return { ...job, assigned };
}

/** Everything an assignment to `job` needs, with each rule's message (ADR 016, 017, 065). */
function assertAssignable(job: JobRow, student: StudentCore, body: StudentJobWrite, today: string) {
  if (job.organization_id !== student.organization_id) {
    throw unprocessable({ jobId: "The job is not under a contract of the participant's organization." });
  }
  assertJobApproved(job);
  assertJobHasOpening(job);
  const age = ageOn(student.birth_date, body.startDate);
  if (age < job.min_age || age > job.max_age) {
    throw unprocessable({
      jobId: `The job ${job.title} takes participants ${String(job.min_age)} to ${String(job.max_age)} years old; this participant is ${String(age)} on ${usDate(body.startDate)}.`,
    });
  }
  assertClearancesValid(student, body.startDate, today);
  assertJobClearances(job, student, body.endDate);
}

function assertWithinJob(job: JobRow, body: StudentJobWrite) {
  assertDateOrder(body.startDate, body.endDate);
  if (body.startDate < job.start_date || body.endDate > job.end_date) {
    throw unprocessable({
      startDate: `The assignment must fall within the job's dates (${usDate(job.start_date)} to ${usDate(job.end_date)}).`,
    });
  }
}

async function setStudentStatus(db: Db, user: Principal | null, student: StudentCore, status: string) {
  if (student.status === status) return;
  await db
    .updateTable('students')
    .set({
      status,
      ...touchedBy(user?.userName ?? 'system'),
    })
    .where('id', '=', student.id)
    .execute();
  await writeAudit(db, user, {
    entity: 'Participant',
    entityId: student.id,
    action: 'status',
    before: { status: student.status },
    after: { status },
  });
}

/** Job assignment (ASSIGN_STUDENT / WORKER_JOB_ASSIGNMENT): the participant becomes Assigned. */
export async function assignJob(
  db: Db,
  user: Principal | null,
  operation: SpecOperation,
  studentId: number,
  body: StudentJobWrite,
  today: string,
): Promise<StudentJob> {
  const student = await visibleStudent(db, user, studentId, { lock: true });
  assertTransition(operation, student.status, { entity: 'participant' });
  const job = await lockedJob(db, user, body.jobId);
  assertAssignable(job, student, body, today);
  assertWithinJob(job, body);
  const inserted = await db
    .insertInto('student_jobs')
    .values({
      student_id: studentId,
      job_id: body.jobId,
      start_date: body.startDate,
      end_date: body.endDate,
      hourly_rate: body.hourlyRate,
      incentive_only: body.incentiveOnly,
      status: body.startDate > today ? 'Assigned' : 'Active',
      create_user: user?.userName ?? 'system',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setStudentStatus(db, user, student, 'Assigned');
  const created = await getStudentJob(db, studentId, inserted.id);
  await writeAudit(db, user, { entity: 'Participant Job', entityId: inserted.id, action: 'create', after: created });
  return created;
}

/**
 * Changes an assignment. The hourly rate needs MAINTAIN_HOURLY_RATE and the other fields
 * MAINTAIN_STUDENT (the operation admits either); a new job is checked like an assignment.
 */
export async function updateStudentJob(
  db: Db,
  user: Principal | null,
  studentId: number,
  id: number,
  body: StudentJobWrite & { version: number },
  today: string,
): Promise<StudentJob> {
  const student = await visibleStudent(db, user, studentId, { lock: true });
  const before = await getStudentJob(db, studentId, id);
  const changesRate = before.hourlyRate !== body.hourlyRate;
  const changesOther =
    before.jobId !== body.jobId ||
    before.startDate !== body.startDate ||
    before.endDate !== body.endDate ||
    before.incentiveOnly !== body.incentiveOnly;
  if (changesRate && user && !user.claims.has('MAINTAIN_HOURLY_RATE')) {
    throw forbidden('Changing the hourly rate needs MAINTAIN_HOURLY_RATE.');
  }
  if (changesOther && user && !user.claims.has('MAINTAIN_STUDENT')) {
    throw forbidden('Changing a job assignment needs MAINTAIN_STUDENT.');
  }
  if (!CURRENT.includes(before.status) && before.jobId !== body.jobId) {
    throw conflict(`This job assignment is ${before.status}; its job cannot be changed.`);
  }
  const job = await lockedJob(db, user, body.jobId, id);
  if (before.jobId !== body.jobId) assertAssignable(job, student, body, today);
  assertWithinJob(job, body);
  const updated = await db
    .updateTable('student_jobs')
    .set({
      job_id: body.jobId,
      start_date: body.startDate,
      end_date: body.endDate,
      hourly_rate: body.hourlyRate,
      incentive_only: body.incentiveOnly,
      ...touchedBy(user?.userName ?? 'system'),
    })
    .where('id', '=', id)
    .where('version', '=', body.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw stale();
  const after = await getStudentJob(db, studentId, id);
  await writeAudit(db, user, { entity: 'Participant Job', entityId: id, action: 'update', before, after });
  return after;
}

/** Unassign (UNASSIGN_STUDENT): the assignment ends on `endDate`; the participant awaits another. */
export async function unassignJob(
  db: Db,
  user: Principal | null,
  operation: SpecOperation,
  studentId: number,
  id: number,
  body: components['schemas']['StudentJobUnassignRequest'],
): Promise<StudentJob> {
  const student = await visibleStudent(db, user, studentId, { lock: true });
  const before = await getStudentJob(db, studentId, id);
  assertTransition(operation, before.status, { entity: 'job assignment' });
  if (body.endDate < before.startDate) {
    throw unprocessable({
      endDate: `The end date cannot be before the assignment's start (${usDate(before.startDate)}).`,
    });
  }
  await assertLookup(db, 'reasonId', 'Reason', body.reasonId, LOOKUPS.unassignReason);
  const updated = await db
    .updateTable('student_jobs')
    .set({
      status: 'Unassigned',
      end_date: body.endDate,
      unassign_reason_id: body.reasonId,
      unassign_comment: body.comment ?? null,
      ...touchedBy(user?.userName ?? 'system'),
    })
    .where('id', '=', id)
    .where('version', '=', body.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw stale();
  await setStudentStatus(db, user, student, 'Awaiting Assignment');
  const after = await getStudentJob(db, studentId, id);
  await writeAudit(db, user, { entity: 'Participant Job', entityId: id, action: 'unassign', before, after });
  return after;
}

/** Removes an assignment made in error; one with timesheets is refused. */
export async function deleteStudentJob(
  db: Db,
  user: Principal | null,
  studentId: number,
  id: number,
  version: number | undefined,
) {
  const student = await visibleStudent(db, user, studentId, { lock: true });
  const before = await getStudentJob(db, studentId, id);
  assertStudentJobRemovable(await countTimesheets(db, sql`student_job_id = ${id}`));
  const deleted = await db
    .deleteFrom('student_jobs')
    .where('id', '=', id)
    .$if(version !== undefined, (query) => query.where('version', '=', version ?? 0))
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw stale();
  if (CURRENT.includes(before.status) && student.status === 'Assigned') {
    await setStudentStatus(db, user, student, 'Awaiting Assignment');
  }
  await writeAudit(db, user, { entity: 'Participant Job', entityId: id, action: 'delete', before });
}

/**
 * Ends a participant's current assignments on `endDate` (or on their first day, if they start
 * later; never after their own end), as `status`.
 */
async function endCurrentAssignments(
  db: Db,
  user: Principal | null,
  studentId: number,
  end: { status: 'Unassigned' | 'Completed'; endDate: string; comment?: string | null },
) {
  await db
    .updateTable('student_jobs')
    .set((eb) => ({
      status: end.status,
      end_date: eb.fn('least', ['end_date', eb.fn('greatest', ['start_date', sql<string>`${end.endDate}::date`])]),
      ...(end.comment === undefined ? {} : { unassign_comment: end.comment }),
      ...touchedBy(user?.userName ?? 'system'),
    }))
    .where('student_id', '=', studentId)
    .where('status', 'in', CURRENT)
    .execute();
}

/**
 * Set awaiting assignment: from Recruited or Assigned; an Assigned participant's current assignment
 * ends today (or on its first day, if it has not started).
 */
export async function setAwaitingAssignment(
  db: Db,
  user: Principal | null,
  operation: SpecOperation,
  studentId: number,
  version: number,
  today: string,
) {
  const student = await visibleStudent(db, user, studentId, { lock: true });
  if (student.version !== version) throw stale();
  assertTransition(operation, student.status, { entity: 'participant' });
  await endCurrentAssignments(db, user, studentId, { status: 'Unassigned', endDate: today });
  await setStudentStatus(db, user, student, 'Awaiting Assignment');
}

/** Approved jobs with open positions under a contract of the participant's organization. */
export async function availableJobs(db: Db, user: Principal | null, studentId: number): Promise<JobOpening[]> {
  const student = await visibleStudent(db, user, studentId);
  const contractorId = user?.userType === 'contractor' ? (user.contractorId ?? 0) : undefined;
  const rows: JobOpening[] = await db
    .selectFrom('jobs as j')
    .innerJoin('worksites as w', 'w.id', 'j.worksite_id')
    .innerJoin('contracts as c', 'c.id', 'j.contract_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('student_jobs')
          .select((inner) => ['job_id', inner.cast<number>(inner.fn.countAll(), 'int4').as('n')])
          .where('status', 'in', ['Assigned', 'Active'])
          .groupBy('job_id')
          .as('taken'),
      (join) => join.onRef('taken.job_id', '=', 'j.id'),
    )
    .select((eb) => [
      'j.title as jobName',
      'j.id as jobId',
      'j.start_date as jobStartDate',
      'j.end_date as jobEndDate',
      'c.id as contractId',
      'c.contract_code as contractCode',
      'w.id as worksiteId',
      'w.name as worksiteName',
      'j.incentive_only as incentiveOnly',
      eb.cast<number>(eb('j.capacity', '-', eb.fn.coalesce('taken.n', eb.lit(0))), 'int4').as('openings'),
    ])
    .where((eb) =>
      eb.and([
        eb('j.status', '=', 'Approved'),
        eb('c.organization_id', '=', student.organization_id),
        eb.between(
          sql<number>`date_part('year', age(j.start_date, ${student.birth_date}::date))`,
          eb.ref('j.min_age'),
          eb.ref('j.max_age'),
        ),
        eb('j.capacity', '>', eb.fn.coalesce('taken.n', eb.lit(0))),
      ]),
    )
    .$if(contractorId !== undefined, (query) => query.where('w.contractor_id', '=', contractorId ?? 0))
    .orderBy('j.start_date')
    .orderBy((eb) => eb.fn('lower', ['j.title']))
    .orderBy('j.id')
    .limit(600)
    .execute();
  return rows;
}

/**
 * End a participation (Completed or Exited): a current assignment ends on the exit date, Completed
 * with the season or Unassigned when the participant left.
 */
export async function exitStudent(
  db: Db,
  user: Principal | null,
  operation: SpecOperation,
  studentId: number,
  body: components['schemas']['StudentExitRequest'],
) {
  const student = await visibleStudent(db, user, studentId, { lock: true });
  if (student.version !== body.version) throw stale();
  assertTransition(operation, student.status, { entity: 'participant' });
  await endCurrentAssignments(db, user, studentId, {
    status: body.outcome === 'Completed' ? 'Completed' : 'Unassigned',
    endDate: body.exitDate,
    comment: body.comment ?? null,
  });
  await setStudentStatus(db, user, student, body.outcome);
}
