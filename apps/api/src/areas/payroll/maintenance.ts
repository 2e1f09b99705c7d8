import { messages } from '@pathway/validation';
import { sql } from 'kysely';
import type { components } from '@pathway/api-client/schema';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { conflict, notFound, stale, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { defineResource } from '../../lib/resource.ts';
import { bool, date, datetime, int, json, runSearch, selectListOf, text, auditColumns } from '../../lib/search.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
import { touchedBy } from '../../lib/versions.ts';
import { andScope, organizationScope, type Db } from './common.ts';

type Schemas = components['schemas'];

const dependant = (table: string, column: string, message: string) => ({
  count: (id: number) => sql`select count(*) from ${sql.table(table)} where ${sql.ref(column)} = ${id}`,
  message,
});

export const cardProviders = defineResource<Schemas['CardProvider']>({
  entity: 'Card provider',
  table: 'card_providers',
  alias: 'cp',
  from: sql`card_providers cp`,
  columns: {
    id: int('cp.id'),
    name: text('cp.name', { quick: true }),
    code: text('cp.code', { quick: true }),
    contactName: text('cp.contact_name', { quick: true }),
    contactEmail: text('cp.contact_email'),
    contactPhone: text('cp.contact_phone'),
    sftpHost: text('cp.sftp_host'),
    outboundFolder: text('cp.outbound_folder'),
    inboundFolder: text('cp.inbound_folder'),
    isActive: bool('cp.is_active'),
    ...auditColumns('cp'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: {
    name: 'name',
    code: 'code',
    contactName: 'contact_name',
    contactEmail: 'contact_email',
    contactPhone: 'contact_phone',
    sftpHost: 'sftp_host',
    outboundFolder: 'outbound_folder',
    inboundFolder: 'inbound_folder',
    isActive: 'is_active',
  },
  dependants: [
    dependant('payroll_file_types', 'card_provider_id', 'This card provider still has payroll file types.'),
    dependant('payment_providers', 'card_provider_id', 'Payment providers still pay through this card provider.'),
    dependant('fsv_credentials', 'card_provider_id', 'Credentials at this card provider still exist.'),
    dependant('card_provider_files', 'card_provider_id', 'Card-provider files of this card provider exist.'),
    dependant('card_delivery_setups', 'card_provider_id', 'Contracts still deliver cards through this card provider.'),
  ],
});

export const payrollFileTypes = defineResource<Schemas['PayrollFileType']>({
  entity: 'Payroll file type',
  table: 'payroll_file_types',
  alias: 'ft',
  from: sql`payroll_file_types ft join card_providers cp on cp.id = ft.card_provider_id`,
  columns: {
    id: int('ft.id'),
    code: text('ft.code', { quick: true }),
    name: text('ft.name', { quick: true }),
    direction: text('ft.direction'),
    cardProviderId: int('ft.card_provider_id'),
    fileNamePattern: text('ft.file_name_pattern'),
    description: text('ft.description'),
    isActive: bool('ft.is_active'),
    paymentMethod: text('ft.payment_method'),
    format: text('ft.format'),
    cardProviderName: text('cp.name', { quick: true }),
    ...auditColumns('ft'),
  },
  defaultSort: [{ field: 'code', direction: 'asc' }],
  writable: {
    code: 'code',
    name: 'name',
    direction: 'direction',
    cardProviderId: 'card_provider_id',
    fileNamePattern: 'file_name_pattern',
    description: 'description',
    isActive: 'is_active',
    paymentMethod: 'payment_method',
    format: 'format',
  },
  dependants: [
    dependant('card_provider_files', 'payroll_file_type_id', 'Card-provider files of this file type exist.'),
  ],
});

export const paymentProviders = defineResource<Schemas['PaymentProviderDetail']>({
  entity: 'Payment provider',
  table: 'payment_providers',
  alias: 'pp',
  from: sql`payment_providers pp`,
  columns: {
    id: int('pp.id'),
    name: text('pp.name', { quick: true }),
    paymentMethod: text('pp.payment_method'),
    cardProviderId: int('pp.card_provider_id'),
    contactName: text('pp.contact_name', { quick: true }),
    contactEmail: text('pp.contact_email'),
    contactPhone: text('pp.contact_phone'),
    isActive: bool('pp.is_active'),
    ...auditColumns('pp'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: {
    name: 'name',
    paymentMethod: 'payment_method',
    cardProviderId: 'card_provider_id',
    contactName: 'contact_name',
    contactEmail: 'contact_email',
    contactPhone: 'contact_phone',
    isActive: 'is_active',
  },
});

/** A body naming an organization outside the caller's scope is answered 404 for it (ADR 060). */
async function assertOrganization(db: Db, user: Principal | null, organizationId: number) {
  const scope = scopeCondition(user, { organization: 'o.id' });
  const found = await db
    .selectFrom('organizations as o')
    .select('o.id')
    .where('o.id', '=', organizationId)
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .executeTakeFirst();
  if (!found) throw notFound('The organization');
}

async function assertCardProvider(db: Db, cardProviderId: number) {
  const found = await db.selectFrom('card_providers').select('id').where('id', '=', cardProviderId).executeTakeFirst();
  if (!found) throw notFound('The card provider');
}

// ---- Payroll calendars: the calendar row and its periods, read and written together.

type PayrollCalendar = Schemas['PayrollCalendar'];
type Period = Schemas['PayrollPeriod'];

const calendarColumns = {
  id: int('pc.id'),
  name: text('pc.name', { quick: true }),
  organizationId: int('pc.organization_id'),
  payrollFrequencyId: int('pc.payroll_frequency_id'),
  year: int('pc.year', { quick: true }),
  periods: json(
    sql.raw(`(select coalesce(json_agg(json_build_object('periodNumber', pr.period_number,
      'periodStartDate', pr.period_start_date, 'periodEndDate', pr.period_end_date,
      'timesheetDueDate', pr.timesheet_due_date, 'payDate', pr.pay_date) order by pr.period_number), '[]'::json)
      from payroll_periods pr where pr.payroll_calendar_id = pc.id)`),
  ),
  organizationName: text('o.name', { quick: true }),
  ...auditColumns('pc'),
};
const CALENDAR_FROM = sql`payroll_calendars pc join organizations o on o.id = pc.organization_id`;

async function calendar(db: Db, user: Principal | null, id: number): Promise<PayrollCalendar> {
  // Raw SQL: the select list is the search grid's columns (selectListOf), written as SQL once for both.
  const row = (
    await sql<PayrollCalendar>`select ${selectListOf(calendarColumns)} from ${CALENDAR_FROM}
      where pc.id = ${id} ${andScope(user, organizationScope('pc'))}`.execute(db)
  ).rows[0];
  if (!row) throw notFound('The payroll calendar');
  return row;
}

/** Periods are numbered once each, in order, each ending on or after its start, paid after it ends. */
function checkPeriods(periods: readonly Period[]) {
  const numbers = new Set<number>();
  const sorted = [...periods].sort((a, b) => a.periodStartDate.localeCompare(b.periodStartDate));
  for (const [index, period] of sorted.entries()) {
    const where = `Period ${String(period.periodNumber)}`;
    if (numbers.has(period.periodNumber)) throw unprocessable({ periods: `${where} is listed twice.` });
    numbers.add(period.periodNumber);
    if (period.periodEndDate < period.periodStartDate) {
      throw unprocessable({ periods: `${where}: ${messages.startEndDefault}` });
    }
    if (period.payDate < period.periodEndDate) throw unprocessable({ periods: `${where} is paid before it ends.` });
    const previous = sorted[index - 1];
    if (previous && period.periodStartDate <= previous.periodEndDate) {
      throw unprocessable({ periods: `${where} overlaps period ${String(previous.periodNumber)}.` });
    }
  }
}

async function writePeriods(db: Db, calendarId: number, periods: readonly Period[]) {
  await db.deleteFrom('payroll_periods').where('payroll_calendar_id', '=', calendarId).execute();
  if (periods.length === 0) return;
  // One statement for the calendar's periods (a year has at most 53), not one per period.
  await db
    .insertInto('payroll_periods')
    .values(
      periods.map((period) => ({
        payroll_calendar_id: calendarId,
        period_number: period.periodNumber,
        period_start_date: period.periodStartDate,
        period_end_date: period.periodEndDate,
        timesheet_due_date: period.timesheetDueDate,
        pay_date: period.payDate,
      })),
    )
    .execute();
}

/** Timesheets of the calendar's organization inside one of its periods keep the calendar. */
async function calendarInUse(db: Db, calendarId: number) {
  const found = await db
    .selectFrom('payroll_calendars as pc')
    .innerJoin('payroll_periods as pr', 'pr.payroll_calendar_id', 'pc.id')
    .innerJoin('timesheets as t', (join) =>
      join
        .onRef('t.period_start_date', '>=', 'pr.period_start_date')
        .onRef('t.period_end_date', '<=', 'pr.period_end_date'),
    )
    .innerJoin('student_jobs as sj', 'sj.id', 't.student_job_id')
    .innerJoin('students as s', 's.id', 'sj.student_id')
    .select('t.id')
    .where('pc.id', '=', calendarId)
    .whereRef('s.organization_id', '=', 'pc.organization_id')
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

// ---- Card-provider credentials: secrets encrypted, never selected.

type FsvCredential = Schemas['FsvCredential'];

const credentialColumns = {
  id: int('fc.id'),
  cardProviderId: int('fc.card_provider_id'),
  organizationId: int('fc.organization_id'),
  environment: text('fc.environment'),
  companyId: text('fc.company_id', { quick: true }),
  userName: text('fc.user_name', { quick: true }),
  expiresOn: date('fc.expires_on'),
  isActive: bool('fc.is_active'),
  cardProviderName: text('cp.name', { quick: true }),
  organizationName: text('o.name', { quick: true }),
  hasPassword: bool(sql.raw('(fc.password_encrypted is not null)')),
  hasApiKey: bool(sql.raw('(fc.api_key_encrypted is not null)')),
  secretsUpdatedOn: datetime('fc.secrets_updated_on'),
  ...auditColumns('fc'),
};
const CREDENTIAL_FROM = sql`fsv_credentials fc join card_providers cp on cp.id = fc.card_provider_id
  join organizations o on o.id = fc.organization_id`;

/** The fields a credential's create and update both write (the secrets are written apart). */
function credentialFields(body: Schemas['FsvCredentialCreateRequest'] | Schemas['FsvCredentialUpdateRequest']) {
  return {
    card_provider_id: body.cardProviderId,
    organization_id: body.organizationId,
    environment: body.environment,
    company_id: body.companyId,
    user_name: body.userName,
    expires_on: body.expiresOn ?? null,
    is_active: body.isActive,
  };
}

async function credential(db: Db, user: Principal | null, id: number): Promise<FsvCredential> {
  // Raw SQL: the select list is the search grid's columns (selectListOf), written as SQL once for both.
  const row = (
    await sql<FsvCredential>`select ${selectListOf(credentialColumns)} from ${CREDENTIAL_FROM}
      where fc.id = ${id} ${andScope(user, organizationScope('fc'))}`.execute(db)
  ).rows[0];
  if (!row) throw notFound('The card provider credential');
  return row;
}

export const maintenanceHandlers: Handlers = {
  cardProvidersSearch: ({ db, user, body }) => cardProviders.search({ db, user }, body),
  cardProvidersGet: ({ db, user, params }) => cardProviders.get({ db, user }, params.cardProviderId),
  cardProvidersCreate: ({ db, user, body }) => cardProviders.create({ db, user }, body),
  cardProvidersUpdate: ({ db, user, params, body }) => cardProviders.update({ db, user }, params.cardProviderId, body),
  async cardProvidersDelete({ db, user, params, query }) {
    await cardProviders.remove({ db, user }, params.cardProviderId, (query as { version?: number }).version);
    return undefined;
  },
  async cardProvidersListOptions({ db }) {
    return db
      .selectFrom('card_providers')
      .select(['id', 'name as text', 'code'])
      .where('is_active', '=', true)
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
  },

  payrollFileTypesSearch: ({ db, user, body }) => payrollFileTypes.search({ db, user }, body),
  payrollFileTypesGet: ({ db, user, params }) => payrollFileTypes.get({ db, user }, params.payrollFileTypeId),
  async payrollFileTypesCreate({ db, user, body }) {
    await assertCardProvider(db, body.cardProviderId);
    return payrollFileTypes.create({ db, user }, body);
  },
  async payrollFileTypesUpdate({ db, user, params, body }) {
    await assertCardProvider(db, body.cardProviderId);
    return payrollFileTypes.update({ db, user }, params.payrollFileTypeId, body);
  },
  async payrollFileTypesDelete({ db, user, params, query }) {
    await payrollFileTypes.remove({ db, user }, params.payrollFileTypeId, (query as { version?: number }).version);
    return undefined;
  },

  paymentProvidersSearch: ({ db, user, body }) => paymentProviders.search({ db, user }, body),
  paymentProvidersGet: ({ db, user, params }) => paymentProviders.get({ db, user }, params.paymentProviderId),
  async paymentProvidersCreate({ db, user, body }) {
    if (typeof body.cardProviderId === 'number') await assertCardProvider(db, body.cardProviderId);
    return paymentProviders.create({ db, user }, body);
  },
  async paymentProvidersUpdate({ db, user, params, body }) {
    if (typeof body.cardProviderId === 'number') await assertCardProvider(db, body.cardProviderId);
    return paymentProviders.update({ db, user }, params.paymentProviderId, body);
  },
  async paymentProvidersDelete({ db, user, params, query }) {
    await paymentProviders.remove({ db, user }, params.paymentProviderId, (query as { version?: number }).version);
    return undefined;
  },
  async paymentProvidersListOptions({ db }) {
    return db
      .selectFrom('payment_providers')
      .select(['id', 'name as text'])
      .where('is_active', '=', true)
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
  },

  async payrollCalendarsSearch({ db, user, body }) {
    return runSearch<PayrollCalendar>(
      db,
      {
        from: CALENDAR_FROM,
        columns: calendarColumns,
        defaultSort: [
          { field: 'year', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ],
        key: sql`pc.id`,
        where: [scopeCondition(user, organizationScope('pc'))],
      },
      body,
    );
  },
  payrollCalendarsGet: ({ db, user, params }) => calendar(db, user, params.payrollCalendarId),
  async payrollCalendarsCreate({ db, user, body }) {
    const caller = signedIn(user);
    await assertOrganization(db, caller, body.organizationId);
    checkPeriods(body.periods);
    const created = await db
      .insertInto('payroll_calendars')
      .values({
        name: body.name,
        organization_id: body.organizationId,
        payroll_frequency_id: body.payrollFrequencyId,
        year: body.year,
        create_user: caller.userName,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writePeriods(db, created.id, body.periods);
    const after = await calendar(db, caller, created.id);
    await writeAudit(db, caller, { entity: 'Payroll calendar', entityId: created.id, action: 'create', after });
    return after;
  },
  async payrollCalendarsUpdate({ db, user, params, body }) {
    const caller = signedIn(user);
    const before = await calendar(db, caller, params.payrollCalendarId);
    await assertOrganization(db, caller, body.organizationId);
    checkPeriods(body.periods);
    const updated = await db
      .updateTable('payroll_calendars')
      .set({
        name: body.name,
        organization_id: body.organizationId,
        payroll_frequency_id: body.payrollFrequencyId,
        year: body.year,
        ...touchedBy(caller.userName),
      })
      .where('id', '=', before.id)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw stale();
    await writePeriods(db, before.id, body.periods);
    const after = await calendar(db, caller, before.id);
    await writeAudit(db, caller, { entity: 'Payroll calendar', entityId: before.id, action: 'update', before, after });
    return after;
  },
  async payrollCalendarsDelete({ db, user, params, query }) {
    const caller = signedIn(user);
    const before = await calendar(db, caller, params.payrollCalendarId);
    if (await calendarInUse(db, before.id)) {
      throw conflict('Timesheets fall in the periods of this payroll calendar, so it cannot be removed.');
    }
    const version = (query as { version?: number }).version;
    const deleted = await db
      .deleteFrom('payroll_calendars')
      .where('id', '=', before.id)
      .$if(typeof version === 'number', (query) => query.where('version', '=', version ?? 0))
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw stale();
    await writeAudit(db, caller, { entity: 'Payroll calendar', entityId: before.id, action: 'delete', before });
    return undefined;
  },
  async payrollListCalendarOptions({ db, user }) {
    const scope = scopeCondition(user, organizationScope('pc'));
    return db
      .selectFrom('payroll_calendars as pc')
      .select(['pc.id', 'pc.name as text', 'pc.organization_id as organizationId'])
      .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
      .orderBy('pc.year', 'desc')
      .orderBy(sql`lower(pc.name)`)
      .orderBy('pc.id')
      .execute();
  },

  async fsvCredentialsSearch({ db, user, body }) {
    return runSearch<FsvCredential>(
      db,
      {
        from: CREDENTIAL_FROM,
        columns: credentialColumns,
        defaultSort: [
          { field: 'organizationName', direction: 'asc' },
          { field: 'environment', direction: 'asc' },
        ],
        key: sql`fc.id`,
        where: [scopeCondition(user, organizationScope('fc'))],
      },
      body,
    );
  },
  fsvCredentialsGet: ({ db, user, params }) => credential(db, user, params.fsvCredentialId),
  async fsvCredentialsCreate({ db, user, body, services }) {
    const caller = signedIn(user);
    await assertOrganization(db, caller, body.organizationId);
    await assertCardProvider(db, body.cardProviderId);
    const apiKey = typeof body.apiKey === 'string' ? services.sealers('fsv-credentials').seal(body.apiKey) : null;
    const created = await db
      .insertInto('fsv_credentials')
      .values({
        ...credentialFields(body),
        password_encrypted: services.sealers('fsv-credentials').seal(body.password),
        api_key_encrypted: apiKey,
        secrets_updated_on: sql<string>`now()`,
        create_user: caller.userName,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await credential(db, caller, created.id);
    await writeAudit(db, caller, { entity: 'Card provider credential', entityId: created.id, action: 'create', after });
    return after;
  },
  async fsvCredentialsUpdate({ db, user, params, body, services }) {
    const caller = signedIn(user);
    const before = await credential(db, caller, params.fsvCredentialId);
    await assertOrganization(db, caller, body.organizationId);
    await assertCardProvider(db, body.cardProviderId);
    // Absent or null secrets keep the stored ones (ADR 019).
    const password = typeof body.password === 'string' ? services.sealers('fsv-credentials').seal(body.password) : null;
    const apiKey = typeof body.apiKey === 'string' ? services.sealers('fsv-credentials').seal(body.apiKey) : null;
    const updated = await db
      .updateTable('fsv_credentials')
      .set({
        ...credentialFields(body),
        ...(password === null ? {} : { password_encrypted: password }),
        ...(apiKey === null ? {} : { api_key_encrypted: apiKey }),
        ...(password === null && apiKey === null ? {} : { secrets_updated_on: sql<string>`now()` }),
        ...touchedBy(caller.userName),
      })
      .where('id', '=', before.id)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw stale();
    const after = await credential(db, caller, before.id);
    await writeAudit(db, caller, {
      entity: 'Card provider credential',
      entityId: before.id,
      action: 'update',
      before,
      after,
    });
    return after;
  },
  async fsvCredentialsDelete({ db, user, params, query }) {
    const caller = signedIn(user);
    const before = await credential(db, caller, params.fsvCredentialId);
    const version = (query as { version?: number }).version;
    const deleted = await db
      .deleteFrom('fsv_credentials')
      .where('id', '=', before.id)
      .$if(typeof version === 'number', (query) => query.where('version', '=', version ?? 0))
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw stale();
    await writeAudit(db, caller, { entity: 'Card provider credential', entityId: before.id, action: 'delete', before });
    return undefined;
  },
};
