import {
  toWireDate,
  type components,
  type StudentRecordCreateOf,
  type StudentRecordKind,
  type StudentRecordLookup,
  type StudentRecordOf,
} from '@pathway/api-client';
import { formatDate, type SelectItem } from '@pathway/design-system';
import { dateText, emailAddress, messages, numberText, startBeforeEndCheck, text } from '@pathway/validation';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { Field, useOptions } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';
import { existingTimesheetGuard, TimesheetAmountFields } from '../../../shared/Timesheets/TimesheetAmountFields.tsx';

/**
 * The add/edit form of one sub-record kind (ADR 140): values checked with @pathway/validation's
 * rules, the fields, and how values map to the kind's create body (the update body is the same plus
 * the row's `version`). Typed per kind from the contract, so a field the contract renames fails here.
 */
export interface RecordForm<K extends StudentRecordKind, V extends FieldValues> {
  schema: z.ZodType<V, V>;
  empty: V;
  fromRow: (row: StudentRecordOf<K>) => V;
  toBody: (values: V) => StudentRecordCreateOf<K>;
  /** The fields, given the participant (available jobs, their jobs, their organization's contracts and programs). */
  fields: (context: FormContext) => ReactNode;
}

/** Who the record belongs to, for the lists a form offers. */
export interface FormContext {
  studentId: number;
  organizationId: number;
  editing: boolean;
  /** The record being edited; null for a new one. */
  recordId: number | null;
}

/** A kind's form with its value type erased: what the popup takes. */
export type AnyRecordForm<K extends StudentRecordKind> = RecordForm<K, FieldValues>;

function recordForm<K extends StudentRecordKind, V extends FieldValues>(form: RecordForm<K, V>): AnyRecordForm<K> {
  // The schema yields exactly the V the other members take; erasing it loses nothing at run time.
  return form as unknown as AnyRecordForm<K>;
}

// ---- value helpers -----------------------------------------------------------------------------

const wireDate = (value: string) => toWireDate(value) ?? value;
const wireDateOrNull = (value: string) => (value.trim() === '' ? null : wireDate(value));
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string | number) => (String(value).trim() === '' ? null : Number(value));
const numberText2 = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A select that must be chosen: null until then, "Required" when left empty. */
const chosen = () =>
  z
    .number()
    .nullable()
    .refine((value): boolean => value !== null, messages.required);
const chosenOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .enum(values)
    .nullable()
    .refine((value): boolean => value !== null, messages.required);
/** The schema refused a missing choice before a body is built. */
const must = <T,>(value: T | null): T => value as T;
const comments = text({ max: 2000 });
const itemsOf = <T extends string>(values: readonly T[]): SelectItem<T>[] =>
  values.map((value) => ({ value, label: value }));

type Schemas = components['schemas'];
const OUTCOMES = [
  'Active',
  'Completed',
  'Withdrawn',
  'Exited',
] as const satisfies readonly Schemas['ParticipationOutcome'][];
const SCHOOL_STATUSES = [
  'In School',
  'Graduated',
  'GED',
  'Dropped Out',
  'Not Enrolled',
] as const satisfies readonly Schemas['SchoolStatus'][];
const REFERRAL_OUTCOMES = [
  'Pending',
  'Accepted',
  'Declined',
  'Completed',
] as const satisfies readonly Schemas['ReferralOutcome'][];
const FOLLOW_UP_METHODS = [
  'Phone',
  'Email',
  'Text Message',
  'In Person',
  'Mail',
] as const satisfies readonly Schemas['FollowUpMethod'][];
const EMPLOYMENT_STATUSES = [
  'Employed',
  'Unemployed',
  'In School',
  'Military',
  'Unknown',
] as const satisfies readonly Schemas['FollowUpEmploymentStatus'][];

// ---- option lists (fetched once a session, cache keys read like paths) ------------------------

type Load = () => Promise<readonly SelectItem<number>[]>;

/** A maintained lookup (`GET /lookups/{name}`) as select items by id. */
const lookup =
  (name: StudentRecordLookup): Load =>
  async () =>
    (await api.students.recordLookup(name)).map((option) => ({ value: option.id, label: option.text }));

function ListSelect({
  name,
  label,
  required,
  queryKey,
  load,
}: {
  name: string;
  label: string;
  required?: boolean;
  queryKey: readonly unknown[];
  load: Load;
}) {
  const { items } = useOptions<number>(queryKey, load);
  return <Field.SearchableSelect name={name} label={label} required={required} items={items} />;
}

