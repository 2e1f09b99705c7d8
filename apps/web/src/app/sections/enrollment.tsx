import { lazyScreen } from './lazyScreen.ts';

/** The enrollment section's screens (each in a chunk of its own, ADR 085); menu nodes name them. */
export const screens = {
  maintainApplicants: lazyScreen(() =>
    import('../../features/enrollment/MaintainApplicants/MaintainApplicantsScreen.tsx').then(
      (module) => module.MaintainApplicantsScreen,
    ),
  ),
  enrollApplicants: lazyScreen(() =>
    import('../../features/enrollment/EnrollApplicants/EnrollApplicantsScreen.tsx').then(
      (module) => module.EnrollApplicantsScreen,
    ),
  ),
  qualityReview: lazyScreen(() =>
    import('../../features/enrollment/QualityReview/QualityReviewScreen.tsx').then(
      (module) => module.QualityReviewScreen,
    ),
  ),
  applicantReview: lazyScreen(() =>
    import('../../features/enrollment/ApplicantReview/ApplicantReviewScreen.tsx').then(
      (module) => module.ApplicantReviewScreen,
    ),
  ),
  applicantReviewPrint: lazyScreen(() =>
    import('../../features/enrollment/ApplicantReviewPrint/ApplicantReviewPrintScreen.tsx').then(
      (module) => module.ApplicantReviewPrintScreen,
    ),
  ),
  providerScreening: lazyScreen(() =>
    import('../../features/enrollment/ProviderScreening/ProviderScreeningScreen.tsx').then(
      (module) => module.ProviderScreeningScreen,
    ),
  ),
  applicantScreening: lazyScreen(() =>
    import('../../features/enrollment/ApplicantScreening/ApplicantScreeningScreen.tsx').then(
      (module) => module.ApplicantScreeningScreen,
    ),
  ),
  enrollmentPrograms: lazyScreen(() =>
    import('../../features/enrollment/EnrollmentPrograms/EnrollmentProgramsScreen.tsx').then(
      (module) => module.EnrollmentProgramsScreen,
    ),
  ),
  lottery: lazyScreen(() =>
    import('../../features/enrollment/Lottery/LotteryScreen.tsx').then((module) => module.LotteryScreen),
  ),
  placement: lazyScreen(() =>
    import('../../features/enrollment/Placement/PlacementScreen.tsx').then((module) => module.PlacementScreen),
  ),
  recruitRelease: lazyScreen(() =>
    import('../../features/enrollment/RecruitRelease/RecruitReleaseScreen.tsx').then(
      (module) => module.RecruitReleaseScreen,
    ),
  ),
};
