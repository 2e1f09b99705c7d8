import { sql } from 'kysely';
import { FIRST_NAMES, LAST_NAMES, NEIGHBOURHOODS, STREETS } from '../../seed/data.ts';
import type { Random } from '../../seed/random.ts';
import type { Seeder } from '../../seed/run.ts';
import { ageOn } from '../../core/dates.ts';
import { seedPaymentDetails } from '../../seed/paymentDetails.ts';
import { bulkInsert } from '../../db/arrays.ts';
import type { Db } from './common.ts';

const SYSTEM = 'system';

const RELEASE_REASONS = [
  'Worksite reduced positions',
  'Participant declined the placement',
  'Transportation',
  'Schedule conflict',
  'Found other employment',
];

/** Share of the demo applicants in each state (ADR 016), in the order they are dealt. */
const STATES: readonly (readonly [string, number])[] = [
  ['Applied', 0.18],
  ['Quality Review', 0.3],
  ['Provider Screening', 0.12],
  ['Eligible', 0.14],
  ['Ineligible', 0.06],
  ['Enrolled', 0.12],
  ['Withdrawn', 0.08],
];

const WITHDRAW_REASONS = [
  'Moved out of the county before the summer.',
  'Took a full-time job elsewhere.',
  'Family asked to withdraw the application.',
  'Enrolled in a summer school program instead.',
];

interface Program {
  id: number;
  organization_id: number;
  min_age: number;
  max_age: number;
  start_date: string;
  funding: string | null;
}

interface ConfigItem {
  id: number;
  enrollment_program_id: number;
  section_id: number;
  name: string;
  page_kind: string;
  field_type: string;
  display_order: number;
  is_required: boolean;
  is_provider_screening: boolean;
}

async function optionIds(db: Db, lookupName: string): Promise<Map<string, number>> {
  const rows = (
    await sql<{ id: number; text: string }>`select id, text from lookup_options where lookup_name = ${lookupName}
      order by sort_order, id`.execute(db)
  ).rows;
  return new Map(rows.map((row) => [row.text, row.id]));
}

async function ensureReleaseReasons(db: Db) {
  await sql`insert into lookup_names (name, text) values ('release-reasons', 'Release Reasons')
    on conflict (name) do nothing`.execute(db);
  const has = (
    await sql<{
      n: number;
    }>`select count(*)::int as n from lookup_options where lookup_name = 'release-reasons'`.execute(db)
  ).rows[0]?.n;
  if (has) return;
  for (const [index, text] of RELEASE_REASONS.entries()) {
    await sql`insert into lookup_options (lookup_name, text, sort_order, create_user)
      values ('release-reasons', ${text}, ${index + 1}, ${SYSTEM})`.execute(db);
  }
}

/** Deals `count` states by the shares above, deterministically (every state present when count ≥ 7). */
function dealStates(count: number): string[] {
  const states: string[] = [];
  for (const [state, share] of STATES) {
    const n = Math.max(1, Math.round(count * share));
    for (let i = 0; i < n; i += 1) states.push(state);
  }
  return states.slice(0, count);
}

const pick = <T>(random: Random, list: readonly T[]): T => random.pick(list);

/**
 * ~300 applicants across every enrollment state (ADR 016) with their requested-document items copied
 * from the enrollment programs' quality-review configuration, realistic answers and statuses,
 * document metadata, a few reviews ready to submit and a few Eligible applicants within the income
 * ranges ready to enroll; Enrolled ones have their participant.
 */
