import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import type { Handlers } from '../../http/context.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../core/errors.ts';
import { defineResource } from '../../lib/resource.ts';
import { bool, date, int, number, text, auditColumns } from '../../lib/search.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
import {
  deleteVersion,
  assertMinMax,
  assertStartBeforeEnd,
  assertWritableOrganization,
  ctxOf,
  organizationFilter,
  ownsOrganization,
  refuseIfUsed,
  type Db,
} from './common.ts';

type S = components['schemas'];

/** Every writable field of a PUT, absent optional ones cleared. */
function replaceAll(writable: Record<string, string>, body: object): Record<string, unknown> {
  const values = body as Record<string, unknown>;
  return {
    ...Object.fromEntries(Object.keys(writable).map((field) => [field, values[field] ?? null])),
    version: values.version,
  };
}

// ---- Schools -------------------------------------------------------------------------------

export const schools = defineResource<S['SchoolDetail']>({
  entity: 'School',
  table: 'schools',
  alias: 's',
  from: sql`schools s`,
  columns: {
    id: int('s.id'),
    name: text('s.name', { quick: true }),
    schoolCode: text('s.school_code', { quick: true }),
    schoolDistrict: text('s.school_district', { quick: true }),
    addressLine1: text('s.address_line1'),
    city: text('s.city', { quick: true }),
    stateCode: text('s.state_code'),
    zipCode: text('s.zip_code', { quick: true }),
    mainPhone: text('s.main_phone'),
    isActive: bool('s.is_active'),
    ...auditColumns('s'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: {
    name: 'name',
    schoolCode: 'school_code',
    schoolDistrict: 'school_district',
    addressLine1: 'address_line1',
    city: 'city',
    stateCode: 'state_code',
    zipCode: 'zip_code',
    mainPhone: 'main_phone',
    isActive: 'is_active',
  },
});

// ---- Locations -----------------------------------------------------------------------------

export const locations = defineResource<S['LocationDetail']>({
  entity: 'Location',
  table: 'locations',
  alias: 'l',
  from: sql`locations l`,
  columns: {
    id: int('l.id'),
    name: text('l.name', { quick: true }),
    apartment: text('l.apartment'),
    street: text('l.street', { quick: true }),
    city: text('l.city', { quick: true }),
    state: text('l.state'),
    zipCode: text('l.zip_code', { quick: true }),
    isActive: bool('l.is_active'),
    ...auditColumns('l'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: {
    name: 'name',
    apartment: 'apartment',
    street: 'street',
    city: 'city',
    state: 'state',
    zipCode: 'zip_code',
    isActive: 'is_active',
  },
});

// ---- Income ranges -------------------------------------------------------------------------

const SUMMARY = sql`'Family of ' || ir.family_size || ', ' || ir.funding_type || ', $'
  || to_char(ir.range_from, 'FM999,999,990.00') || ' to $' || to_char(ir.range_to, 'FM999,999,990.00')`;

export const incomeRanges = defineResource<S['IncomeRangeDetail']>({
  entity: 'Income range',
  table: 'income_ranges',
  alias: 'ir',
  from: sql`income_ranges ir`,
  columns: {
    id: int('ir.id'),
    familySize: int('ir.family_size', { quick: true }),
    fundingType: text('ir.funding_type', { quick: true }),
    from: number('ir.range_from'),
    to: number('ir.range_to'),
    organizationId: int('ir.organization_id'),
    summary: text(SUMMARY),
    ...auditColumns('ir'),
  },
  defaultSort: [
    { field: 'fundingType', direction: 'asc' },
    { field: 'familySize', direction: 'asc' },
  ],
  writable: {
    familySize: 'family_size',
    fundingType: 'funding_type',
    from: 'range_from',
    to: 'range_to',
    organizationId: 'organization_id',
  },
  scope: { organization: 'ir.organization_id' },
});

/** An income range's bounds: from must not exceed to (rule minMaxInvalid), on `from`. */
function checkIncomeRange(body: { from: number; to: number }) {
  assertMinMax(body.from, body.to, 'from');
}

// ---- Tax codes -----------------------------------------------------------------------------

export const taxCodes = defineResource<S['TaxCode']>({
  entity: 'Tax code',
  table: 'tax_codes',
  alias: 't',
  from: sql`tax_codes t`,
  columns: {
    id: int('t.id'),
    code: text('t.code', { quick: true }),
    name: text('t.name', { quick: true }),
    taxType: text('t.tax_type', { quick: true }),
    psdCode: text('t.psd_code', { quick: true }),
    ratePercent: number('t.rate_percent'),
    effectiveDate: date('t.effective_date', { quick: true }),
    endDate: date('t.end_date', { quick: true }),
    isActive: bool('t.is_active'),
    ...auditColumns('t'),
  },
  defaultSort: [
    { field: 'taxType', direction: 'asc' },
    { field: 'code', direction: 'asc' },
  ],
  writable: {
    code: 'code',
    name: 'name',
    taxType: 'tax_type',
    psdCode: 'psd_code',
    ratePercent: 'rate_percent',
    effectiveDate: 'effective_date',
    endDate: 'end_date',
    isActive: 'is_active',
  },
});

/** Local taxes are collected by PSD code (PA Act 32); dates in order. */
function checkTaxCode(body: S['TaxCodeCreateRequest']) {
  assertStartBeforeEnd(body.effectiveDate, body.endDate, 'effectiveDate');
  if (body.taxType.startsWith('Local') && !body.psdCode) {
    throw unprocessable({ psdCode: 'A local tax needs its PSD code.' });
  }
}

async function assertTaxCodeFree(db: Db, code: string, exceptId?: number) {
  const taken = await db
    .selectFrom('tax_codes')
    .select('id')
    .where('code', '=', code)
    .$call((query) => (exceptId ? query.where('id', '<>', exceptId) : query))
    .executeTakeFirst();
  if (taken) throw conflict(`The tax code ${code} already exists.`);
}

// ---- Email templates -----------------------------------------------------------------------

export const emailTemplates = defineResource<S['EmailTemplate']>({
  entity: 'Email template',
  table: 'email_templates',
  alias: 'e',
  from: sql`email_templates e join lookup_options tt on tt.id = e.template_type_id`,
  columns: {
    id: int('e.id'),
    name: text('e.name', { quick: true }),
    templateTypeId: int('e.template_type_id'),
    organizationId: int('e.organization_id'),
    subject: text('e.subject', { quick: true }),
    body: text('e.body'),
    isHtml: bool('e.is_html'),
    isActive: bool('e.is_active'),
    templateTypeName: text('tt.text', { quick: true }),
    ...auditColumns('e'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: {
    name: 'name',
    templateTypeId: 'template_type_id',
    organizationId: 'organization_id',
    subject: 'subject',
    body: 'body',
    isHtml: 'is_html',
    isActive: 'is_active',
  },
  // Templates of every organization (null) are read by all; an organization user's own as well.
  where: ({ user }) =>
    user && user.userType !== 'global'
      ? sql`(e.organization_id is null or ${organizationFilter(user, sql`e.organization_id`)})`
      : undefined,
});

async function checkEmailTemplate(db: Db, body: { templateTypeId: number }) {
  const type = await db
    .selectFrom('lookup_options')
    .select('id')
    .where('id', '=', body.templateTypeId)
    .where('lookup_name', '=', 'email-template-types')
    .executeTakeFirst();
  if (!type) throw unprocessable({ templateTypeId: 'Choose a template type from the list.' });
}

/** A template shared by every organization is changed by global users only. */
function assertTemplateWritable(user: Parameters<typeof ownsOrganization>[0], organizationId: number | null) {
  if (!ownsOrganization(user, organizationId)) {
    throw forbidden('Only a global user can change a template shared by every organization.');
  }
}

// ---- Data dictionary -----------------------------------------------------------------------

export const dataDictionary = defineResource<S['DataDictionaryEntry']>({
  entity: 'Data dictionary entry',
  table: 'data_dictionary',
  alias: 'dd',
  from: sql`data_dictionary dd`,
  columns: {
    id: int('dd.id'),
    label: text('dd.label', { quick: true }),
    description: text('dd.description', { quick: true }),
    isSensitive: bool('dd.is_sensitive'),
    tableName: text('dd.table_name', { quick: true }),
    columnName: text('dd.column_name', { quick: true }),
    dataType: text('dd.data_type'),
    maxLength: int('dd.max_length'),
    isNullable: bool('dd.is_nullable'),
    ...auditColumns('dd'),
  },
  defaultSort: [
    { field: 'tableName', direction: 'asc' },
    { field: 'columnName', direction: 'asc' },
  ],
  writable: { label: 'label', description: 'description', isSensitive: 'is_sensitive' },
});

// ---- Quality-review configuration ----------------------------------------------------------

export const qualityReviewItems = defineResource<S['QualityReviewConfigItem']>({
  entity: 'Quality review item',
  table: 'quality_review_config_items',
  alias: 'q',
  from: sql`quality_review_config_items q
    join enrollment_programs ep on ep.id = q.enrollment_program_id
    join lookup_options sec on sec.id = q.section_id`,
  columns: {
    id: int('q.id'),
    name: text('q.name', { quick: true }),
    enrollmentProgramId: int('q.enrollment_program_id'),
    sectionId: int('q.section_id'),
    pageKind: text('q.page_kind', { quick: true }),
    verificationName: text('q.verification_name', { quick: true }),
    fieldType: text('q.field_type'),
    displayOrder: int('q.display_order'),
    isRequired: bool('q.is_required'),
    isProviderScreening: bool('q.is_provider_screening'),
    isActive: bool('q.is_active'),
    sectionName: text('sec.text', { quick: true }),
    ...auditColumns('q'),
  },
  defaultSort: [
    { field: 'enrollmentProgramId', direction: 'asc' },
    { field: 'displayOrder', direction: 'asc' },
  ],
  writable: {
    name: 'name',
    enrollmentProgramId: 'enrollment_program_id',
    sectionId: 'section_id',
    pageKind: 'page_kind',
    verificationName: 'verification_name',
    fieldType: 'field_type',
    displayOrder: 'display_order',
    isRequired: 'is_required',
    isProviderScreening: 'is_provider_screening',
    isActive: 'is_active',
  },
  scope: { organization: 'ep.organization_id' },
});

/** The item's enrollment program must be one the caller sees; its section from the sections list. */
async function checkQualityReviewItem(
  db: Db,
  user: Parameters<typeof scopeCondition>[0],
  body: { enrollmentProgramId: number; sectionId: number },
) {
  const program = await db
    .selectFrom('enrollment_programs as ep')
    .select('ep.id')
    .where('ep.id', '=', body.enrollmentProgramId)
    .where(asCondition(scopeCondition(user, { organization: 'ep.organization_id' }) ?? sql`true`))
    .executeTakeFirst();
  if (!program) throw unprocessable({ enrollmentProgramId: 'Choose one of your enrollment programs.' });
  const section = await db
    .selectFrom('lookup_options')
    .select('id')
    .where('id', '=', body.sectionId)
    .where('lookup_name', '=', 'quality-review-sections')
    .executeTakeFirst();
  if (!section) throw unprocessable({ sectionId: 'Choose a section from the list.' });
}

// ---- Handlers ------------------------------------------------------------------------------

export const tableHandlers: Handlers = {
  async schoolsListOptions({ db }) {
    const rows = await db
      .selectFrom('schools')
      .select(['id', 'name as text', 'school_code as code'])
      .where('is_active', '=', true)
      .orderBy((eb) => eb.fn('lower', ['name']))
      .orderBy('id')
      .execute();
    return rows.map(({ code, ...option }) => (code === null ? option : { ...option, code }));
  },
  async schoolsSearch(ctx) {
    return schools.search(ctxOf(ctx), ctx.body);
  },
  async schoolsGet(ctx) {
    return schools.get(ctxOf(ctx), ctx.params.schoolId);
  },
  async schoolsCreate(ctx) {
    return schools.create(ctxOf(ctx), ctx.body);
  },
  async schoolsUpdate(ctx) {
    await schools.get(ctxOf(ctx), ctx.params.schoolId);
    return schools.update(ctxOf(ctx), ctx.params.schoolId, replaceAll(schools.spec.writable, ctx.body));
  },
  async schoolsDelete(ctx) {
    await schools.get(ctxOf(ctx), ctx.params.schoolId);
    await refuseIfUsed(ctx.db, 'schools', ctx.params.schoolId, 'school');
    await schools.remove(ctxOf(ctx), ctx.params.schoolId, deleteVersion(ctx.query));
    return undefined;
  },

  async locationsList({ db }) {
    const rows = await db
      .selectFrom('locations')
      .select(['id', 'name', 'apartment', 'street', 'city', 'state'])
      .where('is_active', '=', true)
      .orderBy((eb) => eb.fn('lower', ['name']))
      .orderBy('id')
      .execute();
    return rows.map(({ apartment, ...location }) => (apartment === null ? location : { ...location, apartment }));
  },
  async locationsSearch(ctx) {
    return locations.search(ctxOf(ctx), ctx.body);
  },
  async locationsGet(ctx) {
    return locations.get(ctxOf(ctx), ctx.params.locationId);
  },
  async locationsCreate(ctx) {
    return locations.create(ctxOf(ctx), ctx.body);
  },
  async locationsUpdate(ctx) {
    await locations.get(ctxOf(ctx), ctx.params.locationId);
    return locations.update(ctxOf(ctx), ctx.params.locationId, replaceAll(locations.spec.writable, ctx.body));
  },
  async locationsDelete(ctx) {
    await locations.get(ctxOf(ctx), ctx.params.locationId);
    await refuseIfUsed(ctx.db, 'locations', ctx.params.locationId, 'location');
    await locations.remove(ctxOf(ctx), ctx.params.locationId, deleteVersion(ctx.query));
    return undefined;
  },

  async incomeRangesListForEnrollment({ db, user, query }) {
    const program = await db
      .selectFrom('enrollment_programs as ep')
      .leftJoin('lookup_options as fs', 'fs.id', 'ep.funding_source_id')
      .select(['ep.organization_id', 'fs.text as funding'])
      .where('ep.id', '=', query.enrollmentProgramId)
      .where(asCondition(scopeCondition(user, { organization: 'ep.organization_id' }) ?? sql`true`))
      .executeTakeFirst();
    if (!program) throw notFound('The enrollment program');
    // The ranges of the program's organization, those of its funding source first.
    return db
      .selectFrom('income_ranges as ir')
      .select([
        'ir.id',
        'ir.family_size as familySize',
        'ir.funding_type as fundingType',
        'ir.range_from as from',
        'ir.range_to as to',
        SUMMARY.$castTo<string>().as('summary'),
        'ir.organization_id as organizationId',
      ])
      .where('ir.organization_id', '=', program.organization_id)
      .orderBy((eb) => eb('ir.funding_type', '=', program.funding ?? ''), 'desc')
      .orderBy('ir.funding_type')
      .orderBy('ir.family_size')
      .orderBy('ir.id')
      .execute();
  },
  async incomeRangesSearch(ctx) {
    return incomeRanges.search(ctxOf(ctx), ctx.body);
  },
  async incomeRangesGet(ctx) {
    return incomeRanges.get(ctxOf(ctx), ctx.params.incomeRangeId);
  },
  async incomeRangesCreate(ctx) {
    assertWritableOrganization(ctx.user, ctx.body.organizationId);
    checkIncomeRange(ctx.body);
    return incomeRanges.create(ctxOf(ctx), ctx.body);
  },
  async incomeRangesUpdate(ctx) {
    await incomeRanges.get(ctxOf(ctx), ctx.params.incomeRangeId);
    assertWritableOrganization(ctx.user, ctx.body.organizationId);
    checkIncomeRange(ctx.body);
    return incomeRanges.update(ctxOf(ctx), ctx.params.incomeRangeId, ctx.body);
  },
  async incomeRangesDelete(ctx) {
    await incomeRanges.get(ctxOf(ctx), ctx.params.incomeRangeId);
    await incomeRanges.remove(ctxOf(ctx), ctx.params.incomeRangeId, deleteVersion(ctx.query));
    return undefined;
  },

  async taxCodesSearch(ctx) {
    return taxCodes.search(ctxOf(ctx), ctx.body);
  },
  async taxCodesGet(ctx) {
    return taxCodes.get(ctxOf(ctx), ctx.params.taxCodeId);
  },
  async taxCodesCreate(ctx) {
    checkTaxCode(ctx.body);
    await assertTaxCodeFree(ctx.db, ctx.body.code);
    return taxCodes.create(ctxOf(ctx), ctx.body);
  },
  async taxCodesUpdate(ctx) {
    await taxCodes.get(ctxOf(ctx), ctx.params.taxCodeId);
    checkTaxCode(ctx.body);
    await assertTaxCodeFree(ctx.db, ctx.body.code, ctx.params.taxCodeId);
    return taxCodes.update(ctxOf(ctx), ctx.params.taxCodeId, replaceAll(taxCodes.spec.writable, ctx.body));
  },
  async taxCodesDelete(ctx) {
    await taxCodes.get(ctxOf(ctx), ctx.params.taxCodeId);
    await refuseIfUsed(ctx.db, 'tax_codes', ctx.params.taxCodeId, 'tax code');
    await taxCodes.remove(ctxOf(ctx), ctx.params.taxCodeId, deleteVersion(ctx.query));
    return undefined;
  },

  async emailTemplatesSearch(ctx) {
    return emailTemplates.search(ctxOf(ctx), ctx.body);
  },
  async emailTemplatesGet(ctx) {
    return emailTemplates.get(ctxOf(ctx), ctx.params.emailTemplateId);
  },
  async emailTemplatesCreate(ctx) {
    assertTemplateWritable(ctx.user, ctx.body.organizationId ?? null);
    await checkEmailTemplate(ctx.db, ctx.body);
    return emailTemplates.create(ctxOf(ctx), ctx.body);
  },
  async emailTemplatesUpdate(ctx) {
    const current = await emailTemplates.get(ctxOf(ctx), ctx.params.emailTemplateId);
    assertTemplateWritable(ctx.user, current.organizationId);
    assertTemplateWritable(ctx.user, ctx.body.organizationId ?? null);
    await checkEmailTemplate(ctx.db, ctx.body);
    return emailTemplates.update(
      ctxOf(ctx),
      ctx.params.emailTemplateId,
      replaceAll(emailTemplates.spec.writable, ctx.body),
    );
  },
  async emailTemplatesDelete(ctx) {
    const current = await emailTemplates.get(ctxOf(ctx), ctx.params.emailTemplateId);
    assertTemplateWritable(ctx.user, current.organizationId);
    await refuseIfUsed(ctx.db, 'email_templates', ctx.params.emailTemplateId, 'email template');
    await emailTemplates.remove(ctxOf(ctx), ctx.params.emailTemplateId, deleteVersion(ctx.query));
    return undefined;
  },

  async dataDictionarySearch(ctx) {
    return dataDictionary.search(ctxOf(ctx), ctx.body);
  },
  async dataDictionaryGet(ctx) {
    return dataDictionary.get(ctxOf(ctx), ctx.params.dataDictionaryEntryId);
  },
  async dataDictionaryUpdate(ctx) {
    await dataDictionary.get(ctxOf(ctx), ctx.params.dataDictionaryEntryId);
    return dataDictionary.update(ctxOf(ctx), ctx.params.dataDictionaryEntryId, ctx.body);
  },

  async qualityReviewConfigSearch(ctx) {
    return qualityReviewItems.search(ctxOf(ctx), ctx.body);
  },
  async qualityReviewConfigGet(ctx) {
    return qualityReviewItems.get(ctxOf(ctx), ctx.params.qualityReviewConfigItemId);
  },
  async qualityReviewConfigCreate(ctx) {
    await checkQualityReviewItem(ctx.db, ctx.user, ctx.body);
    return qualityReviewItems.create(ctxOf(ctx), ctx.body);
  },
  async qualityReviewConfigUpdate(ctx) {
    await qualityReviewItems.get(ctxOf(ctx), ctx.params.qualityReviewConfigItemId);
    await checkQualityReviewItem(ctx.db, ctx.user, ctx.body);
    return qualityReviewItems.update(ctxOf(ctx), ctx.params.qualityReviewConfigItemId, ctx.body);
  },
  async qualityReviewConfigDelete(ctx) {
    const id = ctx.params.qualityReviewConfigItemId;
    await qualityReviewItems.get(ctxOf(ctx), id);
    await refuseIfUsed(ctx.db, 'quality_review_config_items', id, 'quality review item');
    await qualityReviewItems.remove(ctxOf(ctx), id, deleteVersion(ctx.query));
    return undefined;
  },
};
