import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestServer } from './support/server.ts';

/**
 * The records the participant tests place people into, made here with known ids (9001…) so the
 * tests do not depend on what the other areas' demo data holds: an enrollment program of
 * organization 1 (ages 14-24), an active contract, approved worksites of contractor 1 (the demo
 * contractor user's) and contractor 3 (another organization's), and jobs: approved with one
 * opening, approved with room, pending approval, and one of organization 2.
 */
export const FIX = {
  program: 9001,
  enrollmentProgram: 9001,
  otherEnrollmentProgram: 9002,
  contract: 9001,
  otherContract: 9002,
  worksite: 9001,
  otherWorksite: 9002,
  jobOneOpening: 9001,
  jobRoomy: 9002,
  jobPending: 9003,
  jobOtherOrg: 9004,
  location: 9001,
  template: 9001,
  lookups: {
    gender: 9001,
    relationship: 9002,
    barrier: 9003,
    funding: 9004,
    interest: 9005,
    grade: 9006,
    service: 9007,
    career: 9008,
    reason: 9009,
    jobSector: 9010,
  },
  school: 9001,
} as const;

const LISTS: [number, string, string][] = [
  [FIX.lookups.gender, 'genders', 'Female'],
  [FIX.lookups.relationship, 'guardian-relationships', 'Mother'],
  [FIX.lookups.barrier, 'barrier-types', 'Transportation'],
  [FIX.lookups.funding, 'funding-sources', 'WIOA Youth'],
  [FIX.lookups.interest, 'student-interests', 'Health Care'],
  [FIX.lookups.grade, 'grade-levels', '11th Grade'],
  [FIX.lookups.service, 'referral-service-types', 'Childcare'],
  [FIX.lookups.career, 'career-program-types', 'Health Care Pathway'],
  [FIX.lookups.reason, 'unassign-reasons', 'Attendance'],
  [FIX.lookups.jobSector, 'job-sectors', 'Parks and Recreation'],
];

export async function loadFixtures(server: TestServer) {
  const db = server.database.db;
  for (const [id, list, text] of LISTS) {
    await sql`insert into lookup_names (name, text) values (${list}, ${list}) on conflict (name) do nothing`.execute(
      db,
    );
    await sql`insert into lookup_options (id, lookup_name, text, create_user) values (${id}, ${list}, ${text}, 'test')`.execute(
      db,
    );
  }
  const l = FIX.lookups;
  await sql`insert into programs (id, organization_id, name, code, create_user)
    values (${FIX.program}, 1, 'Summer Youth Employment', 'SYEP-T', 'test')`.execute(db);
  await sql`insert into enrollment_programs (id, program_id, organization_id, name, code, start_date, end_date, min_age, max_age, create_user)
    values (${FIX.enrollmentProgram}, ${FIX.program}, 1, 'SYEP Test 2026', 'T26', '2026-06-29', '2026-08-28', 14, 24, 'test'),
      (${FIX.otherEnrollmentProgram}, ${FIX.program}, 2, 'Other Org 2026', 'O26', '2026-06-29', '2026-08-28', 14, 24, 'test')`.execute(
    db,
  );
  await sql`insert into contracts (id, contract_code, name, organization_id, start_date, end_date, status, contract_type_id,
      funding_source_id, payroll_frequency_id, default_hourly_rate, max_hours_per_student, max_incentive_amount, create_user)
    values (${FIX.contract}, 'T-2026-001', 'Test contract', 1, '2026-06-01', '2026-09-30', 'Active', ${l.funding}, ${l.funding}, ${l.funding}, 12, 200, 500, 'test'),
      (${FIX.otherContract}, 'T-2026-002', 'Other contract', 2, '2026-06-01', '2026-09-30', 'Active', ${l.funding}, ${l.funding}, ${l.funding}, 12, 200, 500, 'test')`.execute(
    db,
  );
  await sql`insert into worksites (id, contractor_id, organization_id, name, job_sector_id, address_line1, city, state_code, zip_code, status, create_user)
    values (${FIX.worksite}, 1, 1, 'Frick Park Test Crew', ${l.jobSector}, '1981 Beechwood Blvd', 'Pittsburgh', 'PA', '15217', 'Approved', 'test'),
      (${FIX.otherWorksite}, 3, 2, 'Hill District Test Garden', ${l.jobSector}, '2100 Centre Ave', 'Pittsburgh', 'PA', '15219', 'Approved', 'test')`.execute(
    db,
  );
  const job = (id: number, worksite: number, contract: number, title: string, capacity: number, status: string) =>
    sql`(${id}, ${worksite}, ${contract}, ${title}, ${l.jobSector}, '2026-06-29', '2026-08-28', 12.5, ${capacity}, false, 200, 500, 14, 24, ${status}, 'test')`;
  await sql`insert into jobs (id, worksite_id, contract_id, title, job_sector_id, start_date, end_date, hourly_rate, capacity,
      incentive_only, max_hours_per_student, max_incentive_amount, min_age, max_age, status, create_user)
    values ${sql.join([
      job(FIX.jobOneOpening, FIX.worksite, FIX.contract, 'Trail Crew Member', 1, 'Approved'),
      job(FIX.jobRoomy, FIX.worksite, FIX.contract, 'Park Greeter', 20, 'Approved'),
      job(FIX.jobPending, FIX.worksite, FIX.contract, 'Tool Room Aide', 5, 'Pending Approval'),
      job(FIX.jobOtherOrg, FIX.otherWorksite, FIX.otherContract, 'Garden Aide', 5, 'Approved'),
    ])}`.execute(db);
  await sql`insert into schools (id, name, create_user) values (${FIX.school}, 'Allderdice High School', 'test')`.execute(
    db,
  );
  await sql`insert into locations (id, name, street, city, state, zip_code, create_user)
    values (${FIX.location}, 'East Liberty Office', '6101 Penn Ave', 'Pittsburgh', 'PA', '15206', 'test')`.execute(db);
  await sql`insert into lookup_names (name, text) values ('email-template-types', 'Email Template Types') on conflict (name) do nothing`.execute(
    db,
  );
  await sql`insert into lookup_options (id, lookup_name, text, create_user) values (9011, 'email-template-types', 'Interview Invitation', 'test')`.execute(
    db,
  );
  await sql`insert into email_templates (id, name, template_type_id, organization_id, subject, body, create_user)
    values (${FIX.template}, 'Interview invitation', 9011, 1, 'Your interview on {{interviewDate}}',
      'Hello {{firstName}} {{lastName}}, your interview is at {{interviewTime}} at {{location}}.', 'test')`.execute(db);
}

/** A valid new participant of organization 1 (age 17 on the program's first day). */
export function newStudent(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jasmine',
    middleName: 'R',
    lastName: 'Whitfield',
    suffixName: null,
    birthDate: '2009-04-17',
    ssn: '219-44-6781',
    genderId: FIX.lookups.gender,
    ethnicGroupId: null,
    emailAddress: 'jasmine.whitfield@example.org',
    mainPhone: '(412) 555-0142',
    cellPhone: null,
    addressLine1: '2214 Centre Avenue',
    addressLine2: null,
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15219',
    zipPlus4: null,
    organizationId: 1,
    enrollmentProgramId: FIX.enrollmentProgram,
    gradeLevelId: null,
    schoolId: null,
    paymentMethod: 'Debit',
    ...overrides,
  };
}

/** Creates a participant through the API (newStudent with `overrides`) as `token`; a refusal fails the test. */
export async function createStudent(
  server: TestServer,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; version: number }> {
  const response = await server.call('POST', '/api/students', { token, body: newStudent(overrides) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; version: number };
}
