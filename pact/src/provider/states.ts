// The provider states of the pathway-web pact, set up on the reference server's database. Each
// sentence makes exactly its state true (inserting or updating rows, with the recorded versions) and
// returns the ids the interaction's `fromProviderState` expressions need. Where the pact sends an id
// literally (role 12, student job 2210, user jcarter), the row is made with that id or name.
// Each state also says who is signed in: the request filter puts that user's token on the request.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VerifierOptions } from '@pact-foundation/pact';
import { sql, type RawBuilder } from 'kysely';
import { hashPassword } from '../../../apps/api/src/auth/passwords.ts';
import { createTokens } from '../../../apps/api/src/auth/tokens.ts';
import { storeCode } from '../../../apps/api/src/areas/security/codes.ts';
import { storeFile } from '../../../apps/api/src/areas/maintenance/storage.ts';
import { defaultPages } from '../../../apps/api/src/areas/maintenance/onlineApplication.ts';
import { generateFile, paymentLines, sendFile } from '../../../apps/api/src/areas/payroll/cardFiles.ts';
import { pactRoot } from '../paths.ts';
import { JWT_SECRET, type ReferenceServer } from './reference-server.ts';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
type Params = Record<string, unknown>;
type Values = Record<string, string | number | boolean>;

const DEMO_PASSWORD = 'Pathway!2026';
const PACT_USER = 'pact';
/** The required dates of the pact's report definitions. */
const PACT_REPORT_DATES = ['startDate', 'endDate'].map((name) => ({
  name,
  label: name === 'startDate' ? 'Start date' : 'End date',
  fieldType: 'date',
  isRequired: true,
  lookupName: null,
}));
/** The example 3171 funding file of ADR 067: what the download interaction expects, byte for byte. */
const SAMPLE_FUNDING_FILE = readFileSync(
  join(pactRoot, '..', 'apps', 'api', 'src', 'areas', 'payroll', 'fixtures', 'FSV3171_20260715_001.csv'),
  'latin1',
);

/** The people of the pact: the ids and names its interactions record. */
const JCARTER = {
  id: 1042,
  userName: 'jcarter',
  firstName: 'Jasmine',
  lastName: 'Carter',
  email: 'jasmine.carter@example.org',
  userType: 'global',
  organizationIds: [3],
  roleIds: [1],
  password: 'Summer#2026',
} as const;
const DWASHINGTON = {
  id: 1187,
  userName: 'dwashington',
  firstName: 'Darnell',
  lastName: 'Washington',
  email: 'darnell.washington@example.org',
  userType: 'organization',
  organizationIds: [3],
  roleIds: [12],
} as const;
const MTHOMPSON = {
  id: 1188,
  userName: 'mthompson',
  firstName: 'Marcus',
  lastName: 'Thompson',
  email: 'marcus.thompson@example.org',
  userType: 'global',
  organizationIds: [3],
  roleIds: [16],
  password: 'Autumn#2026',
} as const;

/** Roles the pact names by id: 12 and 15 are given to an organization user; 16 grants no LOGIN. */
const PACT_ROLES = [
  {
    id: 12,
    name: 'Payroll Clerk',
    scope: 'ORGANIZATION',
    claims: ['LOGIN', 'PAYROLL', 'SUBMIT_TIMESHEETS_FOR_PAYROLL'],
  },
  { id: 15, name: 'Timesheet Reviewer', scope: 'ORGANIZATION', claims: ['LOGIN', 'PAYROLL'] },
  { id: 16, name: 'Report Reader (no sign-in)', scope: 'GLOBAL', claims: ['REPORTS'] },
] as const;

const CONTRACT_CODE = 'SYEP-2026-014';

interface UserSpec {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: string;
  organizationIds: readonly number[];
  roleIds: readonly number[];
  password?: string;
  active?: boolean;
  version?: number;
}

export interface ProviderStates {
  handlers: StateHandlers;
  /** The token the next request carries: the admin's unless the last state signed in someone else. */
  currentToken: () => string;
}

