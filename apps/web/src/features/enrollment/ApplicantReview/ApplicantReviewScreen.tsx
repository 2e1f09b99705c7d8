import { useParams } from 'react-router';
import { ApplicantReview } from './ApplicantReview.tsx';

/** Enrollment > Applicant Review at `enrollment/quality-review/:id`, opened from the Quality Review queue. */
export function ApplicantReviewScreen() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <p>404: page missing</p>;
  return <ApplicantReview applicantId={id} />;
}
