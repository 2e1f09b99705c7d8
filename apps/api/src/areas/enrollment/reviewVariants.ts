import type { Updateable } from 'kysely';
import type { Database } from '../../core/schema.ts';
import type { components } from '@pathway/api-client/schema';
import type { Principal } from '../../http/context.ts';
import { unprocessable } from '../../core/errors.ts';
import { blankToNull, requireApplicant, type Db } from './common.ts';

type S = components['schemas'];
type Edit = S['QualityReviewItemEdit'];
type PageKind = S['DocumentPageKind'];
type VariantField = Exclude<keyof Edit, 'id' | 'statusId' | 'comment'>;
type ItemUpdate = Updateable<Database['applicant_review_items']>;
type ItemColumn = keyof ItemUpdate;

/**
 * What each variant field of a review item is (spec section 3's requested-document variants): its
 * column, the page kinds that carry it, and what a value must be — an uploaded document of this
 * applicant, an option of a named lookup, or plain text, number or flag.
 */
const VARIANTS: Record<
  VariantField,
  {
    column: ItemColumn | 'is_provider_screening_complete';
    kinds: readonly PageKind[];
    ref?: 'document' | { lookup: string };
  }
> = {
  firstDocumentId: { column: 'first_document_id', kinds: ['Citizenship'], ref: 'document' },
  secondDocumentId: { column: 'second_document_id', kinds: ['Citizenship'], ref: 'document' },
  thirdDocumentId: { column: 'third_document_id', kinds: ['Citizenship'], ref: 'document' },
  clearanceCompanyId: {
    column: 'clearance_company_id',
    kinds: ['ClearanceOrder'],
    ref: { lookup: 'clearance-companies' },
  },
  clearanceOrderNumber: { column: 'clearance_order_number', kinds: ['ClearanceOrder'] },
  paymentMethodId: { column: 'payment_method_id', kinds: ['DebitCardFeedBack'], ref: { lookup: 'payment-methods' } },
  verificationTypeId: {
    column: 'verification_type_id',
    kinds: ['DebitCardFeedBack'],
    ref: { lookup: 'verification-types' },
  },
  documentId: { column: 'document_id', kinds: ['Document', 'SingleDocument'], ref: 'document' },
  other: { column: 'other', kinds: ['Document', 'SingleDocument'] },
  mediaUsageId: { column: 'media_usage_id', kinds: ['MediaUsage'], ref: { lookup: 'media-usages' } },
  incomeEligibilityProofId: {
    column: 'income_eligibility_proof_id',
    kinds: ['IncomeProved'],
    ref: { lookup: 'income-eligibility-proofs' },
  },
  waiverReleaseId: { column: 'waiver_release_id', kinds: ['signature page'], ref: { lookup: 'waiver-releases' } },
  buckleyAmendmentId: {
    column: 'buckley_amendment_id',
    kinds: ['signature page'],
    ref: { lookup: 'buckley-amendments' },
  },
  // Kept on the application (the header reads it there); the Summary item only shows it.
  isProviderScreeningComplete: { column: 'is_provider_screening_complete', kinds: ['Summary'] },
  deductions: { column: 'deductions', kinds: ['W-4'] },
  isWorkPermit: { column: 'is_work_permit', kinds: ['WorkPermit'] },
  number: { column: 'work_permit_number', kinds: ['WorkPermit'] },
};

const VARIANT_FIELDS = Object.keys(VARIANTS) as VariantField[];

/**
 * Writes the variant fields an edit carries for one item: a field left out keeps its value, null
 * clears it. A field of another page kind, a document that is not this applicant's or an option of
 * another list answers 422 naming the field.
 */
export async function saveVariantFields(
  db: Db,
  applicantId: number,
  item: { id: number; page_kind: PageKind; name: string },
  edit: Edit,
) {
  const sets: ItemUpdate = {};
  for (const field of VARIANT_FIELDS) {
    const value = edit[field];
    if (value === undefined) continue;
    const variant = VARIANTS[field];
    if (!variant.kinds.includes(item.page_kind)) {
      throw unprocessable({ [field]: `${item.name} (${item.page_kind}) has no ${field}.` });
    }
    if (typeof value === 'number' && variant.ref === 'document') {
      const owned = await db
        .selectFrom('documents')
        .select('id')
        .where('id', '=', value)
        .where('source_type', '=', 'applicants')
        .where('source_id', '=', applicantId)
        .executeTakeFirst();
      if (!owned)
        throw unprocessable({ [field]: `Document ${String(value)} is not one of this applicant's documents.` });
    } else if (typeof value === 'number' && typeof variant.ref === 'object') {
      const option = await db
        .selectFrom('lookup_options')
        .select('id')
        .where('id', '=', value)
        .where('lookup_name', '=', variant.ref.lookup)
        .executeTakeFirst();
      if (!option) throw unprocessable({ [field]: `Option ${String(value)} is not one of ${variant.ref.lookup}.` });
    }
    if (field === 'isProviderScreeningComplete') {
      await db
        .updateTable('applicants')
        .set({ is_provider_screening_complete: value === true })
        .where('id', '=', applicantId)
        .execute();
      continue;
    }
    Object.assign(sets, { [variant.column]: typeof value === 'string' ? blankToNull(value) : value });
  }
  if (Object.keys(sets).length > 0) {
    await db.updateTable('applicant_review_items').set(sets).where('id', '=', item.id).execute();
  }
}

interface DocumentRow {
  id: number;
  name: string;
  file_name: string;
  document_type_name: string | null;
  content_type: string;
  size_bytes: number;
  verification_status: S['DocumentVerificationStatus'];
  comment: string | null;
  reviewed_by: string | null;
  reviewed_on: string | null;
  create_date: string;
  version: number;
}

/** The applicant's uploaded documents with their review state, newest first (the review's verify/reject list). */
export async function applicantDocuments(
  db: Db,
  user: Principal | null,
  applicantId: number,
): Promise<S['ApplicantDocumentList']> {
  await requireApplicant(db, user, applicantId);
  const rows: DocumentRow[] = await db
    .selectFrom('documents as d')
    .leftJoin('lookup_options as t', 't.id', 'd.document_type_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('applicant_document_decisions as x')
          .select(['x.comment', 'x.create_user', 'x.create_date'])
          .whereRef('x.document_id', '=', 'd.id')
          .orderBy('x.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.on('d.verification_status', '<>', 'Uploaded'),
    )
    .select([
      'd.id',
      'd.name',
      'd.file_name',
      't.text as document_type_name',
      'd.content_type',
      'd.size_bytes',
      'd.verification_status',
      'last.comment',
      'last.create_user as reviewed_by',
      'last.create_date as reviewed_on',
      'd.create_date',
      'd.version',
    ])
    .where('d.source_type', '=', 'applicants')
    .where('d.source_id', '=', applicantId)
    .orderBy('d.create_date', 'desc')
    .orderBy('d.id', 'desc')
    .$narrowType<{ verification_status: DocumentRow['verification_status'] }>()
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    fileName: row.file_name,
    documentTypeName: row.document_type_name ?? '',
    contentType: row.content_type,
    size: row.size_bytes,
    verificationStatus: row.verification_status,
    comment: row.comment,
    reviewedBy: row.reviewed_by,
    reviewedOn: row.reviewed_on === null ? null : new Date(row.reviewed_on).toISOString(),
    createDate: new Date(row.create_date).toISOString(),
    version: row.version,
  }));
}