const LookupSelect = ({
  lookupName,
  ...props
}: {
  name: string;
  label: string;
  required?: boolean;
  lookupName: StudentRecordLookup;
}) => <ListSelect {...props} queryKey={['/lookups', lookupName]} load={lookup(lookupName)} />;

// ---- the kinds ---------------------------------------------------------------------------------

const contractSchema = z
  .object({
    contractId: chosen(),
    startDate: dateText({ label: 'Start Date', required: true }),
    endDate: dateText({ label: 'End Date', required: true }),
    maxHours: numberText({ min: 0, max: 2000 }),
    maxIncentiveAmount: numberText({ nonNegative: true }),
  })
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });

const contractForm = recordForm<'contracts', z.infer<typeof contractSchema>>({
  schema: contractSchema,
  empty: { contractId: null, startDate: '', endDate: '', maxHours: '', maxIncentiveAmount: '' },
  fromRow: (row) => ({
    contractId: row.contractId,
    startDate: formatDate(row.startDate),
    endDate: formatDate(row.endDate),
    maxHours: numberText2(row.maxHours),
    maxIncentiveAmount: numberText2(row.maxIncentiveAmount),
  }),
  toBody: (values) => ({
    contractId: must(values.contractId),
    startDate: wireDate(values.startDate),
    endDate: wireDate(values.endDate),
    maxHours: numberOrNull(values.maxHours),
    maxIncentiveAmount: numberOrNull(values.maxIncentiveAmount),
  }),
  // Only the participant's organization's contracts: the server refuses another's.
  fields: ({ organizationId }) => (
    <>
      <ListSelect
        name="contractId"
        label="Contract"
        required
        queryKey={['/organizations/contract-codes', organizationId]}
        load={async () =>
          (await api.organizations.contractCodesOf(organizationId)).map((contract) => ({
            value: contract.id,
            label: contract.contractCode,
          }))
        }
      />
      <Field.Date name="startDate" label="Start Date" required />
      <Field.Date name="endDate" label="End Date" required deps={['startDate']} />
      <Field.Text name="maxHours" label="Max Hours" />
      <Field.Text name="maxIncentiveAmount" label="Max Incentive" />
    </>
  ),
});

const jobSchema = z
  .object({
    jobId: chosen(),
    startDate: dateText({ label: 'Start Date', required: true }),
    endDate: dateText({ label: 'End Date', required: true }),
    hourlyRate: numberText({ required: true, nonNegative: true }),
    incentiveOnly: z.boolean(),
  })
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });

/** The jobs a participant may be assigned: the server's available jobs (approved, open, fitting). */
function AvailableJobSelect({ studentId }: { studentId: number }) {
  const { items } = useOptions<number>(['/students', studentId, 'available-jobs'], async () =>
    (await api.students.availableJobs(studentId)).map((job) => ({
      value: job.jobId,
      label: `${job.jobName} - ${job.worksiteName} (${job.contractCode})`,
    })),
  );
  return <Field.SearchableSelect name="jobId" label="Job" required items={items} />;
}

const jobForm = recordForm<'jobs', z.infer<typeof jobSchema>>({
  schema: jobSchema,
  empty: { jobId: null, startDate: '', endDate: '', hourlyRate: '', incentiveOnly: false },
  fromRow: (row) => ({
    jobId: row.jobId,
    startDate: formatDate(row.startDate),
    endDate: formatDate(row.endDate),
    hourlyRate: String(row.hourlyRate),
    incentiveOnly: row.incentiveOnly,
  }),
  toBody: (values) => ({
    jobId: must(values.jobId),
    startDate: wireDate(values.startDate),
    endDate: wireDate(values.endDate),
    hourlyRate: Number(values.hourlyRate),
    incentiveOnly: values.incentiveOnly,
  }),
  // An assignment keeps its job when edited: a different job is a new assignment.
  fields: ({ studentId, editing }) => (
    <>
      {editing ? null : <AvailableJobSelect studentId={studentId} />}
      <Field.Date name="startDate" label="Start Date" required />
      <Field.Date name="endDate" label="End Date" required deps={['startDate']} />
      <Field.Text name="hourlyRate" label="Hourly Rate" required />
      <Field.Checkbox name="incentiveOnly" label="Incentive Only" />
    </>
  ),
});