export async function createProviderStates(provider: ReferenceServer): Promise<ProviderStates> {
  const { db } = provider;
  const rows = async <R>(query: RawBuilder<R>): Promise<R[]> => (await query.execute(db)).rows;
  const first = async <R>(what: string, query: RawBuilder<R>): Promise<R> => {
    const row = (await rows(query))[0];
    if (row === undefined) throw new Error(`provider state: no ${what} in the demo data`);
    return row;
  };
  const tokens = createTokens(new TextEncoder().encode(JWT_SECRET));
  const permit = readFileSync(join(pactRoot, 'fixtures', 'work-permit.pdf'));

  async function signIn(userName: string, password: string): Promise<string> {
    await sql`delete from throttle`.execute(db);
    const response = await fetch(`${provider.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: userName, password }),
    });
    const body = (await response.json()) as { token?: string };
    if (!response.ok || body.token === undefined) {
      throw new Error(`provider state: ${userName} cannot sign in (${String(response.status)})`);
    }
    return body.token;
  }

  const adminToken = await signIn('admin', DEMO_PASSWORD);
  let nextToken = adminToken;

  // ---- users and roles ----------------------------------------------------------------------

  async function ensureRoles() {
    for (const role of PACT_ROLES) {
      await sql`insert into roles (id, name, description, scope, create_user)
        values (${role.id}, ${role.name}, ${`${role.name} (pact).`}, ${role.scope}, ${PACT_USER})
        on conflict (id) do nothing`.execute(db);
      await sql`insert into role_permissions (role_id, permission_id)
        select ${role.id}, id from permissions where name in (${sql.join([...role.claims])})
        on conflict do nothing`.execute(db);
    }
  }

  /** Exactly this user: any earlier row with the id or the name is replaced (its links cascade). */
  async function putUser(user: UserSpec) {
    await ensureRoles();
    await sql`delete from users where id = ${user.id} or lower(user_name) = lower(${user.userName})`.execute(db);
    const hash = user.password === undefined ? null : await hashPassword(user.password);
    await sql`insert into users (id, user_name, first_name, last_name, email, user_type, password_hash,
        password_expiration_date, is_active, version, create_user)
      values (${user.id}, ${user.userName}, ${user.firstName}, ${user.lastName}, ${user.email}, ${user.userType},
        ${hash}, '2099-12-31', ${user.active ?? true}, ${user.version ?? 0}, ${PACT_USER})`.execute(db);
    for (const organizationId of user.organizationIds) {
      await sql`insert into user_organizations (user_id, organization_id) values (${user.id}, ${organizationId})`.execute(
        db,
      );
    }
    for (const roleId of user.roleIds) {
      await sql`insert into user_roles (user_id, role_id) values (${user.id}, ${roleId})`.execute(db);
    }
    provider.forgetUser(user.id);
  }

  async function removeUser(id: number, userName: string) {
    await sql`delete from users where id = ${id} or lower(user_name) = lower(${userName})`.execute(db);
    provider.forgetUser(id);
  }

  /** An active contract with the pact's code, in organization 3 (whose users it vouches for). */
  async function ensureContract(code: string) {
    const found = await rows(sql<{ id: number }>`select id from contracts where lower(contract_code) = lower(${code})`);
    if (found.length > 0) {
      await sql`update contracts set status = 'Active' where lower(contract_code) = lower(${code})`.execute(db);
      return;
    }
    const template = await first(
      'active contract of organization 3',
      sql<{ id: number }>`select id from contracts where organization_id = 3 and status = 'Active' order by id limit 1`,
    );
    await sql`insert into contracts (contract_code, name, organization_id, start_date, end_date, status, contract_type_id,
        funding_source_id, payroll_frequency_id, default_hourly_rate, max_hours_per_student, max_incentive_amount, create_user)
      select ${code}, ${`Summer Youth Employment ${code}`}, organization_id, start_date, end_date, 'Active', contract_type_id,
        funding_source_id, payroll_frequency_id, default_hourly_rate, max_hours_per_student, max_incentive_amount, ${PACT_USER}
      from contracts where id = ${template.id}`.execute(db);
  }

  /** The id the next insert into a table will get (the state hands it to `fromProviderState`). */
  async function nextId(table: string): Promise<number> {
    const row = await first(
      `${table} id`,
      sql<{ next: number }>`select coalesce(max(id), 0) + 1 as next from ${sql.table(table)}`,
    );
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${row.next}, false)`.execute(db);
    return row.next;
  }

  // ---- records the states hang on -----------------------------------------------------------

  const worksite = () =>
    first(
      'approved worksite',
      sql<{ id: number }>`select id from worksites where status = 'Approved' order by id limit 1`,
    );
  const student = () => first('student', sql<{ id: number }>`select id from students order by id limit 1`);
  const job = () => first('job', sql<{ id: number }>`select id from jobs order by id limit 1`);
  /** An approved job whose contract is Active and whose worksite is approved (the Jobs pact's job). */
  const approvedJob = () =>
    first(
      'approved job under an Active contract',
      sql<{ id: number; contract_id: number }>`select j.id, j.contract_id from jobs j
        join contracts c on c.id = j.contract_id join worksites w on w.id = j.worksite_id
        where j.status = 'Approved' and c.status = 'Active' and w.status = 'Approved' order by j.id limit 1`,
    );
  const lookupOption = (name: string) =>
    first(
      `${name} option`,
      sql<{ id: number }>`select id from lookup_options where lookup_name = ${name} order by sort_order, id limit 1`,
    );

  /** The contact-type and FBI-clearance options a contact form sends. */
  async function contactLookups() {
    return { contactTypeLuid: (await lookupOption('contact-types')).id, fbiUid: (await lookupOption('fbis')).id };
  }

  async function insertContact(sourceId: number, version: number) {
    const { contactTypeLuid, fbiUid } = await contactLookups();
    const row = await first(
      'new contact',
      sql<{ id: number }>`insert into contacts (source_name, source_id, contact_type_luid, salutation, first_name,
          last_name, main_phone, main_email, criminal_background_flag, child_abuse_background_flag, fbi_uid,
          disclosure_statement, version, create_user)
        values ('worksites', ${sourceId}, ${contactTypeLuid}, 'Ms.', 'Renee', 'Morales', '(412) 555-0134',
          'rmorales@hillcrestcenter.org', true, true, ${fbiUid}, true, ${version}, ${PACT_USER}) returning id`,
    );
    return row.id;
  }

  async function insertNote(noteType: 'jobs' | 'students' | 'worksites', sourceId: number, version: number) {
    const row = await first(
      'new note',
      sql<{ id: number }>`insert into notes (note_type, source_id, note, version, create_user)
        values (${noteType}, ${sourceId},
          'Called guardian to confirm the first day; transport arranged with the worksite.', ${version}, 'jcarter')
        returning id`,
    );
    return row.id;
  }

  /** The pact's own system document, with its file stored, so a download has bytes to send. */
  async function removePactSystemDocuments() {
    await sql`delete from system_documents where create_user = ${PACT_USER}`.execute(db);
  }

  async function insertSystemDocument(version: number) {
    await removePactSystemDocuments();
    const documentType = await lookupOption('document-types');
    const key = await storeFile(db, 'system', 'work-permit.pdf', permit);
    const row = await first(
      'new system document',
      sql<{ id: number }>`insert into system_documents (name, document_type_id, description, organization_id,
          is_public, file_name, content_type, size_bytes, storage_key, version, create_user, last_update_date,
          last_update_user)
        values ('Pact Participant Handbook', ${documentType.id}, 'Rules, pay schedule and contacts for the summer.',
          1, true, 'work-permit.pdf', 'application/pdf', ${permit.length}, ${key}, ${version}, ${PACT_USER}, now(),
          ${PACT_USER}) returning id`,
    );
    return row.id;
  }

  async function insertDocument(sourceId: number) {
    const documentType = await lookupOption('document-types');
    const key = await storeFile(db, `students/${String(sourceId)}`, 'work-permit.pdf', permit);
    const row = await first(
      'new document',
      sql<{ id: number }>`insert into documents (source_type, source_id, document_type_id, name, file_name,
          content_type, size_bytes, storage_key, create_user)
        values ('students', ${sourceId}, ${documentType.id}, 'Work permit', 'work-permit.pdf', 'application/pdf',
          ${permit.length}, ${key}, ${PACT_USER}) returning id`,
    );
    return row.id;
  }

  /**
   * A named list has options. Most lists are rows of lookup_options; a few (programs, e-mail
   * templates, the time zone) come from their own tables, so the list is read as the admin reads it.
   */
  async function ensureLookupOption(name: string) {
    const found = await rows(sql<{ id: number }>`select id from lookup_options where lookup_name = ${name} limit 1`);
    if (found.length > 0) return;
    const response = await fetch(`${provider.baseUrl}/api/lookups/${encodeURIComponent(name)}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const list: unknown = response.ok ? await response.json() : undefined;
    if (list === undefined || (Array.isArray(list) && list.length === 0)) {
      throw new Error(`provider state: the lookup ${name} has no options in the demo data`);
    }
  }

  async function insertLookupOption(name: string, text: string, version: number) {
    const row = await first(
      'new lookup option',
      sql<{
        id: number;
      }>`insert into lookup_options (lookup_name, text, organization_id, start_date, sort_order, version, create_user)
        values (${name}, ${text}, 3, '2026-01-01', 900, ${version}, ${PACT_USER}) returning id`,
    );
    return row.id;
  }

  /** A location of the pact's own (Maintenance > Locations), unused so it may be removed. */
  async function insertLocation(version: number) {
    const row = await first(
      'new location',
      sql<{ id: number }>`insert into locations (name, apartment, street, city, state, zip_code, is_active, version,
          create_user)
        values ('Northside CareerLink (pact)', 'Suite 4', '1 Federal St', 'Pittsburgh', 'PA', '15212', true,
          ${version}, ${PACT_USER}) returning id`,
    );
    return row.id;
  }

  async function emailTemplateType() {
    const row = await first(
      'email template type',
      sql<{ id: number }>`select id from lookup_options where lookup_name = 'email-template-types' order by id limit 1`,
    );
    return row.id;
  }

  /** An e-mail template for every organization, of the pact's own, unused so it may be removed. */
  async function insertEmailTemplate(version: number) {
    const row = await first(
      'new email template',
      sql<{ id: number }>`insert into email_templates (name, template_type_id, organization_id, subject, body, is_html,
          is_active, version, create_user)
        values ('Interview reminder (pact)', ${await emailTemplateType()}, null, 'Your interview on {{date}}',
          'Dear {{firstName}}, see you at {{location}}.', false, true, ${version}, ${PACT_USER}) returning id`,
    );
    return row.id;
  }

  /** The card provider and organization of the demo's first card-provider credentials (FSV, Partner4Work). */
  async function fsvSetup() {
    const row = await first(
      'card provider credentials',
      sql<{ card_provider_id: number; organization_id: number }>`select card_provider_id, organization_id
        from fsv_credentials order by id limit 1`,
    );
    return { cardProviderId: row.card_provider_id, organizationId: row.organization_id };
  }

  /** A payroll file type of the pact's own (earlier pact rows go first: code is unique per provider). */
  async function insertPayrollFileType(version: number) {
    const { cardProviderId } = await fsvSetup();
    await sql`delete from payroll_file_types where code like 'PACT-%'`.execute(db);
    const row = await first(
      'new payroll file type',
      sql<{ id: number }>`insert into payroll_file_types (code, name, direction, card_provider_id, file_name_pattern,
          description, is_active, version, create_user)
        values ('PACT-0', 'Pact Funding File', 'Outbound', ${cardProviderId}, 'PACT_{yyyyMMdd}.csv', null, true,
          ${version}, ${PACT_USER}) returning id`,
    );
    return { payrollFileTypeId: row.id, cardProviderId };
  }

  /**
   * Test-environment credentials of the pact's own, with a password set (one per provider and
   * organization). No interaction decrypts it: the read model only says that it is set.
   */
  async function insertFsvCredential(version: number) {
    const ids = await fsvSetup();
    await sql`delete from fsv_credentials where environment = 'Test' and card_provider_id = ${ids.cardProviderId}
      and organization_id = ${ids.organizationId}`.execute(db);
    const row = await first(
      'new card provider credential',
      sql<{ id: number }>`insert into fsv_credentials (card_provider_id, organization_id, environment, company_id,
          user_name, expires_on, is_active, password_encrypted, secrets_updated_on, version, create_user)
        values (${ids.cardProviderId}, ${ids.organizationId}, 'Test', 'PGHTEST', 'pact-payroll', '2027-06-30', true,
          'not-a-real-ciphertext', now(), ${version}, ${PACT_USER}) returning id`,
    );
    return { fsvCredentialId: row.id, ...ids };
  }

  /** A payroll calendar of the pact's own in 2031 (no timesheet falls in it, so it may be removed). */
  async function insertPayrollCalendar(version: number) {
    const { organizationId } = await fsvSetup();
    const frequency = await payrollFrequency();
    const row = await first(
      'new payroll calendar',
      sql<{ id: number }>`insert into payroll_calendars (name, organization_id, payroll_frequency_id, year, version,
          create_user)
        values ('Pact Calendar 2031', ${organizationId}, ${frequency}, 2031, ${version}, ${PACT_USER}) returning id`,
    );
    await sql`insert into payroll_periods (payroll_calendar_id, period_number, period_start_date, period_end_date,
        timesheet_due_date, pay_date)
      values (${row.id}, 1, '2031-06-01', '2031-06-14', '2031-06-16', '2031-06-19')`.execute(db);
    return { payrollCalendarId: row.id, organizationId, payrollFrequencyId: frequency };
  }

  async function payrollFrequency() {
    const row = await first(
      'payroll frequency',
      sql<{ id: number }>`select id from lookup_options where lookup_name = 'payroll-frequencies' order by id limit 1`,
    );
    return row.id;
  }

  /** A demo applicant with an e-mail address, and a document type to ask for. */
  async function applicantWithEmail() {
    const applicant = await first(
      'applicant with an email address',
      sql<{ id: number }>`select id from applicants where email_address is not null order by id limit 1`,
    );
    return { applicantId: applicant.id, documentTypeId: (await lookupOption('document-types')).id };
  }

  async function insertDocumentRequest(applicantId: number, documentTypeId: number) {
    const row = await first(
      'new document request',
      sql<{ id: number }>`insert into document_requests (applicant_id, email_address, document_type_ids, create_user)
        select id, email_address, ${[documentTypeId]}, ${PACT_USER} from applicants where id = ${applicantId}
        returning id`,
    );
    return row.id;
  }

  /** Programs the pact made, by a state or by its create interaction (code GJC-26); none is in use. */
  async function removePactPrograms() {
    await sql`delete from programs where create_user = ${PACT_USER} or (organization_id = 3 and lower(code) = 'gjc-26')`.execute(
      db,
    );
  }

  /**
   * A program of the pact's own in organization 3 (no enrollment program uses it, so it may be
   * removed); the pact's earlier programs go first so the codes the interactions send are free.
   */
  async function insertProgram(version: number) {
    await removePactPrograms();
    const row = await first(
      'new program',
      sql<{ id: number }>`insert into programs (organization_id, name, code, description, start_date, end_date,
          is_active, version, create_user)
        values (3, 'Green Jobs Corps (pact)', 'PACT-GJC', null, '2026-06-29', '2026-08-28', true, ${version},
          ${PACT_USER}) returning id`,
    );
    return row.id;
  }

  // ---- business views and data extracts (reports) ---------------------------------------------
  /** The pact's business views go with their extracts (an extract holds its view). */
  async function removePactViews() {
    await sql`delete from data_extracts where business_view_id in (select id from business_views
        where name like 'Pact Participants%')`.execute(db);
    await sql`delete from business_views where name like 'Pact Participants%'`.execute(db);
  }

  /** A business view of participants with two columns, for the pact's views and extracts. */
  async function insertPactView(version: number) {
    await removePactViews();
    const columns = [
      { name: 'lastName', label: 'Last name', dataType: 'text' },
      { name: 'status', label: 'Status', dataType: 'text' },
    ];
    const row = await first(
      'business view',
      sql<{ id: number }>`insert into business_views (name, description, view_name, columns, is_active, version,
          create_user)
        values ('Pact Participants', 'Participants by name and status.', 'students', ${JSON.stringify(columns)}, true,
          ${version}, ${PACT_USER}) returning id`,
    );
    return row.id;
  }

  // ---- schools, tax codes, income ranges, contractors ----------------------------------------
  // Each pact row is marked by create_user 'pact' (made by a state) or by the values the create
  // interaction sends (made through the API by the admin); either goes before the next state.

  async function removePactSchools() {
    await sql`delete from schools where create_user = ${PACT_USER} or school_code = 'PACT-WA'`.execute(db);
  }

  /** A school of the pact's own, unused by any applicant so it may be removed. */
  async function insertSchool(version: number) {
    await removePactSchools();
    const row = await first(
      'new school',
      sql<{ id: number }>`insert into schools (name, school_code, school_district, address_line1, city, state_code,
          zip_code, main_phone, is_active, version, create_user)
        values ('Westinghouse Pact Academy', 'PACT-WA', 'Pittsburgh Public Schools', '1101 N Murtland St',
          'Pittsburgh', 'PA', '15208', '(412) 555-0134', true, ${version}, ${PACT_USER}) returning id`,
    );
    return row.id;
  }

  /** Organization names are unique, so the pact's earlier row of that name goes first. */
  async function removePactOrganizations() {
    await sql`delete from organizations where create_user = ${PACT_USER} or lower(name) = 'hill district pact partners'`.execute(
      db,
    );
  }

  /** An organization of the pact's own, with no programs or users so it may be removed. */
  async function insertOrganization(version: number) {
    await removePactOrganizations();
    const row = await first(
      'new organization',
      sql<{ id: number }>`insert into organizations (name, abbreviation, address_line1, city, state_code, zip_code,
          main_phone, main_email, federal_tax_id, is_active, version, create_user)
        values ('Hill District Pact Partners', 'HDPP', '2100 Wylie Ave', 'Pittsburgh', 'PA', '15219',
          '(412) 555-0190', 'office@hdpp.example.org', '25-7654321', true, ${version}, ${PACT_USER}) returning id`,
    );
    return row.id;
  }

  /** Tax codes are unique by code, so the pact's earlier row with the code PACTLST goes first. */
  async function removePactTaxCodes() {
    await sql`delete from tax_codes where create_user = ${PACT_USER} or code = 'PACTLST'`.execute(db);
  }

  async function insertTaxCode(version: number) {
    await removePactTaxCodes();
    const row = await first(
      'new tax code',
      sql<{ id: number }>`insert into tax_codes (code, name, tax_type, psd_code, rate_percent, effective_date, end_date,
          is_active, version, create_user)
        values ('PACTLST', 'Pact Borough Local Services Tax', 'Local Services', '700102', 0.5, '2026-01-01',
          '2026-12-31', true, ${version}, ${PACT_USER}) returning id`,
    );
    return row.id;
  }

  /** The pact's income range of organization 3: a family of 19 up to $98,750.50, which the demo has not. */
  async function removePactIncomeRanges() {
    await sql`delete from income_ranges where create_user = ${PACT_USER}
      or (organization_id = 3 and family_size = 19 and range_to = 98750.50)`.execute(db);
  }

  async function insertIncomeRange(version: number) {
    await removePactIncomeRanges();
    const row = await first(
      'new income range',
      sql<{ id: number }>`insert into income_ranges (organization_id, family_size, funding_type, range_from, range_to,
          version, create_user)
        values (3, 19, 'WIOA Youth', 0, 98750.50, ${version}, ${PACT_USER}) returning id`,
    );
    return row.id;
  }

  /** The pact's contractor of organization 3, with no worksite or user so it may be removed. */
  async function removePactContractors() {
    await sql`delete from contractors where create_user = ${PACT_USER} or name = 'Pact Landscaping Cooperative'`.execute(
      db,
    );
  }

  async function insertContractor(version: number) {
    await removePactContractors();
    const row = await first(
      'new contractor',
      sql<{ id: number }>`insert into contractors (name, organization_id, federal_tax_id, address_line1, address_line2,
          city, state_code, zip_code, main_phone, main_email, is_active, version, create_user)
        values ('Pact Landscaping Cooperative', 3, '25-1234567', '2400 Smallman St', 'Floor 2', 'Pittsburgh', 'PA',
          '15222', '(412) 555-0178', 'crew@pact-landscaping.example.org', true, ${version}, ${PACT_USER})
        returning id`,
    );
    return row.id;
  }

  /** A demo application that is not enrolled, unlocked and at the pact's version (it may be deleted). */
  async function applicationAtVersion(version: number) {
    const row = await first(
      'application that is not enrolled',
      sql<{ id: number }>`select id from applicants where status <> 'Enrolled' order by id desc limit 1`,
    );
    await sql`update applicants set version = ${version}, is_locked = false, locked_by = null
      where id = ${row.id}`.execute(db);
    return row.id;
  }

  async function exists(what: string, query: RawBuilder<{ n: number }>) {
    const row = await first(what, query);
    if (row.n === 0) throw new Error(`provider state: no ${what} in the demo data`);
  }

  /** A program of organization 3, for the pact's enrollment programs. */
  const programOf3 = () =>
    first(
      'program of organization 3',
      sql<{ id: number }>`select id from programs where organization_id = 3
      order by id limit 1`,
    );

  /** The enrollment programs the pact made (by a state, or through the API with its codes), with their set-up. */
  async function removePactEnrollmentPrograms() {
    const ids = (
      await rows(sql<{ id: number }>`select id from enrollment_programs
        where create_user = ${PACT_USER} or (organization_id = 3 and lower(code) in ('pact-sy26', 'pact-sy27'))`)
    ).map((row) => row.id);
    if (ids.length === 0) return;
    const list = sql.join(ids.map((id) => sql`${id}`));
    await sql`delete from quality_review_config_items where enrollment_program_id in (${list})`.execute(db);
    await sql`delete from online_app_page_setups where enrollment_program_id in (${list})`.execute(db);
    await sql`delete from enrollment_programs where id in (${list})`.execute(db);
  }

  /** The pact's enrollment program (organization 3's SYEP 2026 cohort) at `version`, replacing any earlier one. */
  async function insertPactEnrollmentProgram(version: number) {
    await removePactEnrollmentPrograms();
    const program = await programOf3();
    const row = await first(
      'new enrollment program',
      sql<{ id: number }>`insert into enrollment_programs (program_id, organization_id, name, code, start_date,
          end_date, min_age, max_age, hourly_rate, payment_method, is_active, version, create_user)
        values (${program.id}, 3, 'SYEP 2026 Pact Cohort', 'PACT-SY26', '2026-06-29', '2026-08-28', 14, 21, 12.5,
          'Debit', true, ${version}, ${PACT_USER}) returning id`,
    );
    return { id: row.id, programId: program.id };
  }

  // ---- Security > Roles, Permissions, Groups and Resources ------------------------------------

  type SecurityTable = 'roles' | 'permissions' | 'groups' | 'resources';
  const securityNouns: Record<string, SecurityTable> = {
    role: 'roles',
    permission: 'permissions',
    group: 'groups',
    resource: 'resources',
  };

  /** A row of the pact's own with this name (any other row of the name goes), at this version. */
  async function putSecurityRow(table: SecurityTable, name: string, version: number): Promise<number> {
    await sql`delete from ${sql.table(table)} where name = ${name}`.execute(db);
    // Other states insert roles with fixed ids; move the sequence past them first.
    await nextId(table);
    const description = `${name} (pact).`;
    const insert =
      table === 'roles' || table === 'permissions'
        ? sql<{ id: number }>`insert into ${sql.table(table)} (name, description, scope, version, create_user)
            values (${name}, ${description}, 'ORGANIZATION', ${version}, ${PACT_USER}) returning id`
        : table === 'groups'
          ? sql<{ id: number }>`insert into groups (name, description, organization_id, version, create_user)
              values (${name}, ${description}, null, ${version}, ${PACT_USER}) returning id`
          : sql<{ id: number }>`insert into resources (name, description, resource_type, path, version, create_user)
              values (${name}, ${description}, 'Screen', '/pact', ${version}, ${PACT_USER}) returning id`;
    return (await first(`new ${table}`, insert)).id;
  }

  /** The names the security pact creates and edits, by table. */
  const securityNames: Record<SecurityTable, string> = {
    roles: 'Pact Intake Clerk',
    permissions: 'PACT_INTAKE',
    groups: 'Pact Front Desk',
    resources: 'Pact Intake Screen',
  };

  const demoUserId = async () =>
    (await first('demo user orgstaff', sql<{ id: number }>`select id from users where user_name = 'orgstaff'`)).id;
  const firstOf = async (table: 'permissions' | 'resources') =>
    (await first(`a ${table} row`, sql<{ id: number }>`select id from ${sql.table(table)} order by id limit 1`)).id;

  // ---- contracts, approvals and worksite links (pact/consumer/contracts.pact.test.ts) ----------
  // Pact rows: contracts coded PACT-SYEP-*, worksites and jobs named "Pact …" by the pact user.

  async function removePactContracts() {
    const pactJobs = sql`select id from jobs where create_user = ${PACT_USER} and title like 'Pact Approval%'`;
    await sql`delete from approval_history where entity = 'job' and entity_id in (${pactJobs})`.execute(db);
    await sql`delete from jobs where create_user = ${PACT_USER} and title like 'Pact Approval%'`.execute(db);
    const pactSites = sql`select id from worksites where create_user = ${PACT_USER} and name like 'Pact Approval%'`;
    await sql`delete from contract_worksites where worksite_id in (${pactSites})
      or contract_id in (select id from contracts where contract_code like 'PACT-SYEP-%')`.execute(db);
    await sql`delete from approval_history where entity = 'worksite' and entity_id in (${pactSites})`.execute(db);
    await sql`delete from worksites where create_user = ${PACT_USER} and name like 'Pact Approval%'`.execute(db);
    await sql`delete from contracts where contract_code like 'PACT-SYEP-%'`.execute(db);
  }

  /** The pact's contract PACT-SYEP-2026 of organization 3 in a status, at a version (no jobs or links). */
  async function insertPactContract(status: string, version: number) {
    await removePactContracts();
    const template = await first(
      'contract of organization 3',
      sql<{ id: number }>`select id from contracts where organization_id = 3 order by id limit 1`,
    );
    return (
      await first(
        'new pact contract',
        sql<{ id: number }>`insert into contracts (contract_code, name, organization_id, start_date, end_date, status,
            contract_type_id, funding_source_id, payroll_frequency_id, budget_amount, default_hourly_rate,
            max_hours_per_student, max_incentive_amount, version, create_user)
          select 'PACT-SYEP-2026', 'Pact Summer Youth Employment', organization_id, '2026-06-01', '2026-08-31',
            ${status}, contract_type_id, funding_source_id, payroll_frequency_id, 480000, 12.5, 150, 250, ${version},
            ${PACT_USER}
          from contracts where id = ${template.id} returning id`,
      )
    ).id;
  }

  const cardProvider = async () =>
    (await first('card provider', sql<{ id: number }>`select id from card_providers order by id limit 1`)).id;

  /** The pact's worksite of a contractor of organization 3, in an approval status, at a version. */
  async function insertPactWorksite(status: string, version: number) {
    return (
      await first(
        'new pact worksite',
        sql<{ id: number }>`insert into worksites (contractor_id, organization_id, name, job_sector_id, address_line1,
            city, state_code, zip_code, is_public_sector, is_active, status, version, create_user)
          select ct.id, ct.organization_id, 'Pact Approval Garden', ls.id, '700 Larimer Ave', 'Pittsburgh', 'PA',
            '15206', false, true, ${status}, ${version}, ${PACT_USER}
          from contractors ct cross join (select id from lookup_options where lookup_name = 'job-sectors'
            order by id limit 1) ls
          where ct.organization_id = 3 order by ct.id limit 1 returning id`,
      )
    ).id;
  }

  /**
   * The last job assignment of the demo, running through 2026 at `hourlyRate`, its participant `age`
   * on 11/09/2026 and without timesheets from then on: the pact's timesheet entries of November land
   * in it (ADR 068 picks the youth hour rule by that age).
   */
  async function assignmentForEntry(hourlyRate: number, age: number) {
    const assignment = await first(
      'job assignment',
      sql<{ id: number; student_id: number }>`select id, student_id from student_jobs
        where start_date <= '2026-11-09' order by id desc limit 1`,
    );
    await sql`update student_jobs set end_date = '2026-12-31', hourly_rate = ${hourlyRate}
      where id = ${assignment.id}`.execute(db);
    await sql`update students set birth_date = ${`${String(2026 - age)}-11-09`}::date
      where id = ${assignment.student_id}`.execute(db);
    await sql`delete from timesheets t using student_jobs sj where sj.id = t.student_job_id
      and sj.student_id = ${assignment.student_id} and t.period_end_date >= '2026-11-09'`.execute(db);
    return { studentId: assignment.student_id, studentJobId: assignment.id, hourlyRate };
  }

  // ---- the sentences --------------------------------------------------------------------------

  /** A demo application with a W-4 quality-review item, forced into Quality Review, unlocked, summary cleared. */
  async function applicationInQualityReview(version: number) {
    const row = await first(
      'application with a W-4 quality-review item',
      sql<{ id: number; item_id: number }>`select a.id, min(i.id) as item_id from applicants a
        join applicant_review_items i on i.applicant_id = a.id and not i.is_provider_screening and i.page_kind = 'W-4'
        where a.status in ('Applied', 'Quality Review') group by a.id order by a.id limit 1`,
    );
    await sql`update applicants set status = 'Quality Review', summary_status = null, summary_comment = null,
        is_locked = false, locked_by = null, version = ${version} where id = ${row.id}`.execute(db);
    const complete = await first(
      'Complete review status',
      sql<{ id: number }>`select id from lookup_options where lookup_name = 'review-statuses' and text = 'Complete'
        order by id limit 1`,
    );
    return { applicantId: row.id, version, w4ItemId: row.item_id, completeId: complete.id };
  }

  /** A state run by the admin unless it signs someone else in. */
  // ---- the payroll cycle (pact/consumer/payroll-cycle.pact.test.ts) ---------------------------
  // Pact processes lie in 2031 (one two-week period per call), with one 10-hour timesheet of a
  // card-paid participant whose SSN is unique and whose organization has credentials at provider 1,
  // so the pre-flight finds nothing and a file can be written.
  let pactPeriods = 0;
  async function pactProcess(status: 'Submitted for Payroll' | 'Approved for Payroll') {
    const job = await first(
      'card-paid assignment',
      sql<{ student_job_id: number; organization_id: number; hourly_rate: number }>`
        select sj.id as student_job_id, s.organization_id, coalesce(sj.hourly_rate, 12)::float8 as hourly_rate
        from student_jobs sj join students s on s.id = sj.student_id
        where s.payment_method = 'Debit' and not s.paper_check and not sj.incentive_only
          and (select count(*) from students s2 where s2.ssn = s.ssn) = 1
          and exists (select 1 from fsv_credentials c where c.organization_id = s.organization_id
            and c.card_provider_id = 1 and c.is_active)
        order by sj.id limit 1`,
    );
    const start = new Date(Date.UTC(2031, 0, 6 + 14 * pactPeriods++));
    const end = new Date(start.getTime() + 13 * 86_400_000);
    const [from, to] = [start, end].map((day) => day.toISOString().slice(0, 10));
    const process = await first(
      'new pact payroll process',
      sql<{ id: number }>`insert into payroll_processes (organization_id, period_start_date, period_end_date, status,
          create_user)
        values (${job.organization_id}, ${from}, ${to}, ${status}, ${PACT_USER}) returning id`,
    );
    await sql`insert into timesheets (student_job_id, period_start_date, period_end_date, hourly_rate, worked_hours,
        status, payroll_process_id, submitted_by, create_user)
      values (${job.student_job_id}, ${from}, ${to}, ${job.hourly_rate}, 10, ${status}, ${process.id}, ${PACT_USER},
        ${PACT_USER})`.execute(db);
    await sql`update payroll_settings set file_total_limit = 50000 where organization_id = ${job.organization_id}`.execute(
      db,
    );
    return { organizationId: job.organization_id, entryProcessId: process.id };
  }

  /** Completes card provider 1's Pending or Sent outbound files: a new one may be generated (the 3171 rule). */
  async function noActiveFile() {
    await sql`update card_provider_files set status = 'Completed' where card_provider_id = 1 and direction = 'Outbound'
      and status in ('Pending', 'Sent')`.execute(db);
  }

  /** A Pending 3171 file of a pact process at `version`, written by the server's own code. */
  async function pendingFile(version: number) {
    await noActiveFile();
    const { organizationId, entryProcessId } = await pactProcess('Approved for Payroll');
    const lines = await paymentLines(db, [entryProcessId]);
    const fileId = await generateFile(
      db,
      {
        userName: PACT_USER,
        organizationId,
        cardProviderId: 1,
        payrollFileTypeId: 1,
        processIds: [entryProcessId],
        now: new Date(),
        secondApprover: null,
      },
      lines,
    );
    await sql`update card_provider_files set version = ${version} where id = ${fileId}`.execute(db);
    return { cardProviderFileId: fileId, version };
  }

  const asAdmin =
    (setup: (params: Params) => Promise<Values | undefined>) =>
    async (parameters?: unknown): Promise<Values> => {
      nextToken = adminToken;
      const params = (typeof parameters === 'object' && parameters !== null ? parameters : {}) as Params;
      return (await setup(params)) ?? {};
    };
  const num = (params: Params, name: string) => Number(params[name]);
  const str = (params: Params, name: string) => String(params[name]);

  const signedInAsJcarter = async () => {
    await putUser(JCARTER);
    nextToken = await signIn(JCARTER.userName, JCARTER.password);
  };

  const handlers: Record<string, (parameters?: unknown) => Promise<Values>> = {
    // auth and the signed-in user
    'a user is signed in': async () => {
      await signedInAsJcarter();
      return {};
    },
    'a user {username} with password {password} may sign in': asAdmin(async (p) => {
      await putUser({ ...JCARTER, userName: str(p, 'username'), password: str(p, 'password') });
      await sql`delete from throttle`.execute(db);
    }),
    'a user {username} exists': asAdmin(async (p) => {
      await putUser({ ...JCARTER, userName: str(p, 'username') });
      await sql`delete from throttle`.execute(db);
    }),
    'a user {username} exists without the LOGIN permission': asAdmin(async (p) => {
      await putUser({ ...MTHOMPSON, userName: str(p, 'username') });
      await sql`delete from throttle`.execute(db);
    }),
    'the token has expired': async () => {
      // A session id no session has: the expiry is what the server refuses first.
      nextToken = await tokens.sign(
        {
          sessionId: '00000000-0000-4000-8000-000000000000',
          userId: 1,
          userName: 'admin',
          userType: 'global',
          claims: ['LOGIN'],
        },
        new Date(Date.now() - 60_000),
      );
      return {};
    },

    // recovery and activation
    'an activation code {activationCode} was issued for contract {contractCode}': asAdmin(async (p) => {
      await ensureContract(str(p, 'contractCode'));
      await putUser({ ...DWASHINGTON, active: false });
      await storeCode(db, { now: () => new Date() }, DWASHINGTON.id, 'activation', str(p, 'activationCode'));
      await sql`delete from throttle`.execute(db);
    }),
    'a user {userName} exists on contract {contractCode}': asAdmin(async (p) => {
      await ensureContract(str(p, 'contractCode'));
      await putUser({ ...JCARTER, userName: str(p, 'userName') });
    }),
    'a user with e-mail {emailAddress} exists': asAdmin(async (p) => {
      await putUser({ ...JCARTER, email: str(p, 'emailAddress') });
      await sql`delete from throttle`.execute(db);
    }),
    'no user has e-mail {emailAddress}': asAdmin(async (p) => {
      await sql`delete from users where lower(email) = lower(${str(p, 'emailAddress')})`.execute(db);
      await sql`delete from throttle`.execute(db);
    }),
    'a contract with code {contractCode} exists': asAdmin(async (p) => {
      await ensureContract(str(p, 'contractCode'));
    }),

    // user maintenance
    'a user with id {userId} exists': asAdmin(async (p) => {
      await putUser({ ...DWASHINGTON, id: num(p, 'userId'), version: 4 });
      return { userId: num(p, 'userId') };
    }),
    'a user with id {userId} exists in a group': asAdmin(async (p) => {
      const userId = num(p, 'userId');
      await putUser({ ...DWASHINGTON, id: userId });
      const group = await first(
        'new group',
        sql<{ id: number }>`insert into groups (name, description, organization_id, create_user)
          values ('Summer crew leads', 'Pact: a group the user belongs to.', 3, ${PACT_USER}) returning id`,
      );
      await sql`insert into group_users (group_id, user_id) values (${group.id}, ${userId})`.execute(db);
      return { userId };
    }),
    'an inactive user with id {userId} exists': asAdmin(async (p) => {
      await putUser({ ...DWASHINGTON, id: num(p, 'userId'), active: false });
      return { userId: num(p, 'userId') };
    }),
    'an active user with id {userId} exists': asAdmin(async (p) => {
      await putUser({ ...DWASHINGTON, id: num(p, 'userId'), active: true });
      return { userId: num(p, 'userId') };
    }),
    'the signed-in user lacks DEACTIVATE_USER and a user with id {userId} exists': async (parameters) => {
      const userId = num((parameters ?? {}) as Params, 'userId');
      await putUser({ ...DWASHINGTON, id: userId, active: true });
      // The demo viewer holds LOGIN only.
      nextToken = await signIn('viewer', DEMO_PASSWORD);
      return { userId };
    },
    // grid export (ADR 096): the demo data's participants, exported by the admin or refused to the viewer
    'participants exist to export': asAdmin(async () => {
      await first('participant', sql<{ id: number }>`select id from students order by id limit 1`);
      return {};
    }),
    'the signed-in user lacks VIEW_STUDENT': async () => {
      // The demo viewer holds LOGIN only.
      nextToken = await signIn('viewer', DEMO_PASSWORD);
      return {};
    },
    'a user with id {userId} exists with roles version {version}': asAdmin(async (p) => {
      await putUser({ ...DWASHINGTON, id: num(p, 'userId'), version: num(p, 'version') });
      return { userId: num(p, 'userId') };
    }),
    'organization {organizationId} and role {roleId} exist': asAdmin(async (p) => {
      await ensureRoles();
      await exists(
        'organization',
        sql<{ n: number }>`select count(*)::int as n from organizations where id = ${num(p, 'organizationId')}`,
      );
      await exists('role', sql<{ n: number }>`select count(*)::int as n from roles where id = ${num(p, 'roleId')}`);
      await removeUser(DWASHINGTON.id, DWASHINGTON.userName);
      return { userId: await nextId('users') };
    }),
    'a user {userName} exists': asAdmin(async (p) => {
      await ensureRoles();
      await putUser({ ...JCARTER, userName: str(p, 'userName') });
    }),
    'users whose names contain {quickSearch} exist': asAdmin(async () => {
      await putUser(DWASHINGTON);
    }),

    // system
    'the session time limit is {minutes} minutes': asAdmin(async (p) => {
      await sql`update system_settings set session_time_limit_minutes = ${num(p, 'minutes')} where id = 1`.execute(db);
    }),
    'the session time limit has version {version}': asAdmin(async (p) => {
      await sql`update system_settings set session_time_limit_minutes = 60, version = ${num(p, 'version')} where id = 1`.execute(
        db,
      );
    }),
    'the back office and the online application are registered': asAdmin(async () => {
      await exists('applications', sql<{ n: number }>`select count(*)::int as n from applications`);
    }),

    // contacts
    'worksite {sourceId} has contacts': asAdmin(async () => {
      const { id } = await worksite();
      await insertContact(id, 1);
      return { sourceId: id };
    }),
    'worksite {sourceId} exists': asAdmin(async () => {
      await ensureContract(CONTRACT_CODE);
      const { id } = await worksite();
      return { sourceId: id, contactId: await nextId('contacts'), ...(await contactLookups()) };
    }),
    'worksite {sourceId} has contact {contactId} at version {version}': asAdmin(async (p) => {
      await ensureContract(CONTRACT_CODE);
      const { id } = await worksite();
      return { sourceId: id, contactId: await insertContact(id, num(p, 'version')), ...(await contactLookups()) };
    }),
    'a contact with id {contactId} exists': asAdmin(async () => {
      const { id } = await worksite();
      return { contactId: await insertContact(id, 0) };
    }),

    // documents
    'student {sourceId} has documents': asAdmin(async () => {
      const { id } = await student();
      await insertDocument(id);
      return { sourceId: id };
    }),
    'student {sourceId} exists and document type {documentTypeId} exists': asAdmin(async () => {
      const { id } = await student();
      const documentType = await lookupOption('document-types');
      return { sourceId: id, documentTypeId: documentType.id, documentId: await nextId('documents') };
    }),
    'a system document with id {documentId} exists at version {version}': asAdmin(async (p) => ({
      documentId: await insertSystemDocument(num(p, 'version')),
      version: num(p, 'version'),
    })),
    'document type {documentTypeId} exists and no system document of the pact exists': asAdmin(async () => {
      await removePactSystemDocuments();
      return { documentTypeId: (await lookupOption('document-types')).id };
    }),
    'a document with id {documentId} exists': asAdmin(async () => ({
      documentId: await insertDocument((await student()).id),
    })),
    'a PDF document with id {documentId} exists': asAdmin(async () => ({
      documentId: await insertDocument((await student()).id),
    })),
    'a document with id {documentId} belongs to another organization': async () => {
      // The organization user (organization 1) and a student of another organization.
      const other = await first(
        'student outside organization 1',
        sql<{ id: number }>`select id from students where organization_id <> 1 order by id limit 1`,
      );
      const documentId = await insertDocument(other.id);
      nextToken = await signIn('orgstaff', DEMO_PASSWORD);
      return { documentId };
    },

    // document requests (sent through /api; the server forwards to the function host when set)
    'applicant {applicantId} has document requests': asAdmin(async () => {
      const { applicantId, documentTypeId } = await applicantWithEmail();
      await insertDocumentRequest(applicantId, documentTypeId);
      return { applicantId };
    }),
    'applicant {applicantId} with an email address exists and document types {documentTypeId} and {otherDocumentTypeId} exist':
      asAdmin(async () => {
        const { applicantId, documentTypeId } = await applicantWithEmail();
        const other = await first(
          'second document type',
          sql<{ id: number }>`select id from lookup_options where lookup_name = 'document-types'
            and id <> ${documentTypeId} order by id limit 1`,
        );
        return { applicantId, documentTypeId, otherDocumentTypeId: other.id };
      }),
    'a document request with id {documentRequestId} was sent': asAdmin(async () => {
      const { applicantId, documentTypeId } = await applicantWithEmail();
      return { documentRequestId: await insertDocumentRequest(applicantId, documentTypeId) };
    }),
    'the signed-in user lacks AUTOMATE_DOCUMENTS_REQUEST and a document request with id {documentRequestId} was sent':
      async () => {
        const { applicantId, documentTypeId } = await applicantWithEmail();
        const documentRequestId = await insertDocumentRequest(applicantId, documentTypeId);
        // The demo viewer holds LOGIN only.
        nextToken = await signIn('viewer', DEMO_PASSWORD);
        return { documentRequestId };
      },

    // enrollment (Maintain Applicants)
    'applications exist': asAdmin(async () => {
      await exists('applications', sql<{ n: number }>`select count(*)::int as n from applicants`);
    }),
    'an application with id {enrollmentId} exists at version {version}': asAdmin(async (p) => ({
      enrollmentId: await applicationAtVersion(num(p, 'version')),
      version: num(p, 'version'),
    })),

    // notes
    'student {sourceId} has notes': asAdmin(async () => {
      const { id } = await student();
      await insertNote('students', id, 0);
      return { sourceId: id };
    }),
    'job {sourceId} exists': asAdmin(async () => {
      const { id } = await job();
      return { sourceId: id, noteId: await nextId('notes') };
    }),
    'student {sourceId} has note {noteId} at version {version}': asAdmin(async (p) => {
      const { id } = await student();
      return { sourceId: id, noteId: await insertNote('students', id, num(p, 'version')) };
    }),
    'a note with id {noteId} exists': asAdmin(async () => {
      const { id } = await student();
      return { noteId: await insertNote('students', id, 0) };
    }),

    // lookups
    'the lookup {name} has options': asAdmin(async (p) => {
      await ensureLookupOption(str(p, 'name'));
    }),
    'maintainable lookups exist': asAdmin(async () => {
      await exists('lookup options', sql<{ n: number }>`select count(*)::int as n from lookup_options`);
    }),
    'the lookup {name} exists': asAdmin(async (p) => {
      await ensureLookupOption(str(p, 'name'));
      await sql`delete from lookup_options where lookup_name = ${str(p, 'name')} and text = 'Green Energy'`.execute(db);
      return { lookupOptionId: await nextId('lookup_options') };
    }),
    'lookup option {lookupOptionId} exists at version {version}': asAdmin(async (p) => {
      await sql`delete from lookup_options where lookup_name = 'job-sectors' and create_user = ${PACT_USER}`.execute(
        db,
      );
      return {
        lookupOptionId: await insertLookupOption('job-sectors', 'Hospitality & Tourism (pact)', num(p, 'version')),
      };
    }),
    'lookup option {lookupOptionId} exists and is not used': asAdmin(async () => ({
      lookupOptionId: await insertLookupOption('job-sectors', 'Urban Farming (pact)', 0),
    })),

    // organizations, programs, places
    'organizations exist': asAdmin(async () => {
      await exists('organizations', sql<{ n: number }>`select count(*)::int as n from organizations`);
    }),
    'organizations have contracts': asAdmin(async () => {
      await ensureContract(CONTRACT_CODE);
    }),
    'organization {organizationId} has contracts': asAdmin(async () => {
      await ensureContract(CONTRACT_CODE);
      return { organizationId: 3 };
    }),
    'organization {organizationId} has programs': asAdmin(async () => {
      const program = await first(
        'program',
        sql<{ organization_id: number }>`select organization_id from programs order by id limit 1`,
      );
      return { organizationId: program.organization_id };
    }),
    'a program with id {programId} exists': asAdmin(async () => ({
      programId: (await first('program', sql<{ id: number }>`select id from programs order by id limit 1`)).id,
    })),
    'no program has id {programId}': asAdmin(async (p) => {
      await exists(
        'free program id',
        sql<{ n: number }>`select (count(*) = 0)::int as n from programs where id = ${num(p, 'programId')}`,
      );
    }),
    'enrollment programs exist': asAdmin(async () => {
      await exists('enrollment programs', sql<{ n: number }>`select count(*)::int as n from enrollment_programs`);
    }),
    'enrollment program {enrollmentProgramId} has income ranges': asAdmin(async () => ({
      enrollmentProgramId: (
        await first(
          'enrollment program with income ranges',
          sql<{ id: number }>`select ep.id from enrollment_programs ep
            where exists (select 1 from income_ranges r where r.organization_id = ep.organization_id) order by ep.id limit 1`,
        )
      ).id,
    })),
    'locations exist': asAdmin(async () => {
      await exists('locations', sql<{ n: number }>`select count(*)::int as n from locations`);
    }),
    'a location with id {locationId} exists': asAdmin(async () => ({
      locationId: await insertLocation(0),
    })),
    'a location with id {locationId} exists at version {version}': asAdmin(async (p) => ({
      locationId: await insertLocation(num(p, 'version')),
      version: num(p, 'version'),
    })),
    'email templates exist': asAdmin(async () => {
      await exists('email templates', sql<{ n: number }>`select count(*)::int as n from email_templates`);
    }),
    'email template type {templateTypeId} exists': asAdmin(async () => ({
      templateTypeId: await emailTemplateType(),
    })),
    'an email template with id {emailTemplateId} exists': asAdmin(async () => ({
      emailTemplateId: await insertEmailTemplate(0),
    })),
    'an email template with id {emailTemplateId} exists at version {version}': asAdmin(async (p) => ({
      emailTemplateId: await insertEmailTemplate(num(p, 'version')),
      version: num(p, 'version'),
    })),
    'an email template with id {emailTemplateId} of type {templateTypeId} exists at version {version}': asAdmin(
      async (p) => ({
        emailTemplateId: await insertEmailTemplate(num(p, 'version')),
        templateTypeId: await emailTemplateType(),
        version: num(p, 'version'),
      }),
    ),
    'organization {organizationId} has no program of the pact': asAdmin(async () => {
      await removePactPrograms();
      return { organizationId: 3 };
    }),
    'a program of organization {organizationId} with id {programId} exists at version {version}': asAdmin(
      async (p) => ({
        organizationId: 3,
        programId: await insertProgram(num(p, 'version')),
        version: num(p, 'version'),
      }),
    ),
    'a data dictionary entry with id {dataDictionaryEntryId} exists at version {version}': asAdmin(async (p) => {
      const entry = await first(
        'data dictionary entry of locations.zip_code',
        sql<{ id: number }>`update data_dictionary set version = ${num(p, 'version')}
          where table_name = 'locations' and column_name = 'zip_code' returning id`,
      );
      return { dataDictionaryEntryId: entry.id, version: num(p, 'version') };
    }),
    'a school with id {schoolId} exists at version {version}': asAdmin(async (p) => ({
      schoolId: await insertSchool(num(p, 'version')),
      version: num(p, 'version'),
    })),
    'no school of the pact exists': asAdmin(async () => {
      await removePactSchools();
    }),
    'an organization with id {organizationId} exists at version {version}': asAdmin(async (p) => ({
      organizationId: await insertOrganization(num(p, 'version')),
      version: num(p, 'version'),
    })),
    'no organization of the pact exists': asAdmin(async () => {
      await removePactOrganizations();
    }),
    'a tax code with id {taxCodeId} exists at version {version}': asAdmin(async (p) => ({
      taxCodeId: await insertTaxCode(num(p, 'version')),
      version: num(p, 'version'),
    })),
    'no tax code of the pact exists': asAdmin(async () => {
      await removePactTaxCodes();
    }),
    'an income range of organization {organizationId} with id {incomeRangeId} exists at version {version}': asAdmin(
      async (p) => ({
        organizationId: 3,
        incomeRangeId: await insertIncomeRange(num(p, 'version')),
        version: num(p, 'version'),
      }),
    ),
    'organization {organizationId} has no income range of the pact': asAdmin(async () => {
      await removePactIncomeRanges();
      return { organizationId: 3 };
    }),
    'a contractor of organization {organizationId} with id {contractorId} exists at version {version}': asAdmin(
      async (p) => ({
        organizationId: 3,
        contractorId: await insertContractor(num(p, 'version')),
        version: num(p, 'version'),
      }),
    ),
    'organization {organizationId} has no contractor of the pact': asAdmin(async () => {
      await removePactContractors();
      return { organizationId: 3 };
    }),
    'schools exist': asAdmin(async () => {
      await exists('schools', sql<{ n: number }>`select count(*)::int as n from schools`);
    }),
    'payroll calendars exist': asAdmin(async () => {
      await exists('payroll calendars', sql<{ n: number }>`select count(*)::int as n from payroll_calendars`);
    }),
    'payment providers exist': asAdmin(async () => {
      await exists('payment providers', sql<{ n: number }>`select count(*)::int as n from payment_providers`);
    }),
    'contract {contractId} has jobs with openings': asAdmin(async () => ({
      contractId: (
        await first(
          'contract with an open approved job',
          sql<{ contract_id: number }>`select j.contract_id from jobs j join contracts c on c.id = j.contract_id
            where j.status = 'Approved' and c.status <> 'Closed'
              and j.capacity > (select count(*)::int from student_jobs sj
                where sj.job_id = j.id and sj.status in ('Assigned', 'Active'))
            order by j.contract_id limit 1`,
        )
      ).contract_id,
    })),
    'contract {contractId} has a payroll delivery setup for worksite {worksiteId}': asAdmin(async () => {
      const link = await first(
        'worksite on a contract',
        sql<{
          contract_id: number;
          worksite_id: number;
        }>`select cw.contract_id, cw.worksite_id from contract_worksites cw
          join contracts c on c.id = cw.contract_id
          where exists (select 1 from enrollment_programs ep where ep.organization_id = c.organization_id
            and ep.payment_method is not null)
          order by cw.contract_id, cw.worksite_id limit 1`,
      );
      return { contractId: link.contract_id, worksiteId: link.worksite_id };
    }),

    // timesheets and payroll
    'a timesheet with id {timesheetId} exists': asAdmin(async () => ({
      timesheetId: (await first('timesheet', sql<{ id: number }>`select id from timesheets order by id limit 1`)).id,
    })),
    'pending timesheets exist': asAdmin(async () => {
      await exists(
        'pending timesheets',
        sql<{ n: number }>`select count(*)::int as n from timesheets where status = 'Pending'`,
      );
    }),
    'student job {studentJobId} has timesheet entries': asAdmin(async (p) => {
      const studentJobId = num(p, 'studentJobId');
      const template = await first(
        'timesheet',
        sql<{ id: number; student_job_id: number }>`select id, student_job_id from timesheets where status = 'Payrolled'
          order by id limit 1`,
      );
      await sql`insert into student_jobs (id, student_id, job_id, start_date, end_date, hourly_rate, incentive_only,
          status, create_user)
        select ${studentJobId}, student_id, job_id, start_date, end_date, hourly_rate, incentive_only, 'Completed', ${PACT_USER}
        from student_jobs where id = ${template.student_job_id}
        on conflict (id) do nothing`.execute(db);
      await sql`insert into timesheets (student_job_id, period_start_date, period_end_date, hourly_rate, worked_hours,
          status, create_user)
        select ${studentJobId}, period_start_date, period_end_date, hourly_rate, worked_hours, 'Pending', ${PACT_USER}
        from timesheets where id = ${template.id}`.execute(db);
      return { studentJobId };
    }),
    'a payroll process is running': asAdmin(async () => {
      await exists(
        'payroll process in process',
        sql<{ n: number }>`select count(*)::int as n from payroll_processes where status = 'Payroll in Process'`,
      );
    }),
    'a timesheet with id {timesheetId} is in process at version {version}': asAdmin(async (p) => {
      // In a payroll process and still correctable there: submitted, not yet paid out.
      const timesheet = await first(
        'submitted timesheet',
        sql<{ id: number }>`select id from timesheets where status = 'Submitted for Payroll'
          and payroll_process_id is not null order by id limit 1`,
      );
      await sql`update timesheets set version = ${num(p, 'version')} where id = ${timesheet.id}`.execute(db);
      // The pact's participant may work 80 more hours under the contract: a participant cap of the
      // hours already counted plus 80 (30 hours pass, 90 are refused).
      const counted = await first(
        'participant hours',
        sql<{ student_id: number; contract_id: number; period_start: string; period_end: string; hours: number }>`
          select sj.student_id, j.contract_id, t.period_start_date as period_start, t.period_end_date as period_end,
            coalesce((select sum(o.worked_hours) from timesheets o join student_jobs osj on osj.id = o.student_job_id
              join jobs oj on oj.id = osj.job_id
              where osj.student_id = sj.student_id and oj.contract_id = j.contract_id and o.id <> t.id
                and o.status in ('Approved for Payroll', 'Payroll in Process', 'Payrolled')), 0)::float8 as hours
          from timesheets t join student_jobs sj on sj.id = t.student_job_id join jobs j on j.id = sj.job_id
          where t.id = ${timesheet.id}`,
      );
      await sql`delete from student_contracts where create_user = ${PACT_USER}`.execute(db);
      await sql`insert into student_contracts (student_id, contract_id, start_date, end_date, max_hours,
          max_incentive_amount, create_user)
        values (${counted.student_id}, ${counted.contract_id}, ${counted.period_start}, ${counted.period_end},
          ${counted.hours + 80}, 10000, ${PACT_USER})`.execute(db);
      return { timesheetId: timesheet.id };
    }),
    'a pending timesheet with id {timesheetId} exists': asAdmin(async () => {
      const timesheet = await first(
        'pending timesheet',
        sql<{ id: number }>`select id from timesheets where status = 'Pending' order by id limit 1`,
      );
      // The pact submits it at version 0.
      await sql`update timesheets set version = 0 where id = ${timesheet.id}`.execute(db);
      return { timesheetId: timesheet.id };
    }),
    'organization {organizationId} has submitted entry process {entryProcessId}': asAdmin(async () => {
      const process = await first(
        'submitted payroll process',
        sql<{ id: number; organization_id: number }>`select p.id, p.organization_id from payroll_processes p
          where p.status = 'Submitted for Payroll'
            and exists (select 1 from timesheets t where t.payroll_process_id = p.id and t.status = 'Submitted for Payroll')
          order by p.id limit 1`,
      );
      return { organizationId: process.organization_id, entryProcessId: process.id };
    }),
    'a payroll calendar with id {payrollCalendarId} exists': asAdmin(async () => {
      const { payrollCalendarId } = await insertPayrollCalendar(0);
      return { payrollCalendarId };
    }),
    'a payroll calendar with id {payrollCalendarId} exists at version {version}': asAdmin(async (p) => {
      const { payrollCalendarId } = await insertPayrollCalendar(num(p, 'version'));
      return { payrollCalendarId, version: num(p, 'version') };
    }),
    'a payroll calendar with id {payrollCalendarId} of organization {organizationId} and payroll frequency {payrollFrequencyId} exists at version {version}':
      asAdmin(async (p) => ({ ...(await insertPayrollCalendar(num(p, 'version'))), version: num(p, 'version') })),
    'organization {organizationId} and payroll frequency {payrollFrequencyId} exist': asAdmin(async () => ({
      organizationId: (await fsvSetup()).organizationId,
      payrollFrequencyId: await payrollFrequency(),
    })),
    'card providers exist': asAdmin(async () => {
      await exists('card providers', sql<{ n: number }>`select count(*)::int as n from card_providers`);
    }),
    'payroll file types exist': asAdmin(async () => {
      await exists('payroll file types', sql<{ n: number }>`select count(*)::int as n from payroll_file_types`);
    }),
    'card provider {cardProviderId} exists': asAdmin(async () => {
      const { cardProviderId } = await fsvSetup();
      await sql`delete from payroll_file_types where code like 'PACT-%'`.execute(db);
      return { cardProviderId };
    }),
    'a payroll file type with id {payrollFileTypeId} exists': asAdmin(async () => {
      const { payrollFileTypeId } = await insertPayrollFileType(0);
      return { payrollFileTypeId };
    }),
    'a payroll file type with id {payrollFileTypeId} exists at version {version}': asAdmin(async (p) => {
      const { payrollFileTypeId } = await insertPayrollFileType(num(p, 'version'));
      return { payrollFileTypeId, version: num(p, 'version') };
    }),
    'a payroll file type with id {payrollFileTypeId} of card provider {cardProviderId} exists at version {version}':
      asAdmin(async (p) => ({ ...(await insertPayrollFileType(num(p, 'version'))), version: num(p, 'version') })),
    'card provider credentials exist': asAdmin(async () => {
      await exists('card provider credentials', sql<{ n: number }>`select count(*)::int as n from fsv_credentials`);
    }),
    'a card provider credential with id {fsvCredentialId} exists': asAdmin(async () => {
      const { fsvCredentialId } = await insertFsvCredential(0);
      return { fsvCredentialId };
    }),
    'a card provider credential with id {fsvCredentialId} exists at version {version}': asAdmin(async (p) => {
      const { fsvCredentialId } = await insertFsvCredential(num(p, 'version'));
      return { fsvCredentialId, version: num(p, 'version') };
    }),
    'a card provider credential with id {fsvCredentialId} of card provider {cardProviderId} and organization {organizationId} exists at version {version}':
      asAdmin(async (p) => ({ ...(await insertFsvCredential(num(p, 'version'))), version: num(p, 'version') })),
    'card provider {cardProviderId} has no Test credentials for organization {organizationId}': asAdmin(async () => {
      const ids = await fsvSetup();
      await sql`delete from fsv_credentials where environment = 'Test' and card_provider_id = ${ids.cardProviderId}
        and organization_id = ${ids.organizationId}`.execute(db);
      return ids;
    }),
    // Security > Roles, Permissions, Groups and Resources (pact/consumer/security.pact.test.ts)
    ...Object.fromEntries(
      Object.entries(securityNouns).flatMap(([noun, table]) => [
        [
          `a ${noun} named {name} exists`,
          asAdmin(async (p) => {
            await putSecurityRow(table, str(p, 'name'), 1);
          }),
        ],
        [
          `no ${noun} is named {name}`,
          asAdmin(async (p) => {
            await sql`delete from ${sql.table(table)} where name = ${str(p, 'name')}`.execute(db);
          }),
        ],
        [
          `a ${noun} with id {${noun}Id} exists at version {version}`,
          asAdmin(async (p) => ({
            [`${noun}Id`]: await putSecurityRow(table, securityNames[table], num(p, 'version')),
            version: num(p, 'version'),
          })),
        ],
      ]),
    ),
    'a role with id {roleId} has permissions at version {version}': asAdmin(async (p) => {
      const roleId = await putSecurityRow('roles', 'Pact Role With Permissions', num(p, 'version'));
      await sql`insert into role_permissions (role_id, permission_id) values (${roleId}, ${await firstOf('permissions')})`.execute(
        db,
      );
      return { roleId, version: num(p, 'version') };
    }),
    'a role with id {roleId} and permission {permissionId} exist at version {version}': asAdmin(async (p) => ({
      roleId: await putSecurityRow('roles', 'Pact Role For Permissions', num(p, 'version')),
      permissionId: await firstOf('permissions'),
      version: num(p, 'version'),
    })),
    'a role with id {roleId} is held by a user': asAdmin(async () => {
      const roleId = await putSecurityRow('roles', 'Pact Held Role', 0);
      await sql`insert into user_roles (user_id, role_id) values (${await demoUserId()}, ${roleId})`.execute(db);
      return { roleId };
    }),
    'a group with id {groupId} has users and resources': asAdmin(async () => {
      const groupId = await putSecurityRow('groups', 'Pact Group With Members', 0);
      await sql`insert into group_users (group_id, user_id) values (${groupId}, ${await demoUserId()})`.execute(db);
      await sql`insert into group_resources (group_id, resource_id) values (${groupId}, ${await firstOf('resources')})`.execute(
        db,
      );
      return { groupId };
    }),
    'a group with id {groupId} and user {userId} exist at version {version}': asAdmin(async (p) => ({
      groupId: await putSecurityRow('groups', 'Pact Group For Users', num(p, 'version')),
      userId: await demoUserId(),
      version: num(p, 'version'),
    })),
    'a group with id {groupId} and resource {resourceId} exist at version {version}': asAdmin(async (p) => ({
      groupId: await putSecurityRow('groups', 'Pact Group For Resources', num(p, 'version')),
      resourceId: await firstOf('resources'),
      version: num(p, 'version'),
    })),

    // reports (ADR 125): a Payroll definition of the hours-and-pay report whose only parameters are
    // its two required dates, so the pact can name every field of its parameter definitions.
    'the hours and pay report with id {reportId} exists': asAdmin(async () => {
      await sql`delete from report_definitions where name = 'Pact Hours and Pay'`.execute(db);
      const dates = ['startDate', 'endDate'].map((name) => ({
        name,
        label: name === 'startDate' ? 'Start date' : 'End date',
        fieldType: 'date',
        isRequired: true,
        lookupName: null,
      }));
      const row = await first(
        'report definition',
        sql<{ id: number }>`insert into report_definitions (name, description, category, report_path, formats,
            parameter_definitions, is_active, create_user)
          values ('Pact Hours and Pay', 'Hours and pay per period, worksite and contract.', 'Payroll',
            '/Pathway/Payroll/HoursAndPay', ${JSON.stringify(['Excel', 'CSV'])}, ${JSON.stringify(dates)}, true,
            ${PACT_USER}) returning id`,
      );
      return { reportId: row.id };
    }),
    // Reports Definitions (issue 15): a definition of the pact's own, marked by its name.
    'a report definition with id {reportDefinitionId} exists at version {version}': asAdmin(async (p) => {
      await sql`delete from report_definitions where name in ('Pact Weekly Hours', 'Pact Weekly Hours (new)')`.execute(
        db,
      );
      const row = await first(
        'report definition',
        sql<{ id: number }>`insert into report_definitions (name, description, category, report_path, formats,
            parameter_definitions, is_active, version, create_user)
          values ('Pact Weekly Hours', 'Hours and pay per period.', 'Payroll', '/Pathway/Payroll/HoursAndPay',
            ${JSON.stringify(['Excel', 'CSV'])}, ${JSON.stringify(PACT_REPORT_DATES)}, true, ${num(p, 'version')},
            ${PACT_USER}) returning id`,
      );
      return { reportDefinitionId: row.id, version: num(p, 'version') };
    }),
    'no report definition of the pact exists': asAdmin(async () => {
      await sql`delete from report_definitions where name in ('Pact Weekly Hours', 'Pact Weekly Hours (new)')`.execute(
        db,
      );
    }),
    // Business Views and Data Extracts (issue 15): rows of the pact's own, marked by their names.
    'a business view with id {businessViewId} exists at version {version}': asAdmin(async (p) => ({
      businessViewId: await insertPactView(num(p, 'version')),
      version: num(p, 'version'),
    })),
    // The admin holds BUSINESS_VIEW_MAINTENANCE; the entities are the server's own catalogue.
    'a user holding BUSINESS_VIEW_MAINTENANCE is signed in': asAdmin(() => Promise.resolve(undefined)),
    'no business view of the pact exists': asAdmin(async () => {
      await removePactViews();
    }),
    'a data extract with id {dataExtractId} of business view {businessViewId} exists at version {version}': asAdmin(
      async (p) => {
        const businessViewId = await insertPactView(0);
        const row = await first(
          'data extract',
          sql<{ id: number }>`insert into data_extracts (business_view_id, name, description, columns, filters, format,
              version, create_user)
            values (${businessViewId}, 'Pact Participants Extract', 'Names and status.',
              ${JSON.stringify(['lastName', 'status'])}, ${JSON.stringify([{ field: 'status', operator: 'eq', value: 'Assigned' }])},
              'CSV', ${num(p, 'version')}, ${PACT_USER}) returning id`,
        );
        return { dataExtractId: row.id, businessViewId, version: num(p, 'version') };
      },
    ),

    // enrollment pipeline (provider screening, Enroll Applicants, Recruit/Release) and Enrollment Programs.
    // Each state forces its record into the state's status, so a move an earlier interaction made
    // does not leak into the next one.
    'an application in provider screening with id {applicantId} exists at version {version}': asAdmin(async (p) => {
      const row = await first(
        'application with provider-screening items',
        sql<{ id: number; item_id: number }>`select a.id, min(i.id) as item_id from applicants a
          join applicant_review_items i on i.applicant_id = a.id and i.is_provider_screening
          where a.status <> 'Enrolled' group by a.id order by a.id limit 1`,
      );
      await sql`update applicants set status = 'Provider Screening', is_provider_screening_complete = false,
          is_locked = false, locked_by = null, version = ${num(p, 'version')} where id = ${row.id}`.execute(db);
      const complete = await first(
        'Complete review status',
        sql<{ id: number }>`select id from lookup_options where lookup_name = 'review-statuses' and text = 'Complete'
          order by id limit 1`,
      );
      return { applicantId: row.id, version: num(p, 'version'), itemId: row.item_id, completeId: complete.id };
    }),
    'an eligible application with id {enrollmentId} exists at version {version}': asAdmin(async (p) => {
      // An Eligible application whose family fits one of its program's income ranges (the enroll rule).
      const row = await first(
        'Eligible application with an income range',
        sql<{ id: number; family_size: number; range_from: number }>`select a.id, ir.family_size, ir.range_from
          from applicants a join enrollment_programs ep on ep.id = a.enrollment_program_id
          join income_ranges ir on ir.organization_id = ep.organization_id
          left join lookup_options fs on fs.id = ep.funding_source_id
          where a.status = 'Eligible' and (fs.text is null or ir.funding_type = fs.text
            or not exists (select 1 from income_ranges x where x.organization_id = ir.organization_id
              and x.funding_type = fs.text))
          order by a.id, ir.id limit 1`,
      );
      await sql`update applicants set is_provider_screening_complete = true, is_locked = false, locked_by = null,
          family_size = ${row.family_size}, family_income = ${row.range_from}, version = ${num(p, 'version')}
        where id = ${row.id}`.execute(db);
      return { enrollmentId: row.id, version: num(p, 'version') };
    }),
    'an enrolled participant with id {studentId} exists at version {version}': asAdmin(async (p) => {
      const link = await first(
        'contracted worksite',
        sql<{ contract_id: number; worksite_id: number; organization_id: number }>`select cw.contract_id,
            cw.worksite_id, c.organization_id from contract_worksites cw join contracts c on c.id = cw.contract_id
          order by cw.contract_id, cw.worksite_id limit 1`,
      );
      const row = await first(
        "participant of the contract's organization",
        sql<{ id: number }>`select id from students where organization_id = ${link.organization_id}
          and status in ('Enrolled', 'Recruited') order by id limit 1`,
      );
      await sql`delete from student_recruitments where student_id = ${row.id}`.execute(db);
      await sql`update students set status = 'Enrolled', version = ${num(p, 'version')} where id = ${row.id}`.execute(
        db,
      );
      return {
        studentId: row.id,
        version: num(p, 'version'),
        contractId: link.contract_id,
        worksiteId: link.worksite_id,
      };
    }),
    'a recruited participant with id {studentId} exists at version {version}': asAdmin(async (p) => {
      const link = await first(
        'contracted worksite',
        sql<{ contract_id: number; worksite_id: number; organization_id: number }>`select cw.contract_id,
            cw.worksite_id, c.organization_id from contract_worksites cw join contracts c on c.id = cw.contract_id
          order by cw.contract_id, cw.worksite_id limit 1`,
      );
      const row = await first(
        'participant to recruit',
        sql<{ id: number }>`select id from students where organization_id = ${link.organization_id}
          and status in ('Enrolled', 'Recruited') order by id desc limit 1`,
      );
      await sql`insert into student_recruitments (student_id, contract_id, worksite_id, create_user)
        values (${row.id}, ${link.contract_id}, ${link.worksite_id}, ${PACT_USER})
        on conflict (student_id) do update set contract_id = excluded.contract_id,
          worksite_id = excluded.worksite_id`.execute(db);
      await sql`update students set status = 'Recruited', version = ${num(p, 'version')} where id = ${row.id}`.execute(
        db,
      );
      return { studentId: row.id, version: num(p, 'version'), reasonId: (await lookupOption('release-reasons')).id };
    }),
    'organization {organizationId} has program {programId} and no enrollment program of the pact': asAdmin(async () => {
      await removePactEnrollmentPrograms();
      return { organizationId: 3, programId: (await programOf3()).id };
    }),
    'an enrollment program of the pact with id {enrollmentProgramId} exists at version {version}': asAdmin(
      async (p) => {
        const row = await insertPactEnrollmentProgram(num(p, 'version'));
        return { enrollmentProgramId: row.id, version: num(p, 'version'), programId: row.programId, organizationId: 3 };
      },
    ),

    // Maintenance > Online App Configurations: the pact's enrollment program with the default pages.
    'online application page setups exist': asAdmin(async () => {
      await exists(
        'online application page setups',
        sql<{ n: number }>`select count(*)::int as n
        from online_app_page_setups`,
      );
    }),
    'an enrollment program of the pact with id {enrollmentProgramId} has an online application page setup at version {version}':
      asAdmin(async (p) => {
        const row = await insertPactEnrollmentProgram(0);
        await sql`insert into online_app_page_setups (enrollment_program_id, pages, version, create_user)
          values (${row.id}, ${JSON.stringify(defaultPages())}::jsonb, ${num(p, 'version')}, ${PACT_USER})`.execute(db);
        return { enrollmentProgramId: row.id, version: num(p, 'version') };
      }),
    'the online application environment configuration is at version {version}': asAdmin(async (p) => {
      await sql`update online_app_environment set version = ${num(p, 'version')} where id = 1`.execute(db);
      return { version: num(p, 'version') };
    }),

    // jobs (the Jobs screen): an approved job under an Active contract at an approved worksite.
    'an approved job {jobId} exists': asAdmin(async () => ({ jobId: (await approvedJob()).id })),
    'job {jobId} has workers': asAdmin(async () => {
      const row = await first(
        'job with workers',
        sql<{ id: number }>`select j.id from jobs j where exists (select 1 from student_jobs sj where sj.job_id = j.id)
          order by j.id limit 1`,
      );
      return { jobId: row.id };
    }),
    'job {jobId} can be renewed under contract {contractId}': asAdmin(async () => {
      const job = await approvedJob();
      return { jobId: job.id, contractId: job.contract_id };
    }),
    // A pact-owned job of capacity 1 holding one participant, and a Recruited participant of 17 in
    // the contract's organization at version 0: everything but the capacity lets them in.
    'job {jobId} is full and participant {studentId} awaits assignment': asAdmin(async () => {
      const template = await approvedJob();
      await sql`delete from student_jobs where job_id in (select id from jobs where title = 'Pact Full Job')`.execute(
        db,
      );
      await sql`delete from jobs where title = 'Pact Full Job'`.execute(db);
      await sql`delete from students where last_name = 'Pactfull'`.execute(db);
      const job = await first(
        'new full job',
        sql<{ id: number }>`insert into jobs (worksite_id, contract_id, title, job_sector_id, start_date, end_date,
            hours_per_week, hourly_rate, capacity, incentive_only, max_hours_per_student, max_incentive_amount, min_age,
            max_age, status, create_user)
          select worksite_id, contract_id, 'Pact Full Job', job_sector_id, '2026-06-01', '2026-08-31', 20, hourly_rate,
            1, false, max_hours_per_student, max_incentive_amount, 14, 24, 'Approved', ${PACT_USER}
          from jobs where id = ${template.id} returning id`,
      );
      const addStudent = (firstName: string, status: string) =>
        first(
          'new participant',
          sql<{ id: number }>`insert into students (organization_id, enrollment_program_id, first_name, last_name,
              birth_date, ssn, address_line1, city, state_code, zip_code, payment_method, status, version, create_user)
            select c.organization_id, ep.id, ${firstName}, 'Pactfull', '2009-01-01',
              ${firstName === 'Holder' ? '900-77-0001' : '900-77-0002'}, '1 Pact St', 'Pittsburgh', 'PA', '15222',
              'Debit', ${status}, 0, ${PACT_USER}
            from contracts c join enrollment_programs ep on ep.organization_id = c.organization_id
            where c.id = ${template.contract_id} order by ep.id limit 1 returning id`,
        );
      const holder = await addStudent('Holder', 'Assigned');
      await sql`insert into student_jobs (student_id, job_id, start_date, end_date, hourly_rate, incentive_only, status,
          create_user)
        values (${holder.id}, ${job.id}, '2026-06-01', '2026-08-31', 12, false, 'Assigned', ${PACT_USER})`.execute(db);
      const waiting = await addStudent('Waiting', 'Recruited');
      return { jobId: job.id, studentId: waiting.id };
    }),

    // contracts, approvals and worksite links
    'no contract of the pact exists': asAdmin(async () => {
      await removePactContracts();
      return undefined;
    }),
    'a {status} contract {contractId} of the pact exists at version {version}': asAdmin(async (p) => ({
      contractId: await insertPactContract(str(p, 'status'), num(p, 'version')),
    })),
    'contract {contractId} of the pact has a card delivery setup at version {version}': asAdmin(async (p) => {
      const contractId = await insertPactContract('Active', 0);
      await sql`insert into card_delivery_setups (contract_id, card_provider_id, delivery_method, attention_to,
          version, create_user)
        values (${contractId}, ${await cardProvider()}, 'Mail to Participant', 'Angela Brooks', ${num(p, 'version')},
          ${PACT_USER})`.execute(db);
      return { contractId };
    }),
    'card provider {cardProviderId} exists and contract {contractId} of the pact has no card delivery setup': asAdmin(
      async () => ({ contractId: await insertPactContract('Active', 0), cardProviderId: await cardProvider() }),
    ),
    'worksite {worksiteId} of the pact is pending approval at version {version}': asAdmin(async (p) => {
      await removePactContracts();
      return { worksiteId: await insertPactWorksite('Pending Approval', num(p, 'version')) };
    }),
    'job {jobId} of the pact is pending approval at version {version}': asAdmin(async (p) => {
      const contractId = await insertPactContract('Active', 0);
      const worksiteId = await insertPactWorksite('Approved', 0);
      await sql`insert into contract_worksites (contract_id, worksite_id, linked_by)
        values (${contractId}, ${worksiteId}, ${PACT_USER})`.execute(db);
      const job = await first(
        'new pact job',
        sql<{ id: number }>`insert into jobs (worksite_id, contract_id, title, job_sector_id, start_date, end_date,
            hourly_rate, capacity, max_hours_per_student, max_incentive_amount, min_age, max_age, status, version,
            create_user)
          select w.id, ${contractId}, 'Pact Approval Aide', w.job_sector_id, '2026-06-29', '2026-08-07', 12.5, 2, 150,
            250, 14, 18, 'Pending Approval', ${num(p, 'version')}, ${PACT_USER}
          from worksites w where w.id = ${worksiteId} returning id`,
      );
      return { jobId: job.id };
    }),
    'approved worksite {worksiteId} of the pact is not linked to active contract {contractId} of the pact': asAdmin(
      async () => {
        const contractId = await insertPactContract('Active', 0);
        return { contractId, worksiteId: await insertPactWorksite('Approved', 0) };
      },
    ),
    'worksite {worksiteId} of the pact is linked to active contract {contractId} of the pact': asAdmin(async () => {
      const contractId = await insertPactContract('Active', 0);
      const worksiteId = await insertPactWorksite('Approved', 0);
      await sql`insert into contract_worksites (contract_id, worksite_id, linked_by)
        values (${contractId}, ${worksiteId}, ${PACT_USER})`.execute(db);
      return { contractId, worksiteId };
    }),

    // applicant review (quality review of one applicant): an application forced into Quality Review at the
    // recorded version with its summary cleared, and an uploaded document of it awaiting review.
    'an application in quality review with id {applicantId} exists at version {version}': asAdmin(async (p) =>
      applicationInQualityReview(num(p, 'version')),
    ),
    'an application in quality review with id {applicantId} has an uploaded document {documentId} at version {documentVersion}':
      asAdmin(async (p) => {
        const review = await applicationInQualityReview(num(p, 'version'));
        const documentType = await lookupOption('document-types');
        const key = await storeFile(db, `applicants/${String(review.applicantId)}`, 'work-permit.pdf', permit);
        const row = await first(
          'new applicant document',
          sql<{ id: number }>`insert into documents (source_type, source_id, document_type_id, name, file_name,
              content_type, size_bytes, storage_key, verification_status, version, create_user)
            values ('applicants', ${review.applicantId}, ${documentType.id}, 'Work permit', 'work-permit.pdf',
              'application/pdf', ${permit.length}, ${key}, 'Uploaded', ${num(p, 'documentVersion')}, ${PACT_USER})
            returning id`,
        );
        return { ...review, documentId: row.id, documentVersion: num(p, 'documentVersion') };
      }),

    // Payroll > Available Timesheets (ADR 160). The states take the last matching rows, leaving the
    // first ones to the timesheet states above.
    'timesheets of every status exist': asAdmin(async () => {
      await exists(
        'submitted timesheets',
        sql<{ n: number }>`select count(*)::int as n from timesheets where status = 'Submitted for Payroll'`,
      );
    }),
    'a submitted timesheet with id {timesheetId} exists at version {version}': asAdmin(async (p) => {
      const timesheet = await first(
        'submitted timesheet',
        sql<{ id: number }>`select id from timesheets where status = 'Submitted for Payroll'
          and payroll_process_id is not null order by id desc limit 1`,
      );
      await sql`update timesheets set version = ${num(p, 'version')} where id = ${timesheet.id}`.execute(db);
      return { timesheetId: timesheet.id, version: num(p, 'version') };
    }),
    'participant {studentId} has job {studentJobId} paid {hourlyRate} an hour through 2026': asAdmin(async (p) =>
      assignmentForEntry(num(p, 'hourlyRate'), 20),
    ),
    'participant {studentId}, aged 15, has job {studentJobId} paid {hourlyRate} an hour through 2026': asAdmin(
      async (p) => assignmentForEntry(num(p, 'hourlyRate'), 15),
    ),

    // participant records, job actions, add participant (helper H14, ADR 140): the newest demo
    // participant, so the first one (`student {sourceId} has notes`) keeps its state for the others.
    // The header's clearance badge (ADR 176): only the FBI clearance on file, due within the window.
    'participant {studentId} has an FBI clearance expiring in {days} days': asAdmin(async (p) => {
      const row = await first(
        'newest participant',
        sql<{ id: number }>`update students set fbi_clearance_expires = current_date + ${num(p, 'days')}::int,
            child_abuse_clearance_expires = null, pa_state_criminal_clearance_expires = null, work_permit_expires = null
          where id = (select max(id) from students) returning id`,
      );
      return { studentId: row.id };
    }),
    'participant {studentId} is Recruited at version {version}': asAdmin(async (p) => {
      const row = await first(
        'newest participant',
        sql<{
          id: number;
        }>`update students set status = 'Recruited', paper_check = false, version = ${num(p, 'version')}
          where id = (select max(id) from students) returning id`,
      );
      return { studentId: row.id, version: num(p, 'version') };
    }),
    'participant {studentId} may get a barrier of type {barrierTypeId}': asAdmin(async () => ({
      studentId: (await student()).id,
      barrierTypeId: (await lookupOption('barrier-types')).id,
    })),
    'participant {studentId} has barrier {recordId} of type {barrierTypeId} at version {version}': asAdmin(
      async (p) => {
        const studentId = (await student()).id;
        const barrierTypeId = (await lookupOption('barrier-types')).id;
        const row = await first(
          'new barrier',
          sql<{
            id: number;
          }>`insert into student_barriers (student_id, barrier_type_id, identified_date, version, create_user)
            values (${studentId}, ${barrierTypeId}, '2026-05-02', ${num(p, 'version')}, ${PACT_USER}) returning id`,
        );
        return { studentId, recordId: row.id, barrierTypeId, version: num(p, 'version') };
      },
    ),
    'participant {studentId} has a current job {studentJobId} at version {version} and unassign reason {reasonId}':
      asAdmin(async (p) => {
        const row = await first(
          'current assignment',
          sql<{ id: number; student_id: number }>`update student_jobs set version = ${num(p, 'version')}
            where id = (select max(id) from student_jobs
              where status in ('Assigned', 'Active') and start_date <= '2026-07-17')
            returning id, student_id`,
        );
        return {
          studentId: row.student_id,
          studentJobId: row.id,
          version: num(p, 'version'),
          reasonId: (await lookupOption('unassign-reasons')).id,
        };
      }),
    'enrollment program {enrollmentProgramId} of organization {organizationId} takes participants born on {birthDate}':
      asAdmin(async () => {
        // A birth date one year over the program's minimum age on its first day fits its bounds.
        const row = await first(
          'enrollment program with an age range',
          sql<{ id: number; organization_id: number; birth_date: string }>`select id, organization_id,
              to_char(start_date - make_interval(years => coalesce(min_age, 14) + 1), 'YYYY-MM-DD') as birth_date
            from enrollment_programs order by id limit 1`,
        );
        return { enrollmentProgramId: row.id, organizationId: row.organization_id, birthDate: row.birth_date };
      }),
    'participant {studentId} has no scheduled interview; location {locationId} and template {emailTemplateId} exist':
      asAdmin(async () => {
        const { id } = await student();
        await sql`delete from interviews where student_id = ${id} and outcome = 'Scheduled'`.execute(db);
        const location = await first('location', sql<{ id: number }>`select id from locations order by id limit 1`);
        const template = await first(
          'email template',
          sql<{ id: number }>`select id from email_templates order by id limit 1`,
        );
        return { studentId: id, locationId: location.id, emailTemplateId: template.id };
      }),
    'interview {interviewId} is Scheduled at version {version}': asAdmin(async (p) => {
      const { id } = await student();
      // One Scheduled interview per participant (a unique index): the pact's replaces any other.
      await sql`delete from interviews where student_id = ${id} and outcome = 'Scheduled'`.execute(db);
      const location = await first('location', sql<{ id: number }>`select id from locations order by id limit 1`);
      const row = await first(
        'new interview',
        sql<{ id: number }>`insert into interviews (student_id, scheduled_at, location_id, version, create_user)
          values (${id}, '2026-06-22T18:30:00Z', ${location.id}, ${num(p, 'version')}, ${PACT_USER}) returning id`,
      );
      return { interviewId: row.id, version: num(p, 'version') };
    }),
    'a participant with SSN {ssn} exists': asAdmin(async () => ({
      ssn: (await first('participant SSN', sql<{ ssn: string }>`select ssn from students order by id limit 1`)).ssn,
    })),

    // the payroll cycle: processing, card-provider files and reconciliation
    'payroll processes exist': asAdmin(async () => {
      await exists('payroll processes', sql<{ n: number }>`select count(*)::int as n from payroll_processes`);
    }),
    'organization {organizationId} has a submitted pact process {entryProcessId}': asAdmin(() =>
      pactProcess('Submitted for Payroll'),
    ),
    'organization {organizationId} has an approved pact process {entryProcessId}': asAdmin(() =>
      pactProcess('Approved for Payroll'),
    ),
    'approved pact process {entryProcessId} of organization {organizationId} may go in a file of card provider {cardProviderId} type {payrollFileTypeId}':
      asAdmin(async () => {
        await noActiveFile();
        return { ...(await pactProcess('Approved for Payroll')), cardProviderId: 1, payrollFileTypeId: 1 };
      }),
    'a pending card-provider file {cardProviderFileId} exists at version {version}': asAdmin((p) =>
      pendingFile(num(p, 'version')),
    ),
    'card provider {cardProviderId} has an inbound file waiting': asAdmin(async () => {
      const { cardProviderFileId } = await pendingFile(0);
      // The sandbox provider answers a sent file at once (ADR 067).
      await sendFile(db, cardProviderFileId, PACT_USER, new Date());
      return { cardProviderId: 1 };
    }),
    'card-provider files exist': asAdmin(async () => {
      await exists('card-provider files', sql<{ n: number }>`select count(*)::int as n from card_provider_files`);
    }),
    'a card-provider file with id {cardProviderFileId} exists': asAdmin(async () => ({
      cardProviderFileId: (
        await first('card-provider file', sql<{ id: number }>`select id from card_provider_files order by id limit 1`)
      ).id,
    })),
    'card-provider file {cardProviderFileId} holds the sample funding file': asAdmin(async () => {
      const { cardProviderFileId } = await pendingFile(0);
      await sql`update card_provider_files set content = ${SAMPLE_FUNDING_FILE} where id = ${cardProviderFileId}`.execute(
        db,
      );
      return { cardProviderFileId };
    }),
    'payroll was reconciled': asAdmin(async () => {
      await exists(
        'paid card-provider file lines',
        sql<{ n: number }>`select count(*)::int as n from card_provider_file_lines where answer = 'Accepted'`,
      );
    }),
  };

  return { handlers, currentToken: () => nextToken };
}
