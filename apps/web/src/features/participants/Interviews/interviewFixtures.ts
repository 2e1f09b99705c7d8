import type { Interview, StudentListItem } from '@pathway/api-client';

const audit = {
  createDate: '2026-06-01T13:00:00Z',
  createUser: 'kcoleman',
  lastUpdateDate: '2026-06-01T13:00:00Z',
  lastUpdateUser: 'kcoleman',
};

const participant = (id: number, firstName: string, lastName: string, ssn: string): StudentListItem => ({
  id,
  firstName,
  lastName,
  ssn,
  birthDate: '2009-04-17',
  status: 'Enrolled',
  paperCheck: false,
  organizationName: 'Three Rivers Youth Works',
  enrollmentProgramName: 'Summer Youth Employment 2026',
  jobName: null,
  worksiteName: null,
  city: 'Pittsburgh',
  zipCode: '15219',
  lastUpdateDate: '2026-06-01T13:00:00Z',
});

/** A page of `POST /students/search` with two participants. */
export const participantsPage = {
  items: [
    participant(48213, 'Jasmine', 'Whitfield', '*****6781'),
    participant(48214, 'Andre', 'Kowalski', '*****1204'),
  ],
  total: 2,
};

export const locations = [{ id: 4, name: 'East Liberty CareerLink' }];
export const emailTemplates = [{ id: 9, text: 'Interview Invitation' }];

const interview = (id: number, studentName: string, outcome: Interview['outcome']): Interview => ({
  id,
  studentId: 48213,
  studentName,
  ssn: '*****6781',
  scheduledAt: '2026-06-22T18:30:00Z',
  locationId: 4,
  locationName: 'East Liberty CareerLink',
  emailTemplateId: 9,
  outcome,
  note: null,
  version: 1,
  ...audit,
});

/** A page of `POST /interviews/search`: one to record, one already attended. */
export const interviewsPage = {
  items: [interview(601, 'Jasmine Whitfield', 'Scheduled'), interview(602, 'Andre Kowalski', 'Attended')],
  total: 2,
};
