import { sql, type RawBuilder } from 'kysely';
import type { Handlers, Principal } from '../../http/context.ts';
import { conflict, notFound, unprocessable } from '../../core/errors.ts';
import { defineResource, type TableWrites } from '../../lib/resource.ts';
import { bool, date, int, number, runList, text, type Column } from '../../lib/search.ts';
import {
  assertDateOrder,
  assertExists,
  assertLookup,
  auditColumns,
  studentScope,
  versionOf,
  visibleStudent,
  type Db,
  type StudentCore,
} from './common.ts';
import { LOOKUPS } from './rules.ts';

type Body = Record<string, unknown>;

/**
 * One participant sub-record kind (ADR 015: nested under /students/{studentId}, an un-paged list,
 * get, create, update with `version`, delete with its own DELETE_STUDENT_* claim from x-claims).
 */
/** One kind of a participant's records; its table and written columns are checked against `Database`. */
type SubRecordKind = TableWrites & {
  /** operationId prefix, e.g. studentContracts → studentContractsList, …Create, …Get, …Update, …Delete. */
  prefix: string;
  /** The path parameter of one record, e.g. studentContractId. */
  idParam: string;
  entity: string;
  /** Joins (from `x`, the sub-record) for display fields. */
  joins?: RawBuilder<unknown>;
  columns: Record<string, Column>;
  defaultSort: readonly { field: string; direction: 'asc' | 'desc' }[];
  /** The kind's rules on a create or update body (references exist, dates in order…). */
  check?: (db: Db, body: Body, student: StudentCore, id?: number) => Promise<void> | void;
  /** Work after a write inside the same transaction (e.g. one primary guardian). */
  afterWrite?: (db: Db, body: Body, student: StudentCore, id: number) => Promise<void>;
};

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);
const lookupText = (alias: string, column: string) => text(`coalesce(${alias}.text, 'Option ' || x.${column})`);

