import { conflict } from '../../core/errors.ts';
import { ageOn, usDate, type StudentCore } from './common.ts';

/**
 * The participant's business rules, one function each with its message. Statuses and their moves
 * are ADR 016's (the contract's x-transition on each operation that moves them); clearances and the
 * work permit are ADR 065's.
 */

/** Lookup lists (lookup_options.lookup_name) that participant fields draw from. */
export const LOOKUPS = {
  gender: ['genders'],
  ethnicGroup: ['ethnic-groups'],
  gradeLevel: ['grade-levels'],
  fundingSource: ['funding-sources'],
  interest: ['student-interests'],
  barrierType: ['barrier-types'],
  relationship: ['guardian-relationships'],
  serviceType: ['referral-service-types'],
  careerProgramType: ['career-program-types'],
  unassignReason: ['unassign-reasons'],
} as const;

const CLEARANCES = [
  { column: 'child_abuse_clearance_expires', name: 'Child Abuse clearance', paper: 'Child Abuse Clearance' },
  { column: 'fbi_clearance_expires', name: 'FBI clearance', paper: 'FBI Clearance' },
  {
    column: 'pa_state_criminal_clearance_expires',
    name: 'PA State Criminal clearance',
    paper: 'PA State Criminal Clearance',
  },
  { column: 'work_permit_expires', name: 'work permit', paper: 'Work Permit' },
] as const;

type ClearanceColumn = (typeof CLEARANCES)[number]['column'];

/**
 * The header's badges (ADR 176): every paper on file that has expired, or expires within
 * `warningDays` of today, earliest first. Required or not: a coordinator renews a paper before the
 * placement that will need it.
 */
export function clearanceAlerts(student: Record<ClearanceColumn, string | null>, today: string, warningDays: number) {
  const horizon = addDays(today, warningDays);
  return CLEARANCES.flatMap(({ column, paper }) => {
    const expires = student[column];
    return expires !== null && expires <= horizon ? [{ paper, expires, expired: expires < today }] : [];
  }).sort((a, b) => (a.expires < b.expires ? -1 : a.expires > b.expires ? 1 : 0));
}

/** A yyyy-mm-dd date `days` later, in the calendar (no time zone). */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Which papers a placement needs (ADR 065): a participant under 18 on the job's first day needs a
 * work permit; one of 18 or older needs the three Pennsylvania clearances (Child Abuse, FBI, PA
 * State Criminal), since adult workers are placed beside minors.
 */
function requiredClearances(student: Pick<StudentCore, 'birth_date'>, startDate: string) {
  const adult = ageOn(student.birth_date, startDate) >= 18;
  return CLEARANCES.filter((clearance) => (clearance.column === 'work_permit_expires') !== adult);
}

/**
 * A job cannot be assigned to a participant whose required clearance or work permit has expired by
 * the assignment's first day (or today, if that is later). A paper not on file is not refused here:
 * the enrollment review collects it (Incomplete - Requires Clearances).
 */
export function assertClearancesValid(student: StudentCore, startDate: string, today: string) {
  const day = startDate > today ? startDate : today;
  for (const clearance of requiredClearances(student, startDate)) {
    const expires = student[clearance.column];
    if (expires !== null && expires < day) {
      throw conflict(
        `The participant's ${clearance.name} expired on ${usDate(expires)}. Renew it before assigning a job.`,
      );
    }
  }
}

/**
 * A job that asks for clearances at any age (Contract > Jobs, "Requires Clearances at Any Age")
 * takes only a participant with all three on file and valid to the assignment's last day: the rule
 * the placement proposes by (ADR 214), kept by the assignment itself.
 */
export function assertJobClearances(
  job: { title: string; requires_clearances: boolean },
  student: StudentCore,
  endDate: string,
) {
  if (!job.requires_clearances) return;
  for (const clearance of CLEARANCES) {
    if (clearance.column === 'work_permit_expires') continue;
    const expires = student[clearance.column];
    if (expires === null) {
      throw conflict(`The job ${job.title} requires clearances; the participant's ${clearance.name} is not on file.`);
    }
    if (expires < endDate) {
      throw conflict(
        `The job ${job.title} requires clearances to the assignment's last day; the participant's ${clearance.name} expires on ${usDate(expires)}.`,
      );
    }
  }
}

/** Only approved jobs take assignments (ADR 017). */
export function assertJobApproved(job: { status: string; title: string }) {
  if (job.status !== 'Approved') {
    throw conflict(`The job ${job.title} is ${job.status}; only approved jobs take assignments.`);
  }
}

/** A job takes as many participants as its capacity. */
export function assertJobHasOpening(job: { title: string; capacity: number; assigned: number }) {
  if (job.assigned >= job.capacity) {
    throw conflict(
      `The job ${job.title} has no open positions (${String(job.capacity)} of ${String(job.capacity)} filled).`,
    );
  }
}

/** A participant with assignments or timesheets stays: the message names what holds them. */
export function assertStudentRemovable(counts: { jobs: number; timesheets: number }) {
  const parts: string[] = [];
  if (counts.jobs > 0) parts.push(`${String(counts.jobs)} job assignment${counts.jobs === 1 ? '' : 's'}`);
  if (counts.timesheets > 0) parts.push(`${String(counts.timesheets)} timesheet${counts.timesheets === 1 ? '' : 's'}`);
  if (parts.length > 0) {
    throw conflict(`The participant has ${parts.join(' and ')} and cannot be removed. Remove or void them first.`);
  }
}

/** A job assignment with timesheets stays (they are the participant's pay record). */
export function assertStudentJobRemovable(timesheets: number) {
  if (timesheets > 0) {
    throw conflict(
      `This job assignment has ${String(timesheets)} timesheet${timesheets === 1 ? '' : 's'} and cannot be removed. Unassign it instead.`,
    );
  }
}
