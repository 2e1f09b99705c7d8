import type { components } from '@pathway/api-client/schema';
import { ageRange } from '@pathway/validation';
import { sql } from 'kysely';
import { int4 } from '../../db/arrays.ts';
import type { Json } from '../../core/database.generated.ts';
import type { Handlers, Principal } from '../../http/context.ts';
import { conflict, notFound, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { defineResource } from '../../lib/resource.ts';
import { bool, date, int, number, text, auditColumns } from '../../lib/search.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
import {
  deleteVersion,
  assertStartBeforeEnd,
  assertWritableOrganization,
  contractScope,
  ctxOf,
  dependantsMessage,
  dependantsOf,
  withoutNulls,
  type Db,
} from './common.ts';
import { programOptions } from './lookups.ts';
import { qualityReviewAges } from '../../lib/qualityReviewAges.ts';
import { defaultPages } from './onlineApplication.ts';

type Program = components['schemas']['Program'];
type EnrollmentProgram = components['schemas']['EnrollmentProgram'];
// openapi-typescript drops the `required` of an allOf member; the contract (checked by Ajv) has them.
type ProgramBody = components['schemas']['ProgramFields'] &
  Required<Pick<components['schemas']['ProgramFields'], 'name' | 'code' | 'organizationId' | 'isActive'>>;
type EnrollmentProgramFields = components['schemas']['EnrollmentProgramFields'] &
  Required<
    Pick<
      components['schemas']['EnrollmentProgramFields'],
      'name' | 'code' | 'programId' | 'organizationId' | 'startDate' | 'endDate' | 'isActive'
    >
  >;

export const programs = defineResource<Program>({
  entity: 'Program',
  table: 'programs',
  alias: 'p',
  from: sql`programs p join organizations o on o.id = p.organization_id`,
  columns: {
    id: int('p.id'),
    name: text('p.name', { quick: true }),
    code: text('p.code', { quick: true }),
    description: text('p.description'),
    organizationId: int('p.organization_id'),
    organizationName: text('o.name', { quick: true }),
    startDate: date('p.start_date', { quick: true }),
    endDate: date('p.end_date', { quick: true }),
    isActive: bool('p.is_active'),
    ...auditColumns('p'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: {
    name: 'name',
    code: 'code',
    description: 'description',
    organizationId: 'organization_id',
    startDate: 'start_date',
    endDate: 'end_date',
    isActive: 'is_active',
  },
  scope: { organization: 'p.organization_id' },
});

const cleanProgram = (row: Program) => withoutNulls(row, ['description', 'startDate', 'endDate']);

export const enrollmentPrograms = defineResource<EnrollmentProgram>({
  entity: 'Enrollment program',
  table: 'enrollment_programs',
  alias: 'ep',
  from: sql`enrollment_programs ep join programs p on p.id = ep.program_id join organizations o on o.id = ep.organization_id`,
  columns: {
    id: int('ep.id'),
    name: text('ep.name', { quick: true }),
    code: text('ep.code', { quick: true }),
    programId: int('ep.program_id'),
    programName: text('p.name', { quick: true }),
    organizationId: int('ep.organization_id'),
    organizationName: text('o.name', { quick: true }),
    fundingSourceId: int('ep.funding_source_id'),
    startDate: date('ep.start_date', { quick: true }),
    endDate: date('ep.end_date', { quick: true }),
    applicationStartDate: date('ep.application_start_date'),
    applicationEndDate: date('ep.application_end_date'),
    minAge: int('ep.min_age'),
    maxAge: int('ep.max_age'),
    hourlyRate: number('ep.hourly_rate'),
    maxHoursPerStudent: number('ep.max_hours_per_student'),
    maxIncentiveAmount: number('ep.max_incentive_amount'),
    paymentMethod: text('ep.payment_method'),
    isActive: bool('ep.is_active'),
    ...auditColumns('ep'),
  },
  defaultSort: [
    { field: 'startDate', direction: 'desc' },
    { field: 'name', direction: 'asc' },
  ],
  writable: {
    name: 'name',
    code: 'code',
    programId: 'program_id',
    organizationId: 'organization_id',
    fundingSourceId: 'funding_source_id',
    startDate: 'start_date',
    endDate: 'end_date',
    applicationStartDate: 'application_start_date',
    applicationEndDate: 'application_end_date',
    minAge: 'min_age',
    maxAge: 'max_age',
    hourlyRate: 'hourly_rate',
    maxHoursPerStudent: 'max_hours_per_student',
    maxIncentiveAmount: 'max_incentive_amount',
    paymentMethod: 'payment_method',
    isActive: 'is_active',
  },
  scope: { organization: 'ep.organization_id' },
});

const EP_OPTIONAL = [
  'fundingSourceId',
  'applicationStartDate',
  'applicationEndDate',
  'minAge',
  'maxAge',
  'hourlyRate',
  'maxHoursPerStudent',
  'maxIncentiveAmount',
  'paymentMethod',
];
const cleanEnrollmentProgram = (row: EnrollmentProgram) => withoutNulls(row, EP_OPTIONAL);

/** Program codes are unique within an organization. */
async function assertProgramCodeFree(db: Db, organizationId: number, code: string, exceptId?: number) {
  const taken = await db
    .selectFrom('programs')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql`lower(code)`, '=', sql`lower(${code})`)
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId ?? 0))
    .executeTakeFirst();
  if (taken) throw conflict(`A program with the code ${code} already exists in this organization.`);
}

