import { sql } from 'kysely';
import { touchedBy } from '../../lib/versions.ts';
import type { components } from '@pathway/api-client/schema';
import { ageRange, isIncompleteStatus, messages } from '@pathway/validation';
import type { Principal } from '../../http/context.ts';
import { conflict, notFound, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { assertTransition } from '../../lib/transitions.ts';
import type { SpecOperation } from '../../core/spec.ts';
import { applicantSummary } from './applicants.ts';
import { qualityReviewAges } from '../../lib/qualityReviewAges.ts';
import { saveVariantFields } from './reviewVariants.ts';
import {
  assertCurrentVersion,
  blankToNull,
  assertEnrollmentTransition,
  assertNotLockedByOther,
  ENROLLMENT_NOT_UPDATED,
  ITEM_STATUSES,
  requireApplicant,
  reviewStatuses,
  SUMMARY_STATUSES,
  touchApplicant,
  type ApplicantRow,
  type Db,
  type ReviewStatusOption,
} from './common.ts';

type S = components['schemas'];

interface ItemRow {
  id: number;
  section_id: number;
  section_title: string | null;
  name: string;
  page_kind: S['DocumentPageKind'];
  field_type: S['FieldType'];
  is_required: boolean;
  is_provider_screening: boolean;
  status_id: number | null;
  status_text: string | null;
  comment: string | null;
  first_document_id: number | null;
  second_document_id: number | null;
  third_document_id: number | null;
  clearance_company_id: number | null;
  clearance_order_number: string | null;
  payment_method_id: number | null;
  verification_type_id: number | null;
  document_id: number | null;
  other: string | null;
  media_usage_id: number | null;
  income_eligibility_proof_id: number | null;
  waiver_release_id: number | null;
  buckley_amendment_id: number | null;
  deductions: number | null;
  is_work_permit: boolean | null;
  work_permit_number: string | null;
}

async function itemsOf(db: Db, applicantId: number, kind?: 'quality' | 'screening'): Promise<ItemRow[]> {
  return db
    .selectFrom('applicant_review_items as i')
    .leftJoin('lookup_options as rs', 'rs.id', 'i.status_id')
    .leftJoin('lookup_options as sec', 'sec.id', 'i.section_id')
    .selectAll('i')
    .select(['rs.text as status_text', 'sec.text as section_title'])
    .where('i.applicant_id', '=', applicantId)
    .$if(kind !== undefined, (query) => query.where('i.is_provider_screening', '=', kind === 'screening'))
    .orderBy('i.display_order')
    .orderBy('i.id')
    .$narrowType<Pick<ItemRow, 'page_kind' | 'field_type'>>()
    .execute();
}

const isIncomplete = (item: Pick<ItemRow, 'status_text'>) =>
  item.status_text === null || isIncompleteStatus(item.status_text);

/** Drops absent optional fields: the contract's optional header fields are not nullable. */
function present<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;
}

/** One requested-document item as its page kind's variant (spec section 3). */
function requestedDocument(item: ItemRow, screeningComplete: boolean): S['RequestedDocument'] {
  const base = present({
    id: item.id,
    type: item.page_kind,
    name: item.name,
    fieldType: item.field_type,
    statusId: item.status_id,
    comment: item.comment,
    isRequiredFlag: item.is_required,
  });
  const variants: Partial<Record<S['DocumentPageKind'], Record<string, unknown>>> = {
    Citizenship: {
      firstDocumentId: item.first_document_id,
      secondDocumentId: item.second_document_id,
      thirdDocumentId: item.third_document_id,
    },
    ClearanceOrder: {
      clearanceCompanyId: item.clearance_company_id,
      clearanceOrderNumber: item.clearance_order_number,
    },
    DebitCardFeedBack: { paymentMethodId: item.payment_method_id, verificationTypeId: item.verification_type_id },
    Document: { documentId: item.document_id, other: item.other },
    SingleDocument: { documentId: item.document_id, other: item.other },
    MediaUsage: { mediaUsageId: item.media_usage_id },
    IncomeProved: { incomeEligibilityProofId: item.income_eligibility_proof_id },
    'signature page': { waiverReleaseId: item.waiver_release_id, buckleyAmendmentId: item.buckley_amendment_id },
    Summary: { isProviderScreeningComplete: screeningComplete },
    'W-4': { deductions: item.deductions },
    WorkPermit: { isWorkPermit: item.is_work_permit, number: item.work_permit_number },
  };
  return { ...base, ...present(variants[item.page_kind] ?? {}) } as S['RequestedDocument'];
}

