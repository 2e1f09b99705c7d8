import type { EnrollmentSummary } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';

/**
 * The columns that say whose application a row is, in the enrollment grids' order: last and first
 * name, the SSN as the server masks it (five asterisks and the last four), birth date, program and
 * organization. `lastName` adds to the last name's column (a link to the applicant's screen).
 */
export function applicantIdentityColumns(
  lastName: Partial<GridColumn<EnrollmentSummary>> = {},
): GridColumn<EnrollmentSummary>[] {
  return [
    { id: 'lastName', header: 'Last Name', value: (row) => row.lastName, width: 150, ...lastName },
    { id: 'firstName', header: 'First Name', value: (row) => row.firstName, width: 150 },
    { id: 'ssn', header: 'SSN', value: (row) => row.ssn, width: 120 },
    {
      id: 'birthDate',
      header: 'Birth Date',
      value: (row) => row.birthDate,
      format: 'date',
      dateFilter: true,
      width: 150,
    },
    {
      id: 'enrollmentProgramName',
      header: 'Enrollment Program',
      value: (row) => row.enrollmentProgramName,
      width: 240,
    },
    { id: 'organizationName', header: 'Organization', value: (row) => row.organizationName, width: 200 },
  ];
}

/** When the application was submitted, filterable by date. */
export function submittedOnColumn<Row extends { submittedOn?: string | null }>(): GridColumn<Row> {
  return {
    id: 'submittedOn',
    header: 'Submitted On',
    value: (row) => row.submittedOn,
    format: 'date',
    dateFilter: true,
    width: 150,
  };
}

/** Who holds the application's lock ("Locked by <user>"), or "No". */
export function lockedColumn(options: { sortable?: boolean } = {}): GridColumn<EnrollmentSummary> {
  return {
    id: 'isLocked',
    header: 'Locked',
    value: (row) => (row.isLocked ? `Locked by ${row.lockedBy ?? ''}`.trim() : 'No'),
    ...options,
    width: 160,
  };
}