export const seeder: Seeder = {
  order: 400,
  name: 'enrollment',
  async seed({ db, random, options, sealers }) {
    await ensureReleaseReasons(db);
    if (options.applicants <= 0) return;
    const programs = (
      await sql<Program>`select ep.id, ep.organization_id, coalesce(ep.min_age, 14) as min_age,
          coalesce(ep.max_age, 24) as max_age, ep.start_date, fs.text as funding
        from enrollment_programs ep left join lookup_options fs on fs.id = ep.funding_source_id
        where ep.is_active and exists (select 1 from quality_review_config_items q where q.enrollment_program_id = ep.id)
        order by ep.id`.execute(db)
    ).rows;
    if (programs.length === 0) return;
    const config = (
      await sql<ConfigItem>`select id, enrollment_program_id, section_id, name, page_kind, field_type, display_order,
          is_required, is_provider_screening
        from quality_review_config_items where is_active order by enrollment_program_id, display_order, id`.execute(db)
    ).rows;
    const ranges = (
      await sql<{ organization_id: number; family_size: number; funding_type: string; range_to: number }>`
        select organization_id, family_size, funding_type, range_to from income_ranges order by id`.execute(db)
    ).rows;
    const statuses = await optionIds(db, 'review-statuses');
    const complete = statuses.get('Complete') ?? null;
    const incompleteIds = ['Incomplete', 'Not Present'].map((name) => statuses.get(name) ?? null);
    const requiresClearances = statuses.get('Incomplete - Requires Clearances') ?? null;
    const lists = {
      clearance: [...(await optionIds(db, 'clearance-companies')).values()],
      payment: [...(await optionIds(db, 'payment-methods')).values()],
      verification: [...(await optionIds(db, 'verification-types')).values()],
      media: [...(await optionIds(db, 'media-usages')).values()],
      proof: [...(await optionIds(db, 'income-eligibility-proofs')).values()],
      waiver: [...(await optionIds(db, 'waiver-releases')).values()],
      buckley: [...(await optionIds(db, 'buckley-amendments')).values()],
    };
    const documentTypes = await optionIds(db, 'document-types');
    const anyDocumentType = [...documentTypes.values()][0];
    const sections = await optionIds(db, 'quality-review-sections');

    // The applicants.
    const states = dealStates(options.applicants);
    const people = states.map((state, index) => {
      const program = programs[index % programs.length] ?? programs[0];
      if (!program) throw new Error('no enrollment program');
      const age = random.int(program.min_age, Math.min(program.max_age, program.min_age + 6));
      const [py] = program.start_date.split('-').map(Number);
      const birth = random.date(
        `${String((py ?? 2026) - age - 1)}-${program.start_date.slice(5)}`,
        `${String((py ?? 2026) - age)}-${program.start_date.slice(5)}`,
      );
      const familySize = random.int(1, 6);
      const orgRanges = ranges.filter(
        (range) => range.organization_id === program.organization_id && range.family_size === familySize,
      );
      const limit =
        orgRanges.find((range) => range.funding_type === program.funding)?.range_to ?? orgRanges[0]?.range_to ?? 30000;
      // Most fit their income range; one Eligible applicant in ten does not (the enroll refusal to show).
      const outside = state === 'Eligible' && index % 10 === 7;
      const income = Math.round(outside ? limit * (1.1 + random.next() * 0.3) : limit * (0.35 + random.next() * 0.55));
      const first = pick(random, FIRST_NAMES);
      const last = pick(random, LAST_NAMES);
      const place = pick(random, NEIGHBOURHOODS);
      const submitted = `${random.date('2026-01-05', '2026-05-29')}T${String(random.int(13, 22)).padStart(2, '0')}:${String(random.int(10, 59))}:00Z`;
      return { state, program, birth, familySize, income, first, last, place, submitted, index };
    });
    await bulkInsert(
      db,
      'applicants',
      [
        ['organization_id', 'int4'],
        ['enrollment_program_id', 'int4'],
        ['status', 'text'],
        ['first_name', 'text'],
        ['last_name', 'text'],
        ['birth_date', 'date'],
        ['ssn', 'text'],
        ['email_address', 'text'],
        ['main_phone', 'text'],
        ['referral_code', 'text'],
        ['family_income', 'numeric'],
        ['family_size', 'int4'],
        ['address_line1', 'text'],
        ['city', 'text'],
        ['zip_code', 'text'],
        ['payment_method', 'text'],
        ['submitted_on', 'timestamptz'],
        ['is_locked', 'bool'],
        ['locked_by', 'text'],
        ['review_status', 'text'],
        ['reviewer', 'text'],
        ['summary_status', 'text'],
        ['summary_comment', 'text'],
        ['quality_review_completed_on', 'timestamptz'],
        ['is_provider_screening_complete', 'bool'],
        ['status_comment', 'text'],
        ['applicant_info_reviewed', 'bool'],
        ['create_date', 'timestamptz'],
        ['create_user', 'text'],
      ],
      people.map((p) => {
        const pastReview = !['Applied', 'Quality Review', 'Withdrawn'].includes(p.state);
        const inReview = p.state === 'Quality Review';
        const screened = ['Eligible', 'Ineligible', 'Enrolled'].includes(p.state);
        const locked = inReview && p.index % 9 === 4;
        return [
          p.program.organization_id,
          p.program.id,
          p.state,
          p.first,
          p.last,
          p.birth,
          random.ssn(),
          `${p.first}.${p.last}${String(p.index)}@mail.example.org`.toLowerCase(),
          random.phone(),
          random.chance(0.4) ? `REF-${String(random.int(10000, 99999))}` : null,
          p.income,
          p.familySize,
          `${String(random.int(100, 7999))} ${pick(random, STREETS)}`,
          p.place.city,
          p.place.zip,
          pick(random, ['Debit', 'Debit', 'Check', 'Deposit']),
          p.submitted,
          locked,
          locked ? 'orgstaff' : null,
          pastReview ? 'Complete' : inReview ? (p.index % 3 === 0 ? 'Not Started' : 'In Progress') : 'Not Started',
          pastReview || (inReview && p.index % 3 !== 0) ? 'orgstaff' : null,
          pastReview ? 'Complete' : null,
          null,
          pastReview ? p.submitted.replace(/T.*/, 'T15:00:00Z') : null,
          screened,
          p.state === 'Withdrawn'
            ? pick(random, WITHDRAW_REASONS)
            : p.state === 'Ineligible'
              ? 'Clearances came back with findings; not eligible for a youth worksite.'
              : null,
          pastReview,
          p.submitted,
          SYSTEM,
        ];
      }),
    );
    const ids = (await sql<{ id: number }>`select id from applicants order by id`.execute(db)).rows.map((r) => r.id);

    // Documents (metadata; the files are uploaded by applicants through the documents operations).
    const documentRows: (string | number | null)[][] = [];
    const documentsOf = new Map<number, number[]>();
    people.forEach((p, i) => {
      const id = ids[i];
      if (id === undefined || p.state === 'Applied') return;
      const count = 3;
      for (let d = 0; d < count; d += 1) {
        const typeName = pick(random, [
          'Birth Certificate',
          'I-9',
          'W-4',
          'Work Permit',
          'Proof of Income',
          'Residency',
        ]);
        const verified = p.state !== 'Quality Review' || (p.index % 4 === 1 && d < 2) || p.index % 5 === 0;
        documentRows.push([
          'applicants',
          id,
          documentTypes.get(typeName) ?? anyDocumentType ?? null,
          `${typeName} – ${p.first} ${p.last}`,
          `${typeName.toLowerCase().replace(/\W+/g, '-')}.pdf`,
          'application/pdf',
          random.int(40_000, 900_000),
          `seed/applicants/${String(id)}/${String(d + 1)}.pdf`,
          verified ? 'Verified' : 'Uploaded',
          SYSTEM,
        ]);
      }
    });
    if (anyDocumentType !== undefined && documentRows.length > 0) {
      await bulkInsert(
        db,
        'documents',
        [
          ['source_type', 'text'],
          ['source_id', 'int4'],
          ['document_type_id', 'int4'],
          ['name', 'text'],
          ['file_name', 'text'],
          ['content_type', 'text'],
          ['size_bytes', 'int4'],
          ['storage_key', 'text'],
          ['verification_status', 'text'],
          ['create_user', 'text'],
        ],
        documentRows,
      );
      for (const row of (
        await sql<{
          id: number;
          source_id: number;
        }>`select id, source_id from documents where source_type = 'applicants'
          order by source_id, id`.execute(db)
      ).rows) {
        documentsOf.set(row.source_id, [...(documentsOf.get(row.source_id) ?? []), row.id]);
      }
    }

    // Review items: the program's configuration, plus payment verification and the screening summary.
    const itemRows: (string | number | boolean | null)[][] = [];
    const employment = sections.get('Employment Forms') ?? [...sections.values()][0] ?? 0;
    const clearances = sections.get('Clearances') ?? employment;
    people.forEach((p, i) => {
      const id = ids[i];
      if (id === undefined) return;
      const docs = documentsOf.get(id) ?? [];
      const items: (ConfigItem & { config: number | null })[] = config
        .filter((item) => item.enrollment_program_id === p.program.id)
        .map((item) => ({ ...item, config: item.id }));
      const last = items.reduce((max, item) => Math.max(max, item.display_order), 0);
      items.push(
        {
          id: 0,
          config: null,
          enrollment_program_id: p.program.id,
          section_id: employment,
          name: 'Payment method verification',
          page_kind: 'DebitCardFeedBack',
          field_type: 'buttons',
          display_order: last + 1,
          is_required: true,
          is_provider_screening: false,
        },
        {
          id: 0,
          config: null,
          enrollment_program_id: p.program.id,
          section_id: clearances,
          name: 'Provider screening summary',
          page_kind: 'Summary',
          field_type: 'boolean',
          display_order: last + 2,
          is_required: true,
          is_provider_screening: true,
        },
      );
      const ready = p.state === 'Quality Review' && p.index % 5 === 0;
      items.forEach((item, n) => {
        let status: number | null = null;
        let comment: string | null = null;
        if (item.is_provider_screening) {
          if (['Eligible', 'Enrolled'].includes(p.state)) status = complete;
          else if (p.state === 'Ineligible') status = n % 2 === 0 ? requiresClearances : complete;
          else if (p.state === 'Provider Screening') status = n % 3 === 0 ? null : complete;
        } else if (!['Applied', 'Withdrawn'].includes(p.state)) {
          if (p.state !== 'Quality Review' || ready) status = complete;
          else if (p.index % 3 !== 0) {
            const roll = (p.index + n) % 6;
            status = roll === 0 ? null : roll === 1 ? (incompleteIds[n % 2] ?? null) : complete;
            if (roll === 1)
              comment = pick(random, [
                'Parent signature missing on page 2.',
                'Document is expired.',
                'Name does not match the ID.',
              ]);
          }
        }
        itemRows.push([
          id,
          item.config,
          item.section_id,
          item.name,
          item.page_kind,
          item.field_type,
          item.display_order,
          item.is_required,
          item.is_provider_screening,
          status,
          comment,
          item.page_kind === 'Citizenship' ? (docs[0] ?? null) : null,
          item.page_kind === 'Citizenship' ? (docs[1] ?? null) : null,
          item.page_kind === 'Citizenship' ? (docs[2] ?? null) : null,
          item.page_kind === 'ClearanceOrder' ? pick(random, lists.clearance) : null,
          item.page_kind === 'ClearanceOrder' ? `CO-${String(random.int(100000, 999999))}` : null,
          item.page_kind === 'DebitCardFeedBack' ? (lists.payment[0] ?? null) : null,
          item.page_kind === 'DebitCardFeedBack' ? pick(random, lists.verification) : null,
          ['Document', 'SingleDocument'].includes(item.page_kind) ? (docs[n % Math.max(docs.length, 1)] ?? null) : null,
          ['Document', 'SingleDocument'].includes(item.page_kind) && n % 4 === 0
            ? 'Copy sent by the school office'
            : null,
          item.page_kind === 'MediaUsage' ? pick(random, lists.media) : null,
          item.page_kind === 'IncomeProved' ? pick(random, lists.proof) : null,
          item.page_kind === 'signature page' ? pick(random, lists.waiver) : null,
          item.page_kind === 'signature page' ? pick(random, lists.buckley) : null,
          item.page_kind === 'W-4' ? random.int(0, 3) : null,
          item.page_kind === 'WorkPermit' ? ageOn(p.birth, p.program.start_date) < 18 : null,
          item.page_kind === 'WorkPermit' ? `WP-${String(random.int(1000000, 9999999))}` : null,
          SYSTEM,
        ]);
      });
    });
    await bulkInsert(
      db,
      'applicant_review_items',
      [
        ['applicant_id', 'int4'],
        ['config_item_id', 'int4'],
        ['section_id', 'int4'],
        ['name', 'text'],
        ['page_kind', 'text'],
        ['field_type', 'text'],
        ['display_order', 'int4'],
        ['is_required', 'bool'],
        ['is_provider_screening', 'bool'],
        ['status_id', 'int4'],
        ['comment', 'text'],
        ['first_document_id', 'int4'],
        ['second_document_id', 'int4'],
        ['third_document_id', 'int4'],
        ['clearance_company_id', 'int4'],
        ['clearance_order_number', 'text'],
        ['payment_method_id', 'int4'],
        ['verification_type_id', 'int4'],
        ['document_id', 'int4'],
        ['other', 'text'],
        ['media_usage_id', 'int4'],
        ['income_eligibility_proof_id', 'int4'],
        ['waiver_release_id', 'int4'],
        ['buckley_amendment_id', 'int4'],
        ['deductions', 'int4'],
        ['is_work_permit', 'bool'],
        ['work_permit_number', 'text'],
        ['create_user', 'text'],
      ],
      itemRows,
    );
    // Reviews ready to submit carry a Complete summary.
    await sql`update applicants a set summary_status = 'Complete', review_status = 'In Progress', reviewer = 'orgstaff'
      where a.status = 'Quality Review'
        and not exists (select 1 from applicant_review_items i where i.applicant_id = a.id
          and not i.is_provider_screening and (i.status_id is null or i.status_id <> ${complete ?? 0}))
        and not exists (select 1 from documents d where d.source_type = 'applicants' and d.source_id = a.id
          and d.verification_status = 'Uploaded')`.execute(db);

    // What the lottery's priority tiers read, stated at provider screening (ADR 213): about one
    // screened applicant in seven is in foster care, one in eleven has a disability.
    await sql`update applicants set is_foster_care = (id % 7 = 3), has_disability = (id % 11 = 5)
      where status in ('Eligible', 'Ineligible', 'Enrolled')`.execute(db);
    // The demo summer program holds fewer slots than it has Eligible applicants: a lottery to draw.
    await sql`insert into lottery_settings (enrollment_program_id, slots, tiers, create_user)
      select ep.id, greatest(1, count(a.id) * 2 / 3),
        '[{"kind":"returning"},{"kind":"fosterCare"},{"kind":"disability"},{"kind":"zipCodes","zipCodes":["15206","15208"]}]'::jsonb,
        ${SYSTEM}
      from enrollment_programs ep join applicants a on a.enrollment_program_id = ep.id and a.status = 'Eligible'
      where ep.code = 'SYEP-26' group by ep.id`.execute(db);

    // Enrolled applicants have their participant.
    const enrolled = (
      await sql<{ id: number }>`select id from applicants where status = 'Enrolled' order by id`.execute(db)
    ).rows;
    // The participants seed inserts explicit ids; new participants continue after them.
    await sql`select setval(pg_get_serial_sequence('students', 'id'), coalesce((select max(id) from students), 0) + 1, false)`.execute(
      db,
    );
    for (const { id } of enrolled) {
      await sql`with s as (insert into students (organization_id, enrollment_program_id, first_name, last_name,
            birth_date, ssn, email_address, main_phone, address_line1, city, state_code, zip_code, payment_method,
            status, create_user)
          select organization_id, enrollment_program_id, first_name, last_name, birth_date, ssn, email_address,
            main_phone, address_line1, city, state_code, zip_code, payment_method, 'Enrolled', ${SYSTEM}
          from applicants where id = ${id} returning id)
        update applicants set student_id = (select id from s) where id = ${id}`.execute(db);
    }
    // Their Debit card or Deposit account, as every demo participant has (ADR 181).
    await seedPaymentDetails(db, random, sealers('participant-payment-details'));
  },
};