const timesheetSchema = z
  .object({
    studentJobId: chosen(),
    periodStartDate: dateText({ label: 'Period Start', required: true }),
    periodEndDate: dateText({ label: 'Period End', required: true }),
    hourlyRate: numberText({ required: true, nonNegative: true }),
    workedHours: numberText({ required: true, min: 0, max: 168 }),
    incentiveAmount: numberText({ required: true, nonNegative: true }),
    comments,
    manualCheck: z.boolean(),
    existingTimesheetId: existingTimesheetGuard(),
  })
  .superRefine(startBeforeEndCheck('periodStartDate', 'periodEndDate'), { when: () => true });

/** The participant's own assignments, for the timesheet's job. */
function StudentJobSelect({ studentId }: { studentId: number }) {
  const { items } = useOptions<number>(['/students', studentId, 'jobs', 'options'], async () =>
    (await api.students.listRecords(studentId, 'jobs')).map((job) => ({
      value: job.id,
      label: `${job.jobName} (${formatDate(job.startDate)})`,
    })),
  );
  return <Field.Select name="studentJobId" label="Job" required items={items} />;
}

const timesheetForm = recordForm<'timesheets', z.infer<typeof timesheetSchema>>({
  schema: timesheetSchema,
  empty: {
    studentJobId: null,
    periodStartDate: '',
    periodEndDate: '',
    hourlyRate: '',
    workedHours: '',
    incentiveAmount: '0',
    comments: '',
    manualCheck: false,
    existingTimesheetId: null,
  },
  fromRow: (row) => ({
    studentJobId: row.studentJobId,
    periodStartDate: formatDate(row.periodStartDate),
    periodEndDate: formatDate(row.periodEndDate),
    hourlyRate: String(row.hourlyRate),
    workedHours: String(row.workedHours),
    incentiveAmount: String(row.incentiveAmount),
    comments: row.comments ?? '',
    manualCheck: row.manualCheck,
    existingTimesheetId: null,
  }),
  toBody: (values) => ({
    studentJobId: must(values.studentJobId),
    periodStartDate: wireDate(values.periodStartDate),
    periodEndDate: wireDate(values.periodEndDate),
    hourlyRate: Number(values.hourlyRate),
    workedHours: Number(values.workedHours),
    incentiveAmount: Number(values.incentiveAmount),
    comments: orNull(values.comments),
    manualCheck: values.manualCheck,
  }),
  // What remains shows under Hours and Incentive Amount once a job and a period are chosen (ADR 182).
  fields: ({ studentId, recordId }) => (
    <>
      <StudentJobSelect studentId={studentId} />
      <Field.Date name="periodStartDate" label="Period Start" required />
      <Field.Date name="periodEndDate" label="Period End" required deps={['periodStartDate']} />
      <Field.Text name="hourlyRate" label="Hourly Rate" required />
      <TimesheetAmountFields studentId={studentId} excludeTimesheetId={recordId} hoursLabel="Hours" incentiveRequired />
      <Field.TextArea name="comments" label="Comments" />
      <Field.Checkbox name="manualCheck" label="Manual Check" />
    </>
  ),
});

const eligibilitySchema = z.object({
  fundingSourceId: chosen(),
  determinationDate: dateText({ label: 'Determined', required: true, notFuture: true }),
  isEligible: z.boolean(),
  familySize: numberText({ required: true, min: 1, max: 20 }),
  annualIncome: numberText({ required: true, nonNegative: true }),
  comments,
});

const eligibilityForm = recordForm<'eligibilities', z.infer<typeof eligibilitySchema>>({
  schema: eligibilitySchema,
  empty: {
    fundingSourceId: null,
    determinationDate: '',
    isEligible: false,
    familySize: '',
    annualIncome: '',
    comments: '',
  },
  fromRow: (row) => ({
    fundingSourceId: row.fundingSourceId,
    determinationDate: formatDate(row.determinationDate),
    isEligible: row.isEligible,
    familySize: String(row.familySize),
    annualIncome: String(row.annualIncome),
    comments: row.comments ?? '',
  }),
  toBody: (values) => ({
    fundingSourceId: must(values.fundingSourceId),
    determinationDate: wireDate(values.determinationDate),
    isEligible: values.isEligible,
    familySize: Number(values.familySize),
    annualIncome: Number(values.annualIncome),
    incomeRangeId: null,
    comments: orNull(values.comments),
  }),
  fields: () => (
    <>
      <Field.Select name="fundingSourceId" label="Funding Source" required lookup="funding-sources" />
      <Field.Date name="determinationDate" label="Determined" required />
      <Field.Checkbox name="isEligible" label="Eligible" />
      <Field.Text name="familySize" label="Family Size" required />
      <Field.Text name="annualIncome" label="Annual Income" required />
      <Field.TextArea name="comments" label="Comments" />
    </>
  ),
});

