import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import type { Handlers, OperationId, Principal } from '../../http/context.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { defineResource } from '../../lib/resource.ts';
import { date, datetime, int, text } from '../../lib/search.ts';
import { scopeCondition } from '../../lib/scope.ts';
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

const cleanOption = (row: LookupOption): LookupOption => withoutNulls(row, OPTIONAL);

/** Options of a list in force today: organization-wide or the caller's, inside their dates. */
/** Every option of a lookup, ended and future ones included, for maintenance (and GET /lookups/{lookup}). */
async function everyOption(db: Db, user: Principal | null, name: string) {
  if (!(await lookupName(db, name, false))) throw notFound(`The lookup ${name}`);
  const rows = (
    await sql<LookupOption>`select lo.id, lo.text, lo.code, lo.organization_id as "organizationId",
        lo.start_date as "startDate", lo.end_date as "endDate", lo.version,
        lo.create_date as "createDate", lo.create_user as "createUser",
        lo.last_update_date as "lastUpdateDate", lo.last_update_user as "lastUpdateUser"
      from lookup_options lo
      where lo.lookup_name = ${name}
        and (lo.organization_id is null or ${organizationFilter(user, sql`lo.organization_id`)})
      order by lo.sort_order, lower(lo.text), lo.id`.execute(db)
  ).rows;
  return rows.map(cleanOption);
}

async function namedList(db: Db, user: Principal | null, name: string, today: string): Promise<Option[]> {
  const rows = (
    await sql<{ id: number; text: string; code: string | null; organizationId: number | null }>`
      select lo.id, lo.text, lo.code, lo.organization_id as "organizationId"
      from lookup_options lo
      where lo.lookup_name = ${name}
        and (lo.start_date is null or lo.start_date <= ${today}::date)
        and (lo.end_date is null or lo.end_date >= ${today}::date)
        and (lo.organization_id is null or ${organizationFilter(user, sql`lo.organization_id`)})
      order by lo.sort_order, lower(lo.text), lo.id`.execute(db)
  ).rows;
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

async function lookupName(db: Db, name: string, maintainableOnly: boolean): Promise<LookupNameRow | undefined> {
  return (
    await sql<LookupNameRow>`select name, text, is_organization_specific as "isOrganizationSpecific",
        has_date_range as "hasDateRange"
      from lookup_names where name = ${name} ${maintainableOnly ? sql`and is_maintainable` : sql``}`.execute(db)
  ).rows[0];
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

export const lookupHandlers: Handlers = {
  ...namedHandlers,

  async lookupsListPrograms({ db, user }) {
    const rows = (
      await sql<Option>`select p.id, p.name as text, p.code, p.organization_id as "organizationId"
        from programs p
        where p.is_active and ${scopeCondition(user, { organization: 'p.organization_id' }) ?? sql`true`}
        order by lower(p.name), p.id`.execute(db)
    ).rows;
    return rows;
  },

  async lookupsListEmailTemplates({ db, user }) {
    const rows = (
      await sql<Option & { organizationId: number | null }>`
        select e.id, e.name as text, e.organization_id as "organizationId"
        from email_templates e
        where e.is_active and (e.organization_id is null or ${organizationFilter(user, sql`e.organization_id`)})
        order by lower(e.name), e.id`.execute(db)
    ).rows;
    return rows.map((row) => withoutNulls(row, ['organizationId']));
  },

  async lookupsListUserContractCodes({ db, user }) {
    return (
      await sql<Option>`select c.id, c.contract_code as text, c.contract_code as code,
          c.organization_id as "organizationId"
        from contracts c where ${contractScope(user, 'c')}
        order by c.contract_code, c.id`.execute(db)
    ).rows;
  },

  async lookupsGetDefaultTimeZone({ db }) {
    const row = (
      await sql<{ timeZoneId: string; text: string | null }>`
        select e.time_zone as "timeZoneId", tz.text
        from online_app_environment e
        left join lookup_options tz on tz.lookup_name = 'time-zones' and tz.code = e.time_zone
        where e.id = 1`.execute(db)
    ).rows[0];
    const timeZoneId = row?.timeZoneId ?? 'America/New_York';
    return { timeZoneId, text: row?.text ?? timeZoneId };
  },

  async lookupsListNames({ db }) {
    return (
      await sql<LookupNameRow>`select name, text, is_organization_specific as "isOrganizationSpecific",
          has_date_range as "hasDateRange"
        from lookup_names where is_maintainable order by text, name`.execute(db)
    ).rows;
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
    const order =
      (
        await sql<{ next: number }>`select coalesce(max(sort_order), 0) + 1 as next
          from lookup_options where lookup_name = ${body.lookupName}`.execute(db)
      ).rows[0]?.next ?? 1;
    return cleanOption(await lookupOptions.create(ctxOf(ctx), body, { sort_order: order }));
  },

  async lookupsUpdate(ctx) {
    const { db, user, body } = ctx;
    const current = (
      await sql<{ lookup_name: string }>`select lookup_name from lookup_options where id = ${body.id}`.execute(db)
    ).rows[0];
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
