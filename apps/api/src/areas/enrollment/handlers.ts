import { signedIn, type Handlers } from '../../http/context.ts';
import { removeStoredFile } from '../../lib/storage.ts';
import { isoDate } from '../../core/dates.ts';
import { versionOf } from '../../core/version.ts';
import {
  applicantSummary,
  deleteApplicant,
  enrollApplicants,
  lockApplicant,
  moveApplicant,
  searchApplicants,
  searchEnrollCandidates,
  searchQualityReview,
} from './applicants.ts';
import { lotteryOf, lotteryWorkbook, runLotteryDraw, saveLotterySettings } from './lotteryDraws.ts';
import { recruit, release, searchRecruitCandidates } from './recruit.ts';
import {
  applicantHeader,
  completeProviderScreening,
  decideDocument,
  editQualityReview,
  providerScreening,
  qualityReview,
  reviewSections,
  saveProviderScreening,
} from './review.ts';
import { applicantDocuments } from './reviewVariants.ts';
import { notFound } from '../../core/errors.ts';
import { provideRecordVisibility } from '../../lib/ports.ts';
import { visibleApplicant } from './common.ts';

// The History view shows an application only within its row scope (lib/ports.ts, ADR 225).
provideRecordVisibility('applicant', async (db, user, id) => {
  if (!(await visibleApplicant(db, user, id))) throw notFound('The application');
});

/**
 * Enrollment (issue 11, ADR 016/061): online applications from Applied through quality review and
 * provider screening to Enrolled (which makes the participant), the applicant review, and the
 * recruiting and release of enrolled participants. Every state change checks the contract's
 * x-transition; a refused one answers 409 "Enrollment was not successfully updated.".
 */
export const handlers: Handlers = {
  async enrollmentSearch({ db, user, body }) {
    return searchApplicants(db, user, body);
  },
  async enrollmentGet({ db, user, params }) {
    return applicantSummary(db, user, params.enrollmentId);
  },
  async enrollmentDelete({ db, user, params, query, services }) {
    const files = await deleteApplicant(db, signedIn(user), params.enrollmentId, versionOf(query));
    for (const key of files) await removeStoredFile(db, services.config, key);
    return undefined;
  },
  async enrollmentLockUnlock({ db, user, body }) {
    return lockApplicant(db, signedIn(user), body);
  },
  async enrollmentSearchQualityReview({ db, user, body }) {
    return searchQualityReview(db, user, body);
  },
  async enrollmentSearchEnrollApplicants({ db, user, body }) {
    return searchEnrollCandidates(db, user, body);
  },
  async enrollmentSearchRecruit({ db, user, body, services }) {
    return searchRecruitCandidates(db, user, body, isoDate(services.now()));
  },
  async enrollmentEnroll({ db, user, body, operation }) {
    return enrollApplicants(db, signedIn(user), operation, body);
  },
  async lotteryGet({ db, user, params }) {
    return lotteryOf(db, user, params.enrollmentProgramId);
  },
  async lotterySaveSettings({ db, user, params, body }) {
    return saveLotterySettings(db, signedIn(user), params.enrollmentProgramId, body);
  },
  async lotteryDraw({ db, user, params, body }) {
    return runLotteryDraw(db, signedIn(user), params.enrollmentProgramId, body);
  },
  async lotteryDownload({ db, user, params }) {
    return lotteryWorkbook(db, signedIn(user), params.enrollmentProgramId);
  },
  async enrollmentRecruit({ db, user, body, operation }) {
    return recruit(db, signedIn(user), operation, body);
  },
  async enrollmentRelease({ db, user, body, operation }) {
    return release(db, signedIn(user), operation, body);
  },
  async enrollmentSubmitQualityReview({ db, user, params, body, operation }) {
    return moveApplicant(db, signedIn(user), operation, params.enrollmentId, body);
  },
  async enrollmentWithdraw({ db, user, params, body, operation }) {
    return moveApplicant(db, signedIn(user), operation, params.enrollmentId, body, { commentRequired: true });
  },

  async applicantReviewGetInfo({ db, user, params }) {
    return applicantHeader(db, user, params.applicantId);
  },
  async applicantReviewListSections({ db, user, params }) {
    return reviewSections(db, user, params.applicantId);
  },
  async applicantReviewListQualityReviewItems({ db, user, params }) {
    return qualityReview(db, user, params.applicantId);
  },
  async applicantReviewListProviderScreeningItems({ db, user, params }) {
    return providerScreening(db, user, params.applicantId);
  },
  async applicantReviewSaveProviderScreening({ db, user, params, body }) {
    return saveProviderScreening(db, signedIn(user), params.applicantId, body);
  },
  async applicantReviewCompleteProviderScreening({ db, user, params, body, operation }) {
    return completeProviderScreening(db, signedIn(user), operation, params.applicantId, body);
  },
  async applicantReviewEditQualityReview({ db, user, params, body, operation }) {
    return editQualityReview(db, signedIn(user), operation, params.applicantId, body);
  },
  async applicantReviewListDocuments({ db, user, params }) {
    return applicantDocuments(db, user, params.applicantId);
  },
  async applicantReviewVerifyRejectDocument({ db, user, params, body, operation }) {
    return decideDocument(db, signedIn(user), operation, params.applicantId, body);
  },
};