async function assertEnrollmentCodeFree(db: Db, organizationId: number, code: string, exceptId?: number) {
  const taken = await db
    .selectFrom('enrollment_programs')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql`lower(code)`, '=', sql`lower(${code})`)
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId ?? 0))
    .executeTakeFirst();
  if (taken) throw conflict(`An enrollment program with the code ${code} already exists in this organization.`);
}

/**
 * The rules of an enrollment program: dates in order (spec: "Start Date must be less then End
 * Date"), ages within the quality-review bounds and min ≤ max, the program of the organization,
 * a funding source from its list.
 */
async function checkEnrollmentProgram(db: Db, user: Principal | null, body: EnrollmentProgramFields) {
  assertWritableOrganization(user, body.organizationId);
  assertStartBeforeEnd(body.startDate, body.endDate);
  assertStartBeforeEnd(body.applicationStartDate, body.applicationEndDate, 'applicationStartDate');
  const ages = ageRange({ minAge: body.minAge ?? null, maxAge: body.maxAge ?? null }, await qualityReviewAges(db));
  if (ages.minAge || ages.maxAge) {
    throw unprocessable({
      ...(ages.minAge ? { minAge: ages.minAge.message } : {}),
      ...(ages.maxAge ? { maxAge: ages.maxAge.message } : {}),
    });
  }
  const program = await db
    .selectFrom('programs')
    .select('organization_id')
    .where('id', '=', body.programId)
    .executeTakeFirst();
  if (program?.organization_id !== body.organizationId) {
    throw unprocessable({ programId: 'Choose a program of the enrollment program’s organization.' });
  }
  if (body.fundingSourceId !== undefined) {
    const source = await db
      .selectFrom('lookup_options')
      .select('id')
      .where('id', '=', body.fundingSourceId)
      .where('lookup_name', '=', 'funding-sources')
      .executeTakeFirst();
    if (!source) throw unprocessable({ fundingSourceId: 'Choose a funding source from the list.' });
  }
}

/** Every writable field, absent ones as null (a PUT replaces the record). */
function allFields(body: EnrollmentProgramFields): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(enrollmentPrograms.spec.writable).map((field) => [
      field,
      (body as Record<string, unknown>)[field] ?? null,
    ]),
  );
}

async function createPageSetup(db: Db, enrollmentProgramId: number, userName: string, pages: unknown) {
  await db
    .insertInto('online_app_page_setups')
    .values({
      enrollment_program_id: enrollmentProgramId,
      // Sent as text and cast, so both engines store the object rather than a JSON string.
      pages: sql<Json>`${JSON.stringify(pages)}::jsonb`,
      create_user: userName,
    })
    .execute();
}

