import { MaintainApplicantsScreen } from '../../features/enrollment/MaintainApplicants/MaintainApplicantsScreen.tsx';
import { QualityReviewScreen } from '../../features/enrollment/QualityReview/QualityReviewScreen.tsx';
import { placeholderScreen } from './SectionPlaceholder.tsx';

/** The enrollment section's screens (one lazily loaded chunk); menu nodes name them. */
export const screens = {
  maintainApplicants: MaintainApplicantsScreen,
  enrollApplicants: placeholderScreen('Enroll Applicants'),
  qualityReview: QualityReviewScreen,
  applicantReview: placeholderScreen('Applicant Review'),
  applicantReviewPrint: placeholderScreen('Applicant Review'),
  providerScreening: placeholderScreen('Provider Screening'),
  applicantScreening: placeholderScreen('Applicant Screening'),
  enrollmentPrograms: placeholderScreen('Enrollment Programs'),
  recruitRelease: placeholderScreen('Recruit/Release'),
};
