import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import type { Handlers, OperationId, Principal } from '../../http/context.ts';
import { forbidden, notFound, unprocessable } from '../../core/errors.ts';
import { defineResource } from '../../lib/resource.ts';
import { date, datetime, int, text } from '../../lib/search.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
import {
  deleteVersion,
  assertStartBeforeEnd,
  assertWritableOrganization,
  contractScope,
  ctxOf,
  isoDay,
  organizationFilter,
  ownsOrganization,
  refuseIfUsed,
  withoutNulls,
  type Db,
} from './common.ts';

type Option = components['schemas']['Option'];
type LookupOption = components['schemas']['LookupOption'];

const OPTIONAL = ['code', 'organizationId', 'startDate', 'endDate', 'lastUpdateDate', 'lastUpdateUser'];

export const lookupOptions = defineResource<LookupOption>({
  entity: 'Lookup option',
  table: 'lookup_options',
  alias: 'lo',
  from: sql`lookup_options lo`,
  columns: {
    id: int('lo.id'),
    text: text('lo.text', { quick: true }),
    code: text('lo.code', { quick: true }),
    organizationId: int('lo.organization_id'),
    startDate: date('lo.start_date'),
    endDate: date('lo.end_date'),
    version: int('lo.version'),
    createDate: datetime('lo.create_date'),
    createUser: text('lo.create_user'),
    lastUpdateDate: datetime('lo.last_update_date'),
    lastUpdateUser: text('lo.last_update_user'),
  },
  defaultSort: [{ field: 'text', direction: 'asc' }],
  writable: {
    lookupName: 'lookup_name',
    text: 'text',
    organizationId: 'organization_id',
    startDate: 'start_date',
    endDate: 'end_date',
  },
  // Organization users see the options of every organization (null) and of their own.
  where: ({ user }) =>
    user && user.userType !== 'global'
      ? sql`(lo.organization_id is null or ${organizationFilter(user, sql`lo.organization_id`)})`
      : undefined,
});

/** A stored option, its optional fields null where the wire leaves them out. */
type StoredOption = { [K in keyof LookupOption]-?: LookupOption[K] | null };

const cleanOption = (row: LookupOption | StoredOption): LookupOption => withoutNulls(row, OPTIONAL) as LookupOption;

/** Every option of a lookup, ended and future ones included, for maintenance (and GET /lookups/{lookup}). */
async function everyOption(db: Db, user: Principal | null, name: string) {
  if (!(await lookupName(db, name, false))) throw notFound(`The lookup ${name}`);
  const rows = await optionsOf(db, user, name)
    .select([
      'lo.start_date as startDate',
      'lo.end_date as endDate',
      'lo.version',
      'lo.create_date as createDate',
      'lo.create_user as createUser',
      'lo.last_update_date as lastUpdateDate',
      'lo.last_update_user as lastUpdateUser',
    ])
    .execute();
  return rows.map(cleanOption);
}

/** The options of list `name` the caller may see (every organization's and their own), in list order. */
function optionsOf(db: Db, user: Principal | null, name: string) {
  return db
    .selectFrom('lookup_options as lo')
    .select(['lo.id', 'lo.text', 'lo.code', 'lo.organization_id as organizationId'])
    .where('lo.lookup_name', '=', name)
    .where((eb) =>
      eb.or([eb('lo.organization_id', 'is', null), asCondition(organizationFilter(user, sql`lo.organization_id`))]),
    )
    .orderBy('lo.sort_order')
    .orderBy((eb) => eb.fn('lower', ['lo.text']))
    .orderBy('lo.id');
}

/** Options of a list in force today: organization-wide or the caller's, inside their dates. */
async function namedList(db: Db, user: Principal | null, name: string, today: string): Promise<Option[]> {
  const day = sql<string>`${today}::date`;
  const rows = await optionsOf(db, user, name)
    .where((eb) => eb.or([eb('lo.start_date', 'is', null), eb('lo.start_date', '<=', day)]))
    .where((eb) => eb.or([eb('lo.end_date', 'is', null), eb('lo.end_date', '>=', day)]))
    .execute();
  return rows.map((row) => withoutNulls(row, ['code', 'organizationId']) as Option);
}

