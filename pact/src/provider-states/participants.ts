// Participants: their records, job actions, interviews, adding one, and the grid export
// (pact/consumer/participants, participants-records and grid-export .pact.test.ts). The record
// states take the newest participant, so the first one (`student {sourceId} has notes`) keeps its
// state for the others.
import { sql } from 'kysely';
import { num, PACT_USER, str, type StateKit, type StateTable } from './kit.ts';
import { firstStudent } from './shared.ts';

const firstLocation = (kit: StateKit) =>
  kit.first('location', sql<{ id: number }>`select id from locations order by id limit 1`);

export const participantStates: StateTable = {
  // grid export (ADR 096)
  'participants exist to export': {
    holds: 'Participants.',
    setUp: async (kit) => {
      await firstStudent(kit);
      return undefined;
    },
  },
  'the signed-in user lacks VIEW_STUDENT': {
    holds: 'Nothing new: the request is sent as the demo viewer (LOGIN only).',
    as: 'viewer',
    setUp: () => Promise.resolve(undefined),
  },

  // the header's clearance badge (ADR 176): only the FBI clearance on file, due within the window
  'participant {studentId} has an FBI clearance expiring in {days} days': {
    holds:
      'The newest participant with an FBI clearance expiring that many days from today and no other clearance or work permit date.',
    setUp: async (kit, p) => {
      const row = await kit.first(
        'newest participant',
        sql<{ id: number }>`update students set fbi_clearance_expires = current_date + ${num(p, 'days')}::int,
            child_abuse_clearance_expires = null, pa_state_criminal_clearance_expires = null, work_permit_expires = null
          where id = (select max(id) from students) returning id`,
      );
      return { studentId: row.id };
    },
  },
  'participant {studentId} is Recruited at version {version}': {
    holds: 'The newest participant, Recruited, paid by card (no paper check), at that version.',
    setUp: async (kit, p) => {
      const row = await kit.first(
        'newest participant',
        sql<{
          id: number;
        }>`update students set status = 'Recruited', paper_check = false, version = ${num(p, 'version')}
          where id = (select max(id) from students) returning id`,
      );
      return { studentId: row.id, version: num(p, 'version') };
    },
  },
  // The payment method (ADR 184): a Debit card on file, no bank account, the recorded last change.
  'participant {studentId} is paid by Debit card ending {cardLast4} at version {version}': {
    holds:
      'The newest participant, paid by a Debit card whose number ends in those four digits (sealed as the server seals it), no bank account, at that version.',
    setUp: async (kit, p) => {
      const card = `600912345678${str(p, 'cardLast4')}`;
      const row = await kit.first(
        'newest participant',
        sql<{ id: number }>`update students set payment_method = 'Debit', paper_check = false,
            card_proxy_sealed = ${kit.sealers('participant-payment-details').seal(card)}, card_proxy_last4 = ${card.slice(-4)},
            bank_routing_sealed = null, bank_routing_last4 = null, bank_account_sealed = null,
            bank_account_last4 = null, bank_account_type = null, payment_details_updated_by = 'kwashington',
            payment_details_updated_on = '2026-06-18T09:41:27Z', version = ${num(p, 'version')}
          where id = (select max(id) from students) returning id`,
      );
      return { studentId: row.id, cardLast4: card.slice(-4), version: num(p, 'version') };
    },
  },
  'participant {studentId} may get a barrier of type {barrierTypeId}': {
    holds: 'A participant and a barrier type (lookup barrier-types).',
    setUp: async (kit) => ({
      studentId: (await firstStudent(kit)).id,
      barrierTypeId: (await kit.lookupOption('barrier-types')).id,
    }),
  },
  'participant {studentId} has barrier {recordId} of type {barrierTypeId} at version {version}': {
    holds: 'A participant with a barrier of a barrier type, identified 2026-05-02, at that version.',
    setUp: async (kit, p) => {
      const studentId = (await firstStudent(kit)).id;
      const barrierTypeId = (await kit.lookupOption('barrier-types')).id;
      const row = await kit.first(
        'new barrier',
        sql<{ id: number }>`insert into student_barriers (student_id, barrier_type_id, identified_date, version,
            create_user)
          values (${studentId}, ${barrierTypeId}, '2026-05-02', ${num(p, 'version')}, ${PACT_USER}) returning id`,
      );
      return { studentId, recordId: row.id, barrierTypeId, version: num(p, 'version') };
    },
  },
  'participant {studentId} has a current job {studentJobId} at version {version} and unassign reason {reasonId}': {
    holds:
      'A job assignment Assigned or Active that started by 2026-07-17, at that version, and an unassign reason (lookup unassign-reasons).',
    setUp: async (kit, p) => {
      const row = await kit.first(
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
        reasonId: (await kit.lookupOption('unassign-reasons')).id,
      };
    },
  },
  'enrollment program {enrollmentProgramId} of organization {organizationId} takes participants born on {birthDate}': {
    holds:
      "An enrollment program; returns its organization and a birth date one year over the program's minimum age on its first day.",
    setUp: async (kit) => {
      const row = await kit.first(
        'enrollment program with an age range',
        sql<{ id: number; organization_id: number; birth_date: string }>`select id, organization_id,
            to_char(start_date - make_interval(years => coalesce(min_age, 14) + 1), 'YYYY-MM-DD') as birth_date
          from enrollment_programs order by id limit 1`,
      );
      return { enrollmentProgramId: row.id, organizationId: row.organization_id, birthDate: row.birth_date };
    },
  },
  'participant {studentId} has no scheduled interview; location {locationId} and template {emailTemplateId} exist': {
    holds: 'A participant without a Scheduled interview, a location and an e-mail template.',
    setUp: async (kit) => {
      const { id } = await firstStudent(kit);
      await sql`delete from interviews where student_id = ${id} and outcome = 'Scheduled'`.execute(kit.db);
      const template = await kit.first(
        'email template',
        sql<{ id: number }>`select id from email_templates order by id limit 1`,
      );
      return { studentId: id, locationId: (await firstLocation(kit)).id, emailTemplateId: template.id };
    },
  },
  'interview {interviewId} is Scheduled at version {version}': {
    holds: "A participant's only Scheduled interview (2026-06-22 18:30 UTC at a location) at that version.",
    setUp: async (kit, p) => {
      const { id } = await firstStudent(kit);
      // One Scheduled interview per participant (a unique index): the pact's replaces any other.
      await sql`delete from interviews where student_id = ${id} and outcome = 'Scheduled'`.execute(kit.db);
      const location = await firstLocation(kit);
      const row = await kit.first(
        'new interview',
        sql<{ id: number }>`insert into interviews (student_id, scheduled_at, location_id, version, create_user)
          values (${id}, '2026-06-22T18:30:00Z', ${location.id}, ${num(p, 'version')}, ${PACT_USER}) returning id`,
      );
      return { interviewId: row.id, version: num(p, 'version') };
    },
  },
  'a participant with SSN {ssn} exists': {
    holds: 'A participant; returns its SSN.',
    setUp: async (kit) => ({
      ssn: (await kit.first('participant SSN', sql<{ ssn: string }>`select ssn from students order by id limit 1`)).ssn,
    }),
  },
};
