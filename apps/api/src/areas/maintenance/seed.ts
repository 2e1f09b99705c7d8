import { sql } from 'kysely';
import type { Seeder } from '../../seed/run.ts';
import type { Db } from './common.ts';
import { LOOKUP_LISTS, QUALITY_REVIEW_SECTIONS } from './lookupData.ts';
import { defaultPages } from './onlineApplication.ts';
import {
  COLUMN_DESCRIPTIONS,
  EMAIL_TEMPLATES,
  LOCATIONS,
  SCHOOLS,
  SENSITIVE_COLUMNS,
  TABLE_LABELS,
  TAX_CODES,
} from './seedData.ts';

const SYSTEM = 'system';

/** Programs of the three demo organizations (core seed: 1 Partner4Work, 2 Urban League, 3 Three Rivers Youth). */
const PROGRAMS = [
  {
    organizationId: 1,
    name: 'Summer Youth Employment Program',
    code: 'SYEP',
    description: 'Six-week paid summer work experience for Pittsburgh youth aged 14 to 21.',
  },
  {
    organizationId: 2,
    name: 'Learn and Earn Year-Round',
    code: 'LEYR',
    description: 'School-year work and learning placements for older youth, with career coaching.',
  },
  {
    organizationId: 3,
    name: 'Youth Career Pathways',
    code: 'YCP',
    description: 'Industry-focused training cohorts with paid internships for out-of-school youth.',
  },
] as const;

const ENROLLMENT_PROGRAMS = [
  [
    'SYEP',
    'Summer Youth Employment 2026',
    'SYEP-26',
    '2026-06-29',
    '2026-08-07',
    '2026-02-01',
    '2026-05-15',
    14,
    21,
    12,
    'WIOA',
    'Debit',
  ],
  [
    'SYEP',
    'Summer Youth Employment 2025',
    'SYEP-25',
    '2025-06-30',
    '2025-08-08',
    '2025-02-01',
    '2025-05-16',
    14,
    21,
    11.5,
    'WIOA',
    'Debit',
  ],
  [
    'SYEP',
    'Summer Youth Employment 2026 - City Crews',
    'SYEP-26C',
    '2026-07-06',
    '2026-08-14',
    '2026-02-01',
    '2026-05-29',
    16,
    21,
    13,
    'CGF',
    'Check',
  ],
  [
    'LEYR',
    'Year-round Learn and Earn 2026',
    'LEYR-26',
    '2026-01-05',
    '2026-12-18',
    '2025-10-01',
    '2026-03-31',
    16,
    24,
    13.5,
    'TANF',
    'Deposit',
  ],
  [
    'LEYR',
    'Year-round Learn and Earn 2025-2026',
    'LEYR-2526',
    '2025-09-02',
    '2026-06-12',
    '2025-06-01',
    '2025-08-29',
    16,
    24,
    13,
    'TANF',
    'Deposit',
  ],
  [
    'YCP',
    'Career Pathways Health Care Cohort 2026',
    'YCP-HC26',
    '2026-03-02',
    '2026-11-20',
    '2026-01-05',
    '2026-02-20',
    17,
    24,
    15,
    'ACDHS',
    'Debit',
  ],
] as const;

/** Quality-review items of a demo intake: section, verification and how it is recorded. */
const REVIEW_ITEMS = [
  ['Applicant Information', 'Age/ID', 'Age/ID', 'Document', 'buttons'],
  ['Applicant Information', 'SSN', 'SSN', 'Standard', 'text'],
  ['Eligibility Documents', 'Residency', 'Residency', 'Document', 'buttons'],
  ['Eligibility Documents', 'Household income', 'Income', 'IncomeProved', 'number'],
  ['Eligibility Documents', 'Family size', 'Family Size', 'Standard', 'number'],
  ['Eligibility Documents', 'School status', 'School Status', 'Document', 'buttons'],
  ['Eligibility Documents', 'Citizenship or work authorization', 'Citizenship', 'Citizenship', 'buttons'],
  ['Employment Forms', 'Work permit', 'Work Permit', 'WorkPermit', 'buttons'],
  ['Employment Forms', 'W-4', 'W-4', 'W-4', 'buttons'],
  ['Employment Forms', 'I-9', 'I-9', 'Document', 'buttons'],
  ['Employment Forms', 'Local tax form (PA Act 32)', 'PA Act32', 'Document', 'buttons'],
  ['Clearances', 'PA child abuse clearance', 'Child Abuse', 'ClearanceOrder', 'buttons'],
  ['Clearances', 'PA State Police criminal record check', 'PA State Criminal', 'ClearanceOrder', 'buttons'],
  ['Clearances', 'FBI fingerprint clearance', 'FBI', 'ClearanceOrder', 'buttons'],
  ['Consents and Releases', 'Parental acknowledgement', 'Parental Acknowledgement', 'Document', 'boolean'],
  ['Consents and Releases', 'Media usage consent', 'Media Usage', 'MediaUsage', 'buttons'],
  ['Consents and Releases', 'Signature page', 'Signature Page', 'signature page', 'boolean'],
  ['Consents and Releases', 'Standard verification', 'Standart Verification', 'Standard', 'boolean'],
] as const;

