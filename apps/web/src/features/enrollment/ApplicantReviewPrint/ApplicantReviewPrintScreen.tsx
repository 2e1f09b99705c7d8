import { Alert, PrintableReview } from '@pathway/design-system';
import { useNavigate, useParams } from 'react-router';
import { createGlobalStyle } from 'styled-components';
import { paths } from '../../../config/paths.ts';
import { useApplicantReviewData } from '../ApplicantReview/ApplicantReview.tsx';
import { useReviewLookups } from '../ApplicantReview/ItemEditor.tsx';
import { printItems } from './printItems.ts';

/**
 * Letter paper (8.5 × 11 in) with half-inch margins: the review's two columns fit the 7.5 in of
 * width, and an item never breaks across sheets (the design system's print rules hide the rest).
 */
const LetterPage = createGlobalStyle`
  @page {
    size: letter portrait;
    margin: 0.5in;
  }
  @media print {
    [data-component='PrintableReview'] > div {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

/** The printable review of one applicant; Cancel goes back to the applicant review. */
export function ApplicantReviewPrint({ applicantId, onCancel }: { applicantId: number; onCancel: () => void }) {
  const { header, sections, review, documents, isError } = useApplicantReviewData(applicantId);
  const lookups = useReviewLookups();
  if (header && sections && review && documents) {
    const name = [header.firstName, header.middleName, header.lastName, header.suffixName].filter(Boolean).join(' ');
    return (
      <>
        <LetterPage />
        <PrintableReview
          title="Applicant Review"
          subtitle={`${name} (${String(header.applicantId)}) · ${header.enrollmentStatus}`}
          items={printItems(header, sections, review, documents, lookups)}
          onCancel={onCancel}
        />
      </>
    );
  }
  if (isError)
    return <Alert variant="danger">{`The review of applicant ${String(applicantId)} could not be loaded.`}</Alert>;
  return <p role="status">Loading…</p>;
}

/** `quality-review/:applicantId/print` (spec section 2): the printable applicant review. */
export function ApplicantReviewPrintScreen() {
  const id = Number(useParams().applicantId);
  const navigate = useNavigate();
  if (!Number.isInteger(id) || id < 1) return <p>404: page missing</p>;
  return (
    <ApplicantReviewPrint
      applicantId={id}
      onCancel={() => {
        void navigate(paths.applicantReview.href(id));
      }}
    />
  );
}
