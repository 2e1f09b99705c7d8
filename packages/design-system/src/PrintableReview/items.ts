import { isIncompleteStatus } from '@pathway/validation';
/** What nothing chosen prints as: a dash, never a select's placeholder. */
export const NOTHING_CHOSEN = '—';

/** A field of the review as its editor labels it; `null` (nothing chosen) prints as a dash. */
export interface ReviewField {
  label: string;
  value: string | null;
}

interface ItemBase {
  id: string;
  /** Heading; the kind's name by default. */
  title?: string;
  /** The review's own fields of this item, printed after the kind's rows with the editor's labels. */
  fields?: readonly ReviewField[];
  /** Review status, e.g. Complete or Not Present; `null` when none was chosen. */
  status?: string | null;
  /** Reviewer's comment. */
  comment?: string;
}

/** The item kinds of the printable applicant review (spec section 2). */
export type ReviewItem = ItemBase &
  (
    | { kind: 'citizenship'; citizen?: boolean | null; documentType?: string }
    | { kind: 'clearanceOrder'; clearanceType?: string; orderedOn?: string; result?: string }
    | { kind: 'debitCardFeedback'; cardLastFour?: string; feedback?: string }
    | { kind: 'document'; documentName?: string; uploadedOn?: string; uploadedBy?: string }
    | { kind: 'singleDocument'; documentName?: string; received?: boolean }
    | { kind: 'incomeProved'; familySize?: number; annualIncome?: number; proved?: boolean | null }
    | { kind: 'nonStandard'; question?: string; answer?: string }
    | { kind: 'signature'; signedBy?: string; signedOn?: string }
    | { kind: 'standard'; question?: string; answer?: boolean | null }
    | { kind: 'w4'; filingStatus?: string; allowances?: number; extraWithholding?: number }
    | { kind: 'workPermit'; permitNumber?: string; issuedOn?: string; expiresOn?: string }
    | { kind: 'summary'; reviewer?: string; reviewedOn?: string }
  );

export type ReviewItemKind = ReviewItem['kind'];

/** Default headings per kind. */
export const REVIEW_ITEM_TITLES: Record<ReviewItemKind, string> = {
  citizenship: 'Citizenship',
  clearanceOrder: 'Clearance Order',
  debitCardFeedback: 'Debit Card Feedback',
  document: 'Document',
  singleDocument: 'Single Document',
  incomeProved: 'Income Proved',
  nonStandard: 'Non Standard',
  signature: 'Signature',
  standard: 'Standard',
  w4: 'W-4',
  workPermit: 'Work Permit',
  summary: 'Summary',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Yes or No; null (not answered) is a dash, undefined (not held) leaves the row out. */
const yesNo = (value: boolean | null | undefined) =>
  value === undefined ? undefined : value === null ? NOTHING_CHOSEN : value ? 'Yes' : 'No';

type Row = readonly [label: string, value: string | number | null | undefined];

/** The labelled rows an item prints, before its status and comment. */
function kindRows(item: ReviewItem): Row[] {
  switch (item.kind) {
    case 'citizenship':
      return [
        ['US citizen', yesNo(item.citizen)],
        ['Document', item.documentType],
      ];
    case 'clearanceOrder':
      return [
        ['Clearance', item.clearanceType],
        ['Ordered on', item.orderedOn],
        ['Result', item.result],
      ];
    case 'debitCardFeedback':
      return [
        ['Card', item.cardLastFour ? `**** ${item.cardLastFour}` : undefined],
        ['Feedback', item.feedback],
      ];
    case 'document':
      return [
        ['Document', item.documentName],
        ['Uploaded on', item.uploadedOn],
        ['Uploaded by', item.uploadedBy],
      ];
    case 'singleDocument':
      return [
        ['Document', item.documentName],
        ['Received', yesNo(item.received)],
      ];
    case 'incomeProved':
      return [
        ['Family size', item.familySize],
        ['Annual income', item.annualIncome === undefined ? undefined : usd.format(item.annualIncome)],
        ['Income proved', yesNo(item.proved)],
      ];
    case 'nonStandard':
      return [
        ['Question', item.question],
        ['Answer', item.answer],
      ];
    case 'signature':
      return [
        ['Signed by', item.signedBy],
        ['Signed on', item.signedOn],
      ];
    case 'standard':
      return [
        ['Question', item.question],
        ['Answer', yesNo(item.answer)],
      ];
    case 'w4':
      return [
        ['Filing status', item.filingStatus],
        ['Allowances', item.allowances],
        ['Extra withholding', item.extraWithholding === undefined ? undefined : usd.format(item.extraWithholding)],
      ];
    case 'workPermit':
      return [
        ['Permit number', item.permitNumber],
        ['Issued on', item.issuedOn],
        ['Expires on', item.expiresOn],
      ];
    case 'summary':
      return [
        ['Reviewer', item.reviewer],
        ['Reviewed on', item.reviewedOn],
      ];
  }
}

/**
 * Every row an item prints: the kind's rows, the review's fields, its status and comment. A value
 * the item does not hold (undefined, or an empty text) is left out; nothing chosen (null) is a dash.
 */
export function reviewItemRows(item: ReviewItem): { label: string; value: string }[] {
  const fields: Row[] = (item.fields ?? []).map((field) => [field.label, field.value]);
  const rows: Row[] = [...kindRows(item), ...fields, ['Status', item.status], ['Comment', item.comment]];
  return rows.flatMap(([label, value]) =>
    value === undefined || value === '' ? [] : [{ label, value: value === null ? NOTHING_CHOSEN : String(value) }],
  );
}

export function isIncomplete(item: ReviewItem): boolean {
  return isIncompleteStatus(item.status);
}