const KINDS: SubRecordKind[] = [
  {
    prefix: 'studentContracts',
    idParam: 'studentContractId',
    entity: 'Participant Contract',
    table: 'student_contracts',
    joins: sql`left join contracts c on c.id = x.contract_id`,
    columns: {
      id: int('x.id'),
      contractId: int('x.contract_id'),
      startDate: date('x.start_date'),
      endDate: date('x.end_date'),
      maxHours: number('x.max_hours'),
      maxIncentiveAmount: number('x.max_incentive_amount'),
      studentId: int('x.student_id'),
      contractCode: text(`coalesce(c.contract_code, 'Contract ' || x.contract_id)`),
    },
    writable: {
      contractId: 'contract_id',
      startDate: 'start_date',
      endDate: 'end_date',
      maxHours: 'max_hours',
      maxIncentiveAmount: 'max_incentive_amount',
    },
    defaultSort: [{ field: 'startDate', direction: 'desc' }],
    async check(db, body, student) {
      assertDateOrder(String(body.startDate), str(body.endDate));
      // A contract of another organization is as invisible as a missing one (ADR 060).
      const contract = await db
        .selectFrom('contracts')
        .select('id')
        .where('id', '=', num(body.contractId) ?? 0)
        .where('organization_id', '=', student.organization_id)
        .executeTakeFirst();
      if (!contract) throw notFound('The contract');
    },
  },
  {
    prefix: 'studentEligibilities',
    idParam: 'studentEligibilityId',
    entity: 'Participant Eligibility',
    table: 'student_eligibilities',
    joins: sql`left join lookup_options fs on fs.id = x.funding_source_id`,
    columns: {
      id: int('x.id'),
      fundingSourceId: int('x.funding_source_id'),
      determinationDate: date('x.determination_date'),
      isEligible: bool('x.is_eligible'),
      familySize: int('x.family_size'),
      annualIncome: number('x.annual_income'),
      incomeRangeId: int('x.income_range_id'),
      comments: text('x.comments'),
      studentId: int('x.student_id'),
      fundingSourceName: lookupText('fs', 'funding_source_id'),
    },
    writable: {
      fundingSourceId: 'funding_source_id',
      determinationDate: 'determination_date',
      isEligible: 'is_eligible',
      familySize: 'family_size',
      annualIncome: 'annual_income',
      incomeRangeId: 'income_range_id',
      comments: 'comments',
    },
    defaultSort: [{ field: 'determinationDate', direction: 'desc' }],
    async check(db, body) {
      await assertLookup(db, 'fundingSourceId', 'Funding Source', num(body.fundingSourceId), LOOKUPS.fundingSource);
      await assertExists(db, 'income_ranges', 'incomeRangeId', 'The income range', num(body.incomeRangeId));
    },
  },
  {
    prefix: 'studentPrograms',
    idParam: 'studentProgramId',
    entity: 'Participant Program',
    table: 'student_programs',
    joins: sql`left join programs p on p.id = x.program_id`,
    columns: {
      id: int('x.id'),
      programId: int('x.program_id'),
      startDate: date('x.start_date'),
      endDate: date('x.end_date'),
      outcome: text('x.outcome'),
      comments: text('x.comments'),
      studentId: int('x.student_id'),
      programName: text(`coalesce(p.name, 'Program ' || x.program_id)`),
    },
    writable: {
      programId: 'program_id',
      startDate: 'start_date',
      endDate: 'end_date',
      outcome: 'outcome',
      comments: 'comments',
    },
    defaultSort: [{ field: 'startDate', direction: 'desc' }],
    async check(db, body, student) {
      assertDateOrder(String(body.startDate), str(body.endDate));
      const program = await db
        .selectFrom('programs')
        .select('id')
        .where('id', '=', num(body.programId) ?? 0)
        .where('organization_id', '=', student.organization_id)
        .executeTakeFirst();
      if (!program) throw unprocessable({ programId: "The program is not one of the participant's organization." });
    },
  },
  {
    prefix: 'studentBarriers',
    idParam: 'studentBarrierId',
    entity: 'Participant Barrier',
    table: 'student_barriers',
    joins: sql`left join lookup_options bt on bt.id = x.barrier_type_id`,
    columns: {
      id: int('x.id'),
      barrierTypeId: int('x.barrier_type_id'),
      identifiedDate: date('x.identified_date'),
      resolvedDate: date('x.resolved_date'),
      comments: text('x.comments'),
      studentId: int('x.student_id'),
      barrierTypeName: lookupText('bt', 'barrier_type_id'),
    },
    writable: {
      barrierTypeId: 'barrier_type_id',
      identifiedDate: 'identified_date',
      resolvedDate: 'resolved_date',
      comments: 'comments',
    },
    defaultSort: [{ field: 'identifiedDate', direction: 'desc' }],
    async check(db, body) {
      const resolved = str(body.resolvedDate);
      if (resolved && resolved < String(body.identifiedDate)) {
        throw unprocessable({ resolvedDate: 'Resolved Date must be on or after Identified Date.' });
      }
      await assertLookup(db, 'barrierTypeId', 'Barrier Type', num(body.barrierTypeId), LOOKUPS.barrierType);
    },
  },
  {
    prefix: 'studentEducations',
    idParam: 'studentEducationId',
    entity: 'Participant Education',
    table: 'student_educations',
    joins: sql`left join schools sc on sc.id = x.school_id left join lookup_options gl on gl.id = x.grade_level_id`,
    columns: {
      id: int('x.id'),
      schoolId: int('x.school_id'),
      gradeLevelId: int('x.grade_level_id'),
      schoolStatus: text('x.school_status'),
      schoolYear: text('x.school_year'),
      expectedGraduationDate: date('x.expected_graduation_date'),
      studentId: int('x.student_id'),
      schoolName: text(`coalesce(sc.name, 'School ' || x.school_id)`),
      gradeLevelName: lookupText('gl', 'grade_level_id'),
    },
    writable: {
      schoolId: 'school_id',
      gradeLevelId: 'grade_level_id',
      schoolStatus: 'school_status',
      schoolYear: 'school_year',
      expectedGraduationDate: 'expected_graduation_date',
    },
    defaultSort: [{ field: 'schoolYear', direction: 'desc' }],
    async check(db, body) {
      const [from, to] = String(body.schoolYear).split('-').map(Number);
      if (from === undefined || to !== from + 1) {
        throw unprocessable({ schoolYear: 'School Year must be two consecutive years, such as 2026-2027.' });
      }
      await assertExists(db, 'schools', 'schoolId', 'The school', num(body.schoolId));
      await assertLookup(db, 'gradeLevelId', 'Grade Level', num(body.gradeLevelId), LOOKUPS.gradeLevel);
    },
  },
  {
    prefix: 'studentGuardians',
    idParam: 'studentGuardianId',
    entity: 'Participant Guardian',
    table: 'student_guardians',
    joins: sql`left join lookup_options rel on rel.id = x.relationship_id`,
    columns: {
      id: int('x.id'),
      relationshipId: int('x.relationship_id'),
      firstName: text('x.first_name'),
      lastName: text('x.last_name'),
      mainPhone: text('x.main_phone'),
      cellPhone: text('x.cell_phone'),
      emailAddress: text('x.email_address'),
      addressLine1: text('x.address_line1'),
      city: text('x.city'),
      stateCode: text('x.state_code'),
      zipCode: text('x.zip_code'),
      isPrimaryContact: bool('x.is_primary_contact'),
      studentId: int('x.student_id'),
      relationshipName: lookupText('rel', 'relationship_id'),
    },
    writable: {
      relationshipId: 'relationship_id',
      firstName: 'first_name',
      lastName: 'last_name',
      mainPhone: 'main_phone',
      cellPhone: 'cell_phone',
      emailAddress: 'email_address',
      addressLine1: 'address_line1',
      city: 'city',
      stateCode: 'state_code',
      zipCode: 'zip_code',
      isPrimaryContact: 'is_primary_contact',
    },
    defaultSort: [
      { field: 'isPrimaryContact', direction: 'desc' },
      { field: 'lastName', direction: 'asc' },
    ],
    async check(db, body) {
      await assertLookup(db, 'relationshipId', 'Relationship', num(body.relationshipId), LOOKUPS.relationship);
    },
    // One primary contact: naming a new one makes the others secondary.
    async afterWrite(db, body, student, id) {
      if (body.isPrimaryContact !== true) return;
      await db
        .updateTable('student_guardians')
        .set({ is_primary_contact: false, version: sql<number>`version + 1`, last_update_date: sql<string>`now()` })
        .where('student_id', '=', student.id)
        .where('id', '<>', id)
        .where('is_primary_contact', '=', true)
        .execute();
    },
  },
  {
    prefix: 'studentInterests',
    idParam: 'studentInterestId',
    entity: 'Participant Interest',
    table: 'student_interests',
    joins: sql`left join lookup_options si on si.id = x.interest_id`,
    columns: {
      id: int('x.id'),
      interestId: int('x.interest_id'),
      rank: int('x.rank'),
      comments: text('x.comments'),
      studentId: int('x.student_id'),
      interestName: lookupText('si', 'interest_id'),
    },
    writable: { interestId: 'interest_id', rank: 'rank', comments: 'comments' },
    defaultSort: [{ field: 'rank', direction: 'asc' }],
    async check(db, body, student, id) {
      await assertLookup(db, 'interestId', 'Interest', num(body.interestId), LOOKUPS.interest);
      const same = await db
        .selectFrom('student_interests')
        .select('id')
        .where('student_id', '=', student.id)
        .where('interest_id', '=', num(body.interestId) ?? 0)
        .$if(id !== undefined, (query) => query.where('id', '<>', id ?? 0))
        .executeTakeFirst();
      if (same) throw conflict("This interest is already on the participant's list.");
    },
  },
  {
    prefix: 'studentReferrals',
    idParam: 'studentReferralId',
    entity: 'Participant Referral',
    table: 'student_referrals',
    joins: sql`left join lookup_options st on st.id = x.service_type_id`,
    columns: {
      id: int('x.id'),
      referralDate: date('x.referral_date'),
      referredTo: text('x.referred_to'),
      serviceTypeId: int('x.service_type_id'),
      outcome: text('x.outcome'),
      comments: text('x.comments'),
      studentId: int('x.student_id'),
      serviceTypeName: lookupText('st', 'service_type_id'),
    },
    writable: {
      referralDate: 'referral_date',
      referredTo: 'referred_to',
      serviceTypeId: 'service_type_id',
      outcome: 'outcome',
      comments: 'comments',
    },
    defaultSort: [{ field: 'referralDate', direction: 'desc' }],
    async check(db, body) {
      await assertLookup(db, 'serviceTypeId', 'Service Type', num(body.serviceTypeId), LOOKUPS.serviceType);
    },
  },
  {
    prefix: 'studentFollowUps',
    idParam: 'studentFollowUpId',
    entity: 'Participant Follow-up',
    table: 'student_follow_ups',
    columns: {
      id: int('x.id'),
      followUpDate: date('x.follow_up_date'),
      method: text('x.method'),
      employmentStatus: text('x.employment_status'),
      employerName: text('x.employer_name'),
      comments: text('x.comments'),
      studentId: int('x.student_id'),
    },
    writable: {
      followUpDate: 'follow_up_date',
      method: 'method',
      employmentStatus: 'employment_status',
      employerName: 'employer_name',
      comments: 'comments',
    },
    defaultSort: [{ field: 'followUpDate', direction: 'desc' }],
    check(_db, body) {
      if (body.employmentStatus === 'Employed' && !str(body.employerName)) {
        throw unprocessable({ employerName: 'Employer Name is required when the participant is employed.' });
      }
    },
  },
  {
    prefix: 'studentCareerPrograms',
    idParam: 'studentCareerProgramId',
    entity: 'Participant Career Program',
    table: 'student_career_programs',
    joins: sql`left join lookup_options cp on cp.id = x.career_program_type_id`,
    columns: {
      id: int('x.id'),
      careerProgramTypeId: int('x.career_program_type_id'),
      startDate: date('x.start_date'),
      endDate: date('x.end_date'),
      outcome: text('x.outcome'),
      credentialEarned: bool('x.credential_earned'),
      credentialName: text('x.credential_name'),
      studentId: int('x.student_id'),
      careerProgramTypeName: lookupText('cp', 'career_program_type_id'),
    },
    writable: {
      careerProgramTypeId: 'career_program_type_id',
      startDate: 'start_date',
      endDate: 'end_date',
      outcome: 'outcome',
      credentialEarned: 'credential_earned',
      credentialName: 'credential_name',
    },
    defaultSort: [{ field: 'startDate', direction: 'desc' }],
    async check(db, body) {
      assertDateOrder(String(body.startDate), str(body.endDate));
      if (body.credentialEarned === true && !str(body.credentialName)) {
        throw unprocessable({ credentialName: 'Credential Name is required when a credential was earned.' });
      }
      await assertLookup(
        db,
        'careerProgramTypeId',
        'Career Program Type',
        num(body.careerProgramTypeId),
        LOOKUPS.careerProgramType,
      );
    },
  },
];