interface HeaderRow {
  id: number;
  email_address: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix_name: string | null;
  birth_date: string;
  min_age: number | null;
  max_age: number | null;
  ssn: string;
  status: string;
  referral_code: string | null;
  family_income: number | null;
  family_size: number | null;
  enrollment_program_id: number;
  organization_id: number;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state_name: string;
  zip_code: string;
  disable_oe_launch: boolean;
  is_pathway_transferred: boolean;
  applicant_info_reviewed: boolean;
  incentive_only_flag: boolean;
  is_provider_screening_complete: boolean;
  last_updated_by: string;
  last_updated_on: string;
}

/** The applicant header of spec sections 2 and 3, the SSN masked (five asterisks and the last four). */
export async function applicantHeader(db: Db, user: Principal | null, id: number): Promise<S['ApplicantHeader']> {
  await requireApplicant(db, user, id);
  const row: HeaderRow | undefined = await db
    .selectFrom('applicants as a')
    .leftJoin('enrollment_programs as ep', 'ep.id', 'a.enrollment_program_id')
    .selectAll('a')
    .select((eb) => [
      'ep.min_age',
      'ep.max_age',
      eb.fn.coalesce('a.last_update_user', 'a.create_user').as('last_updated_by'),
      eb.fn.coalesce('a.last_update_date', 'a.create_date').as('last_updated_on'),
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('The application');
  const items = await itemsOf(db, id);
  return present({
    applicantId: row.id,
    emailAddress: row.email_address,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    suffixName: row.suffix_name,
    birthDate: row.birth_date,
    minAge: row.min_age,
    maxAge: row.max_age,
    ssn: `*****${row.ssn.slice(-4)}`,
    enrollmentStatus: row.status,
    referralCode: row.referral_code,
    familyIncome: row.family_income,
    familySize: row.family_size,
    enrollmentProgramId: row.enrollment_program_id,
    organizationId: row.organization_id,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    stateName: row.state_name,
    zipCode: row.zip_code,
    disableOELaunch: row.disable_oe_launch,
    isPathwayTransferred: row.is_pathway_transferred,
    applicantInfoReviewed: row.applicant_info_reviewed,
    incentiveOnlyFlag: row.incentive_only_flag,
    lastUpdatedBy: row.last_updated_by,
    lastUpdatedOn: row.last_updated_on,
    requestedDocuments: items.map((item) => requestedDocument(item, row.is_provider_screening_complete)),
  }) as S['ApplicantHeader'];
}

/** The review's sections in display order, each with its incomplete items (no status, or an incomplete one). */
export async function reviewSections(db: Db, user: Principal | null, id: number): Promise<S['ReviewSectionList']> {
  await requireApplicant(db, user, id);
  const sections: S['ApplicantReviewSection'][] = [];
  for (const item of await itemsOf(db, id)) {
    let section = sections.find((s) => s.id === item.section_id);
    if (!section) {
      section = {
        id: item.section_id,
        title: item.section_title ?? 'Other',
        number: sections.length + 1,
        incompleteItems: [],
        items: [],
      };
      sections.push(section);
    }
    section.items.push({ id: item.id, name: item.name });
    if (isIncomplete(item)) section.incompleteItems.push({ id: item.id, name: item.name });
  }
  return sections;
}

function reviewItems(items: ItemRow[], statuses: ReviewStatusOption[]): S['ReviewItem'][] {
  const itemStatuses = statuses.filter((status) => ITEM_STATUSES.includes(status.text)) as S['ReviewStatusOption'][];
  const summaryStatuses = statuses.filter((status) =>
    SUMMARY_STATUSES.includes(status.text),
  ) as S['ReviewStatusOption'][];
  return items.map((item) => ({
    id: item.id,
    name: item.name,
    ...(item.status_id === null ? {} : { statusId: item.status_id }),
    applicantReviewStatuses: itemStatuses,
    qualityReviewSummaryStatuses: summaryStatuses,
  }));
}

/** An enrollment program's own age bounds. */
function programAges(db: Db, enrollmentProgramId: number) {
  return db
    .selectFrom('enrollment_programs')
    .select(['min_age as minAge', 'max_age as maxAge'])
    .where('id', '=', enrollmentProgramId)
    .executeTakeFirst();
}

/** The review's ages are the quality-review bounds (the online application's), the program's as a fallback. */
export async function qualityReview(db: Db, user: Principal | null, id: number): Promise<S['QualityReview']> {
  const applicant = await requireApplicant(db, user, id);
  const ages = await qualityReviewAges(db);
  const program = await programAges(db, applicant.enrollment_program_id);
  return {
    applicantId: applicant.id,
    reviewStatus: applicant.review_status as S['QualityReviewStatus'],
    items: reviewItems(await itemsOf(db, id, 'quality'), await reviewStatuses(db)),
    summaryStatus: (applicant.summary_status ?? null) as S['QualityReview']['summaryStatus'],
    summaryComment: applicant.summary_comment,
    minAge: ages.minAge ?? program?.minAge ?? 0,
    maxAge: ages.maxAge ?? program?.maxAge ?? 120,
    version: applicant.version,
  };
}

export async function providerScreening(db: Db, user: Principal | null, id: number): Promise<S['ProviderScreening']> {
  const applicant = await requireApplicant(db, user, id);
  const facts = await db
    .selectFrom('applicants')
    .select(['is_provider_screening_complete as done', 'is_foster_care', 'has_disability'])
    .where('id', '=', id)
    .executeTakeFirst();
  return {
    applicantId: applicant.id,
    isProviderScreeningComplete: facts?.done ?? false,
    isFosterCare: facts?.is_foster_care ?? false,
    hasDisability: facts?.has_disability ?? false,
    items: reviewItems(await itemsOf(db, id, 'screening'), await reviewStatuses(db)),
    version: applicant.version,
  };
}

/** Saves the statuses and comments of listed items of one kind; 422 for an item or status not offered. */
async function saveItems(
  db: Db,
  user: Principal,
  applicant: ApplicantRow,
  kind: 'quality' | 'screening',
  edits: readonly S['QualityReviewItemEdit'][],
) {
  const items = await itemsOf(db, applicant.id, kind);
  const statuses = (await reviewStatuses(db)).filter((status) => ITEM_STATUSES.includes(status.text));
  for (const edit of edits) {
    const item = items.find((candidate) => candidate.id === edit.id);
    if (!item) {
      throw unprocessable({ items: `Item ${String(edit.id)} is not one of this applicant's review items.` });
    }
    if (!statuses.some((status) => status.id === edit.statusId)) {
      throw unprocessable({ items: `Status ${String(edit.statusId)} is not one of the review statuses.` });
    }
    await db
      .updateTable('applicant_review_items')
      .set({ status_id: edit.statusId, comment: blankToNull(edit.comment), ...touchedBy(user.userName) })
      .where('id', '=', edit.id)
      .execute();
    await saveVariantFields(db, applicant.id, item, edit);
  }
}

/**
 * The four submission rules of spec section 5, in the screen's order, on the review as saved: every
 * dropdown (item statuses and the summary) has a value; an incomplete summary has a comment; no item
 * is left incomplete; every uploaded document is verified or rejected.
 */
export async function assertSubmittable(db: Db, applicantId: number) {
  const items = await itemsOf(db, applicantId, 'quality');
  const applicant = await db
    .selectFrom('applicants')
    .select(['summary_status', 'summary_comment'])
    .where('id', '=', applicantId)
    .executeTakeFirst();
  const summary = applicant?.summary_status ?? null;
  if (summary === null || items.some((item) => item.status_id === null))
    throw unprocessable(messages.qualityReviewSelectAll);
  if (isIncompleteStatus(summary) && !applicant?.summary_comment?.trim()) {
    throw unprocessable(messages.qualityReviewIncompleteComment);
  }
  if (items.some(isIncomplete)) throw unprocessable(messages.qualityReviewCompleteItems);
  const unreviewed = await db
    .selectFrom('documents')
    .select('id')
    .where('source_type', '=', 'applicants')
    .where('source_id', '=', applicantId)
    .where('verification_status', '=', 'Uploaded')
    .limit(1)
    .executeTakeFirst();
  if (unreviewed) throw unprocessable(messages.qualityReviewReviewDocuments);
}

/**
 * The age rule of spec section 5: the applicant's enrollment program's min and max ages sit within
 * the quality-review minimum and maximum ages, each min at most its max (@pathway/validation).
 */
export async function assertAgeRule(db: Db, enrollmentProgramId: number) {
  const program = await programAges(db, enrollmentProgramId);
  const errors = ageRange(program ?? { minAge: null, maxAge: null }, await qualityReviewAges(db));
  if (errors.minAge || errors.maxAge) {
    throw unprocessable({
      ...(errors.minAge ? { minAge: errors.minAge.message } : {}),
      ...(errors.maxAge ? { maxAge: errors.maxAge.message } : {}),
    });
  }
}

/**
 * EDIT_QUALITY_REVIEW: saves item statuses and the summary; with `submit` the four rules and the age
 * rule apply, and a Complete summary sends the application to Provider Screening while an Incomplete
 * one (with its comment) keeps it in Quality Review as Incomplete (ADR 061).
 */
export async function editQualityReview(
  db: Db,
  user: Principal,
  operation: SpecOperation,
  id: number,
  body: S['QualityReviewEditRequest'],
) {
  const applicant = await requireApplicant(db, user, id, { lock: true });
  assertCurrentVersion(applicant, body.version);
  assertEnrollmentTransition(operation, applicant.status);
  assertNotLockedByOther(applicant, user);
  await saveItems(db, user, applicant, 'quality', body.items);
  const summaryStatus = body.summaryStatus === undefined ? applicant.summary_status : body.summaryStatus;
  const summaryComment =
    body.summaryComment === undefined ? applicant.summary_comment : blankToNull(body.summaryComment);
  if (summaryStatus !== null && !SUMMARY_STATUSES.includes(summaryStatus)) {
    throw unprocessable({ summaryStatus: 'The summary is Complete or Incomplete.' });
  }
  await db
    .updateTable('applicants')
    .set({
      summary_status: summaryStatus,
      summary_comment: summaryComment,
      reviewer: user.userName,
      review_status: 'In Progress',
    })
    .where('id', '=', id)
    .execute();
  let status = applicant.status;
  if (body.submit) {
    await assertSubmittable(db, id);
    await assertAgeRule(db, applicant.enrollment_program_id);
    const passed = summaryStatus === 'Complete';
    status = passed ? 'Provider Screening' : 'Quality Review';
    await db
      .updateTable('applicants')
      .set({
        status,
        review_status: passed ? 'Complete' : 'Incomplete',
        quality_review_completed_on: passed ? sql<string>`now()` : null,
      })
      .where('id', '=', id)
      .execute();
  }
  await touchApplicant(db, user, id);
  await writeAudit(db, user, {
    entity: 'QualityReview',
    entityId: id,
    action: body.submit ? 'submit' : 'update',
    before: { status: applicant.status, summaryStatus: applicant.summary_status },
    after: { status, summaryStatus, summaryComment, items: body.items },
  });
  return qualityReview(db, user, id);
}

/** PROVIDER_SCREENING save: only while the application is in Provider Screening. */
export async function saveProviderScreening(
  db: Db,
  user: Principal,
  id: number,
  body: S['ProviderScreeningSaveRequest'],
) {
  const applicant = await requireApplicant(db, user, id, { lock: true });
  assertCurrentVersion(applicant, body.version);
  if (applicant.status !== 'Provider Screening') throw conflict(ENROLLMENT_NOT_UPDATED);
  assertNotLockedByOther(applicant, user);
  await saveItems(db, user, applicant, 'screening', body.items);
  const factsBefore = await screeningFacts(db, id);
  // The lottery's facts (ADR 213): a field left out keeps its value.
  await touchApplicant(db, user, id, {
    ...(body.isFosterCare === undefined ? {} : { is_foster_care: body.isFosterCare }),
    ...(body.hasDisability === undefined ? {} : { has_disability: body.hasDisability }),
  });
  await writeAudit(db, user, { entity: 'ProviderScreening', entityId: id, action: 'update', after: body.items });
  const factsAfter = await screeningFacts(db, id);
  if (JSON.stringify(factsAfter) !== JSON.stringify(factsBefore)) {
    await writeAudit(db, user, {
      entity: 'Enrollment',
      entityId: id,
      action: 'screening-facts',
      before: factsBefore,
      after: factsAfter,
    });
  }
  return providerScreening(db, user, id);
}

/** The facts the lottery's tiers read that the provider states at screening (ADR 213). */
async function screeningFacts(db: Db, id: number) {
  const row = await db
    .selectFrom('applicants')
    .select(['is_foster_care', 'has_disability'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { isFosterCare: row.is_foster_care, hasDisability: row.has_disability };
}

/** Provider Screening → Eligible (every screening item Complete) or Ineligible (with a comment). */
export async function completeProviderScreening(
  db: Db,
  user: Principal,
  operation: SpecOperation,
  id: number,
  body: S['ProviderScreeningCompleteRequest'],
) {
  const applicant = await requireApplicant(db, user, id, { lock: true });
  assertCurrentVersion(applicant, body.version);
  assertEnrollmentTransition(operation, applicant.status);
  assertNotLockedByOther(applicant, user);
  const comment = blankToNull(body.comment);
  if (body.decision === 'Eligible' && (await itemsOf(db, id, 'screening')).some(isIncomplete)) {
    throw unprocessable(messages.qualityReviewCompleteItems);
  }
  if (body.decision === 'Ineligible' && comment === null) throw unprocessable({ comment: 'Required' });
  await touchApplicant(db, user, id, {
    status: body.decision,
    is_provider_screening_complete: true,
    status_comment: comment,
  });
  await writeAudit(db, user, {
    entity: 'Enrollment',
    entityId: id,
    action: 'complete-provider-screening',
    before: { status: applicant.status },
    after: { status: body.decision, comment },
  });
  return applicantSummary(db, user, id);
}

/** VERIFY_REJECT_DOCUMENT: Uploaded → Verified | Rejected; a rejection needs a comment. */
export async function decideDocument(
  db: Db,
  user: Principal,
  operation: SpecOperation,
  applicantId: number,
  body: S['DocumentDecisionRequest'],
): Promise<S['DocumentDecisionResult']> {
  await requireApplicant(db, user, applicantId);
  const document = await db
    .selectFrom('documents')
    .select(['id', 'version', 'verification_status'])
    .where('id', '=', body.documentId)
    .where('source_type', '=', 'applicants')
    .where('source_id', '=', applicantId)
    .forUpdate()
    .executeTakeFirst();
  if (!document) throw notFound('The document');
  const comment = blankToNull(body.comment);
  if (body.decision === 'Rejected' && comment === null) {
    throw unprocessable({ comment: messages.rejectedDocumentNeedsComment });
  }
  if (document.version !== body.version) throw conflict(ENROLLMENT_NOT_UPDATED);
  assertTransition(operation, document.verification_status, { entity: 'document' });
  const decided = await db
    .updateTable('documents')
    .set({ verification_status: body.decision, ...touchedBy(user.userName) })
    .where('id', '=', document.id)
    .returning('last_update_date as at')
    .executeTakeFirst();
  await db
    .insertInto('applicant_document_decisions')
    .values({
      applicant_id: applicantId,
      document_id: document.id,
      decision: body.decision,
      comment,
      create_user: user.userName,
    })
    .execute();
  await writeAudit(db, user, {
    entity: 'Document',
    entityId: document.id,
    action: body.decision === 'Verified' ? 'verify' : 'reject',
    before: { verificationStatus: document.verification_status },
    after: { verificationStatus: body.decision, comment },
  });
  return {
    documentId: document.id,
    verificationStatus: body.decision,
    comment,
    reviewedBy: user.userName,
    reviewedOn: decided?.at ?? new Date().toISOString(),
  };
}
