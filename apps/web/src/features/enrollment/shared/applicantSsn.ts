/**
 * The SSN as spec section 3 shows it: five asterisks and the last four digits when it has 9 or more
 * characters (the header call sends it in full), otherwise as it came.
 */
export function maskApplicantSsn(ssn: string | null | undefined): string {
  if (!ssn) return '';
  return ssn.length >= 9 ? `*****${ssn.slice(-4)}` : ssn;
}
