import type {
  ApplicantDocument,
  ApplicantHeader,
  ApplicantReviewSection,
  QualityReview,
  QualityReviewEditRequest,
  QualityReviewItemEdit,
  RequestedDocument,
} from '@pathway/api-client';
import { ageRange, isIncompleteStatus, messages } from '@pathway/validation';

export type PageKind = RequestedDocument['type'];

/** The variant fields a reviewer edits, as one flat record (each page kind uses its own). */
export type VariantValues = Omit<QualityReviewItemEdit, 'id' | 'statusId' | 'comment'>;

/** One item of the review as the screen edits it. */
export interface DraftItem {
  id: number;
  name: string;
  type: PageKind;
  isRequired: boolean;
  /** A quality-review item (edited here); otherwise checked at provider screening and shown read-only. */
  editable: boolean;
  statusId: number | null;
  comment: string;
  variant: VariantValues;
}

export interface Draft {
  items: Record<number, DraftItem>;
  summaryStatus: QualityReview['summaryStatus'];
  summaryComment: string;
}

/** The fields of spec section 3 that each page kind carries. */
export const VARIANT_FIELDS: Record<PageKind, readonly (keyof VariantValues)[]> = {
  Standard: [],
  NonStandard: [],
  Citizenship: ['firstDocumentId', 'secondDocumentId', 'thirdDocumentId'],
  ClearanceOrder: ['clearanceCompanyId', 'clearanceOrderNumber'],
  DebitCardFeedBack: ['paymentMethodId', 'verificationTypeId'],
  Document: ['documentId', 'other'],
  SingleDocument: ['documentId', 'other'],
  MediaUsage: ['mediaUsageId'],
  IncomeProved: ['incomeEligibilityProofId'],
  'signature page': ['waiverReleaseId', 'buckleyAmendmentId'],
  Summary: ['isProviderScreeningComplete'],
  'W-4': ['deductions'],
  WorkPermit: ['isWorkPermit', 'number'],
};

function variantOf(document: RequestedDocument): VariantValues {
  const values: Record<string, unknown> = {};
  const record = document as unknown as Record<string, unknown>;
  for (const field of VARIANT_FIELDS[document.type]) values[field] = record[field] ?? null;
  return values;
}

/** The review as loaded: every requested document, editable where it is a quality-review item. */
export function draftOf(header: ApplicantHeader, review: QualityReview): Draft {
  const quality = new Map(review.items.map((item) => [item.id, item]));
  const items: Record<number, DraftItem> = {};
  for (const document of header.requestedDocuments ?? []) {
    const item = quality.get(document.id);
    items[document.id] = {
      id: document.id,
      name: document.name,
      type: document.type,
      isRequired: document.isRequiredFlag,
      editable: item !== undefined,
      statusId: item?.statusId ?? document.statusId ?? null,
      comment: document.comment ?? '',
      variant: variantOf(document),
    };
  }
  return { items, summaryStatus: review.summaryStatus, summaryComment: review.summaryComment ?? '' };
}

/** The text of a status id among the review's options. */
export function statusText(review: QualityReview, statusId: number | null): string | null {
  if (statusId === null) return null;
  const options = review.items[0]?.applicantReviewStatuses ?? [];
  return options.find((option) => option.id === statusId)?.text ?? null;
}

/** An item is still to do while it has no status or one that counts as incomplete. */
export function isIncompleteItem(review: QualityReview, item: DraftItem): boolean {
  const text = statusText(review, item.statusId);
  return text === null || isIncompleteStatus(text);
}

/** Items in the order the sections list them, each once. */
export function itemsBySection(sections: readonly ApplicantReviewSection[], draft: Draft) {
  return sections.map((section) => ({
    section,
    items: section.items.flatMap((entry) => {
      const item = draft.items[entry.id];
      return item ? [item] : [];
    }),
  }));
}

/**
 * The first rule of spec section 5 the draft breaks, in the screen's order, or null: every dropdown
 * chosen, a comment on an incomplete summary, no incomplete item, every uploaded document reviewed.
 */
export function submissionProblem(
  review: QualityReview,
  draft: Draft,
  documents: readonly ApplicantDocument[],
): string | null {
  const quality = Object.values(draft.items).filter((item) => item.editable);
  if (draft.summaryStatus === null || quality.some((item) => item.statusId === null))
    return messages.qualityReviewSelectAll;
  if (isIncompleteStatus(draft.summaryStatus) && draft.summaryComment.trim() === '') {
    return messages.qualityReviewIncompleteComment;
  }
  if (quality.some((item) => isIncompleteItem(review, item))) return messages.qualityReviewCompleteItems;
  if (documents.some((document) => document.verificationStatus === 'Uploaded'))
    return messages.qualityReviewReviewDocuments;
  return null;
}

/**
 * The age rule of spec section 5: the enrollment program's minimum and maximum ages (the header's)
 * sit within the quality-review ages, each min at most its max. The message of the first break.
 */
export function ageProblem(header: ApplicantHeader, review: QualityReview): string | null {
  const errors = ageRange(
    { minAge: header.minAge ?? null, maxAge: header.maxAge ?? null },
    { minAge: review.minAge, maxAge: review.maxAge },
  );
  const error = errors.minAge ?? errors.maxAge;
  if (!error) return null;
  const range = (min: number | null | undefined, max: number | null | undefined) =>
    `${min === null || min === undefined ? '–' : String(min)} to ${max === null || max === undefined ? '–' : String(max)}`;
  return `The enrollment program's ages (${range(header.minAge, header.maxAge)}) must sit within the quality-review ages (${range(review.minAge, review.maxAge)}): ${error.message}`;
}

/**
 * The edit the server takes: every editable item that has a status (the contract requires one), with
 * its comment and the variant fields of its page kind; the summary; and whether to submit.
 */
export function editRequest(review: QualityReview, draft: Draft, submit: boolean): QualityReviewEditRequest {
  const items: QualityReviewItemEdit[] = Object.values(draft.items).flatMap((item) =>
    item.editable && item.statusId !== null
      ? [
          {
            id: item.id,
            statusId: item.statusId,
            comment: item.comment.trim() === '' ? null : item.comment,
            ...item.variant,
          },
        ]
      : [],
  );
  return {
    version: review.version,
    items,
    summaryStatus: draft.summaryStatus,
    summaryComment: draft.summaryComment.trim() === '' ? null : draft.summaryComment,
    submit,
  };
}
