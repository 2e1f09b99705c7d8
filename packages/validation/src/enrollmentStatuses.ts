/**
 * An application's statuses along its path, in that order (the contract's EnrollmentStatus): the
 * Maintain Applicants filter offers them and the server's Enrollment Statuses list holds them.
 */
export const ENROLLMENT_STATUSES = [
  'Applied',
  'Quality Review',
  'Provider Screening',
  'Eligible',
  'Ineligible',
  'Enrolled',
  'Withdrawn',
] as const;
