import { ApplicantScreeningScreen } from '../../features/enrollment/ApplicantScreening/ApplicantScreeningScreen.tsx';
import { EnrollApplicantsScreen } from '../../features/enrollment/EnrollApplicants/EnrollApplicantsScreen.tsx';
import { EnrollmentProgramsScreen } from '../../features/enrollment/EnrollmentPrograms/EnrollmentProgramsScreen.tsx';
import { ApplicantReviewScreen } from '../../features/enrollment/ApplicantReview/ApplicantReviewScreen.tsx';
import { ApplicantReviewPrintScreen } from '../../features/enrollment/ApplicantReviewPrint/ApplicantReviewPrintScreen.tsx';
import { MaintainApplicantsScreen } from '../../features/enrollment/MaintainApplicants/MaintainApplicantsScreen.tsx';
import { ProviderScreeningScreen } from '../../features/enrollment/ProviderScreening/ProviderScreeningScreen.tsx';
import { QualityReviewScreen } from '../../features/enrollment/QualityReview/QualityReviewScreen.tsx';
import { RecruitReleaseScreen } from '../../features/enrollment/RecruitRelease/RecruitReleaseScreen.tsx';

/** The enrollment section's screens (one lazily loaded chunk); menu nodes name them. */
export const screens = {
  maintainApplicants: MaintainApplicantsScreen,
  enrollApplicants: EnrollApplicantsScreen,
  qualityReview: QualityReviewScreen,
  applicantReview: ApplicantReviewScreen,
  applicantReviewPrint: ApplicantReviewPrintScreen,
  providerScreening: ProviderScreeningScreen,
  applicantScreening: ApplicantScreeningScreen,
  enrollmentPrograms: EnrollmentProgramsScreen,
  recruitRelease: RecruitReleaseScreen,
};
