import { CLAIMS, type Claim } from '@pathway/api-client/claims';
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { FIRST_NAMES, LAST_NAMES } from './data.ts';
import type { Seeder } from './run.ts';

/** The demo password of every seeded account (README, `npm start`). */
export const DEMO_PASSWORD = 'Pathway!2026';

/** Every claim of spec section 6, as the contract lists them. */
export const ALL_CLAIMS: readonly Claim[] = CLAIMS;

/** Deleting a participant's sub-records, one claim per record kind (spec section 6). */
const DELETE_STUDENT_RECORD_CLAIMS = CLAIMS.filter((claim) => claim.startsWith('DELETE_STUDENT_'));

/** A case worker of a provider organization: enrollment, participants, interviews, timesheet entry. */
export const CASE_WORKER_CLAIMS: readonly Claim[] = [
  'LOGIN',
  'MAINTAIN_ENROLLEES',
  'ENROLL_APPLICANTS',
  'QUALITY_REVIEW',
  'PROVIDER_SCREENING',
  'RECRUIT_ENROLLEES',
  'EDIT_QUALITY_REVIEW',
  'VERIFY_REJECT_DOCUMENT',
  // Issue 26 (ADR 196): a case worker reads who changed their own organization's records.
  'VIEW_RECORD_HISTORY',
  'AUTOMATE_DOCUMENTS_REQUEST',
  'MAINTAIN_STUDENTS',
  'VIEW_STUDENT',
  'MAINTAIN_STUDENT',
  'ADD_STUDENT',
  'SCHEDULE_INTERVIEWS',
  'UPDATE_INTERVIEW',
  'ASSIGN_STUDENT',
  'UNASSIGN_STUDENT',
  'WORKER_JOB_ASSIGNMENT',
  'CONTRACT',
  'VIEW_CONTRACTOR',
  'MAINTAIN_WORKSITE_CONTACTS',
  'PAYROLL',
  'SUBMIT_TIMESHEETS_FOR_PAYROLL',
  'REPORTS',
  ...DELETE_STUDENT_RECORD_CLAIMS,
];

/** A contractor's staff: their worksites, jobs and workers, timesheets, contractor reports. */
export const CONTRACTOR_CLAIMS: readonly Claim[] = [
  'LOGIN',
  'CONTRACTOR',
  'VIEW_CONTRACTOR',
  'ADD_WORKSITE',
  'EDIT_WORKSITE',
  'ADD_JOB',
  'MAINTAIN_WORKSITE_CONTACTS',
  'MAINTAIN_STUDENTS',
  'VIEW_STUDENT',
  'V_STUDENT_WORKSITES',
  'PAYROLL',
  'SUBMIT_TIMESHEETS_FOR_PAYROLL',
  'CONTRACTOR REPORTS',
  'REPORTS',
];

export const ORGANIZATIONS = [
  { id: 1, name: 'Partner4Work', abbreviation: 'P4W', city: 'Pittsburgh', zip: '15222' },
  { id: 2, name: 'Urban League of Greater Pittsburgh', abbreviation: 'ULGP', city: 'Pittsburgh', zip: '15219' },
  { id: 3, name: 'Three Rivers Youth', abbreviation: 'TRY', city: 'Pittsburgh', zip: '15212' },
];

export const CONTRACTORS = [
  { id: 1, name: 'Steel City Landscaping', organizationId: 1 },
  { id: 2, name: 'Allegheny Parks Conservancy', organizationId: 1 },
  { id: 3, name: 'Hill District Community Garden', organizationId: 2 },
  { id: 4, name: 'Northside Youth Arts', organizationId: 3 },
  { id: 5, name: 'Carnegie Library Branches', organizationId: 2 },
];

