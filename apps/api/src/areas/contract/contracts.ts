import { messages } from '@pathway/validation';
import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { touchedBy } from '../../lib/versions.ts';
import { int4 } from '../../db/arrays.ts';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { conflict, notFound, stale, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { defineResource } from '../../lib/resource.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { date, int, number, text, auditColumns } from '../../lib/search.ts';
import { assertVisible, scopes, type Db } from './common.ts';
import { assertLookup, LOOKUPS } from './lookups.ts';

type ContractDetail = components['schemas']['ContractDetail'];
type ContractStatus = components['schemas']['ContractStatus'];
type CardDeliverySetup = components['schemas']['CardDeliverySetup'];

export const contractColumns = {
  id: int('c.id'),
  contractCode: text('c.contract_code', { quick: true }),
  name: text('c.name', { quick: true }),
  organizationId: int('c.organization_id'),
  startDate: date('c.start_date', { quick: true }),
  endDate: date('c.end_date', { quick: true }),
  status: text('c.status', { quick: true }),
  contractTypeId: int('c.contract_type_id'),
  fundingSourceId: int('c.funding_source_id'),
  payrollFrequencyId: int('c.payroll_frequency_id'),
  budgetAmount: number('c.budget_amount'),
  defaultHourlyRate: number('c.default_hourly_rate'),
  maxHoursPerStudent: number('c.max_hours_per_student'),
  maxIncentiveAmount: number('c.max_incentive_amount'),
  organizationName: text('o.name', { quick: true }),
  worksiteCount: int('(select count(*)::int from contract_worksites cw where cw.contract_id = c.id)'),
  ...auditColumns('c'),
};

export const contracts = defineResource<ContractDetail>({
  entity: 'Contract',
  table: 'contracts',
  alias: 'c',
  from: sql`contracts c join organizations o on o.id = c.organization_id`,
  columns: contractColumns,
  defaultSort: [{ field: 'contractCode', direction: 'asc' }],
  writable: {
    contractCode: 'contract_code',
    name: 'name',
    organizationId: 'organization_id',
    startDate: 'start_date',
    endDate: 'end_date',
    contractTypeId: 'contract_type_id',
    fundingSourceId: 'funding_source_id',
    payrollFrequencyId: 'payroll_frequency_id',
    budgetAmount: 'budget_amount',
    defaultHourlyRate: 'default_hourly_rate',
    maxHoursPerStudent: 'max_hours_per_student',
    maxIncentiveAmount: 'max_incentive_amount',
  },
  scope: scopes.contract('c'),
});

/** The generic start/end message of spec section 5 ("less then", as spelt). */
export const DATE_ORDER_MESSAGE = messages.startEndDefault;
export const codeInUse = (code: string) => `Contract code ${code} is already in use.`;
export const ONLY_DRAFT_REMOVED = 'Only a draft contract can be removed.';
export const CONTRACT_HAS_JOBS = 'This contract still has jobs and cannot be removed.';
export const CLOSED_CONTRACT_MESSAGE = 'A closed contract cannot be changed.';
/** Worksites are linked and jobs created under an Active contract only (ADR 017). */
export const notActiveFor = (code: string, status: string, what: string) =>
  `Contract ${code} is ${status}; only an Active contract takes ${what}.`;

export const STATUS_NOT_WRITABLE = 'The status changes only through activate and close.';
export const TIMESHEETS_NOT_PAYROLLED = 'This contract still has timesheets that are not payrolled.';
const onlyFrom = (code: string, status: string, from: string, action: string) =>
  `Contract ${code} is ${status}; only ${from === 'Active' ? 'an' : 'a'} ${from} contract can be ${action}.`;

/** The schema does not forbid extra fields, so a status sent anyway is refused rather than ignored. */
function assertNoStatus(body: object) {
  if ('status' in body) throw unprocessable({ status: STATUS_NOT_WRITABLE });
}

function assertDates(startDate: string, endDate: string) {
  if (endDate < startDate) throw unprocessable({ endDate: DATE_ORDER_MESSAGE });
}

async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  const taken = await db
    .selectFrom('contracts')
    .select('id')
    .where(sql`lower(contract_code)`, '=', sql`lower(${code})`)
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId ?? 0))
    .executeTakeFirst();
  if (taken) throw conflict(codeInUse(code));
}

