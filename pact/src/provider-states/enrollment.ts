// Applications, their review, the enrollment pipeline, enrollment programs and the online
// application's set-up (pact/consumer/enrollment, applicant-review, enrollment-pipeline and
// online-application .pact.test.ts). Each state forces its record into the state's status, so a
// move an earlier interaction made does not leak into the next one.
import { sql } from 'kysely';
import { runLotteryDraw } from '../../../apps/api/src/areas/enrollment/lotteryDraws.ts';
import { proposeProgramPlacement } from '../../../apps/api/src/areas/placement/placements.ts';
import { defaultPages } from '../../../apps/api/src/areas/maintenance/onlineApplication.ts';
import { storeFile } from '../../../apps/api/src/lib/storage.ts';
import { num, PACT_USER, PERMIT_PDF, type StateKit, type StateTable } from './kit.ts';
import { countOf } from './shared.ts';

/** A demo application that is not enrolled, unlocked and at the pact's version (it may be deleted). */
async function applicationAtVersion(kit: StateKit, version: number): Promise<number> {
  const row = await kit.first(
    'application that is not enrolled',
    sql<{ id: number }>`select id from applicants where status <> 'Enrolled' order by id desc limit 1`,
  );
  await sql`update applicants set version = ${version}, is_locked = false, locked_by = null
    where id = ${row.id}`.execute(kit.db);
  return row.id;
}

const completeReviewStatus = async (kit: StateKit) =>
  (
    await kit.first(
      'Complete review status',
      sql<{ id: number }>`select id from lookup_options where lookup_name = 'review-statuses' and text = 'Complete'
        order by id limit 1`,
    )
  ).id;

/** A demo application with a W-4 quality-review item, forced into Quality Review, unlocked, summary cleared. */
async function applicationInQualityReview(kit: StateKit, version: number) {
  const row = await kit.first(
    'application with a W-4 quality-review item',
    sql<{ id: number; item_id: number }>`select a.id, min(i.id) as item_id from applicants a
      join applicant_review_items i on i.applicant_id = a.id and not i.is_provider_screening and i.page_kind = 'W-4'
      where a.status in ('Applied', 'Quality Review') group by a.id order by a.id limit 1`,
  );
  await sql`update applicants set status = 'Quality Review', summary_status = null, summary_comment = null,
      is_locked = false, locked_by = null, version = ${version} where id = ${row.id}`.execute(kit.db);
  return { applicantId: row.id, version, w4ItemId: row.item_id, completeId: await completeReviewStatus(kit) };
}

/** The first contract-worksite link of the data, with the contract's organization. */
const contractedWorksite = (kit: StateKit) =>
  kit.first(
    'contracted worksite',
    sql<{ contract_id: number; worksite_id: number; organization_id: number }>`select cw.contract_id,
        cw.worksite_id, c.organization_id from contract_worksites cw join contracts c on c.id = cw.contract_id
      order by cw.contract_id, cw.worksite_id limit 1`,
  );

/** A program of organization 3, for the pact's enrollment programs. */
const programOf3 = (kit: StateKit) =>
  kit.first(
    'program of organization 3',
    sql<{ id: number }>`select id from programs where organization_id = 3 order by id limit 1`,
  );

/** The enrollment programs the pact made (by a state, or through the API with its codes), with their set-up. */
async function removePactEnrollmentPrograms(kit: StateKit): Promise<void> {
  const ids = (
    await kit.rows(sql<{ id: number }>`select id from enrollment_programs
      where create_user = ${PACT_USER} or (organization_id = 3 and lower(code) in ('pact-sy26', 'pact-sy27'))`)
  ).map((row) => row.id);
  if (ids.length === 0) return;
  await sql`delete from quality_review_config_items where enrollment_program_id = any(${ids})`.execute(kit.db);
  await sql`delete from online_app_page_setups where enrollment_program_id = any(${ids})`.execute(kit.db);
  await sql`delete from enrollment_programs where id = any(${ids})`.execute(kit.db);
}

/** The pact's enrollment program (organization 3's SYEP 2026 cohort) at `version`, replacing any earlier one. */
async function insertPactEnrollmentProgram(kit: StateKit, version: number) {
  await removePactEnrollmentPrograms(kit);
  const program = await programOf3(kit);
  const row = await kit.first(
    'new enrollment program',
    sql<{ id: number }>`insert into enrollment_programs (program_id, organization_id, name, code, start_date,
        end_date, min_age, max_age, hourly_rate, payment_method, is_active, version, create_user)
      values (${program.id}, 3, 'SYEP 2026 Pact Cohort', 'PACT-SY26', '2026-06-29', '2026-08-28', 14, 21, 12.5,
        'Debit', true, ${version}, ${PACT_USER}) returning id`,
  );
  return { id: row.id, programId: program.id };
}