export const seeder: Seeder = {
  order: 0,
  name: 'core',
  async seed({ db, random }) {
    for (const org of ORGANIZATIONS) {
      await sql`insert into organizations (id, name, abbreviation, address_line1, city, state_code, zip_code, main_phone, main_email, federal_tax_id, create_user)
        values (${org.id}, ${org.name}, ${org.abbreviation}, ${`${String(100 + org.id * 11)} Liberty Ave`}, ${org.city}, 'PA', ${org.zip},
          ${random.phone()}, ${`info@${org.abbreviation.toLowerCase()}.example.org`}, ${`25-${String(1000000 + org.id * 7919)}`}, 'system')`.execute(
        db,
      );
    }
    for (const contractor of CONTRACTORS) {
      await sql`insert into contractors (id, name, organization_id, federal_tax_id, address_line1, city, state_code, zip_code, main_phone, main_email, create_user)
        values (${contractor.id}, ${contractor.name}, ${contractor.organizationId}, ${`46-${String(2000000 + contractor.id * 104729)}`},
          ${`${String(20 + contractor.id * 3)} Penn Ave`}, 'Pittsburgh', 'PA', '15222', ${random.phone()},
          ${`office@contractor${String(contractor.id)}.example.org`}, 'system')`.execute(db);
    }
    for (const [index, claim] of ALL_CLAIMS.entries()) {
      await sql`insert into permissions (id, name, description, create_user)
        values (${index + 1}, ${claim}, ${`Grants ${claim.toLowerCase().replaceAll('_', ' ')}.`}, 'system')`.execute(
        db,
      );
    }
    const roles = [
      { id: 1, name: 'Administrator', description: 'Every permission.', scope: 'GLOBAL', claims: ALL_CLAIMS },
      {
        id: 2,
        name: 'Case Worker',
        description: 'Enrollment, participants and timesheet entry.',
        scope: 'ORGANIZATION',
        claims: CASE_WORKER_CLAIMS,
      },
      {
        id: 3,
        name: 'Contractor Staff',
        description: "A contractor's own worksites, jobs and workers.",
        scope: 'CONTRACTOR',
        claims: CONTRACTOR_CLAIMS,
      },
      { id: 4, name: 'Viewer', description: 'Signs in only.', scope: 'GLOBAL', claims: ['LOGIN'] },
    ];
    for (const role of roles) {
      await sql`insert into roles (id, name, description, scope, create_user)
        values (${role.id}, ${role.name}, ${role.description}, ${role.scope}, 'system')`.execute(db);
      await sql`insert into role_permissions (role_id, permission_id)
        select ${role.id}, id from permissions where name in (${sql.join(role.claims)})`.execute(db);
    }
    const demoHash = await hashPassword(DEMO_PASSWORD);
    const accounts = [
      {
        id: 1,
        userName: 'admin',
        first: 'Morgan',
        last: 'Thompson',
        type: 'global',
        roles: [1],
        orgs: [1, 2, 3],
        contractor: null,
      },
      {
        id: 2,
        userName: 'orgstaff',
        first: 'Darnell',
        last: 'Williams',
        type: 'organization',
        roles: [2],
        orgs: [1],
        contractor: null,
      },
      {
        id: 3,
        userName: 'contractor',
        first: 'Rosa',
        last: 'Delgado',
        type: 'contractor',
        roles: [3],
        orgs: [1],
        contractor: 1,
      },
      {
        id: 4,
        userName: 'viewer',
        first: 'Pat',
        last: 'Kowalski',
        type: 'global',
        roles: [4],
        orgs: [],
        contractor: null,
      },
    ] as const;
    for (const account of accounts) {
      await sql`insert into users (id, user_name, first_name, last_name, email, user_type, contractor_id, password_hash, password_expiration_date, create_user)
        values (${account.id}, ${account.userName}, ${account.first}, ${account.last}, ${`${account.userName}@pathway.example.org`},
          ${account.type}, ${account.contractor}, ${demoHash}, '2099-12-31', 'system')`.execute(db);
      for (const role of account.roles) await sql`insert into user_roles values (${account.id}, ${role})`.execute(db);
      for (const org of account.orgs)
        await sql`insert into user_organizations values (${account.id}, ${org})`.execute(db);
    }
    // More staff, so the Users screen has pages to search; they share the demo password's hash.
    for (let id = 5; id <= 40; id += 1) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const orgId = random.int(1, 3);
      const userName = `${first[0] ?? 'x'}${last}${String(id)}`.toLowerCase();
      await sql`insert into users (id, user_name, first_name, last_name, email, user_type, password_hash, password_expiration_date, is_active, create_user)
        values (${id}, ${userName}, ${first}, ${last}, ${`${userName}@pathway.example.org`}, 'organization', ${demoHash},
          ${random.date('2026-12-01', '2027-12-31')}, ${random.chance(0.9)}, 'admin')`.execute(db);
      await sql`insert into user_roles values (${id}, 2)`.execute(db);
      await sql`insert into user_organizations values (${id}, ${orgId})`.execute(db);
    }
    await sql`insert into system_settings (id, session_time_limit_minutes, last_update_user) values (1, 60, 'system')`.execute(
      db,
    );
    await sql`insert into applications (id, name, code, url, version, is_current) values
      (1, 'Back Office', 'BACK_OFFICE', '/', '3.0.5', true),
      (2, 'Online Application', 'ONLINE_APP', '/apply/', '2.4.1', false)`.execute(db);
  },
};
