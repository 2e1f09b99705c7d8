import type { StudentRecordKind } from '@pathway/api-client';
import { barrierForm } from './Barrier/barrierForm.tsx';
import { careerProgramForm } from './CareerProgram/careerProgramForm.tsx';
import { contractForm } from './Contract/contractForm.tsx';
import { educationForm } from './Education/educationForm.tsx';
import { eligibilityForm } from './Eligibility/eligibilityForm.tsx';
import { followUpForm } from './FollowUp/followUpForm.tsx';
import { guardianForm } from './Guardian/guardianForm.tsx';
import { interestForm } from './Interest/interestForm.tsx';
import { jobForm } from './Job/jobForm.tsx';
import { programForm } from './Program/programForm.tsx';
import type { AnyRecordForm } from './recordForm.ts';
import { referralForm } from './Referral/referralForm.tsx';
import { timesheetForm } from './Timesheet/timesheetForm.tsx';

/** Every kind's form, keyed by its path segment: a kind the contract gains fails to compile here. */
export const recordForms: { [K in StudentRecordKind]: AnyRecordForm<K> } = {
  contracts: contractForm,
  jobs: jobForm,
  timesheets: timesheetForm,
  eligibilities: eligibilityForm,
  programs: programForm,
  barriers: barrierForm,
  educations: educationForm,
  guardians: guardianForm,
  interests: interestForm,
  referrals: referralForm,
  'follow-ups': followUpForm,
  'career-programs': careerProgramForm,
};