/**
 * The demo summer program (SYEP-26) with three or more Eligible applications, lottery settings of
 * two slots and a foster-care tier at `version`, and no draw yet.
 */
async function summerProgram(kit: StateKit): Promise<number> {
  const program = await kit.first(
    'the demo summer program SYEP-26',
    sql<{ id: number }>`select id from enrollment_programs where code = 'SYEP-26' order by id limit 1`,
  );
  return program.id;
}

async function lotteryProgram(kit: StateKit, version: number): Promise<number> {
  const program = { id: await summerProgram(kit) };
  await sql`update applicants set status = 'Eligible'
    where id in (select id from applicants where enrollment_program_id = ${program.id}
      and status in ('Applied', 'Quality Review', 'Provider Screening', 'Eligible') order by id limit 3)`.execute(
    kit.db,
  );
  await sql`delete from lottery_draws where enrollment_program_id = ${program.id}`.execute(kit.db);
  await sql`insert into lottery_settings (enrollment_program_id, slots, tiers, version, create_user)
    values (${program.id}, 2, '[{"kind":"fosterCare"}]'::jsonb, ${version}, ${PACT_USER})
    on conflict (enrollment_program_id) do update set slots = 2, tiers = excluded.tiers, version = ${version}`.execute(
    kit.db,
  );
  return program.id;
}

