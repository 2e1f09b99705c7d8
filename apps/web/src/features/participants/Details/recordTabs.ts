import type { StudentRecordKind, StudentRecordOf } from '@pathway/api-client';
import { timesheetStatusTones } from '../../../shared/Timesheets/statuses.ts';
import type { RecordTabConfig } from './RecordTab.tsx';

/** Declares one tab; the helper only pins the row type to the kind. */
const tab = <K extends StudentRecordKind>(config: RecordTabConfig<K>): RecordTabConfig<K> => config;

/** The participant statuses a job may be assigned in. */
const ASSIGNABLE = new Set(['Recruited', 'Awaiting Assignment']);

const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');

/** A signed correction of another timesheet (ADR 182). */
const isAdjustment = (row: StudentRecordOf<'timesheets'>) =>
  row.adjustsTimesheetId !== null && row.adjustsTimesheetId !== undefined;

/**
 * The participant's sub-record tabs in the spec's order (issue 12), each a declaration for the one
 * generic RecordTab (ADR 111). Notes are not a sub-record kind: the header opens the shared Notes
 * dialog on `/notes/students/{id}`.
 */
export const recordTabs = [
  tab({
    kind: 'contracts',
    title: 'Contracts',
    noun: 'contract',
    removeClaim: 'DELETE_STUDENT_CONTRACT',
    rowName: (row) => row.contractCode,
    columns: [
      { id: 'contractCode', header: 'Contract', value: (row) => row.contractCode },
      { id: 'startDate', header: 'Start Date', value: (row) => row.startDate, format: 'date' },
      { id: 'endDate', header: 'End Date', value: (row) => row.endDate, format: 'date' },
      { id: 'maxHours', header: 'Max Hours', value: (row) => row.maxHours, format: 'number' },
      { id: 'maxIncentiveAmount', header: 'Max Incentive', value: (row) => row.maxIncentiveAmount, format: 'currency' },
    ],
  }),
  tab({
    kind: 'jobs',
    title: 'Jobs',
    noun: 'job',
    removeClaim: 'DELETE_STUDENT_JOB',
    addLabel: 'Assign Job',
    createdText: 'Job successfully assigned',
    // The server assigns a job only to a Recruited or Awaiting Assignment participant (jobs create).
    addRefusal: ({ status }) =>
      ASSIGNABLE.has(status)
        ? undefined
        : `A job can be assigned only once the participant is Recruited or Awaiting Assignment; this participant is ${status}.`,
    addClaims: ['ASSIGN_STUDENT', 'WORKER_JOB_ASSIGNMENT'],
    editClaims: ['MAINTAIN_STUDENT', 'MAINTAIN_HOURLY_RATE'],
    rowName: (row) => row.jobName,
    columns: [
      { id: 'jobName', header: 'Job', value: (row) => row.jobName, width: 200 },
      { id: 'worksiteName', header: 'Worksite', value: (row) => row.worksiteName, width: 220 },
      { id: 'contractCode', header: 'Contract', value: (row) => row.contractCode },
      { id: 'status', header: 'Status', value: (row) => row.status },
      { id: 'startDate', header: 'Start Date', value: (row) => row.startDate, format: 'date' },
      { id: 'endDate', header: 'End Date', value: (row) => row.endDate, format: 'date' },
      { id: 'hourlyRate', header: 'Hourly Rate', value: (row) => row.hourlyRate, format: 'currency' },
    ],
  }),
  tab({
    kind: 'timesheets',
    title: 'Timesheets',
    noun: 'timesheet',
    removeClaim: 'VOID_STUDENT_TIMESHEET',
    // A timesheet and its adjustments share a job and a period: the id tells them apart.
    rowName: (row) => `timesheet ${String(row.id)}`,
    // Only a Pending timesheet changes or is voided; an adjustment is voided and entered again (ADR 182).
    editable: (row) => row.status === 'Pending' && !isAdjustment(row),
    removable: (row) => row.status === 'Pending',
    columns: [
      { id: 'id', header: 'Timesheet', value: (row) => row.id, width: 110 },
      { id: 'jobName', header: 'Job', value: (row) => row.jobName, width: 200 },
      { id: 'periodStartDate', header: 'Period Start', value: (row) => row.periodStartDate, format: 'date' },
      { id: 'periodEndDate', header: 'Period End', value: (row) => row.periodEndDate, format: 'date' },
      { id: 'workedHours', header: 'Hours', value: (row) => row.workedHours, format: 'number' },
      { id: 'incentiveAmount', header: 'Incentive', value: (row) => row.incentiveAmount, format: 'currency' },
      { id: 'hourlyRate', header: 'Hourly Rate', value: (row) => row.hourlyRate, format: 'currency' },
      {
        id: 'status',
        header: 'Status',
        value: (row) => row.status,
        kind: { type: 'badge', tone: (row) => timesheetStatusTones[row.status] },
        width: 180,
      },
      {
        id: 'adjustsTimesheetId',
        header: 'Adjusts',
        value: (row) => (isAdjustment(row) ? `Adjusts timesheet ${String(row.adjustsTimesheetId)}` : ''),
        width: 200,
      },
    ],
  }),
  tab({
    kind: 'eligibilities',
    title: 'Eligibilities',
    noun: 'eligibility',
    removeClaim: 'DELETE_STUDENT_ELIGIBILITY',
    rowName: (row) => row.fundingSourceName,
    columns: [
      { id: 'fundingSourceName', header: 'Funding Source', value: (row) => row.fundingSourceName, width: 220 },
      { id: 'determinationDate', header: 'Determined', value: (row) => row.determinationDate, format: 'date' },
      { id: 'isEligible', header: 'Eligible', value: (row) => yesNo(row.isEligible) },
      { id: 'familySize', header: 'Family Size', value: (row) => row.familySize, format: 'number' },
      { id: 'annualIncome', header: 'Annual Income', value: (row) => row.annualIncome, format: 'currency' },
    ],
  }),
  tab({
    kind: 'programs',
    title: 'Programs',
    noun: 'program',
    removeClaim: 'DELETE_STUDENT_PROGRAM_PARTICIPATION',
    rowName: (row) => row.programName,
    columns: [
      { id: 'programName', header: 'Program', value: (row) => row.programName, width: 240 },
      { id: 'startDate', header: 'Start Date', value: (row) => row.startDate, format: 'date' },
      { id: 'endDate', header: 'End Date', value: (row) => row.endDate, format: 'date' },
      { id: 'outcome', header: 'Outcome', value: (row) => row.outcome },
    ],
  }),
  tab({
    kind: 'barriers',
    title: 'Barriers',
    noun: 'barrier',
    removeClaim: 'DELETE_STUDENT_BARRIER',
    rowName: (row) => row.barrierTypeName,
    columns: [
      { id: 'barrierTypeName', header: 'Barrier', value: (row) => row.barrierTypeName, width: 240 },
      { id: 'identifiedDate', header: 'Identified', value: (row) => row.identifiedDate, format: 'date' },
      { id: 'resolvedDate', header: 'Resolved', value: (row) => row.resolvedDate, format: 'date' },
      { id: 'comments', header: 'Comments', value: (row) => row.comments, width: 320 },
    ],
  }),
  tab({
    kind: 'educations',
    title: 'Educations',
    noun: 'education',
    removeClaim: 'DELETE_STUDENT_EDUCATION',
    rowName: (row) => row.schoolName,
    columns: [
      { id: 'schoolName', header: 'School', value: (row) => row.schoolName, width: 240 },
      { id: 'gradeLevelName', header: 'Grade', value: (row) => row.gradeLevelName },
      { id: 'schoolStatus', header: 'School Status', value: (row) => row.schoolStatus },
      { id: 'schoolYear', header: 'School Year', value: (row) => row.schoolYear },
      {
        id: 'expectedGraduationDate',
        header: 'Expected Graduation',
        value: (row) => row.expectedGraduationDate,
        format: 'date',
      },
    ],
  }),
  tab({
    kind: 'guardians',
    title: 'Guardians',
    noun: 'guardian',
    removeClaim: 'DELETE_STUDENT_GUARDIAN',
    rowName: (row) => `${row.firstName} ${row.lastName}`,
    columns: [
      { id: 'lastName', header: 'Last Name', value: (row) => row.lastName },
      { id: 'firstName', header: 'First Name', value: (row) => row.firstName },
      { id: 'relationshipName', header: 'Relationship', value: (row) => row.relationshipName },
      { id: 'mainPhone', header: 'Phone', value: (row) => row.mainPhone },
      { id: 'emailAddress', header: 'Email', value: (row) => row.emailAddress, width: 220 },
      { id: 'isPrimaryContact', header: 'Primary Contact', value: (row) => yesNo(row.isPrimaryContact) },
    ],
  }),
  tab({
    kind: 'interests',
    title: 'Interests',
    noun: 'interest',
    removeClaim: 'DELETE_STUDENT_INTEREST',
    rowName: (row) => row.interestName,
    columns: [
      { id: 'interestName', header: 'Interest', value: (row) => row.interestName, width: 240 },
      { id: 'rank', header: 'Rank', value: (row) => row.rank, format: 'number' },
      { id: 'comments', header: 'Comments', value: (row) => row.comments, width: 320 },
    ],
  }),
  tab({
    kind: 'referrals',
    title: 'Referrals',
    noun: 'referral',
    removeClaim: 'DELETE_STUDENT_REFERRAL',
    rowName: (row) => row.referredTo,
    columns: [
      { id: 'referralDate', header: 'Referral Date', value: (row) => row.referralDate, format: 'date' },
      { id: 'referredTo', header: 'Referred To', value: (row) => row.referredTo, width: 220 },
      { id: 'serviceTypeName', header: 'Service', value: (row) => row.serviceTypeName, width: 200 },
      { id: 'outcome', header: 'Outcome', value: (row) => row.outcome },
    ],
  }),
  tab({
    kind: 'follow-ups',
    title: 'Follow-ups',
    noun: 'follow-up',
    removeClaim: 'DELETE_STUDENT_FOLLOWUP',
    rowName: (row) => row.followUpDate,
    columns: [
      { id: 'followUpDate', header: 'Follow-up Date', value: (row) => row.followUpDate, format: 'date' },
      { id: 'method', header: 'Method', value: (row) => row.method },
      { id: 'employmentStatus', header: 'Employment Status', value: (row) => row.employmentStatus },
      { id: 'employerName', header: 'Employer', value: (row) => row.employerName, width: 220 },
    ],
  }),
  tab({
    kind: 'career-programs',
    title: 'Career Programs',
    noun: 'career program',
    removeClaim: 'DELETE_STUDENT_CAREER_PROGRAM',
    rowName: (row) => row.careerProgramTypeName,
    columns: [
      { id: 'careerProgramTypeName', header: 'Career Program', value: (row) => row.careerProgramTypeName, width: 240 },
      { id: 'startDate', header: 'Start Date', value: (row) => row.startDate, format: 'date' },
      { id: 'endDate', header: 'End Date', value: (row) => row.endDate, format: 'date' },
      { id: 'credentialName', header: 'Credential', value: (row) => row.credentialName },
      { id: 'credentialEarned', header: 'Credential Earned', value: (row) => yesNo(row.credentialEarned) },
    ],
  }),
];
