// Maintenance: organizations, programs, locations, e-mail templates, schools, tax codes, income
// ranges, contractors, the data dictionary (pact/consumer/organizations-programs, maintenance and
// maintenance-resources .pact.test.ts). Each pact row is marked by create_user 'pact' (made by a
// state) or by the values the create interaction sends (made through the API by the admin); either
// goes before the next state.
import { sql } from 'kysely';
import { num, PACT_USER, type StateKit, type StateTable } from './kit.ts';
import { countOf } from './shared.ts';

/** A location of the pact's own (Maintenance > Locations), unused so it may be removed. */
async function insertLocation(kit: StateKit, version: number): Promise<number> {
  const row = await kit.first(
    'new location',
    sql<{ id: number }>`insert into locations (name, apartment, street, city, state, zip_code, is_active, version,
        create_user)
      values ('Northside CareerLink (pact)', 'Suite 4', '1 Federal St', 'Pittsburgh', 'PA', '15212', true,
        ${version}, ${PACT_USER}) returning id`,
  );
  return row.id;
}

async function emailTemplateType(kit: StateKit): Promise<number> {
  const row = await kit.first(
    'email template type',
    sql<{ id: number }>`select id from lookup_options where lookup_name = 'email-template-types' order by id limit 1`,
  );
  return row.id;
}

/** An e-mail template for every organization, of the pact's own, unused so it may be removed. */
async function insertEmailTemplate(kit: StateKit, version: number): Promise<number> {
  const row = await kit.first(
    'new email template',
    sql<{ id: number }>`insert into email_templates (name, template_type_id, organization_id, subject, body, is_html,
        is_active, version, create_user)
      values ('Interview reminder (pact)', ${await emailTemplateType(kit)}, null, 'Your interview on {{date}}',
        'Dear {{firstName}}, see you at {{location}}.', false, true, ${version}, ${PACT_USER}) returning id`,
  );
  return row.id;
}

/** Programs the pact made, by a state or by its create interaction (code GJC-26); none is in use. */
async function removePactPrograms(kit: StateKit): Promise<void> {
  await sql`delete from programs
    where create_user = ${PACT_USER} or (organization_id = 3 and lower(code) = 'gjc-26')`.execute(kit.db);
}

/**
 * A program of the pact's own in organization 3 (no enrollment program uses it, so it may be
 * removed); the pact's earlier programs go first so the codes the interactions send are free.
 */
async function insertProgram(kit: StateKit, version: number): Promise<number> {
  await removePactPrograms(kit);
  const row = await kit.first(
    'new program',
    sql<{ id: number }>`insert into programs (organization_id, name, code, description, start_date, end_date,
        is_active, version, create_user)
      values (3, 'Green Jobs Corps (pact)', 'PACT-GJC', null, '2026-06-29', '2026-08-28', true, ${version},
        ${PACT_USER}) returning id`,
  );
  return row.id;
}

async function removePactSchools(kit: StateKit): Promise<void> {
  await sql`delete from schools where create_user = ${PACT_USER} or school_code = 'PACT-WA'`.execute(kit.db);
}

/** A school of the pact's own, unused by any applicant so it may be removed. */
async function insertSchool(kit: StateKit, version: number): Promise<number> {
  await removePactSchools(kit);
  const row = await kit.first(
    'new school',
    sql<{ id: number }>`insert into schools (name, school_code, school_district, address_line1, city, state_code,
        zip_code, main_phone, is_active, version, create_user)
      values ('Westinghouse Pact Academy', 'PACT-WA', 'Pittsburgh Public Schools', '1101 N Murtland St',
        'Pittsburgh', 'PA', '15208', '(412) 555-0134', true, ${version}, ${PACT_USER}) returning id`,
  );
  return row.id;
}

/** Organization names are unique, so the pact's earlier row of that name goes first. */
async function removePactOrganizations(kit: StateKit): Promise<void> {
  await sql`delete from organizations
    where create_user = ${PACT_USER} or lower(name) = 'hill district pact partners'`.execute(kit.db);
}

/** An organization of the pact's own, with no programs or users so it may be removed. */
async function insertOrganization(kit: StateKit, version: number): Promise<number> {
  await removePactOrganizations(kit);
  const row = await kit.first(
    'new organization',
    sql<{ id: number }>`insert into organizations (name, abbreviation, address_line1, city, state_code, zip_code,
        main_phone, main_email, federal_tax_id, is_active, version, create_user)
      values ('Hill District Pact Partners', 'HDPP', '2100 Wylie Ave', 'Pittsburgh', 'PA', '15219',
        '(412) 555-0190', 'office@hdpp.example.org', '25-7654321', true, ${version}, ${PACT_USER}) returning id`,
  );
  return row.id;
}

/** Tax codes are unique by code, so the pact's earlier row with the code PACTLST goes first. */
async function removePactTaxCodes(kit: StateKit): Promise<void> {
  await sql`delete from tax_codes where create_user = ${PACT_USER} or code = 'PACTLST'`.execute(kit.db);
}

