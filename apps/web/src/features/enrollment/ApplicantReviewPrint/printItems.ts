import type { ApplicantDocument, ApplicantHeader, ApplicantReviewSection, QualityReview } from '@pathway/api-client';
import { formatDate, type ReviewItem, type SelectItem } from '@pathway/design-system';
import type { ReviewLookups } from '../ApplicantReview/ItemEditor.tsx';
import { documentLabel } from '../ApplicantReview/ItemEditor.tsx';
import { draftOf, itemsBySection, statusText, type DraftItem } from '../ApplicantReview/reviewModel.ts';

/** A chosen option's text; null when nothing was chosen (printed as a dash). */
const textOf = (items: readonly SelectItem[], id: number | null | undefined): string | null =>
  id === null || id === undefined ? null : (items.find((item) => item.value === id)?.label ?? `#${String(id)}`);

const yesNo = (value: boolean | null | undefined): string | null =>
  value === null || value === undefined ? null : value ? 'Yes' : 'No';

/**
 * The printable review's items (spec section 2's twelve kinds) from the requested documents: each
 * page kind becomes the kind that prints its fields, titled with its section so every section shows
 * on paper. An item prints what the review holds, with the labels the review's editor gives them,
 * and a dash where nothing was chosen: no placeholder ("Select Value") and no value the record does
 * not hold is printed as data. The review's own summary (status and comment) closes the list.
 */
export function printItems(
  header: ApplicantHeader,
  sections: readonly ApplicantReviewSection[],
  review: QualityReview,
  documents: readonly ApplicantDocument[],
  lookups: ReviewLookups,
): ReviewItem[] {
  const draft = draftOf(header, review);
  const documentOf = (id: number | null | undefined) => documents.find((candidate) => candidate.id === id);
  const documentName = (id: number | null | undefined) => {
    const document = documentOf(id);
    return document ? documentLabel(document) : id === null || id === undefined ? null : `#${String(id)}`;
  };
  const text = (value: string | null | undefined) => (value === undefined || value === '' ? null : value);
  const applicant = [header.firstName, header.lastName].join(' ');
  const toItem = (item: DraftItem, title: string): ReviewItem => {
    const base = {
      id: String(item.id),
      title,
      status: statusText(review, item.statusId),
      comment: item.comment,
    };
    const v = item.variant;
    switch (item.type) {
      case 'Citizenship':
        return {
          ...base,
          kind: 'citizenship',
          fields: [
            { label: 'First Document', value: documentName(v.firstDocumentId) },
            { label: 'Second Document', value: documentName(v.secondDocumentId) },
            { label: 'Third Document', value: documentName(v.thirdDocumentId) },
          ],
        };
      case 'ClearanceOrder':
        return {
          ...base,
          kind: 'clearanceOrder',
          fields: [
            { label: 'Clearance Company', value: textOf(lookups.clearanceCompanies, v.clearanceCompanyId) },
            { label: 'Clearance Order Number', value: text(v.clearanceOrderNumber) },
          ],
        };
      case 'DebitCardFeedBack':
        return {
          ...base,
          kind: 'debitCardFeedback',
          fields: [
            { label: 'Payment Method', value: textOf(lookups.paymentMethods, v.paymentMethodId) },
            { label: 'Verification Type', value: textOf(lookups.verificationTypes, v.verificationTypeId) },
          ],
        };
      case 'Document':
      case 'SingleDocument':
        return {
          ...base,
          kind: item.type === 'Document' ? 'document' : 'singleDocument',
          uploadedOn: ((document) => (document ? formatDate(document.createDate) : undefined))(
            documentOf(v.documentId),
          ),
          fields: [
            { label: 'Document', value: documentName(v.documentId) },
            { label: 'Other Document', value: text(v.other) },
          ],
        };
      case 'IncomeProved':
        return {
          ...base,
          kind: 'incomeProved',
          familySize: header.familySize ?? undefined,
          annualIncome: header.familyIncome ?? undefined,
          fields: [
            { label: 'Income Eligibility Proof', value: textOf(lookups.incomeProofs, v.incomeEligibilityProofId) },
          ],
        };
      case 'NonStandard':
        return { ...base, kind: 'nonStandard' };
      case 'MediaUsage':
        return {
          ...base,
          kind: 'nonStandard',
          fields: [{ label: 'Media Usage', value: textOf(lookups.mediaUsages, v.mediaUsageId) }],
        };
      case 'signature page':
        return {
          ...base,
          kind: 'signature',
          signedBy: applicant,
          fields: [
            { label: 'Waiver Release', value: textOf(lookups.waiverReleases, v.waiverReleaseId) },
            { label: 'Buckley Amendment', value: textOf(lookups.buckleyAmendments, v.buckleyAmendmentId) },
          ],
        };
      case 'Standard':
        return { ...base, kind: 'standard' };
      case 'W-4':
        return {
          ...base,
          kind: 'w4',
          fields: [
            {
              label: 'Deductions',
              value: v.deductions === null || v.deductions === undefined ? null : String(v.deductions),
            },
          ],
        };
      case 'WorkPermit':
        return {
          ...base,
          kind: 'workPermit',
          fields: [
            { label: 'Work Permit', value: yesNo(v.isWorkPermit) },
            { label: 'Work Permit Number', value: text(v.number) },
          ],
        };
      case 'Summary':
        return {
          ...base,
          kind: 'summary',
          // A checkbox: unticked is an answer (No), not a missing choice.
          fields: [{ label: 'Provider screening complete', value: v.isProviderScreeningComplete ? 'Yes' : 'No' }],
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
    status: review.summaryStatus,
    comment: review.summaryComment ?? undefined,
    reviewedOn: header.lastUpdatedOn ? formatDate(header.lastUpdatedOn) : undefined,
  });
  return items;
}
