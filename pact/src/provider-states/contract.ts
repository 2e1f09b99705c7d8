// Contracts, worksites, jobs, their contacts and notes (pact/consumer/contacts, notes, contracts,
// worksites and jobs .pact.test.ts). Pact rows: contracts coded PACT-SYEP-*, worksites and jobs
// named "Pact …" by the pact user.
import { sql } from 'kysely';
import { num, str, PACT_USER, type StateKit, type StateTable } from './kit.ts';
import { CONTRACT_CODE, approvedJob, ensureContract, firstJob, firstStudent, firstWorksite } from './shared.ts';

/** The contact-type and FBI-clearance options a contact form sends. */
async function contactLookups(kit: StateKit) {
  return {
    contactTypeLuid: (await kit.lookupOption('contact-types')).id,
    fbiUid: (await kit.lookupOption('fbis')).id,
  };
}

async function insertContact(kit: StateKit, sourceId: number, version: number): Promise<number> {
  const { contactTypeLuid, fbiUid } = await contactLookups(kit);
  const row = await kit.first(
    'new contact',
    sql<{ id: number }>`insert into contacts (source_name, source_id, contact_type_luid, salutation, first_name,
        last_name, main_phone, main_email, criminal_background_flag, child_abuse_background_flag, fbi_uid,
        disclosure_statement, version, create_user)
      values ('worksites', ${sourceId}, ${contactTypeLuid}, 'Ms.', 'Renee', 'Morales', '(412) 555-0134',
        'rmorales@hillcrestcenter.org', true, true, ${fbiUid}, true, ${version}, ${PACT_USER}) returning id`,
  );
  return row.id;
}

async function insertNote(
  kit: StateKit,
  noteType: 'jobs' | 'students' | 'worksites',
  sourceId: number,
  version: number,
) {
  const row = await kit.first(
    'new note',
    sql<{ id: number }>`insert into notes (note_type, source_id, note, version, create_user)
      values (${noteType}, ${sourceId},
        'Called guardian to confirm the first day; transport arranged with the worksite.', ${version}, 'jcarter')
      returning id`,
  );
  return row.id;
}

