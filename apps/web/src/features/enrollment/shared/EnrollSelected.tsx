import { Button } from '@pathway/design-system';

import { useEnrollmentDate } from './enrollmentDate.ts';
import { onDemand } from '../../../lib/onDemand.tsx';

// The date picker loads with the enroll controls, not with the grid (bundle budget, ADR 042).
const EnrollmentDateField = onDemand(() => import('./EnrollmentDateField.tsx'));

export interface EnrollSelectedProps {
  /** How many applications the button enrolls; with none it is disabled. */
  count: number;
  /** Whether the enroll call is running. */
  busy: boolean;
  /** Enrolls the selected applications on the date typed, once it reads as one (yyyy-mm-dd). */
  onEnroll: (enrollmentDate: string) => void;
}

/**
 * The enroll controls of a bulk enroll (Enroll Applicants, a lottery draw): the Enrollment Date and
 * Enroll Selected (n), which checks the date first and shows why it cannot send one.
 */
export function EnrollSelected({ count, busy, onEnroll }: EnrollSelectedProps) {
  const enrollmentDate = useEnrollmentDate();
  const enroll = () => {
    const date = enrollmentDate.checked();
    if (date !== undefined) onEnroll(date);
  };
  return (
    <>
      <EnrollmentDateField
        value={enrollmentDate.value}
        error={enrollmentDate.error}
        onChange={enrollmentDate.setValue}
      />
      <Button busy={busy} disabled={count === 0 || busy} onClick={enroll}>
        {`Enroll Selected (${String(count)})`}
      </Button>
    </>
  );
}