/** Yearly income limits by family size: WIOA (70% LLSIL, Pittsburgh) and TANF (235% of poverty). */
const INCOME_LIMITS: readonly (readonly [funding: string, base: number, step: number])[] = [
  ['WIOA Youth', 15650, 5480],
  ['TANF Youth Development', 37506, 13348],
];

const humanize = (name: string) =>
  name
    .replace(/_id$/, '')
    .split('_')
    .map((word) => (word === 'ssn' ? 'SSN' : `${word.charAt(0).toUpperCase()}${word.slice(1)}`))
    .join(' ');

function dataTypeOf(type: string, scale: number | null): string {
  if (type === 'boolean') return 'boolean';
  if (type === 'date' || type.startsWith('timestamp')) return 'date';
  if (type === 'numeric' && scale === 2) return 'money';
  if (['integer', 'bigint', 'smallint', 'numeric', 'real', 'double precision'].includes(type)) return 'number';
  return 'text';
}

/** One entry per column of every table the migrations made, described in the product's words. */
async function seedDataDictionary(db: Db) {
  const columns = (
    await sql<{
      table_name: string;
      column_name: string;
      data_type: string;
      numeric_scale: number | null;
      character_maximum_length: number | null;
      is_nullable: string;
    }>`select table_name, column_name, data_type, numeric_scale, character_maximum_length, is_nullable
      from information_schema.columns
      where table_schema = current_schema() and table_name <> 'schema_migrations'
      order by table_name, ordinal_position`.execute(db)
  ).rows;
  const rows = columns.map((column) => {
    const table = TABLE_LABELS[column.table_name] ?? humanize(column.table_name.replace(/s$/, ''));
    const label = `${table}: ${humanize(column.column_name)}`.slice(0, 100);
    const description =
      COLUMN_DESCRIPTIONS[column.column_name] ??
      `${humanize(column.column_name)} of the ${table.toLowerCase()} record.`;
    return sql`(${column.table_name}, ${column.column_name}, ${label}, ${description},
      ${SENSITIVE_COLUMNS.test(column.column_name)}, ${dataTypeOf(column.data_type, column.numeric_scale)},
      ${column.character_maximum_length}, ${column.is_nullable === 'YES'}, ${SYSTEM})`;
  });
  if (rows.length === 0) return;
  await sql`insert into data_dictionary (table_name, column_name, label, description, is_sensitive, data_type,
      max_length, is_nullable, create_user) values ${sql.join(rows)}`.execute(db);
}

async function optionId(db: Db, list: string, text: string): Promise<number> {
  const row = (
    await sql<{ id: number }>`select id from lookup_options where lookup_name = ${list} and text = ${text}`.execute(db)
  ).rows[0];
  if (!row) throw new Error(`seed: no ${list} option ${text}`);
  return row.id;
}

