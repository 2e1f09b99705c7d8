import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { touchedBy } from '../../lib/versions.ts';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { STALE_VERSION_MESSAGE, conflict, forbidden, notFound, stale, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { defineResource } from '../../lib/resource.ts';
import { bool, date, int, number, text, auditColumns } from '../../lib/search.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
import { coveredFieldsChanged, decide, forgetApprovals, statusAfterEdit } from './approvals.ts';
import { assertVisible, hasClaim, scopes, type Db } from './common.ts';
import { CLOSED_CONTRACT_MESSAGE, DATE_ORDER_MESSAGE, notActiveFor } from './contracts.ts';
import { assertLookup, LOOKUPS } from './lookups.ts';

type Job = components['schemas']['Job'];
type JobBody = components['schemas']['JobCreateRequest'];
type JobWorker = components['schemas']['JobWorker'];
type JobOpening = components['schemas']['JobOpening'];
type BulkItem = components['schemas']['BulkActionItemResult'];

/** Assignments that hold a position (an Unassigned or Completed one has given it back). */
const HOLDING_STATUSES = ['Assigned', 'Active'];
const HOLDING = sql`('Assigned', 'Active')`;

export const jobs = defineResource<Job>({
  entity: 'Job',
  table: 'jobs',
  alias: 'j',
  from: sql`jobs j join worksites w on w.id = j.worksite_id join contracts c on c.id = j.contract_id`,
  columns: {
    id: int('j.id'),
    name: text('j.title', { quick: true }),
    worksiteId: int('j.worksite_id'),
    contractId: int('j.contract_id'),
    jobSectorId: int('j.job_sector_id'),
    description: text('j.description'),
    startDate: date('j.start_date', { quick: true }),
    endDate: date('j.end_date', { quick: true }),
    hoursPerWeek: number('j.hours_per_week'),
    positions: int('j.capacity'),
    hourlyRate: number('j.hourly_rate'),
    incentiveOnly: bool('j.incentive_only'),
    maxHoursPerStudent: number('j.max_hours_per_student'),
    maxIncentiveAmount: number('j.max_incentive_amount'),
    minAge: int('j.min_age'),
    maxAge: int('j.max_age'),
    requiresClearances: bool('j.requires_clearances'),
    supervisorName: text('j.supervisor_name', { quick: true }),
    supervisorPhone: text('j.supervisor_phone'),
    supervisorEmail: text('j.supervisor_email'),
    workSchedule: text('j.work_schedule'),
    status: text('j.status', { quick: true }),
    worksiteName: text('w.name', { quick: true }),
    contractCode: text('c.contract_code', { quick: true }),
    filledPositions: int(
      sql`(select count(*)::int from student_jobs fsj where fsj.job_id = j.id and fsj.status in ${HOLDING})`,
    ),
    renewedFromJobId: int('j.renewed_from_job_id'),
    ...auditColumns('j'),
  },
  defaultSort: [
    { field: 'name', direction: 'asc' },
    { field: 'startDate', direction: 'desc' },
  ],
  writable: {
    name: 'title',
    worksiteId: 'worksite_id',
    contractId: 'contract_id',
    jobSectorId: 'job_sector_id',
    description: 'description',
    startDate: 'start_date',
    endDate: 'end_date',
    hoursPerWeek: 'hours_per_week',
    positions: 'capacity',
    hourlyRate: 'hourly_rate',
    incentiveOnly: 'incentive_only',
    maxHoursPerStudent: 'max_hours_per_student',
    maxIncentiveAmount: 'max_incentive_amount',
    minAge: 'min_age',
    maxAge: 'max_age',
    requiresClearances: 'requires_clearances',
    supervisorName: 'supervisor_name',
    supervisorPhone: 'supervisor_phone',
    supervisorEmail: 'supervisor_email',
    workSchedule: 'work_schedule',
  },
  scope: scopes.job('j'),
});

export const JOB_NOT_PENDING = 'Only a job pending approval can be approved or rejected.';
export const WORKSITE_NOT_APPROVED = 'The worksite of this job must be approved first.';
export const JOB_HAS_WORKERS = 'Participants have been assigned to this job; it cannot be removed.';
export const HOURLY_RATE_RIGHTS = 'You do not have rights to change the hourly rate (it needs MAINTAIN_HOURLY_RATE).';
export const JOB_EDIT_RIGHTS = 'You do not have rights to change this job (it needs ADD_JOB).';
export const AGES_ORDER = 'Max age must not be less than min age.';
export const positionsBelowFilled = (filled: number) =>
  `${String(filled)} participants are assigned to this job; positions cannot be fewer.`;
export const NOT_APPROVED_FOR_ASSIGNMENT = 'Only an approved job takes assignments.';
export const noOpenPositions = (capacity: number) =>
  `The job has no open positions left (capacity ${String(capacity)}).`;
export const PARTICIPANT_NOT_FOUND = 'The participant was not found.';
export const ALREADY_ASSIGNED = 'The participant is already assigned to this job.';
export const participantNotAssignable = (status: string, assignable: readonly string[]) =>
  `The participant is ${status}; only ${assignable.join(' or ')} participants can be assigned.`;
export const participantAgeOutside = (age: number, min: number, max: number) =>
  `The participant's age (${String(age)}) is outside the job's ages (${String(min)}-${String(max)}).`;
export const OTHER_ORGANIZATION = "The participant belongs to another organization than the job's contract.";
export const ASSIGNMENT_OUTSIDE_JOB = "The assignment must fall within the job's dates.";

interface ContractRow {
  id: number;
  contract_code: string;
  organization_id: number;
  status: string;
  default_hourly_rate: number;
  max_hours_per_student: number;
  max_incentive_amount: number;
}

/**
 * The contract a job names: global and organization users reach it through their scope; a
 * contractor user through their contractor's organization (contractors work under its contracts).
 */
async function contractFor(
  db: Db,
  user: Principal | null,
  contractId: number,
  purpose: 'new job' | 'edit',
): Promise<ContractRow> {
  const contractorId = user?.userType === 'contractor' ? user.contractorId : null;
  const scope = contractorId === null ? scopeCondition(user, scopes.contract('c')) : undefined;
  const contract: ContractRow | undefined = await db
    .selectFrom('contracts as c')
    .select([
      'c.id',
      'c.contract_code',
      'c.organization_id',
      'c.status',
      'c.default_hourly_rate',
      'c.max_hours_per_student',
      'c.max_incentive_amount',
    ])
    .where('c.id', '=', contractId)
    .$if(contractorId !== null, (query) =>
      query.where('c.organization_id', '=', (eb) =>
        eb.selectFrom('contractors').select('organization_id').where('id', '=', contractorId),
      ),
    )
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .executeTakeFirst();
  if (!contract) throw notFound('The contract');
  if (purpose === 'new job' && contract.status !== 'Active') {
    throw conflict(notActiveFor(contract.contract_code, contract.status, 'new jobs'));
  }
  if (contract.status === 'Closed') throw conflict(CLOSED_CONTRACT_MESSAGE);
  return contract;
}

function assertDatesAndAges(
  body: Pick<JobBody, 'startDate' | 'endDate'> & Partial<Pick<JobBody, 'minAge' | 'maxAge'>>,
) {
  if (body.endDate < body.startDate) throw unprocessable({ endDate: DATE_ORDER_MESSAGE });
  if (body.minAge !== undefined && body.maxAge !== undefined && body.maxAge < body.minAge) {
    throw unprocessable({ maxAge: AGES_ORDER });
  }
}

/** A job's caps cannot exceed its contract's (payroll holds participants to both). */
function assertCaps(body: Pick<JobBody, 'maxHoursPerStudent' | 'maxIncentiveAmount'>, contract: ContractRow) {
  if (body.maxHoursPerStudent > contract.max_hours_per_student) {
    throw unprocessable({ maxHoursPerStudent: `Max: ${String(contract.max_hours_per_student)}` });
  }
  if (body.maxIncentiveAmount > contract.max_incentive_amount) {
    throw unprocessable({ maxIncentiveAmount: `Max: ${String(contract.max_incentive_amount)}` });
  }
}

async function checkJobBody(db: Db, user: Principal | null, body: JobBody, purpose: 'new job' | 'edit') {
  assertDatesAndAges(body);
  await assertVisible(db, user, 'worksite', body.worksiteId);
  const contract = await contractFor(db, user, body.contractId, purpose);
  await assertLookup(db, LOOKUPS.jobSectors, 'jobSectorId', body.jobSectorId);
  assertCaps(body, contract);
  return contract;
}

async function filledOf(db: Db, jobId: number) {
  const row = await db
    .selectFrom('student_jobs')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'int4').as('n'))
    .where('job_id', '=', jobId)
    .where('status', 'in', HOLDING_STATUSES)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** The fields an approval covers (and a job update writes), as stored with each decision. */