/** The kind's CRUD over one participant's records (scope through the participant). */
function resourceOf(kind: SubRecordKind, studentId: number) {
  const writes: TableWrites = kind;
  return defineResource<Record<string, unknown>>({
    ...writes,
    entity: kind.entity,
    alias: 'x',
    from: sql`${sql.table(kind.table)} x join students s on s.id = x.student_id ${kind.joins ?? sql``}`,
    columns: { ...kind.columns, ...auditColumns('x') },
    defaultSort: kind.defaultSort,
    scope: studentScope('s'),
    where: () => sql`x.student_id = ${studentId}`,
  });
}

/** Handler context of any sub-record operation: the path's ids, the body and the query. */
interface AnyContext {
  db: Db;
  user: Principal | null;
  params: Record<string, number>;
  body: unknown;
  query: unknown;
}

function handlersOf(kind: SubRecordKind): Handlers {
  const studentIdOf = (ctx: AnyContext) => Number(ctx.params.studentId);
  const idOf = (ctx: AnyContext) => Number(ctx.params[kind.idParam]);
  const handlers = {
    async [`${kind.prefix}List`](ctx: AnyContext) {
      await visibleStudent(ctx.db, ctx.user, studentIdOf(ctx));
      return runList(ctx.db, {
        from: sql`${sql.table(kind.table)} x ${kind.joins ?? sql``}`,
        columns: { ...kind.columns, ...auditColumns('x') },
        defaultSort: kind.defaultSort,
        key: sql`x.id`,
        where: [sql`x.student_id = ${studentIdOf(ctx)}`],
      });
    },
    async [`${kind.prefix}Get`](ctx: AnyContext) {
      await visibleStudent(ctx.db, ctx.user, studentIdOf(ctx));
      return resourceOf(kind, studentIdOf(ctx)).get(ctx, idOf(ctx));
    },
    async [`${kind.prefix}Create`](ctx: AnyContext) {
      const student = await visibleStudent(ctx.db, ctx.user, studentIdOf(ctx));
      const body = ctx.body as Body;
      await kind.check?.(ctx.db, body, student);
      const created = await resourceOf(kind, student.id).create(ctx, body, { student_id: student.id });
      await kind.afterWrite?.(ctx.db, body, student, Number(created.id));
      return created;
    },
    async [`${kind.prefix}Update`](ctx: AnyContext) {
      const student = await visibleStudent(ctx.db, ctx.user, studentIdOf(ctx));
      const body = ctx.body as Body;
      const resource = resourceOf(kind, student.id);
      await resource.get(ctx, idOf(ctx));
      await kind.check?.(ctx.db, body, student, idOf(ctx));
      const updated = await resource.update(ctx, idOf(ctx), body);
      await kind.afterWrite?.(ctx.db, body, student, idOf(ctx));
      return updated;
    },
    async [`${kind.prefix}Delete`](ctx: AnyContext) {
      const student = await visibleStudent(ctx.db, ctx.user, studentIdOf(ctx));
      await resourceOf(kind, student.id).remove(ctx, idOf(ctx), versionOf(ctx.query));
      return undefined;
    },
  };
  // Keyed by name from the kind; each handler receives its own operation's context at run time.
  return handlers;
}

export const subRecordHandlers: Handlers = KINDS.reduce<Handlers>((all, kind) => ({ ...all, ...handlersOf(kind) }), {});