/** Named routes answered from lookup_options: operationId → lookup_name. */
const NAMED_LISTS: Partial<Record<OperationId, string>> = {
  lookupsListBuckleyAmendments: 'buckley-amendments',
  lookupsListClearanceCompanies: 'clearance-companies',
  lookupsListContactTypes: 'contact-types',
  lookupsListContractTypes: 'contract-types',
  lookupsListCounties: 'counties',
  lookupsListDocumentTypes: 'document-types',
  lookupsListEnrollmentStages: 'enrollment-stages',
  lookupsListEnrollmentStatuses: 'enrollment-statuses',
  lookupsListEthnicGroups: 'ethnic-groups',
  lookupsListFbis: 'fbis',
  lookupsListFundingSources: 'funding-sources',
  lookupsListGenders: 'genders',
  lookupsListGradeLevels: 'grade-levels',
  lookupsListIncomeEligibilityProofs: 'income-eligibility-proofs',
  lookupsListJobSectors: 'job-sectors',
  lookupsListMaritalStatuses: 'marital-statuses',
  lookupsListMediaUsages: 'media-usages',
  lookupsListOnlineAppStages: 'online-app-stages',
  lookupsListPaymentMethods: 'payment-methods',
  lookupsListPayrollFrequencies: 'payroll-frequencies',
  lookupsListQualityReviewSections: 'quality-review-sections',
  lookupsListReviewStatuses: 'review-statuses',
  lookupsListStudentInterests: 'student-interests',
  lookupsListSuffixes: 'suffixes',
  lookupsListUsStates: 'us-states',
  lookupsListUserStates: 'user-states',
  lookupsListVerificationTypes: 'verification-types',
  lookupsListWaiverReleases: 'waiver-releases',
};

type ListHandler = (ctx: { db: Db; user: Principal | null; services: { now: () => Date } }) => Promise<Option[]>;

const namedHandlers = Object.fromEntries(
  Object.entries(NAMED_LISTS).map(([operationId, name]) => [
    operationId,
    (({ db, user, services }) => namedList(db, user, name, isoDay(services.now()))) satisfies ListHandler,
  ]),
) as Handlers;

interface LookupNameRow {
  name: string;
  text: string;
  isOrganizationSpecific: boolean;
  hasDateRange: boolean;
}

function lookupNames(db: Db) {
  return db
    .selectFrom('lookup_names')
    .select(['name', 'text', 'is_organization_specific as isOrganizationSpecific', 'has_date_range as hasDateRange']);
}

async function lookupName(db: Db, name: string, maintainableOnly: boolean): Promise<LookupNameRow | undefined> {
  return lookupNames(db)
    .where('name', '=', name)
    .$if(maintainableOnly, (query) => query.where('is_maintainable', '=', true))
    .executeTakeFirst();
}

/** A maintained option's list must exist and be maintainable; its organization must be the caller's. */
async function checkOptionBody(
  db: Db,
  user: Principal | null,
  body: { lookupName: string; organizationId?: number; startDate?: string; endDate?: string },
) {
  const list = await lookupName(db, body.lookupName, true);
  if (!list) throw unprocessable({ lookupName: `${body.lookupName} is not a lookup that can be maintained.` });
  // Options of every organization (no organizationId) are global users' to change.
  assertWritableOrganization(user, body.organizationId);
  assertStartBeforeEnd(body.startDate, body.endDate);
}

/** The active programs the caller's organizations hold, by name: the programs dropdown of every screen. */
export function programOptions(db: Db, user: Principal | null) {
  const scope = scopeCondition(user, { organization: 'p.organization_id' });
  return db
    .selectFrom('programs as p')
    .select(['p.id', 'p.name as text', 'p.code', 'p.organization_id as organizationId'])
    .where('p.is_active', '=', true)
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .orderBy((eb) => eb.fn('lower', ['p.name']))
    .orderBy('p.id')
    .execute();
}