async function insertTaxCode(kit: StateKit, version: number): Promise<number> {
  await removePactTaxCodes(kit);
  const row = await kit.first(
    'new tax code',
    sql<{ id: number }>`insert into tax_codes (code, name, tax_type, psd_code, rate_percent, effective_date, end_date,
        is_active, version, create_user)
      values ('PACTLST', 'Pact Borough Local Services Tax', 'Local Services', '700102', 0.5, '2026-01-01',
        '2026-12-31', true, ${version}, ${PACT_USER}) returning id`,
  );
  return row.id;
}

/** The pact's income range of organization 3: a family of 19 up to $98,750.50, which the demo has not. */
async function removePactIncomeRanges(kit: StateKit): Promise<void> {
  await sql`delete from income_ranges where create_user = ${PACT_USER}
    or (organization_id = 3 and family_size = 19 and range_to = 98750.50)`.execute(kit.db);
}

async function insertIncomeRange(kit: StateKit, version: number): Promise<number> {
  await removePactIncomeRanges(kit);
  const row = await kit.first(
    'new income range',
    sql<{ id: number }>`insert into income_ranges (organization_id, family_size, funding_type, range_from, range_to,
        version, create_user)
      values (3, 19, 'WIOA Youth', 0, 98750.50, ${version}, ${PACT_USER}) returning id`,
  );
  return row.id;
}

/** The pact's contractor of organization 3, with no worksite or user so it may be removed. */
async function removePactContractors(kit: StateKit): Promise<void> {
  await sql`delete from contractors
    where create_user = ${PACT_USER} or name = 'Pact Landscaping Cooperative'`.execute(kit.db);
}

async function insertContractor(kit: StateKit, version: number): Promise<number> {
  await removePactContractors(kit);
  const row = await kit.first(
    'new contractor',
    sql<{ id: number }>`insert into contractors (name, organization_id, federal_tax_id, address_line1, address_line2,
        city, state_code, zip_code, main_phone, main_email, is_active, version, create_user)
      values ('Pact Landscaping Cooperative', 3, '25-1234567', '2400 Smallman St', 'Floor 2', 'Pittsburgh', 'PA',
        '15222', '(412) 555-0178', 'crew@pact-landscaping.example.org', true, ${version}, ${PACT_USER})
      returning id`,
  );
  return row.id;
}