export const seeder: Seeder = {
  order: 100,
  name: 'maintenance',
  async seed({ db, random }) {
    // The lists and the fixed lists' options are reference data (migration 0101); the demo fills
    // the maintainable lists.
    for (const list of LOOKUP_LISTS.filter((l) => l.isMaintainable !== false)) {
      const options = list.options.map((option, index) => {
        const [text, code] = typeof option === 'string' ? [option, null] : option;
        return sql`(${list.name}, ${text}, ${code}, ${list.hasDateRange ? '2026-01-01' : null}, ${index + 1}, ${SYSTEM})`;
      });
      await sql`insert into lookup_options (lookup_name, text, code, start_date, sort_order, create_user)
        values ${sql.join(options)}`.execute(db);
    }
    // A few options belong to one organization (organization-specific lists).
    const ownOptions = [
      ['job-sectors', 'Steel and Advanced Manufacturing', 1],
      ['job-sectors', 'Faith-Based Community Services', 2],
      ['student-interests', 'Robotics', 1],
      ['barrier-types', 'Aging Out of Foster Care', 3],
    ] as const;
    for (const [list, text, organizationId] of ownOptions) {
      await sql`insert into lookup_options (lookup_name, text, organization_id, start_date, sort_order, create_user)
        values (${list}, ${text}, ${organizationId}, ${list === 'student-interests' ? null : '2026-01-01'}, 100, ${SYSTEM})`.execute(
        db,
      );
    }

    await sql`update online_app_environment set is_application_open = true,
        closed_message = 'Applications for summer 2026 are closed. Year-round programs accept applications all year.',
        support_email = 'youthprograms@partner4work.example.org', support_phone = '(412) 552-7100'
      where id = 1`.execute(db);

    const programIds = new Map<string, { id: number; organizationId: number }>();
    for (const program of PROGRAMS) {
      const row = (
        await sql<{
          id: number;
        }>`insert into programs (organization_id, name, code, description, start_date, is_active, create_user)
          values (${program.organizationId}, ${program.name}, ${program.code}, ${program.description}, '2025-01-01', true,
            ${SYSTEM}) returning id`.execute(db)
      ).rows[0];
      if (row) programIds.set(program.code, { id: row.id, organizationId: program.organizationId });
    }
    const sections = new Map<string, number>();
    for (const section of QUALITY_REVIEW_SECTIONS) {
      sections.set(section, await optionId(db, 'quality-review-sections', section));
    }
    for (const [
      programCode,
      name,
      code,
      start,
      end,
      appStart,
      appEnd,
      minAge,
      maxAge,
      rate,
      funding,
      payment,
    ] of ENROLLMENT_PROGRAMS) {
      const program = programIds.get(programCode);
      if (!program) continue;
      const fundingId = (
        await sql<{
          id: number;
        }>`select id from lookup_options where lookup_name = 'funding-sources' and code = ${funding}`.execute(db)
      ).rows[0]?.id;
      const row = (
        await sql<{ id: number }>`insert into enrollment_programs (program_id, organization_id, name, code,
            funding_source_id, start_date, end_date, application_start_date, application_end_date, min_age, max_age,
            hourly_rate, max_hours_per_student, max_incentive_amount, payment_method, is_active, create_user)
          values (${program.id}, ${program.organizationId}, ${name}, ${code}, ${fundingId ?? null}, ${start}, ${end},
            ${appStart}, ${appEnd}, ${minAge}, ${maxAge}, ${rate}, ${programCode === 'SYEP' ? 150 : 480},
            ${programCode === 'SYEP' ? 400 : 250}, ${payment}, ${end >= '2026-01-01'}, ${SYSTEM}) returning id`.execute(
          db,
        )
      ).rows[0];
      if (!row) continue;
      await sql`insert into online_app_page_setups (enrollment_program_id, pages, create_user)
        values (${row.id}, ${JSON.stringify(defaultPages())}::jsonb, ${SYSTEM})`.execute(db);
      // Clearances are checked by the provider at screening, required where the intake takes 16+.
      const items = REVIEW_ITEMS.map(([section, itemName, verification, pageKind, fieldType], index) => {
        const isClearance = section === 'Clearances';
        return sql`(${row.id}, ${sections.get(section) ?? 0}, ${itemName}, ${pageKind}, ${verification}, ${fieldType},
          ${index + 1}, ${!isClearance || minAge >= 16}, ${isClearance}, true, ${SYSTEM})`;
      });
      await sql`insert into quality_review_config_items (enrollment_program_id, section_id, name, page_kind,
          verification_name, field_type, display_order, is_required, is_provider_screening, is_active, create_user)
        values ${sql.join(items)}`.execute(db);
    }

    await sql`insert into schools (name, school_code, school_district, address_line1, city, state_code, zip_code,
        main_phone, is_active, create_user)
      values ${sql.join(
        SCHOOLS.map(
          ([name, code, district, street, city, zip]) =>
            sql`(${name}, ${code}, ${district}, ${street}, ${city}, 'PA', ${zip}, ${random.phone()}, true, ${SYSTEM})`,
        ),
      )}`.execute(db);

    const ranges = [1, 2, 3].flatMap((organizationId) =>
      INCOME_LIMITS.flatMap(([funding, base, step]) =>
        Array.from(
          { length: 8 },
          (_, index) => sql`(${organizationId}, ${index + 1}, ${funding}, 0, ${base + step * index}, ${SYSTEM})`,
        ),
      ),
    );
    await sql`insert into income_ranges (organization_id, family_size, funding_type, range_from, range_to, create_user)
      values ${sql.join(ranges)}`.execute(db);

    for (const [code, name, type, psd, rate] of TAX_CODES) {
      await sql`insert into tax_codes (code, name, tax_type, psd_code, rate_percent, effective_date, is_active, create_user)
        values (${code}, ${name}, ${type}, ${psd}, ${rate}, '2026-01-01', true, ${SYSTEM})`.execute(db);
    }

    for (const [name, apartment, street, zip] of LOCATIONS) {
      await sql`insert into locations (name, apartment, street, city, state, zip_code, is_active, create_user)
        values (${name}, ${apartment}, ${street}, ${zip === '15132' ? 'McKeesport' : 'Pittsburgh'}, 'PA', ${zip}, true,
          ${SYSTEM})`.execute(db);
    }

    for (const [name, type, subject, body] of EMAIL_TEMPLATES) {
      await sql`insert into email_templates (name, template_type_id, organization_id, subject, body, is_html, is_active, create_user)
        values (${name}, ${await optionId(db, 'email-template-types', type)}, null, ${subject}, ${body}, false, true,
          ${SYSTEM})`.execute(db);
    }

    await seedDataDictionary(db);
  },
};