export const lookupHandlers: Handlers = {
  ...namedHandlers,

  lookupsListPrograms: ({ db, user }) => programOptions(db, user),

  async lookupsListEmailTemplates({ db, user }) {
    const rows = await db
      .selectFrom('email_templates as e')
      .select(['e.id', 'e.name as text', 'e.organization_id as organizationId'])
      .where('e.is_active', '=', true)
      .where((eb) =>
        eb.or([eb('e.organization_id', 'is', null), asCondition(organizationFilter(user, sql`e.organization_id`))]),
      )
      .orderBy((eb) => eb.fn('lower', ['e.name']))
      .orderBy('e.id')
      .execute();
    return rows.map((row) => withoutNulls(row, ['organizationId']) as Option);
  },

  async lookupsListUserContractCodes({ db, user }) {
    return db
      .selectFrom('contracts as c')
      .select(['c.id', 'c.contract_code as text', 'c.contract_code as code', 'c.organization_id as organizationId'])
      .where(asCondition(contractScope(user, 'c')))
      .orderBy('c.contract_code')
      .orderBy('c.id')
      .execute();
  },

  async lookupsGetDefaultTimeZone({ db }) {
    const row = await db
      .selectFrom('online_app_environment as e')
      .leftJoin('lookup_options as tz', (join) =>
        join.on('tz.lookup_name', '=', 'time-zones').onRef('tz.code', '=', 'e.time_zone'),
      )
      .select(['e.time_zone as timeZoneId', 'tz.text'])
      .where('e.id', '=', 1)
      .executeTakeFirst();
    const timeZoneId = row?.timeZoneId ?? 'America/New_York';
    return { timeZoneId, text: row?.text ?? timeZoneId };
  },

  async lookupsListNames({ db }) {
    return lookupNames(db).where('is_maintainable', '=', true).orderBy('text').orderBy('name').execute();
  },

  async lookupsGet({ db, user, params }) {
    return everyOption(db, user, params.lookup);
  },

  async lookupsListOptions({ db, user, query }) {
    return everyOption(db, user, query.lookupName);
  },

  async lookupsGetOption(ctx) {
    return cleanOption(await lookupOptions.get(ctxOf(ctx), ctx.params.lookupOptionId));
  },

  async lookupsCreate(ctx) {
    const { db, user, body } = ctx;
    await checkOptionBody(db, user, body);
    const { next } = await db
      .selectFrom('lookup_options')
      .select(sql<number>`coalesce(max(sort_order), 0) + 1`.as('next'))
      .where('lookup_name', '=', body.lookupName)
      .executeTakeFirstOrThrow();
    return cleanOption(await lookupOptions.create(ctxOf(ctx), body, { sort_order: next }));
  },

  async lookupsUpdate(ctx) {
    const { db, user, body } = ctx;
    const current = await db
      .selectFrom('lookup_options')
      .select('lookup_name')
      .where('id', '=', body.id)
      .executeTakeFirst();
    if (current?.lookup_name !== body.lookupName) throw notFound('The lookup option');
    await lookupOptions.get(ctxOf(ctx), body.id);
    await checkOptionBody(db, user, body);
    // Options not carried by the body (a cleared date) are cleared, as the form shows them.
    return cleanOption(
      await lookupOptions.update(ctxOf(ctx), body.id, {
        text: body.text,
        organizationId: body.organizationId ?? null,
        startDate: body.startDate ?? null,
        endDate: body.endDate ?? null,
        version: body.version,
      }),
    );
  },

  async lookupsDelete(ctx) {
    const id = ctx.params.lookup;
    const option = await lookupOptions.get(ctxOf(ctx), id);
    if (!ownsOrganization(ctx.user, option.organizationId)) {
      throw forbidden('Only a global user can remove an option shared by every organization.');
    }
    await refuseIfUsed(ctx.db, 'lookup_options', id, 'option');
    const version = deleteVersion(ctx.query);
    await lookupOptions.remove(ctxOf(ctx), id, version);
    return undefined;
  },
};