export const maintenanceStates: StateTable = {
  // organizations, programs, places
  'organizations exist': {
    holds: 'Organizations.',
    setUp: async (kit) => {
      await kit.exists('organizations', countOf('organizations'));
      return undefined;
    },
  },
  'organization {organizationId} has programs': {
    holds: 'An organization with a program.',
    setUp: async (kit) => {
      const program = await kit.first(
        'program',
        sql<{ organization_id: number }>`select organization_id from programs order by id limit 1`,
      );
      return { organizationId: program.organization_id };
    },
  },
  'a program with id {programId} exists': {
    holds: 'A program.',
    setUp: async (kit) => ({
      programId: (await kit.first('program', sql<{ id: number }>`select id from programs order by id limit 1`)).id,
    }),
  },
  'no program has id {programId}': {
    holds: 'No program with that id.',
    setUp: async (kit, p) => {
      await kit.exists(
        'free program id',
        sql<{ n: number }>`select (count(*) = 0)::int as n from programs where id = ${num(p, 'programId')}`,
      );
      return undefined;
    },
  },
  'organization {organizationId} has no program of the pact': {
    holds: 'Organization 3 without a program the pact made (code PACT-GJC or GJC-26).',
    setUp: async (kit) => {
      await removePactPrograms(kit);
      return { organizationId: 3 };
    },
  },
  'a program of organization {organizationId} with id {programId} exists at version {version}': {
    holds: 'A program "Green Jobs Corps (pact)" (code PACT-GJC) of organization 3 at that version, unused.',
    setUp: async (kit, p) => ({
      organizationId: 3,
      programId: await insertProgram(kit, num(p, 'version')),
      version: num(p, 'version'),
    }),
  },
  'locations exist': {
    holds: 'Locations.',
    setUp: async (kit) => {
      await kit.exists('locations', countOf('locations'));
      return undefined;
    },
  },
  'a location with id {locationId} exists': {
    holds: 'A location "Northside CareerLink (pact)" at version 0, unused.',
    setUp: async (kit) => ({ locationId: await insertLocation(kit, 0) }),
  },
  'a location with id {locationId} exists at version {version}': {
    holds: 'A location "Northside CareerLink (pact)" at that version, unused.',
    setUp: async (kit, p) => ({
      locationId: await insertLocation(kit, num(p, 'version')),
      version: num(p, 'version'),
    }),
  },
  'email templates exist': {
    holds: 'E-mail templates.',
    setUp: async (kit) => {
      await kit.exists('email templates', countOf('email_templates'));
      return undefined;
    },
  },
  'email template type {templateTypeId} exists': {
    holds: 'An e-mail template type (lookup email-template-types).',
    setUp: async (kit) => ({ templateTypeId: await emailTemplateType(kit) }),
  },
  'an email template with id {emailTemplateId} exists': {
    holds: 'An e-mail template "Interview reminder (pact)" for every organization at version 0, unused.',
    setUp: async (kit) => ({ emailTemplateId: await insertEmailTemplate(kit, 0) }),
  },
  'an email template with id {emailTemplateId} exists at version {version}': {
    holds: 'An e-mail template "Interview reminder (pact)" at that version, unused.',
    setUp: async (kit, p) => ({
      emailTemplateId: await insertEmailTemplate(kit, num(p, 'version')),
      version: num(p, 'version'),
    }),
  },
  'an email template with id {emailTemplateId} of type {templateTypeId} exists at version {version}': {
    holds: 'An e-mail template "Interview reminder (pact)" of that type at that version, unused.',
    setUp: async (kit, p) => ({
      emailTemplateId: await insertEmailTemplate(kit, num(p, 'version')),
      templateTypeId: await emailTemplateType(kit),
      version: num(p, 'version'),
    }),
  },
  'a data dictionary entry with id {dataDictionaryEntryId} exists at version {version}': {
    holds: 'The data dictionary entry of locations.zip_code at that version.',
    setUp: async (kit, p) => {
      const entry = await kit.first(
        'data dictionary entry of locations.zip_code',
        sql<{ id: number }>`update data_dictionary set version = ${num(p, 'version')}
          where table_name = 'locations' and column_name = 'zip_code' returning id`,
      );
      return { dataDictionaryEntryId: entry.id, version: num(p, 'version') };
    },
  },
  'schools exist': {
    holds: 'Schools.',
    setUp: async (kit) => {
      await kit.exists('schools', countOf('schools'));
      return undefined;
    },
  },
  'a school with id {schoolId} exists at version {version}': {
    holds: 'A school "Westinghouse Pact Academy" (code PACT-WA) at that version, unused.',
    setUp: async (kit, p) => ({ schoolId: await insertSchool(kit, num(p, 'version')), version: num(p, 'version') }),
  },
  'no school of the pact exists': {
    holds: 'No school the pact made (code PACT-WA).',
    setUp: async (kit) => {
      await removePactSchools(kit);
      return undefined;
    },
  },
  'an organization with id {organizationId} exists at version {version}': {
    holds: 'An organization "Hill District Pact Partners" at that version, without programs or users.',
    setUp: async (kit, p) => ({
      organizationId: await insertOrganization(kit, num(p, 'version')),
      version: num(p, 'version'),
    }),
  },
  'no organization of the pact exists': {
    holds: 'No organization named "Hill District Pact Partners".',
    setUp: async (kit) => {
      await removePactOrganizations(kit);
      return undefined;
    },
  },
  'a tax code with id {taxCodeId} exists at version {version}': {
    holds: 'A tax code PACTLST (local services, 0.5 %) at that version.',
    setUp: async (kit, p) => ({ taxCodeId: await insertTaxCode(kit, num(p, 'version')), version: num(p, 'version') }),
  },
  'no tax code of the pact exists': {
    holds: 'No tax code PACTLST.',
    setUp: async (kit) => {
      await removePactTaxCodes(kit);
      return undefined;
    },
  },
  'an income range of organization {organizationId} with id {incomeRangeId} exists at version {version}': {
    holds: 'An income range of organization 3 (family of 19, WIOA Youth, up to 98,750.50) at that version.',
    setUp: async (kit, p) => ({
      organizationId: 3,
      incomeRangeId: await insertIncomeRange(kit, num(p, 'version')),
      version: num(p, 'version'),
    }),
  },
  'organization {organizationId} has no income range of the pact': {
    holds: 'Organization 3 without an income range for a family of 19 up to 98,750.50.',
    setUp: async (kit) => {
      await removePactIncomeRanges(kit);
      return { organizationId: 3 };
    },
  },
  'a contractor of organization {organizationId} with id {contractorId} exists at version {version}': {
    holds: 'A contractor "Pact Landscaping Cooperative" of organization 3 at that version, without worksites or users.',
    setUp: async (kit, p) => ({
      organizationId: 3,
      contractorId: await insertContractor(kit, num(p, 'version')),
      version: num(p, 'version'),
    }),
  },
  'organization {organizationId} has no contractor of the pact': {
    holds: 'Organization 3 without a contractor "Pact Landscaping Cooperative".',
    setUp: async (kit) => {
      await removePactContractors(kit);
      return { organizationId: 3 };
    },
  },
  'payment providers exist': {
    holds: 'Payment providers.',
    setUp: async (kit) => {
      await kit.exists('payment providers', countOf('payment_providers'));
      return undefined;
    },
  },
};