async function removePactContracts(kit: StateKit): Promise<void> {
  const { db } = kit;
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
async function insertPactContract(kit: StateKit, status: string, version: number): Promise<number> {
  await removePactContracts(kit);
  const template = await kit.first(
    'contract of organization 3',
    sql<{ id: number }>`select id from contracts where organization_id = 3 order by id limit 1`,
  );
  const row = await kit.first(
    'new pact contract',
    sql<{ id: number }>`insert into contracts (contract_code, name, organization_id, start_date, end_date, status,
        contract_type_id, funding_source_id, payroll_frequency_id, budget_amount, default_hourly_rate,
        max_hours_per_student, max_incentive_amount, version, create_user)
      select 'PACT-SYEP-2026', 'Pact Summer Youth Employment', organization_id, '2026-06-01', '2026-08-31',
        ${status}, contract_type_id, funding_source_id, payroll_frequency_id, 480000, 12.5, 150, 250, ${version},
        ${PACT_USER}
      from contracts where id = ${template.id} returning id`,
  );
  return row.id;
}

/** The pact's worksite of a contractor of organization 3, in an approval status, at a version. */
async function insertPactWorksite(kit: StateKit, status: string, version: number): Promise<number> {
  const row = await kit.first(
    'new pact worksite',
    sql<{ id: number }>`insert into worksites (contractor_id, organization_id, name, job_sector_id, address_line1,
        city, state_code, zip_code, is_public_sector, is_active, status, version, create_user)
      select ct.id, ct.organization_id, 'Pact Approval Garden', ls.id, '700 Larimer Ave', 'Pittsburgh', 'PA',
        '15206', false, true, ${status}, ${version}, ${PACT_USER}
      from contractors ct cross join (select id from lookup_options where lookup_name = 'job-sectors'
        order by id limit 1) ls
      where ct.organization_id = 3 order by ct.id limit 1 returning id`,
  );
  return row.id;
}

/** The pact's Active contract and approved worksite, linked. */
async function linkedPactWorksite(kit: StateKit) {
  const contractId = await insertPactContract(kit, 'Active', 0);
  const worksiteId = await insertPactWorksite(kit, 'Approved', 0);
  await sql`insert into contract_worksites (contract_id, worksite_id, linked_by)
    values (${contractId}, ${worksiteId}, ${PACT_USER})`.execute(kit.db);
  return { contractId, worksiteId };
}

const cardProvider = async (kit: StateKit) =>
  (await kit.first('card provider', sql<{ id: number }>`select id from card_providers order by id limit 1`)).id;

export const contractStates: StateTable = {
  // contacts
  'worksite {sourceId} has contacts': {
    holds: 'An approved worksite with a contact Renee Morales (version 1).',
    setUp: async (kit) => {
      const { id } = await firstWorksite(kit);
      await insertContact(kit, id, 1);
      return { sourceId: id };
    },
  },
  'worksite {sourceId} exists': {
    holds: `An approved worksite, an Active contract ${CONTRACT_CODE}, and the contact-type and FBI lookups; returns the id the new contact will get and the two lookup ids.`,
    setUp: async (kit) => {
      await ensureContract(kit, CONTRACT_CODE);
      const { id } = await firstWorksite(kit);
      return { sourceId: id, contactId: await kit.nextId('contacts'), ...(await contactLookups(kit)) };
    },
  },
  'worksite {sourceId} has contact {contactId} at version {version}': {
    holds: `An approved worksite with a contact Renee Morales at that version, an Active contract ${CONTRACT_CODE}, and the contact-type and FBI lookups.`,
    setUp: async (kit, p) => {
      await ensureContract(kit, CONTRACT_CODE);
      const { id } = await firstWorksite(kit);
      return {
        sourceId: id,
        contactId: await insertContact(kit, id, num(p, 'version')),
        ...(await contactLookups(kit)),
      };
    },
  },
  'a contact with id {contactId} exists': {
    holds: 'A contact Renee Morales of an approved worksite, at version 0.',
    setUp: async (kit) => {
      const { id } = await firstWorksite(kit);
      return { contactId: await insertContact(kit, id, 0) };
    },
  },

  // notes
  'student {sourceId} has notes': {
    holds: 'A participant with a note written by jcarter.',
    setUp: async (kit) => {
      const { id } = await firstStudent(kit);
      await insertNote(kit, 'students', id, 0);
      return { sourceId: id };
    },
  },
  'job {sourceId} exists': {
    holds: 'A job; returns the id the new note will get.',
    setUp: async (kit) => {
      const { id } = await firstJob(kit);
      return { sourceId: id, noteId: await kit.nextId('notes') };
    },
  },
  'student {sourceId} has note {noteId} at version {version}': {
    holds: 'A participant with a note at that version.',
    setUp: async (kit, p) => {
      const { id } = await firstStudent(kit);
      return { sourceId: id, noteId: await insertNote(kit, 'students', id, num(p, 'version')) };
    },
  },
  'a note with id {noteId} exists': {
    holds: 'A note of a participant, at version 0.',
    setUp: async (kit) => {
      const { id } = await firstStudent(kit);
      return { noteId: await insertNote(kit, 'students', id, 0) };
    },
  },

  // contracts, approvals and worksite links
  'organizations have contracts': {
    holds: `Contracts, among them an Active contract ${CONTRACT_CODE} of organization 3.`,
    setUp: async (kit) => {
      await ensureContract(kit, CONTRACT_CODE);
      return undefined;
    },
  },
  'organization {organizationId} has contracts': {
    holds: `Organization 3 with an Active contract ${CONTRACT_CODE}.`,
    setUp: async (kit) => {
      await ensureContract(kit, CONTRACT_CODE);
      return { organizationId: 3 };
    },
  },
  'contract {contractId} has jobs with openings': {
    holds: 'A contract that is not Closed with an approved job holding fewer assigned participants than its capacity.',
    setUp: async (kit) => ({
      contractId: (
        await kit.first(
          'contract with an open approved job',
          sql<{ contract_id: number }>`select j.contract_id from jobs j join contracts c on c.id = j.contract_id
            where j.status = 'Approved' and c.status <> 'Closed'
              and j.capacity > (select count(*)::int from student_jobs sj
                where sj.job_id = j.id and sj.status in ('Assigned', 'Active'))
            order by j.contract_id limit 1`,
        )
      ).contract_id,
    }),
  },
  'contract {contractId} has a payroll delivery setup for worksite {worksiteId}': {
    holds: 'A worksite linked to a contract whose organization has an enrollment program with a payment method.',
    setUp: async (kit) => {
      const link = await kit.first(
        'worksite on a contract',
        sql<{ contract_id: number; worksite_id: number }>`select cw.contract_id, cw.worksite_id
          from contract_worksites cw join contracts c on c.id = cw.contract_id
          where exists (select 1 from enrollment_programs ep where ep.organization_id = c.organization_id
            and ep.payment_method is not null)
          order by cw.contract_id, cw.worksite_id limit 1`,
      );
      return { contractId: link.contract_id, worksiteId: link.worksite_id };
    },
  },
  'no contract of the pact exists': {
    holds: 'No contract coded PACT-SYEP-*, and no worksite or job "Pact Approval …".',
    setUp: async (kit) => {
      await removePactContracts(kit);
      return undefined;
    },
  },
  'a {status} contract {contractId} of the pact exists at version {version}': {
    holds: 'The contract PACT-SYEP-2026 of organization 3 in that status at that version, without jobs or worksites.',
    setUp: async (kit, p) => ({
      contractId: await insertPactContract(kit, str(p, 'status'), num(p, 'version')),
    }),
  },
  'contract {contractId} of the pact has a card delivery setup at version {version}': {
    holds: 'The Active contract PACT-SYEP-2026 with a card delivery setup (mail to participant) at that version.',
    setUp: async (kit, p) => {
      const contractId = await insertPactContract(kit, 'Active', 0);
      await sql`insert into card_delivery_setups (contract_id, card_provider_id, delivery_method, attention_to,
          version, create_user)
        values (${contractId}, ${await cardProvider(kit)}, 'Mail to Participant', 'Angela Brooks', ${num(p, 'version')},
          ${PACT_USER})`.execute(kit.db);
      return { contractId };
    },
  },
  'card provider {cardProviderId} exists and contract {contractId} of the pact has no card delivery setup': {
    holds: 'A card provider, and the Active contract PACT-SYEP-2026 without a card delivery setup.',
    setUp: async (kit) => ({
      contractId: await insertPactContract(kit, 'Active', 0),
      cardProviderId: await cardProvider(kit),
    }),
  },
  'worksite {worksiteId} of the pact is pending approval at version {version}': {
    holds: 'A worksite "Pact Approval Garden" of a contractor of organization 3, Pending Approval at that version.',
    setUp: async (kit, p) => {
      await removePactContracts(kit);
      return { worksiteId: await insertPactWorksite(kit, 'Pending Approval', num(p, 'version')) };
    },
  },
  'job {jobId} of the pact is pending approval at version {version}': {
    holds:
      'A job "Pact Approval Aide" Pending Approval at that version, at the approved worksite "Pact Approval Garden" linked to the Active contract PACT-SYEP-2026.',
    setUp: async (kit, p) => {
      const { contractId, worksiteId } = await linkedPactWorksite(kit);
      const job = await kit.first(
        'new pact job',
        sql<{ id: number }>`insert into jobs (worksite_id, contract_id, title, job_sector_id, start_date, end_date,
            hourly_rate, capacity, max_hours_per_student, max_incentive_amount, min_age, max_age, status, version,
            create_user)
          select w.id, ${contractId}, 'Pact Approval Aide', w.job_sector_id, '2026-06-29', '2026-08-07', 12.5, 2, 150,
            250, 14, 18, 'Pending Approval', ${num(p, 'version')}, ${PACT_USER}
          from worksites w where w.id = ${worksiteId} returning id`,
      );
      return { jobId: job.id };
    },
  },
  'approved worksite {worksiteId} of the pact is not linked to active contract {contractId} of the pact': {
    holds: 'The Active contract PACT-SYEP-2026 and the approved worksite "Pact Approval Garden", not linked.',
    setUp: async (kit) => {
      const contractId = await insertPactContract(kit, 'Active', 0);
      return { contractId, worksiteId: await insertPactWorksite(kit, 'Approved', 0) };
    },
  },
  'worksite {worksiteId} of the pact is linked to active contract {contractId} of the pact': {
    holds: 'The Active contract PACT-SYEP-2026 and the approved worksite "Pact Approval Garden", linked.',
    setUp: (kit) => linkedPactWorksite(kit),
  },

  // jobs (the Jobs screen): an approved job under an Active contract at an approved worksite
  'an approved job {jobId} exists': {
    holds: 'An approved job under an Active contract at an approved worksite.',
    setUp: async (kit) => ({ jobId: (await approvedJob(kit)).id }),
  },
  'job {jobId} has workers': {
    holds: 'A job with at least one job assignment.',
    setUp: async (kit) => ({
      jobId: (
        await kit.first(
          'job with workers',
          sql<{
            id: number;
          }>`select j.id from jobs j where exists (select 1 from student_jobs sj where sj.job_id = j.id)
            order by j.id limit 1`,
        )
      ).id,
    }),
  },
  'job {jobId} can be renewed under contract {contractId}': {
    holds: 'An approved job under an Active contract at an approved worksite, and that contract.',
    setUp: async (kit) => {
      const job = await approvedJob(kit);
      return { jobId: job.id, contractId: job.contract_id };
    },
  },
  'job {jobId} is full and participant {studentId} awaits assignment': {
    holds:
      'A job "Pact Full Job" of capacity 1 under an Active contract, held by one participant (Holder Pactfull), and a Recruited participant Waiting Pactfull (born 2009-01-01) of the contract\'s organization at version 0: everything but the capacity lets them in.',
    setUp: async (kit) => {
      const { db } = kit;
      const template = await approvedJob(kit);
      await sql`delete from student_jobs where job_id in (select id from jobs where title = 'Pact Full Job')`.execute(
        db,
      );
      await sql`delete from jobs where title = 'Pact Full Job'`.execute(db);
      await sql`delete from students where last_name = 'Pactfull'`.execute(db);
      const job = await kit.first(
        'new full job',
        sql<{ id: number }>`insert into jobs (worksite_id, contract_id, title, job_sector_id, start_date, end_date,
            hours_per_week, hourly_rate, capacity, incentive_only, max_hours_per_student, max_incentive_amount, min_age,
            max_age, status, create_user)
          select worksite_id, contract_id, 'Pact Full Job', job_sector_id, '2026-06-01', '2026-08-31', 20, hourly_rate,
            1, false, max_hours_per_student, max_incentive_amount, 14, 24, 'Approved', ${PACT_USER}
          from jobs where id = ${template.id} returning id`,
      );
      const addStudent = (firstName: string, status: string) =>
        kit.first(
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
    },
  },
};
