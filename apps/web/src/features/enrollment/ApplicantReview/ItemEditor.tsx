import type { ApplicantDocument, QualityReview } from '@pathway/api-client';
import { Checkbox, SingleSelect, TextArea, TextField, TriStateSelect, type SelectItem } from '@pathway/design-system';
import styled from 'styled-components';
import { useLookup } from '../../../kit/index.ts';
import type { DraftItem, PageKind, VariantValues } from './reviewModel.ts';

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: var(--space-3);
  margin: 0 0 var(--space-4);
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);

  &[data-incomplete='true'] {
    border-color: var(--color-warning-border);
  }

  legend {
    padding: 0 var(--space-1);
    font-weight: var(--font-weight-semibold);
  }
`;

const Meta = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** Page kinds as a reviewer reads them (spec section 3's document page kinds). */
export const PAGE_KIND_LABELS: Record<PageKind, string> = {
  Standard: 'Standard',
  NonStandard: 'Non Standard',
  Citizenship: 'Citizenship',
  ClearanceOrder: 'Clearance Order',
  DebitCardFeedBack: 'Debit Card Feedback',
  Document: 'Document',
  SingleDocument: 'Single Document',
  MediaUsage: 'Media Usage',
  IncomeProved: 'Income Proved',
  'signature page': 'Signature Page',
  Summary: 'Summary',
  'W-4': 'W-4',
  WorkPermit: 'Work Permit',
};

/** The option lists the variant fields choose from (each a named lookup, read once per session). */
export function useReviewLookups() {
  return {
    clearanceCompanies: useLookup('clearance-companies').items,
    paymentMethods: useLookup('payment-methods').items,
    verificationTypes: useLookup('verification-types').items,
    mediaUsages: useLookup('media-usages').items,
    incomeProofs: useLookup('income-eligibility-proofs').items,
    waiverReleases: useLookup('waiver-releases').items,
    buckleyAmendments: useLookup('buckley-amendments').items,
  };
}
export type ReviewLookups = ReturnType<typeof useReviewLookups>;

export const documentLabel = (document: ApplicantDocument) => `${document.documentTypeName}: ${document.fileName}`;

export interface ItemEditorProps {
  item: DraftItem;
  review: QualityReview;
  documents: readonly ApplicantDocument[];
  lookups: ReviewLookups;
  incomplete: boolean;
  /** The review cannot be edited (no EDIT_QUALITY_REVIEW, or the application left Quality Review). */
  readOnly: boolean;
  onChange: (item: DraftItem) => void;
}

/**
 * One requested-document item: its status and comment, and the fields of its page kind (spec
 * section 3) — document choices, lookup choices, numbers, flags and text.
 */
export function ItemEditor({ item, review, documents, lookups, incomplete, readOnly, onChange }: ItemEditorProps) {
  const disabled = readOnly || !item.editable;
  const statuses: SelectItem<number>[] = (review.items[0]?.applicantReviewStatuses ?? []).map((status) => ({
    value: status.id,
    label: status.text,
  }));
  const documentItems: SelectItem<number>[] = documents.map((document) => ({
    value: document.id,
    label: documentLabel(document),
  }));
  const set = (variant: Partial<VariantValues>) => {
    onChange({ ...item, variant: { ...item.variant, ...variant } });
  };
  const choice = (label: string, field: keyof VariantValues, items: readonly SelectItem[]) => (
    <SingleSelect<number | string>
      key={field}
      label={label}
      items={items}
      value={(item.variant[field] as number | null | undefined) ?? null}
      defaultText="Select Value"
      disabled={disabled}
      onValueChange={({ value }) => {
        set({ [field]: value });
      }}
    />
  );
  const text = (label: string, field: 'clearanceOrderNumber' | 'other' | 'number', maxLength: number) => (
    <TextField
      key={field}
      label={label}
      value={item.variant[field] ?? ''}
      maxLength={maxLength}
      disabled={disabled}
      onValueChange={({ value }) => {
        set({ [field]: value === '' ? null : value });
      }}
    />
  );
  const fields: Record<PageKind, () => React.ReactNode> = {
    Standard: () => null,
    NonStandard: () => null,
    Citizenship: () => [
      choice('First Document', 'firstDocumentId', documentItems),
      choice('Second Document', 'secondDocumentId', documentItems),
      choice('Third Document', 'thirdDocumentId', documentItems),
    ],
    ClearanceOrder: () => [
      choice('Clearance Company', 'clearanceCompanyId', lookups.clearanceCompanies),
      text('Clearance Order Number', 'clearanceOrderNumber', 50),
    ],
    DebitCardFeedBack: () => [
      choice('Payment Method', 'paymentMethodId', lookups.paymentMethods),
      choice('Verification Type', 'verificationTypeId', lookups.verificationTypes),
    ],
    Document: () => [choice('Document', 'documentId', documentItems), text('Other Document', 'other', 250)],
    SingleDocument: () => [choice('Document', 'documentId', documentItems), text('Other Document', 'other', 250)],
    MediaUsage: () => choice('Media Usage', 'mediaUsageId', lookups.mediaUsages),
    IncomeProved: () => choice('Income Eligibility Proof', 'incomeEligibilityProofId', lookups.incomeProofs),
    'signature page': () => [
      choice('Waiver Release', 'waiverReleaseId', lookups.waiverReleases),
      choice('Buckley Amendment', 'buckleyAmendmentId', lookups.buckleyAmendments),
    ],
    Summary: () => (
      <Checkbox
        label="Provider screening complete"
        checked={item.variant.isProviderScreeningComplete === true}
        disabled={disabled}
        onCheckedChange={({ checked }) => {
          set({ isProviderScreeningComplete: checked });
        }}
      />
    ),
    'W-4': () => (
      <TextField
        label="Deductions"
        type="number"
        min={0}
        max={99}
        value={item.variant.deductions ?? ''}
        disabled={disabled}
        onValueChange={({ value }) => {
          const number = Number.parseInt(value, 10);
          set({ deductions: Number.isNaN(number) ? null : Math.min(99, Math.max(0, number)) });
        }}
      />
    ),
    WorkPermit: () => [
      <TriStateSelect
        key="isWorkPermit"
        label="Work Permit"
        value={item.variant.isWorkPermit ?? null}
        disabled={disabled}
        onValueChange={({ value }) => {
          set({ isWorkPermit: value });
        }}
      />,
      text('Work Permit Number', 'number', 50),
    ],
  };
  return (
    <Fieldset data-incomplete={item.editable && incomplete}>
      <legend>{item.name}</legend>
      <Meta>
        {PAGE_KIND_LABELS[item.type]}
        {item.isRequired ? ' · Required' : ' · Optional'}
        {item.editable ? '' : ' · Checked at provider screening'}
      </Meta>
      <SingleSelect<number>
        label="Status"
        items={statuses}
        value={item.statusId}
        defaultText="Select Value"
        required={item.editable}
        disabled={disabled}
        onValueChange={({ value }) => {
          onChange({ ...item, statusId: value });
        }}
      />
      {fields[item.type]()}
      <Wide>
        <TextArea
          label="Comment"
          rows={2}
          maxLength={2000}
          value={item.comment}
          disabled={disabled}
          onValueChange={({ value }) => {
            onChange({ ...item, comment: value });
          }}
        />
      </Wide>
    </Fieldset>
  );
}