export function jobSnapshot(job: Job): Record<string, unknown> {
  return {
    name: job.name,
    worksiteId: job.worksiteId,
    contractId: job.contractId,
    jobSectorId: job.jobSectorId,
    description: job.description,
    startDate: job.startDate,
    endDate: job.endDate,
    hoursPerWeek: job.hoursPerWeek,
    positions: job.positions,
    hourlyRate: job.hourlyRate,
    incentiveOnly: job.incentiveOnly,
    maxHoursPerStudent: job.maxHoursPerStudent,
    maxIncentiveAmount: job.maxIncentiveAmount,
    minAge: job.minAge,
    maxAge: job.maxAge,
    supervisorName: job.supervisorName,
    supervisorPhone: job.supervisorPhone,
    supervisorEmail: job.supervisorEmail,
    workSchedule: job.workSchedule,
  };
}

interface StudentRow {
  id: number;
  version: number;
  organization_id: number;
  status: string;
  age: number | null;
}

export const handlers: Handlers = {
  async jobsSearch({ db, user, body }) {
    return jobs.search({ db, user }, body);
  },

  async jobsGet({ db, user, params }) {
    return jobs.get({ db, user }, params.jobId);
  },

  async jobsCreate({ db, user, body }) {
    const contract = await checkJobBody(db, user, body, 'new job');
    // Without MAINTAIN_HOURLY_RATE a new job takes its contract's default rate (sent or left out).
    const hourlyRate = body.hourlyRate ?? contract.default_hourly_rate;
    if (!hasClaim(user, 'MAINTAIN_HOURLY_RATE') && hourlyRate !== contract.default_hourly_rate) {
      throw forbidden(HOURLY_RATE_RIGHTS);
    }
    return jobs.create({ db, user }, { ...body, hourlyRate }, { status: 'Pending Approval' });
  },

  async jobsUpdate({ db, user, params, body }) {
    const current = await jobs.get({ db, user }, params.jobId);
    if (current.version !== body.version) throw stale();
    const rateChanged = body.hourlyRate !== current.hourlyRate;
    if (rateChanged && !hasClaim(user, 'MAINTAIN_HOURLY_RATE')) throw forbidden(HOURLY_RATE_RIGHTS);
    // jobsUpdate is open to MAINTAIN_HOURLY_RATE alone: such a caller may change the rate and nothing
    // else (a field left out of the body stays as it is).
    if (!hasClaim(user, 'ADD_JOB')) {
      const sent = body as Record<string, unknown>;
      const changed = Object.entries(jobSnapshot(current)).some(
        ([field, value]) =>
          field !== 'hourlyRate' && field in sent && JSON.stringify(sent[field]) !== JSON.stringify(value),
      );
      if (changed) throw forbidden(JOB_EDIT_RIGHTS);
    }
    await checkJobBody(db, user, body, body.contractId === current.contractId ? 'edit' : 'new job');
    const filled = await filledOf(db, params.jobId);
    if (body.positions < filled) throw conflict(positionsBelowFilled(filled));
    return jobs.update({ db, user }, params.jobId, body, {
      status: statusAfterEdit(current.status, undefined, coveredFieldsChanged(jobSnapshot(current), body)),
    });
  },

  async jobsDelete({ db, user, params, query }) {
    await jobs.get({ db, user }, params.jobId);
    const assignment = await db
      .selectFrom('student_jobs')
      .select('id')
      .where('job_id', '=', params.jobId)
      .executeTakeFirst();
    if (assignment) throw conflict(JOB_HAS_WORKERS);
    await jobs.remove({ db, user }, params.jobId, query.version);
    await db.deleteFrom('notes').where('note_type', '=', 'jobs').where('source_id', '=', params.jobId).execute();
    await forgetApprovals(db, 'job', params.jobId);
  },

  async jobsApprove({ db, user, params, body, operation }) {
    const job = await jobs.get({ db, user }, params.jobId);
    if (body.decision === 'Approved' && job.status === 'Pending Approval') {
      const worksite = await db
        .selectFrom('worksites')
        .select('status')
        .where('id', '=', job.worksiteId)
        .executeTakeFirst();
      if (worksite?.status !== 'Approved') throw conflict(WORKSITE_NOT_APPROVED);
    }
    await decide(
      db,
      signedIn(user),
      operation,
      {
        entity: 'job',
        table: 'jobs',
        id: job.id,
        status: job.status,
        version: job.version,
        snapshot: jobSnapshot(job),
        notPendingMessage: JOB_NOT_PENDING,
      },
      body,
    );
    return jobs.get({ db, user }, params.jobId);
  },

  async jobsRenew({ db, user, params, body }) {
    const caller = signedIn(user);
    const source = await jobs.get({ db, user }, params.jobId);
    assertDatesAndAges(body);
    const contract = await contractFor(db, user, body.contractId, 'new job');
    assertCaps(source, contract);
    // Without MAINTAIN_HOURLY_RATE the renewed job keeps the rate it had.
    if (!hasClaim(user, 'MAINTAIN_HOURLY_RATE') && body.hourlyRate !== source.hourlyRate) {
      throw forbidden(HOURLY_RATE_RIGHTS);
    }
    const inserted = await db
      .insertInto('jobs')
      .columns([
        'worksite_id',
        'contract_id',
        'title',
        'job_sector_id',
        'description',
        'start_date',
        'end_date',
        'hours_per_week',
        'hourly_rate',
        'capacity',
        'incentive_only',
        'max_hours_per_student',
        'max_incentive_amount',
        'min_age',
        'max_age',
        'requires_clearances',
        'supervisor_name',
        'supervisor_phone',
        'supervisor_email',
        'work_schedule',
        'status',
        'renewed_from_job_id',
        'create_user',
      ])
      .expression(
        db
          .selectFrom('jobs')
          .select((eb) => [
            'worksite_id',
            eb.val(body.contractId).as('contract_id'),
            'title',
            'job_sector_id',
            'description',
            eb.val(body.startDate).as('start_date'),
            eb.val(body.endDate).as('end_date'),
            'hours_per_week',
            eb.val(body.hourlyRate).as('hourly_rate'),
            eb.val(body.positions).as('capacity'),
            'incentive_only',
            'max_hours_per_student',
            'max_incentive_amount',
            'min_age',
            'max_age',
            'requires_clearances',
            'supervisor_name',
            'supervisor_phone',
            'supervisor_email',
            'work_schedule',
            sql.lit('Pending Approval').as('status'),
            'id',
            eb.val(caller.userName).as('create_user'),
          ])
          .where('id', '=', source.id),
      )
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new Error('the renewed job was not inserted');
    const renewed = await jobs.get({ db, user: null }, inserted.id);
    await writeAudit(db, caller, {
      entity: 'Job',
      entityId: inserted.id,
      action: 'renew',
      before: source,
      after: renewed,
    });
    return renewed;
  },

  async jobsListWorkers({ db, user, params }) {
    await jobs.get({ db, user }, params.jobId);
    const workers: JobWorker[] = await db
      .selectFrom('student_jobs as sj')
      .innerJoin('students as s', 's.id', 'sj.student_id')
      .select((eb) => [
        'sj.id as studentJobId',
        's.id as studentId',
        's.first_name as firstName',
        's.last_name as lastName',
        sql<string>`'*****' || right(regexp_replace(s.ssn, '[^0-9]', '', 'g'), 4)`.as('ssn'),
        'sj.start_date as startDate',
        'sj.end_date as endDate',
        'sj.status',
        eb
          .cast<number>(
            eb.fn.coalesce(
              eb
                .selectFrom('timesheets as t')
                .select((inner) => inner.fn.sum<number>('t.worked_hours').as('hours'))
                .whereRef('t.student_job_id', '=', 'sj.id'),
              eb.lit(0),
            ),
            'float8',
          )
          .as('hoursWorked'),
      ])
      .where('sj.job_id', '=', params.jobId)
      .orderBy('sj.start_date', 'desc')
      .orderBy('s.last_name')
      .orderBy('s.first_name')
      .orderBy('sj.id')
      .$narrowType<{ status: JobWorker['status'] }>()
      .execute();
    return workers;
  },

  async jobsListAvailable({ db, user, query }) {
    const scope = scopeCondition(user, scopes.job('j'));
    const { contractId } = query;
    const openings: JobOpening[] = await db
      .selectFrom((eb) =>
        eb
          .selectFrom('jobs as j')
          .innerJoin('worksites as w', 'w.id', 'j.worksite_id')
          .innerJoin('contracts as c', 'c.id', 'j.contract_id')
          .select((inner) => [
            'j.title as jobName',
            'j.id as jobId',
            'j.start_date as jobStartDate',
            'j.end_date as jobEndDate',
            'j.contract_id as contractId',
            'c.contract_code as contractCode',
            'j.worksite_id as worksiteId',
            'w.name as worksiteName',
            'j.incentive_only as incentiveOnly',
            inner(
              'j.capacity',
              '-',
              inner
                .selectFrom('student_jobs as osj')
                .select((count) => count.cast<number>(count.fn.countAll(), 'int4').as('held'))
                .whereRef('osj.job_id', '=', 'j.id')
                .where('osj.status', 'in', HOLDING_STATUSES),
            ).as('openings'),
          ])
          .where('j.status', '=', 'Approved')
          .where('c.status', '<>', 'Closed')
          .$if(contractId !== undefined, (available) => available.where('j.contract_id', '=', contractId ?? 0))
          .$if(scope !== undefined, (available) => available.where(asCondition(scope ?? sql`true`)))
          .as('available'),
      )
      .selectAll()
      .where('openings', '>', 0)
      .orderBy('contractCode')
      .orderBy('worksiteName')
      .orderBy('jobName')
      .orderBy('jobId')
      .execute();
    return openings;
  },

  async jobsBulkAssign({ db, user, body, operation }) {
    const caller = signedIn(user);
    if (body.endDate < body.startDate) throw unprocessable({ endDate: DATE_ORDER_MESSAGE });
    const job = await jobs.get({ db, user }, body.jobId);
    if (body.startDate < job.startDate || body.endDate > job.endDate) {
      throw unprocessable({ startDate: ASSIGNMENT_OUTSIDE_JOB });
    }
    // One bulk assignment per job at a time, so two callers cannot both take the last position.
    await db.selectFrom('jobs').select('id').where('id', '=', job.id).forUpdate().execute();
    const contract = await db
      .selectFrom('contracts')
      .select(['organization_id', 'status', 'contract_code'])
      .where('id', '=', job.contractId)
      .executeTakeFirst();
    if (!contract) throw notFound('The contract');
    // The participant states that may move to Assigned come from the contract's x-transition (ADR 061).
    const assignable = operation.operation['x-transition']?.from ?? [];
    let filled = await filledOf(db, job.id);
    const studentScope = scopeCondition(user, scopes.student('s'));
    const results: BulkItem[] = [];
    for (const { id: studentId, version } of body.items) {
      const fail = (message: string) => results.push({ id: studentId, succeeded: false, message });
      if (job.status !== 'Approved') {
        fail(NOT_APPROVED_FOR_ASSIGNMENT);
        continue;
      }
      if (contract.status !== 'Active') {
        fail(notActiveFor(job.contractCode, contract.status, 'assignments'));
        continue;
      }
      const student: StudentRow | undefined = await db
        .selectFrom('students as s')
        .select([
          's.id',
          's.version',
          's.organization_id',
          's.status',
          sql<number | null>`extract(year from age(${job.startDate}::date, s.birth_date))::int`.as('age'),
        ])
        .where('s.id', '=', studentId)
        .$if(studentScope !== undefined, (query) => query.where(asCondition(studentScope ?? sql`true`)))
        .executeTakeFirst();
      if (!student) {
        fail(PARTICIPANT_NOT_FOUND);
        continue;
      }
      if (student.version !== version) {
        fail(STALE_VERSION_MESSAGE);
        continue;
      }
      const holding = await db
        .selectFrom('student_jobs')
        .select('id')
        .where('job_id', '=', job.id)
        .where('student_id', '=', studentId)
        .where('status', 'in', ['Assigned', 'Active'])
        .executeTakeFirst();
      if (holding) {
        fail(ALREADY_ASSIGNED);
        continue;
      }
      if (student.organization_id !== contract.organization_id) {
        fail(OTHER_ORGANIZATION);
        continue;
      }
      if (!assignable.includes(student.status)) {
        fail(participantNotAssignable(student.status, assignable));
        continue;
      }
      if (student.age === null || student.age < job.minAge || student.age > job.maxAge) {
        fail(participantAgeOutside(student.age ?? 0, job.minAge, job.maxAge));
        continue;
      }
      if (filled >= job.positions) {
        fail(noOpenPositions(job.positions));
        continue;
      }
      const assignment = await db
        .insertInto('student_jobs')
        .values({
          student_id: studentId,
          job_id: job.id,
          start_date: body.startDate,
          end_date: body.endDate,
          hourly_rate: job.hourlyRate,
          incentive_only: job.incentiveOnly,
          status: 'Assigned',
          create_user: caller.userName,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('students')
        .set({
          status: 'Assigned',
          ...touchedBy(caller.userName),
        })
        .where('id', '=', studentId)
        .execute();
      await writeAudit(db, caller, {
        entity: 'StudentJob',
        entityId: assignment.id,
        action: 'assign',
        before: { studentStatus: student.status },
        after: { studentId, jobId: job.id, startDate: body.startDate, endDate: body.endDate, status: 'Assigned' },
      });
      filled += 1;
      results.push({ id: studentId, succeeded: true, message: null });
    }
    const succeeded = results.filter((r) => r.succeeded).length;
    // Bulk actions answer 409 only when no listed record could move (ADR 061).
    if (succeeded === 0) throw conflict([...new Set(results.map((r) => r.message ?? ''))].join(' '));
    return { succeeded, failed: results.length - succeeded, results };
  },
};