const programSchema = z
  .object({
    programId: chosen(),
    startDate: dateText({ label: 'Start Date', required: true }),
    endDate: dateText({ label: 'End Date' }),
    outcome: chosenOf(OUTCOMES),
    comments,
  })
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });

const programForm = recordForm<'programs', z.infer<typeof programSchema>>({
  schema: programSchema,
  empty: { programId: null, startDate: '', endDate: '', outcome: 'Active', comments: '' },
  fromRow: (row) => ({
    programId: row.programId,
    startDate: formatDate(row.startDate),
    endDate: formatDate(row.endDate),
    outcome: row.outcome,
    comments: row.comments ?? '',
  }),
  toBody: (values) => ({
    programId: must(values.programId),
    startDate: wireDate(values.startDate),
    endDate: wireDateOrNull(values.endDate),
    outcome: must(values.outcome),
    comments: orNull(values.comments),
  }),
  fields: ({ organizationId }) => (
    <>
      <ListSelect
        name="programId"
        label="Program"
        required
        queryKey={['/programs/options', organizationId]}
        load={async () =>
          // The list may hold every program the user sees: keep the participant's organization's.
          (await api.programs.options(organizationId))
            .filter((option) => option.organizationId === organizationId)
            .map((option) => ({ value: option.id, label: option.text }))
        }
      />
      <Field.Date name="startDate" label="Start Date" required />
      <Field.Date name="endDate" label="End Date" deps={['startDate']} />
      <Field.Select name="outcome" label="Outcome" required items={itemsOf(OUTCOMES)} />
      <Field.TextArea name="comments" label="Comments" />
    </>
  ),
});

const barrierSchema = z
  .object({
    barrierTypeId: chosen(),
    identifiedDate: dateText({ label: 'Identified', required: true, notFuture: true }),
    resolvedDate: dateText({ label: 'Resolved' }),
    comments,
  })
  .superRefine(startBeforeEndCheck('identifiedDate', 'resolvedDate'), { when: () => true });

const barrierForm = recordForm<'barriers', z.infer<typeof barrierSchema>>({
  schema: barrierSchema,
  empty: { barrierTypeId: null, identifiedDate: '', resolvedDate: '', comments: '' },
  fromRow: (row) => ({
    barrierTypeId: row.barrierTypeId,
    identifiedDate: formatDate(row.identifiedDate),
    resolvedDate: formatDate(row.resolvedDate),
    comments: row.comments ?? '',
  }),
  toBody: (values) => ({
    barrierTypeId: must(values.barrierTypeId),
    identifiedDate: wireDate(values.identifiedDate),
    resolvedDate: wireDateOrNull(values.resolvedDate),
    comments: orNull(values.comments),
  }),
  fields: () => (
    <>
      <LookupSelect name="barrierTypeId" label="Barrier" required lookupName="barrier-types" />
      <Field.Date name="identifiedDate" label="Identified" required />
      <Field.Date name="resolvedDate" label="Resolved" deps={['identifiedDate']} />
      <Field.TextArea name="comments" label="Comments" />
    </>
  ),
});

const educationSchema = z.object({
  schoolId: chosen(),
  gradeLevelId: chosen(),
  schoolStatus: chosenOf(SCHOOL_STATUSES),
  schoolYear: z.string().regex(/^\d{4}-\d{4}$/, 'School Year is invalid.'),
  expectedGraduationDate: dateText({ label: 'Expected Graduation' }),
});

const educationForm = recordForm<'educations', z.infer<typeof educationSchema>>({
  schema: educationSchema,
  empty: { schoolId: null, gradeLevelId: null, schoolStatus: 'In School', schoolYear: '', expectedGraduationDate: '' },
  fromRow: (row) => ({
    schoolId: row.schoolId,
    gradeLevelId: row.gradeLevelId,
    schoolStatus: row.schoolStatus,
    schoolYear: row.schoolYear,
    expectedGraduationDate: formatDate(row.expectedGraduationDate),
  }),
  toBody: (values) => ({
    schoolId: must(values.schoolId),
    gradeLevelId: must(values.gradeLevelId),
    schoolStatus: must(values.schoolStatus),
    schoolYear: values.schoolYear,
    expectedGraduationDate: wireDateOrNull(values.expectedGraduationDate),
  }),
  fields: () => (
    <>
      <ListSelect
        name="schoolId"
        label="School"
        required
        queryKey={['/schools/options']}
        load={async () =>
          (await api.lookups.schoolOptions()).map((option) => ({ value: option.id, label: option.text }))
        }
      />
      <Field.Select name="gradeLevelId" label="Grade" required lookup="grade-levels" />
      <Field.Select name="schoolStatus" label="School Status" required items={itemsOf(SCHOOL_STATUSES)} />
      <Field.Text name="schoolYear" label="School Year" hint="yyyy-yyyy" required />
      <Field.Date name="expectedGraduationDate" label="Expected Graduation" />
    </>
  ),
});