export const programHandlers: Handlers = {
  programsListOptions: ({ db, user }) => programOptions(db, user),

  async programsSearch(ctx) {
    const page = await programs.search(ctxOf(ctx), ctx.body);
    return { ...page, items: page.items.map(cleanProgram) };
  },

  async programsGet(ctx) {
    return cleanProgram(await programs.get(ctxOf(ctx), ctx.params.programId));
  },

  async programsCreate(ctx) {
    const { db, user } = ctx;
    const body = ctx.body as ProgramBody;
    assertWritableOrganization(user, body.organizationId);
    assertStartBeforeEnd(body.startDate, body.endDate);
    await assertProgramCodeFree(db, body.organizationId, body.code);
    return cleanProgram(await programs.create(ctxOf(ctx), body));
  },

  async programsUpdate(ctx) {
    const { db, user, params } = ctx;
    const body = ctx.body as ProgramBody & { version: number };
    await programs.get(ctxOf(ctx), params.programId);
    assertWritableOrganization(user, body.organizationId);
    assertStartBeforeEnd(body.startDate, body.endDate);
    await assertProgramCodeFree(db, body.organizationId, body.code, params.programId);
    const moved = await db
      .selectFrom('enrollment_programs')
      .select('id')
      .where('program_id', '=', params.programId)
      .where('organization_id', '<>', body.organizationId)
      .limit(1)
      .executeTakeFirst();
    if (moved) {
      throw unprocessable({
        organizationId: 'The program has enrollment programs of its organization; it cannot move to another one.',
      });
    }
    return cleanProgram(
      await programs.update(ctxOf(ctx), params.programId, {
        description: null,
        startDate: null,
        endDate: null,
        ...body,
      }),
    );
  },

  async programsDelete(ctx) {
    const id = ctx.params.programId;
    await programs.get(ctxOf(ctx), id);
    const dependants = await dependantsOf(ctx.db, 'programs', id);
    if (dependants.length > 0) throw conflict(dependantsMessage('program', dependants));
    await programs.remove(ctxOf(ctx), id, deleteVersion(ctx.query));
    return undefined;
  },

  async enrollmentProgramsSearch(ctx) {
    const page = await enrollmentPrograms.search(ctxOf(ctx), ctx.body);
    return { ...page, items: page.items.map(cleanEnrollmentProgram) };
  },

  async enrollmentProgramsGet(ctx) {
    return cleanEnrollmentProgram(await enrollmentPrograms.get(ctxOf(ctx), ctx.params.enrollmentProgramId));
  },

  async enrollmentProgramsListWithOrganization({ db, user }) {
    const scope = scopeCondition(user, { organization: 'ep.organization_id' });
    return db
      .selectFrom('enrollment_programs as ep')
      .innerJoin('organizations as o', 'o.id', 'ep.organization_id')
      .select([
        'ep.id',
        'ep.name as text',
        'ep.code',
        'ep.organization_id as organizationId',
        'o.name as organizationName',
      ])
      .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
      .orderBy('ep.start_date', 'desc')
      .orderBy(sql`lower(ep.name)`)
      .orderBy('ep.id')
      .limit(600)
      .execute();
  },

  async enrollmentProgramsCreate(ctx) {
    const { db, user } = ctx;
    const body = ctx.body as EnrollmentProgramFields;
    await checkEnrollmentProgram(db, user, body);
    await assertEnrollmentCodeFree(db, body.organizationId, body.code);
    const created = await enrollmentPrograms.create(ctxOf(ctx), body);
    await createPageSetup(db, created.id, user?.userName ?? 'system', defaultPages());
    return cleanEnrollmentProgram(created);
  },

  async enrollmentProgramsUpdate(ctx) {
    const { db, user, params } = ctx;
    const body = ctx.body as EnrollmentProgramFields & { version: number };
    await enrollmentPrograms.get(ctxOf(ctx), params.enrollmentProgramId);
    await checkEnrollmentProgram(db, user, body);
    await assertEnrollmentCodeFree(db, body.organizationId, body.code, params.enrollmentProgramId);
    return cleanEnrollmentProgram(
      await enrollmentPrograms.update(ctxOf(ctx), params.enrollmentProgramId, {
        ...allFields(body),
        version: body.version,
      }),
    );
  },

  async enrollmentProgramsCopy(ctx) {
    const { body, db, user, params } = ctx;
    const source = (await enrollmentPrograms.get(ctxOf(ctx), params.enrollmentProgramId)) as EnrollmentProgram &
      EnrollmentProgramFields;
    assertWritableOrganization(user, source.organizationId);
    assertStartBeforeEnd(body.startDate, body.endDate);
    await assertEnrollmentCodeFree(db, source.organizationId, body.code);
    const copy = await enrollmentPrograms.create(ctxOf(ctx), {
      ...allFields(source),
      name: body.name,
      code: body.code,
      startDate: body.startDate,
      endDate: body.endDate,
      // The source's application window belonged to its own dates; the copy's is set afresh.
      applicationStartDate: null,
      applicationEndDate: null,
    });
    const userName = user?.userName ?? 'system';
    // The copy takes the source's online application pages and quality-review items with it.
    await db
      .insertInto('online_app_page_setups')
      .columns(['enrollment_program_id', 'pages', 'create_user'])
      .expression(
        db
          .selectFrom('online_app_page_setups')
          .select([
            int4(copy.id).as('enrollment_program_id'),
            'pages',
            sql<string>`${userName}::text`.as('create_user'),
          ])
          .where('enrollment_program_id', '=', source.id),
      )
      .execute();
    const copied = [
      'section_id',
      'name',
      'page_kind',
      'verification_name',
      'field_type',
      'display_order',
      'is_required',
      'is_provider_screening',
      'is_active',
    ] as const;
    await db
      .insertInto('quality_review_config_items')
      .columns(['enrollment_program_id', ...copied, 'create_user'])
      .expression(
        db
          .selectFrom('quality_review_config_items')
          .select([
            int4(copy.id).as('enrollment_program_id'),
            ...copied,
            sql<string>`${userName}::text`.as('create_user'),
          ])
          .where('enrollment_program_id', '=', source.id)
          .orderBy('id'),
      )
      .execute();
    await writeAudit(db, user, { entity: 'Enrollment program', entityId: copy.id, action: 'copy', after: copy });
    return cleanEnrollmentProgram(copy);
  },

  async enrollmentProgramsDelete(ctx) {
    const { db, params } = ctx;
    const id = params.enrollmentProgramId;
    await enrollmentPrograms.get(ctxOf(ctx), id);
    // Its own configuration (quality-review items, online application pages) goes with it;
    // applicants, participants or contracts of the intake keep it.
    const dependants = (await dependantsOf(db, 'enrollment_programs', id)).filter(
      (d) => d.name !== 'quality review items',
    );
    if (dependants.length > 0) throw conflict(dependantsMessage('enrollment program', dependants));
    await db.deleteFrom('quality_review_config_items').where('enrollment_program_id', '=', id).execute();
    await enrollmentPrograms.remove(ctxOf(ctx), id, deleteVersion(ctx.query));
    return undefined;
  },

  async enrollmentProgramsGetContractPayrollDelivery({ db, user, body }) {
    const contract = await db
      .selectFrom('contracts as c')
      .leftJoin('card_delivery_setups as s', 's.contract_id', 'c.id')
      .select([
        'c.id',
        'c.organization_id',
        'c.start_date',
        'c.funding_source_id',
        'c.payroll_frequency_id',
        's.card_provider_id',
      ])
      .where('c.id', '=', body.contractId)
      .where(asCondition(contractScope(user, 'c')))
      .executeTakeFirst();
    if (!contract) throw notFound('The contract');
    const worksite =
      body.worksiteId === undefined
        ? undefined
        : await db
            .selectFrom('worksites as w')
            .innerJoin('contract_worksites as cw', (join) =>
              join.onRef('cw.worksite_id', '=', 'w.id').on('cw.contract_id', '=', contract.id),
            )
            .select([
              'w.id',
              sql<string>`concat_ws(', ', w.address_line1, w.city, concat_ws(' ', w.state_code, w.zip_code))`.as(
                'address',
              ),
            ])
            .where('w.id', '=', body.worksiteId)
            .executeTakeFirst();
    if (body.worksiteId !== undefined && !worksite) throw notFound('The worksite on this contract');
    // The organization's intake under the contract's funding source running on its start date;
    // else its latest intake that started by then.
    const startDate = sql<string>`${contract.start_date}::date`;
    const program = await db
      .selectFrom('enrollment_programs as ep')
      .select(['ep.id', 'ep.payment_method'])
      .where('ep.organization_id', '=', contract.organization_id)
      .orderBy((eb) => eb('ep.funding_source_id', '=', contract.funding_source_id), 'desc')
      .orderBy((eb) => eb.between(startDate, eb.ref('ep.start_date'), eb.ref('ep.end_date')), 'desc')
      .orderBy((eb) => eb('ep.start_date', '<=', startDate), 'desc')
      .orderBy('ep.start_date', 'desc')
      .orderBy('ep.id')
      .limit(1)
      .executeTakeFirst();
    if (!program) throw notFound('An enrollment program for the contract');
    const paymentMethod = (program.payment_method ?? 'Debit') as NonNullable<EnrollmentProgram['paymentMethod']>;
    return {
      contractId: contract.id,
      ...(worksite ? { worksiteId: worksite.id } : {}),
      enrollmentProgramId: program.id,
      paymentMethod,
      ...(paymentMethod === 'Debit' && contract.card_provider_id !== null
        ? { cardProviderId: contract.card_provider_id }
        : {}),
      payrollFrequencyId: contract.payroll_frequency_id,
      // Paper checks go to the worksite when one is named.
      ...(paymentMethod === 'Check' && worksite ? { deliveryAddress: worksite.address } : {}),
    };
  },
};