async function assertContractLookups(
  db: Db,
  body: { contractTypeId: number; fundingSourceId: number; payrollFrequencyId: number },
) {
  await assertLookup(db, LOOKUPS.contractTypes, 'contractTypeId', body.contractTypeId);
  await assertLookup(db, LOOKUPS.fundingSources, 'fundingSourceId', body.fundingSourceId);
  await assertLookup(db, LOOKUPS.payrollFrequencies, 'payrollFrequencyId', body.payrollFrequencyId);
}

async function contractStatus(db: Db, user: Principal | null, id: number) {
  return (await contracts.get({ db, user }, id)).status;
}

async function moveStatus(
  db: Db,
  user: Principal,
  current: ContractDetail,
  to: ContractStatus,
  comment: string | null | undefined,
) {
  const updated = await db
    .updateTable('contracts')
    .set({
      status: to,
      ...touchedBy(user.userName),
    })
    .where('id', '=', current.id)
    .where('version', '=', current.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw stale();
  const after = await contracts.get({ db, user }, current.id);
  await writeAudit(db, user, {
    entity: 'Contract',
    entityId: current.id,
    action: to === 'Active' ? 'activate' : 'close',
    before: { status: current.status },
    after: { status: to, comment: comment ?? null },
  });
  return after;
}

async function cardDelivery(db: Db, contractId: number): Promise<CardDeliverySetup | undefined> {
  return db
    .selectFrom('card_delivery_setups as s')
    .innerJoin('card_providers as p', 'p.id', 's.card_provider_id')
    .select((eb) => [
      's.id',
      's.card_provider_id as cardProviderId',
      's.delivery_method as deliveryMethod',
      's.delivery_location_id as deliveryLocationId',
      's.attention_to as attentionTo',
      's.first_pay_date as firstPayDate',
      's.contract_id as contractId',
      'p.name as cardProviderName',
      's.create_date as createDate',
      's.create_user as createUser',
      eb.fn.coalesce('s.last_update_date', 's.create_date').as('lastUpdateDate'),
      eb.fn.coalesce('s.last_update_user', 's.create_user').as('lastUpdateUser'),
      's.version',
    ])
    .where('s.contract_id', '=', contractId)
    .$narrowType<{ deliveryMethod: CardDeliverySetup['deliveryMethod'] }>()
    .executeTakeFirst();
}

export const handlers: Handlers = {
  async contractsSearch({ db, user, body }) {
    return contracts.search({ db, user }, body);
  },

  async contractsGet({ db, user, params }) {
    return contracts.get({ db, user }, params.contractId);
  },

  async contractsCreate({ db, user, body }) {
    assertNoStatus(body);
    assertDates(body.startDate, body.endDate);
    await assertVisible(db, user, 'organization', body.organizationId);
    await assertContractLookups(db, body);
    await assertCodeFree(db, body.contractCode);
    // A contract starts as Draft; only activate and close move it (ADR 061).
    return contracts.create({ db, user }, body, { status: 'Draft' });
  },

  async contractsUpdate({ db, user, params, body }) {
    const current = await contracts.get({ db, user }, params.contractId);
    if (current.version !== body.version) throw stale();
    if (current.status === 'Closed') throw conflict(CLOSED_CONTRACT_MESSAGE);
    assertNoStatus(body);
    assertDates(body.startDate, body.endDate);
    if (body.organizationId !== current.organizationId) {
      await assertVisible(db, user, 'organization', body.organizationId);
    }
    await assertContractLookups(db, body);
    await assertCodeFree(db, body.contractCode, params.contractId);
    return contracts.update({ db, user }, params.contractId, body);
  },

  async contractsActivate({ db, user, params, body, operation }) {
    const current = await contracts.get({ db, user }, params.contractId);
    assertTransition(operation, current.status, {
      message: onlyFrom(current.contractCode, current.status, 'Draft', 'activated'),
    });
    if (current.version !== body.version) throw stale();
    return moveStatus(db, signedIn(user), current, 'Active', body.comment);
  },

  async contractsClose({ db, user, params, body, operation }) {
    const current = await contracts.get({ db, user }, params.contractId);
    assertTransition(operation, current.status, {
      message: onlyFrom(current.contractCode, current.status, 'Active', 'closed'),
    });
    if (current.version !== body.version) throw stale();
    const open = await db
      .selectFrom('timesheets as t')
      .innerJoin('student_jobs as sj', 'sj.id', 't.student_job_id')
      .innerJoin('jobs as j', 'j.id', 'sj.job_id')
      .select('t.id')
      .where('j.contract_id', '=', current.id)
      .where('t.status', '<>', 'Payrolled')
      .limit(1)
      .executeTakeFirst();
    if (open) throw conflict(TIMESHEETS_NOT_PAYROLLED);
    return moveStatus(db, signedIn(user), current, 'Closed', body.comment);
  },

  async contractsDelete({ db, user, params, query }) {
    const status = await contractStatus(db, user, params.contractId);
    if (status !== 'Draft') throw conflict(ONLY_DRAFT_REMOVED);
    const job = await db
      .selectFrom('jobs')
      .select('id')
      .where('contract_id', '=', params.contractId)
      .limit(1)
      .executeTakeFirst();
    if (job) throw conflict(CONTRACT_HAS_JOBS);
    // Links and the card delivery setup go with the draft (on delete cascade).
    await contracts.remove({ db, user }, params.contractId, query.version);
  },

  async contractsGetCardDelivery({ db, user, params }) {
    await contracts.get({ db, user }, params.contractId);
    const setup = await cardDelivery(db, params.contractId);
    if (!setup) throw notFound('The card delivery setup');
    return setup;
  },

  async contractsSaveCardDelivery({ db, user, params, body }) {
    const caller = signedIn(user);
    const status = await contractStatus(db, user, params.contractId);
    if (status === 'Closed') throw conflict(CLOSED_CONTRACT_MESSAGE);
    if (body.deliveryMethod !== 'Mail to Participant' && (body.deliveryLocationId ?? null) === null) {
      throw unprocessable({ deliveryLocationId: 'Required' });
    }
    const provider = await db
      .selectFrom('card_providers')
      .select('id')
      .where('id', '=', body.cardProviderId)
      .executeTakeFirst();
    if (!provider) throw unprocessable({ cardProviderId: 'cardProviderId is invalid.' });
    if (body.deliveryLocationId !== undefined && body.deliveryLocationId !== null) {
      const location = await db
        .selectFrom('locations')
        .select('id')
        .where('id', '=', body.deliveryLocationId)
        .executeTakeFirst();
      if (!location) throw unprocessable({ deliveryLocationId: 'deliveryLocationId is invalid.' });
    }
    const before = await cardDelivery(db, params.contractId);
    const values = {
      card_provider_id: body.cardProviderId,
      delivery_method: body.deliveryMethod,
      delivery_location_id: body.deliveryLocationId ?? null,
      attention_to: body.attentionTo ?? null,
      first_pay_date: body.firstPayDate ?? null,
    };
    if (!before) {
      if (body.version !== 0) throw stale();
      await db
        .insertInto('card_delivery_setups')
        .values({ contract_id: params.contractId, ...values, create_user: caller.userName })
        .execute();
    } else {
      const updated = await db
        .updateTable('card_delivery_setups')
        .set({
          ...values,
          ...touchedBy(caller.userName),
        })
        .where('contract_id', '=', params.contractId)
        .where('version', '=', body.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw stale();
    }
    const after = await cardDelivery(db, params.contractId);
    if (!after) throw new Error('card delivery setup vanished after its save');
    await writeAudit(db, caller, {
      entity: 'CardDeliverySetup',
      entityId: after.id,
      action: before ? 'update' : 'create',
      before,
      after,
    });
    return after;
  },

  async contractsCopy({ db, user, params, body }) {
    const caller = signedIn(user);
    const source = await contracts.get({ db, user }, params.contractId);
    assertDates(body.startDate, body.endDate);
    await assertCodeFree(db, body.contractCode);
    const copy = await contracts.create(
      { db, user },
      {
        ...source,
        contractCode: body.contractCode,
        name: body.name,
        startDate: body.startDate,
        endDate: body.endDate,
      },
      { status: 'Draft' },
    );
    // Copied jobs need their worksite linked to the new contract, so copying jobs copies the links.
    if (body.copyWorksiteLinks || body.copyJobs) {
      await db
        .insertInto('contract_worksites')
        .columns(['contract_id', 'worksite_id', 'linked_by'])
        .expression(
          db
            .selectFrom('contract_worksites')
            .select([int4(copy.id).as('contract_id'), 'worksite_id', sql<string>`${caller.userName}`.as('linked_by')])
            .where('contract_id', '=', source.id)
            .orderBy('worksite_id'),
        )
        .execute();
    }
    if (body.copyJobs) {
      // Each job keeps its place in the season: shifted by the distance between the two starts and
      // kept inside the new period; renewed jobs wait for approval again (ADR 017).
      const shifted = (column: 'j.start_date' | 'j.end_date') =>
        sql<string>`${body.startDate}::date + (${sql.ref(column)} - ${source.startDate}::date)`;
      await db
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
            .selectFrom('jobs as j')
            .select([
              'j.worksite_id',
              int4(copy.id).as('contract_id'),
              'j.title',
              'j.job_sector_id',
              'j.description',
              sql<string>`least(${body.endDate}::date, ${shifted('j.start_date')})`.as('start_date'),
              sql<string>`least(${body.endDate}::date, greatest(${shifted('j.start_date')}, ${shifted('j.end_date')}))`.as(
                'end_date',
              ),
              'j.hours_per_week',
              'j.hourly_rate',
              'j.capacity',
              'j.incentive_only',
              'j.max_hours_per_student',
              'j.max_incentive_amount',
              'j.min_age',
              'j.max_age',
              'j.requires_clearances',
              'j.supervisor_name',
              'j.supervisor_phone',
              'j.supervisor_email',
              'j.work_schedule',
              sql.lit('Pending Approval').as('status'),
              'j.id',
              sql<string>`${caller.userName}`.as('create_user'),
            ])
            .where('j.contract_id', '=', source.id)
            .where('j.status', '<>', 'Inactive')
            .orderBy('j.id'),
        )
        .execute();
    }
    if (body.copyCardDelivery) {
      // The first pay date belongs to the season copied from, not to the new one.
      await db
        .insertInto('card_delivery_setups')
        .columns([
          'contract_id',
          'card_provider_id',
          'delivery_method',
          'delivery_location_id',
          'attention_to',
          'first_pay_date',
          'create_user',
        ])
        .expression(
          db
            .selectFrom('card_delivery_setups')
            .select([
              int4(copy.id).as('contract_id'),
              'card_provider_id',
              'delivery_method',
              'delivery_location_id',
              'attention_to',
              sql<string | null>`null`.as('first_pay_date'),
              sql<string>`${caller.userName}`.as('create_user'),
            ])
            .where('contract_id', '=', source.id),
        )
        .execute();
    }
    await writeAudit(db, caller, {
      entity: 'Contract',
      entityId: copy.id,
      action: 'copy',
      before: { copiedFrom: source.id },
      after: { ...body },
    });
    return contracts.get({ db, user }, copy.id);
  },
};