export const enrollmentStates: StateTable = {
  // Maintain Applicants
  'applications exist': {
    holds: 'Applications.',
    setUp: async (kit) => {
      await kit.exists('applications', countOf('applicants'));
      return undefined;
    },
  },
  'an application with id {enrollmentId} exists at version {version}': {
    holds: 'An application that is not Enrolled, unlocked, at that version.',
    setUp: async (kit, p) => ({
      enrollmentId: await applicationAtVersion(kit, num(p, 'version')),
      version: num(p, 'version'),
    }),
  },

  // applicant review: an application in Quality Review at the recorded version, summary cleared
  'an application in quality review with id {applicantId} exists at version {version}': {
    holds:
      'An application in Quality Review at that version, unlocked, without a summary status, with a W-4 review item; returns the item and the Complete review status.',
    setUp: (kit, p) => applicationInQualityReview(kit, num(p, 'version')),
  },
  'an application in quality review with id {applicantId} has an uploaded document {documentId} at version {documentVersion}':
    {
      holds:
        "The application of the previous sentence, with a document of it Uploaded (awaiting review) at the document's version, holding the pact's PDF.",
      setUp: async (kit, p) => {
        const review = await applicationInQualityReview(kit, num(p, 'version'));
        const documentType = await kit.lookupOption('document-types');
        const key = await storeFile(kit.db, `applicants/${String(review.applicantId)}`, 'work-permit.pdf', PERMIT_PDF);
        const row = await kit.first(
          'new applicant document',
          sql<{ id: number }>`insert into documents (source_type, source_id, document_type_id, name, file_name,
              content_type, size_bytes, storage_key, verification_status, version, create_user)
            values ('applicants', ${review.applicantId}, ${documentType.id}, 'Work permit', 'work-permit.pdf',
              'application/pdf', ${PERMIT_PDF.length}, ${key}, 'Uploaded', ${num(p, 'documentVersion')}, ${PACT_USER})
            returning id`,
        );
        return { ...review, documentId: row.id, documentVersion: num(p, 'documentVersion') };
      },
    },

  // the enrollment pipeline: provider screening, Enroll Applicants, Recruit/Release
  'an application in provider screening with id {applicantId} exists at version {version}': {
    holds:
      'An application in Provider Screening (screening not complete) at that version, unlocked, with a provider-screening item; returns the item and the Complete review status.',
    setUp: async (kit, p) => {
      const row = await kit.first(
        'application with provider-screening items',
        sql<{ id: number; item_id: number }>`select a.id, min(i.id) as item_id from applicants a
          join applicant_review_items i on i.applicant_id = a.id and i.is_provider_screening
          where a.status <> 'Enrolled' group by a.id order by a.id limit 1`,
      );
      await sql`update applicants set status = 'Provider Screening', is_provider_screening_complete = false,
          is_locked = false, locked_by = null, version = ${num(p, 'version')} where id = ${row.id}`.execute(kit.db);
      return {
        applicantId: row.id,
        version: num(p, 'version'),
        itemId: row.item_id,
        completeId: await completeReviewStatus(kit),
      };
    },
  },
  'an eligible application with id {enrollmentId} exists at version {version}': {
    holds:
      "An Eligible application at that version, screening complete and unlocked, whose family size and income fit one of its program's income ranges (the enroll rule).",
    setUp: async (kit, p) => {
      const row = await kit.first(
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
        where id = ${row.id}`.execute(kit.db);
      return { enrollmentId: row.id, version: num(p, 'version') };
    },
  },
  'an enrolled participant with id {studentId} exists at version {version}': {
    holds:
      'An Enrolled participant at that version, not recruited, of the organization of a contract with a linked worksite; returns that contract and worksite.',
    setUp: async (kit, p) => {
      const link = await contractedWorksite(kit);
      const row = await kit.first(
        "participant of the contract's organization",
        sql<{ id: number }>`select id from students where organization_id = ${link.organization_id}
          and status in ('Enrolled', 'Recruited') order by id limit 1`,
      );
      await sql`delete from student_recruitments where student_id = ${row.id}`.execute(kit.db);
      await sql`update students set status = 'Enrolled', version = ${num(p, 'version')} where id = ${row.id}`.execute(
        kit.db,
      );
      return {
        studentId: row.id,
        version: num(p, 'version'),
        contractId: link.contract_id,
        worksiteId: link.worksite_id,
      };
    },
  },
  'a recruited participant with id {studentId} exists at version {version}': {
    holds:
      'A participant Recruited to a contract and worksite at that version; returns a release reason (lookup release-reasons).',
    setUp: async (kit, p) => {
      const link = await contractedWorksite(kit);
      const row = await kit.first(
        'participant to recruit',
        sql<{ id: number }>`select id from students where organization_id = ${link.organization_id}
          and status in ('Enrolled', 'Recruited') order by id desc limit 1`,
      );
      await sql`insert into student_recruitments (student_id, contract_id, worksite_id, create_user)
        values (${row.id}, ${link.contract_id}, ${link.worksite_id}, ${PACT_USER})
        on conflict (student_id) do update set contract_id = excluded.contract_id,
          worksite_id = excluded.worksite_id`.execute(kit.db);
      await sql`update students set status = 'Recruited', version = ${num(p, 'version')} where id = ${row.id}`.execute(
        kit.db,
      );
      return {
        studentId: row.id,
        version: num(p, 'version'),
        reasonId: (await kit.lookupOption('release-reasons')).id,
      };
    },
  },

  // Enrollment Programs
  'enrollment programs exist': {
    holds: 'Enrollment programs.',
    setUp: async (kit) => {
      await kit.exists('enrollment programs', countOf('enrollment_programs'));
      return undefined;
    },
  },
  'enrollment program {enrollmentProgramId} has income ranges': {
    holds: 'An enrollment program whose organization has income ranges.',
    setUp: async (kit) => ({
      enrollmentProgramId: (
        await kit.first(
          'enrollment program with income ranges',
          sql<{ id: number }>`select ep.id from enrollment_programs ep
            where exists (select 1 from income_ranges r where r.organization_id = ep.organization_id)
            order by ep.id limit 1`,
        )
      ).id,
    }),
  },
  'organization {organizationId} has program {programId} and no enrollment program of the pact': {
    holds: 'Organization 3 with a program, and no enrollment program coded PACT-SY26 or PACT-SY27.',
    setUp: async (kit) => {
      await removePactEnrollmentPrograms(kit);
      return { organizationId: 3, programId: (await programOf3(kit)).id };
    },
  },
  'an enrollment program of the pact with id {enrollmentProgramId} exists at version {version}': {
    holds:
      'The enrollment program "SYEP 2026 Pact Cohort" (PACT-SY26) of organization 3 at that version (ages 14-21, $12.50, Debit).',
    setUp: async (kit, p) => {
      const row = await insertPactEnrollmentProgram(kit, num(p, 'version'));
      return { enrollmentProgramId: row.id, version: num(p, 'version'), programId: row.programId, organizationId: 3 };
    },
  },

  // Enrollment > Lottery (issue 30)
  'enrollment program {enrollmentProgramId} has lottery settings at version {version} and no draw': {
    holds:
      'The demo summer program (SYEP-26) with 3 or more Eligible applications, 2 slots and a foster-care tier at that version, not drawn.',
    setUp: async (kit, p) => ({
      enrollmentProgramId: await lotteryProgram(kit, num(p, 'version')),
      version: num(p, 'version'),
    }),
  },
  'enrollment program {enrollmentProgramId} has a lottery draw with seed {seed}': {
    holds: 'The demo summer program (SYEP-26) as above, drawn by admin with that seed.',
    setUp: async (kit, p) => {
      const enrollmentProgramId = await lotteryProgram(kit, 1);
      const admin = await kit.first(
        'the admin user',
        sql<{ id: number }>`select id from users where user_name = 'admin'`,
      );
      const principal = {
        id: admin.id,
        userName: 'admin',
        userType: 'global' as const,
        organizationIds: [],
        contractorId: null,
        claims: new Set<string>(),
        sessionId: 'pact',
      };
      await runLotteryDraw(kit.db, principal, enrollmentProgramId, { seed: String(p.seed), version: 1 });
      return { enrollmentProgramId };
    },
  },

  // Enrollment > Placement (issue 30)
  'enrollment program {enrollmentProgramId} has placement weights at version {version}': {
    holds: 'The demo summer program (SYEP-26) with the default placement weights saved at that version.',
    setUp: async (kit, p) => {
      const enrollmentProgramId = await summerProgram(kit);
      await sql`insert into placement_settings (enrollment_program_id, interest_weight, per_mile_weight,
          returning_weight, balance_weight, version, create_user)
        values (${enrollmentProgramId}, 30, 2, 40, 10, ${num(p, 'version')}, ${PACT_USER})
        on conflict (enrollment_program_id) do update set interest_weight = 30, per_mile_weight = 2,
          returning_weight = 40, balance_weight = 10, version = excluded.version`.execute(kit.db);
      return { enrollmentProgramId, version: num(p, 'version') };
    },
  },
  'enrollment program {enrollmentProgramId} has recruited participant {studentId} at version {version} whom job {jobId} takes':
    {
      holds:
        'The demo summer program (SYEP-26) with its Enrolled participants recruited, one of them available only before any job; the proposal places that participant (at that version) in that job and leaves the other out.',
      setUp: async (kit) => {
        const enrollmentProgramId = await summerProgram(kit);
        await sql`update students set status = 'Recruited', version = version + 1
          where enrollment_program_id = ${enrollmentProgramId} and status = 'Enrolled'`.execute(kit.db);
        // One of them can work only on days before any job: the proposal leaves them out.
        await sql`update students set available_from = '2025-01-01', available_to = '2025-01-02'
          where id = (select max(id) from students where enrollment_program_id = ${enrollmentProgramId}
            and status = 'Recruited')`.execute(kit.db);
        const proposal = await proposeProgramPlacement(
          kit.db,
          null,
          enrollmentProgramId,
          {},
          new Date().toISOString().slice(0, 10),
        );
        const [pair] = proposal.pairs;
        if (!pair || proposal.unplaced.length === 0)
          throw new Error('provider state: the summer program has no placeable and unplaceable participants');
        return { enrollmentProgramId, studentId: pair.studentId, jobId: pair.jobId, version: pair.studentVersion };
      },
    },

  // Maintenance > Online App Configurations
  'online application page setups exist': {
    holds: 'Online application page setups.',
    setUp: async (kit) => {
      await kit.exists('online application page setups', countOf('online_app_page_setups'));
      return undefined;
    },
  },
  'an enrollment program of the pact with id {enrollmentProgramId} has an online application page setup at version {version}':
    {
      holds: 'The enrollment program PACT-SY26 with the default online application pages, the setup at that version.',
      setUp: async (kit, p) => {
        const row = await insertPactEnrollmentProgram(kit, 0);
        await sql`insert into online_app_page_setups (enrollment_program_id, pages, version, create_user)
          values (${row.id}, ${JSON.stringify(defaultPages())}::jsonb, ${num(p, 'version')}, ${PACT_USER})`.execute(
          kit.db,
        );
        return { enrollmentProgramId: row.id, version: num(p, 'version') };
      },
    },
  'the online application environment configuration is at version {version}': {
    holds: 'The online application environment configuration (row 1) at that version.',
    setUp: async (kit, p) => {
      await sql`update online_app_environment set version = ${num(p, 'version')} where id = 1`.execute(kit.db);
      return { version: num(p, 'version') };
    },
  },
};
