import type { ApplicantDocument, ApplicantHeader, ApplicantReviewSection, QualityReview } from '@pathway/api-client';
import { formatDate, type ReviewItem, type SelectItem } from '@pathway/design-system';
import type { ReviewLookups } from '../ApplicantReview/ItemEditor.tsx';
import { documentLabel } from '../ApplicantReview/ItemEditor.tsx';
import { draftOf, itemsBySection, statusText, type DraftItem } from '../ApplicantReview/reviewModel.ts';

const textOf = (items: readonly SelectItem[], id: number | null | undefined) =>
  id === null || id === undefined ? undefined : (items.find((item) => item.value === id)?.label ?? `#${String(id)}`);

/**
 * The printable review's items (spec section 2's twelve kinds) from the requested documents: each
 * page kind becomes the kind that prints its fields, titled with its section so every section shows
 * on paper; Media Usage prints as a non-standard question with the chosen option as the answer. The
 * review's own summary (status and comment) closes the list.
 */
export function printItems(
  header: ApplicantHeader,
  sections: readonly ApplicantReviewSection[],
  review: QualityReview,
  documents: readonly ApplicantDocument[],
  lookups: ReviewLookups,
): ReviewItem[] {
  const draft = draftOf(header, review);
  const documentName = (id: number | null | undefined) => {
    const document = documents.find((candidate) => candidate.id === id);
    return document ? documentLabel(document) : undefined;
  };
  const uploadedOn = (id: number | null | undefined) => {
    const document = documents.find((candidate) => candidate.id === id);
    return document ? formatDate(document.createDate) : undefined;
  };
  const applicant = [header.firstName, header.lastName].join(' ');
  const toItem = (item: DraftItem, title: string): ReviewItem => {
    const base = {
      id: String(item.id),
      title,
      status: statusText(review, item.statusId) ?? 'No status',
      comment: item.comment,
    };
    const v = item.variant;
    switch (item.type) {
      case 'Citizenship':
        return {
          ...base,
          kind: 'citizenship',
          // The online application's citizenship answer is not part of the review record.
          citizen: null,
          documentType: [v.firstDocumentId, v.secondDocumentId, v.thirdDocumentId]
            .map(documentName)
            .filter(Boolean)
            .join('; '),
        };
      case 'ClearanceOrder':
        return {
          ...base,
          kind: 'clearanceOrder',
          clearanceType: textOf(lookups.clearanceCompanies, v.clearanceCompanyId) ?? 'No company chosen',
          result: v.clearanceOrderNumber ? `Order ${v.clearanceOrderNumber}` : undefined,
        };
      case 'DebitCardFeedBack':
        return {
          ...base,
          kind: 'debitCardFeedback',
          feedback: [
            textOf(lookups.paymentMethods, v.paymentMethodId) ?? 'No payment method',
            textOf(lookups.verificationTypes, v.verificationTypeId) ?? 'no verification type',
          ].join(', verified by '),
        };
      case 'Document':
        return {
          ...base,
          kind: 'document',
          documentName: documentName(v.documentId) ?? v.other ?? 'None',
          uploadedOn: uploadedOn(v.documentId),
        };
      case 'SingleDocument':
        return {
          ...base,
          kind: 'singleDocument',
          documentName: documentName(v.documentId) ?? v.other ?? 'None',
          received: v.documentId !== null && v.documentId !== undefined,
        };
      case 'IncomeProved':
        return {
          ...base,
          kind: 'incomeProved',
          familySize: header.familySize ?? 0,
          annualIncome: header.familyIncome ?? 0,
          proved: v.incomeEligibilityProofId === null || v.incomeEligibilityProofId === undefined ? null : true,
          comment: [textOf(lookups.incomeProofs, v.incomeEligibilityProofId), item.comment].filter(Boolean).join(' — '),
        };
      case 'NonStandard':
        return { ...base, kind: 'nonStandard', question: item.name, answer: item.comment || 'No answer recorded' };
      case 'MediaUsage':
        return {
          ...base,
          kind: 'nonStandard',
          question: 'Media usage',
          answer: textOf(lookups.mediaUsages, v.mediaUsageId) ?? 'No choice',
        };
      case 'signature page':
        return {
          ...base,
          kind: 'signature',
          signedBy: applicant,
          // The signing date is not part of the review record: the row is left out.
          signedOn: '',
          comment: [
            textOf(lookups.waiverReleases, v.waiverReleaseId),
            textOf(lookups.buckleyAmendments, v.buckleyAmendmentId),
            item.comment,
          ]
            .filter(Boolean)
            .join('; '),
        };
      case 'Standard':
        return { ...base, kind: 'standard', question: item.name, answer: null };
      case 'W-4':
        // The filing status is not part of the review record; the allowances (deductions) are.
        return { ...base, kind: 'w4', filingStatus: 'Not recorded', allowances: v.deductions ?? undefined };
      case 'WorkPermit':
        return {
          ...base,
          kind: 'workPermit',
          permitNumber: v.isWorkPermit === false ? 'No work permit' : (v.number ?? undefined),
        };
      case 'Summary':
        return {
          ...base,
          kind: 'summary',
          comment: [`Provider screening complete: ${v.isProviderScreeningComplete ? 'Yes' : 'No'}`, item.comment]
            .filter(Boolean)
            .join('. '),
        };
    }
  };
  const items = itemsBySection(sections, draft).flatMap(({ section, items: sectionItems }) =>
    sectionItems.map((item) => toItem(item, `${String(section.number)}. ${section.title} — ${item.name}`)),
  );
  items.push({
    id: 'quality-review-summary',
    kind: 'summary',
    title: 'Quality Review Summary',
    status: review.summaryStatus ?? 'No status',
    comment: review.summaryComment ?? undefined,
    reviewedOn: header.lastUpdatedOn ? formatDate(header.lastUpdatedOn) : undefined,
  });
  return items;
}