const guardianSchema = z.object({
  relationshipId: chosen(),
  firstName: text({ required: messages.firstNameRequired, max: 40, maxMessage: messages.firstNameMax }),
  lastName: text({ required: messages.lastNameRequired, max: 40, maxMessage: messages.lastNameMax }),
  mainPhone: text({ required: messages.required }),
  cellPhone: z.string(),
  emailAddress: emailAddress({ max: 100 }),
  addressLine1: text({ max: 100 }),
  city: text({ max: 50 }),
  stateCode: z.string().nullable(),
  zipCode: z.string(),
  isPrimaryContact: z.boolean(),
});

const guardianForm = recordForm<'guardians', z.infer<typeof guardianSchema>>({
  schema: guardianSchema,
  empty: {
    relationshipId: null,
    firstName: '',
    lastName: '',
    mainPhone: '',
    cellPhone: '',
    emailAddress: '',
    addressLine1: '',
    city: '',
    stateCode: null,
    zipCode: '',
    isPrimaryContact: false,
  },
  fromRow: (row) => ({
    relationshipId: row.relationshipId,
    firstName: row.firstName,
    lastName: row.lastName,
    mainPhone: row.mainPhone,
    cellPhone: row.cellPhone ?? '',
    emailAddress: row.emailAddress ?? '',
    addressLine1: row.addressLine1 ?? '',
    city: row.city ?? '',
    stateCode: row.stateCode,
    zipCode: row.zipCode ?? '',
    isPrimaryContact: row.isPrimaryContact,
  }),
  toBody: (values) => ({
    relationshipId: must(values.relationshipId),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    mainPhone: values.mainPhone,
    cellPhone: orNull(values.cellPhone),
    emailAddress: orNull(values.emailAddress),
    addressLine1: orNull(values.addressLine1),
    city: orNull(values.city),
    stateCode: values.stateCode,
    zipCode: orNull(values.zipCode),
    isPrimaryContact: values.isPrimaryContact,
  }),
  fields: () => (
    <>
      <LookupSelect name="relationshipId" label="Relationship" required lookupName="guardian-relationships" />
      <Field.Text name="firstName" label="First Name" required />
      <Field.Text name="lastName" label="Last Name" required />
      <Field.Masked name="mainPhone" label="Phone" preset="phone" required />
      <Field.Masked name="cellPhone" label="Cell Phone" preset="phone" />
      <Field.Text name="emailAddress" label="Email" />
      <Field.Text name="addressLine1" label="Address" />
      <Field.Text name="city" label="City" />
      <Field.Select name="stateCode" label="State" lookup="us-states" by="code" />
      <Field.Masked name="zipCode" label="Zip Code" preset="zip" />
      <Field.Checkbox name="isPrimaryContact" label="Primary Contact" />
    </>
  ),
});

const interestSchema = z.object({
  interestId: chosen(),
  rank: numberText({ required: true, min: 1, max: 10 }),
  comments,
});

const interestForm = recordForm<'interests', z.infer<typeof interestSchema>>({
  schema: interestSchema,
  empty: { interestId: null, rank: '1', comments: '' },
  fromRow: (row) => ({ interestId: row.interestId, rank: String(row.rank), comments: row.comments ?? '' }),
  toBody: (values) => ({
    interestId: must(values.interestId),
    rank: Number(values.rank),
    comments: orNull(values.comments),
  }),
  fields: () => (
    <>
      <Field.Select name="interestId" label="Interest" required lookup="student-interests" />
      <Field.Text name="rank" label="Rank" required />
      <Field.TextArea name="comments" label="Comments" />
    </>
  ),
});

const referralSchema = z.object({
  referralDate: dateText({ label: 'Referral Date', required: true }),
  referredTo: text({ required: messages.required, max: 100 }),
  serviceTypeId: chosen(),
  outcome: chosenOf(REFERRAL_OUTCOMES),
  comments,
});

const referralForm = recordForm<'referrals', z.infer<typeof referralSchema>>({
  schema: referralSchema,
  empty: { referralDate: '', referredTo: '', serviceTypeId: null, outcome: 'Pending', comments: '' },
  fromRow: (row) => ({
    referralDate: formatDate(row.referralDate),
    referredTo: row.referredTo,
    serviceTypeId: row.serviceTypeId,
    outcome: row.outcome,
    comments: row.comments ?? '',
  }),
  toBody: (values) => ({
    referralDate: wireDate(values.referralDate),
    referredTo: values.referredTo.trim(),
    serviceTypeId: must(values.serviceTypeId),
    outcome: must(values.outcome),
    comments: orNull(values.comments),
  }),
  fields: () => (
    <>
      <Field.Date name="referralDate" label="Referral Date" required />
      <Field.Text name="referredTo" label="Referred To" required />
      <LookupSelect name="serviceTypeId" label="Service" required lookupName="referral-service-types" />
      <Field.Select name="outcome" label="Outcome" required items={itemsOf(REFERRAL_OUTCOMES)} />
      <Field.TextArea name="comments" label="Comments" />
    </>
  ),
});

const followUpSchema = z.object({
  followUpDate: dateText({ label: 'Follow-up Date', required: true }),
  method: chosenOf(FOLLOW_UP_METHODS),
  employmentStatus: chosenOf(EMPLOYMENT_STATUSES),
  employerName: text({ max: 100 }),
  comments,
});

const followUpForm = recordForm<'follow-ups', z.infer<typeof followUpSchema>>({
  schema: followUpSchema,
  empty: { followUpDate: '', method: null, employmentStatus: null, employerName: '', comments: '' },
  fromRow: (row) => ({
    followUpDate: formatDate(row.followUpDate),
    method: row.method,
    employmentStatus: row.employmentStatus,
    employerName: row.employerName ?? '',
    comments: row.comments ?? '',
  }),
  toBody: (values) => ({
    followUpDate: wireDate(values.followUpDate),
    method: must(values.method),
    employmentStatus: must(values.employmentStatus),
    employerName: orNull(values.employerName),
    comments: orNull(values.comments),
  }),
  fields: () => (
    <>
      <Field.Date name="followUpDate" label="Follow-up Date" required />
      <Field.Select name="method" label="Method" required items={itemsOf(FOLLOW_UP_METHODS)} />
      <Field.Select name="employmentStatus" label="Employment Status" required items={itemsOf(EMPLOYMENT_STATUSES)} />
      <Field.Text name="employerName" label="Employer" />
      <Field.TextArea name="comments" label="Comments" />
    </>
  ),
});

const careerProgramSchema = z
  .object({
    careerProgramTypeId: chosen(),
    startDate: dateText({ label: 'Start Date', required: true }),
    endDate: dateText({ label: 'End Date' }),
    outcome: chosenOf(OUTCOMES),
    credentialEarned: z.boolean(),
    credentialName: text({ max: 100 }),
  })
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });

const careerProgramForm = recordForm<'career-programs', z.infer<typeof careerProgramSchema>>({
  schema: careerProgramSchema,
  empty: {
    careerProgramTypeId: null,
    startDate: '',
    endDate: '',
    outcome: 'Active',
    credentialEarned: false,
    credentialName: '',
  },
  fromRow: (row) => ({
    careerProgramTypeId: row.careerProgramTypeId,
    startDate: formatDate(row.startDate),
    endDate: formatDate(row.endDate),
    outcome: row.outcome,
    credentialEarned: row.credentialEarned,
    credentialName: row.credentialName ?? '',
  }),
  toBody: (values) => ({
    careerProgramTypeId: must(values.careerProgramTypeId),
    startDate: wireDate(values.startDate),
    endDate: wireDateOrNull(values.endDate),
    outcome: must(values.outcome),
    credentialEarned: values.credentialEarned,
    credentialName: orNull(values.credentialName),
  }),
  fields: () => (
    <>
      <LookupSelect name="careerProgramTypeId" label="Career Program" required lookupName="career-program-types" />
      <Field.Date name="startDate" label="Start Date" required />
      <Field.Date name="endDate" label="End Date" deps={['startDate']} />
      <Field.Select name="outcome" label="Outcome" required items={itemsOf(OUTCOMES)} />
      <Field.Checkbox name="credentialEarned" label="Credential Earned" />
      <Field.Text name="credentialName" label="Credential" />
    </>
  ),
});

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
