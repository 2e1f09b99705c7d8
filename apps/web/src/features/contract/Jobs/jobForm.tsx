import { MAX_PAGE_SIZE, toWireDate, type CreateBodyOf, type RowOf } from '@pathway/api-client';
import { formatDate } from '@pathway/design-system';
import {
  ageRangeFields,
  amountText,
  dateText,
  emailAddress,
  HOURS_CAP_BOUNDS,
  messages,
  minMaxCheck,
  numberText,
  startBeforeEndCheck,
  text,
  WEEKLY_HOURS_BOUNDS,
  YOUTH_AGES,
} from '@pathway/validation';
import { z } from 'zod';
import { useCan } from '../../../kit/claims.ts';
import { defineForm, Field, useOptions } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';

type Job = RowOf<'/jobs'>;

const requiredId = z
  .number({ error: messages.required })
  .nullable()
  // Annotated as boolean so zod does not narrow the value: an empty form holds null.
  .refine((value): boolean => value !== null, messages.required);

const schema = z
  .object({
    name: text({ required: messages.required, max: 100 }),
    worksiteId: requiredId,
    contractId: requiredId,
    jobSectorId: requiredId,
    startDate: dateText({ label: 'Start Date', required: true }),
    endDate: dateText({ label: 'End Date', required: true }),
    hoursPerWeek: amountText({ unit: 'hours', bounds: WEEKLY_HOURS_BOUNDS }),
    // Empty: the contract's default rate (the server fills it in); only MAINTAIN_HOURLY_RATE types one.
    hourlyRate: amountText({ unit: 'money' }),
    positions: numberText({ required: true, min: 1, max: 500 }),
    incentiveOnly: z.boolean(),
    maxHoursPerStudent: amountText({ required: true, unit: 'hours', bounds: HOURS_CAP_BOUNDS }),
    maxIncentiveAmount: amountText({ required: true, unit: 'money' }),
    ...ageRangeFields(YOUTH_AGES, { required: true }),
    requiresClearances: z.boolean(),
    supervisorName: text({ max: 80 }),
    supervisorPhone: z.string(),
    supervisorEmail: emailAddress(),
    workSchedule: text({ max: 500 }),
    description: text({ max: 4000 }),
  })
  // Both run even while another field is missing (zod 4 skips them after a field's issue by default).
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true })
  .superRefine(minMaxCheck('minAge', 'maxAge'), { when: () => true });
type Values = z.infer<typeof schema>;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const wireDate = (value: string) => toWireDate(value) ?? value;
/** The currency mask shows `$1,234.50`; the wire takes the number. */
export const fromCurrency = (value: string | number) => Number(String(value).replace(/[$,]/g, ''));
/** The mask's own text for an amount (it keeps only what starts with its `$`). */
export const toCurrency = (value: number) => `$${value.toFixed(2)}`;

function toCreate(values: Values): CreateBodyOf<'/jobs'> {
  if (values.worksiteId === null || values.contractId === null || values.jobSectorId === null)
    throw new Error('A job form was submitted without its required choices.');
  return {
    name: values.name.trim(),
    worksiteId: values.worksiteId,
    contractId: values.contractId,
    jobSectorId: values.jobSectorId,
    description: orNull(values.description),
    startDate: wireDate(values.startDate),
    endDate: wireDate(values.endDate),
    hoursPerWeek: values.hoursPerWeek === '' ? null : Number(values.hoursPerWeek),
    ...(values.hourlyRate === '' ? {} : { hourlyRate: fromCurrency(values.hourlyRate) }),
    positions: Number(values.positions),
    incentiveOnly: values.incentiveOnly,
    maxHoursPerStudent: Number(values.maxHoursPerStudent),
    maxIncentiveAmount: fromCurrency(values.maxIncentiveAmount),
    minAge: Number(values.minAge),
    maxAge: Number(values.maxAge),
    requiresClearances: values.requiresClearances,
    supervisorName: orNull(values.supervisorName),
    supervisorPhone: orNull(values.supervisorPhone),
    supervisorEmail: orNull(values.supervisorEmail),
    workSchedule: orNull(values.workSchedule),
  };
}

function WorksiteField() {
  // The worksites the user may see (a contractor user only their own: server row scope).
  const worksites = useOptions<number>(['worksites', 'options'], async () =>
    (await api.worksites.search({ page: 1, pageSize: MAX_PAGE_SIZE })).items.map((row) => ({
      value: row.id,
      label: row.name,
    })),
  );
  return <Field.SearchableSelect name="worksiteId" label="Worksite" required items={worksites.items} />;
}

/** The contracts the user may see, by code (shared with the renew popup through the cache). */
export function ContractField() {
  const contracts = useOptions<number>(['organizations', 'contract-codes'], async () =>
    (await api.organizations.contractCodes()).map((contract) => ({ value: contract.id, label: contract.contractCode })),
  );
  return <Field.Select name="contractId" label="Contract" required items={contracts.items} />;
}

/** USD; only MAINTAIN_HOURLY_RATE may type it (the server refuses a changed rate without it). */
export function HourlyRateField({ emptyHint }: { emptyHint?: string }) {
  const mayChange = useCan('MAINTAIN_HOURLY_RATE');
  return (
    <Field.Masked
      name="hourlyRate"
      label="Hourly Rate (USD)"
      preset="currency"
      disabled={!mayChange}
      hint={mayChange ? emptyHint : 'Changing the rate needs MAINTAIN_HOURLY_RATE.'}
    />
  );
}

/** The add/edit form of a job; loaded once the Jobs screen is up. */
export const jobForm = defineForm<'/jobs', Values>({
  schema,
  size: 'large',
  empty: {
    name: '',
    worksiteId: null,
    contractId: null,
    jobSectorId: null,
    startDate: '',
    endDate: '',
    hoursPerWeek: '',
    hourlyRate: '',
    positions: '',
    incentiveOnly: false,
    maxHoursPerStudent: '',
    maxIncentiveAmount: '',
    // A new job takes the whole youth range until narrowed.
    minAge: String(YOUTH_AGES.minAge),
    maxAge: String(YOUTH_AGES.maxAge),
    requiresClearances: false,
    supervisorName: '',
    supervisorPhone: '',
    supervisorEmail: '',
    workSchedule: '',
    description: '',
  },
  fromRow: (row: Job) => ({
    name: row.name,
    worksiteId: row.worksiteId,
    contractId: row.contractId,
    jobSectorId: row.jobSectorId,
    startDate: formatDate(row.startDate),
    endDate: formatDate(row.endDate),
    hoursPerWeek: row.hoursPerWeek === null ? '' : String(row.hoursPerWeek),
    hourlyRate: toCurrency(row.hourlyRate),
    positions: String(row.positions),
    incentiveOnly: row.incentiveOnly,
    maxHoursPerStudent: String(row.maxHoursPerStudent),
    maxIncentiveAmount: toCurrency(row.maxIncentiveAmount),
    minAge: String(row.minAge),
    maxAge: String(row.maxAge),
    requiresClearances: row.requiresClearances,
    supervisorName: row.supervisorName ?? '',
    supervisorPhone: row.supervisorPhone ?? '',
    supervisorEmail: row.supervisorEmail ?? '',
    workSchedule: row.workSchedule ?? '',
    description: row.description ?? '',
  }),
  toCreate,
  toUpdate: (values, row) => ({
    ...toCreate(values),
    // An update always names the rate: the one typed, or the one the job has.
    hourlyRate: values.hourlyRate === '' ? row.hourlyRate : fromCurrency(values.hourlyRate),
    version: row.version,
  }),
  fields: (
    <>
      <Field.Text name="name" label="Title" required />
      <WorksiteField />
      <ContractField />
      <Field.Select name="jobSectorId" label="Sector" required lookup="job-sectors" />
      <Field.Date name="startDate" label="Start Date" required deps={['endDate']} />
      <Field.Date name="endDate" label="End Date" required deps={['startDate']} />
      <Field.Text name="hoursPerWeek" label="Hours per Week" />
      <HourlyRateField emptyHint="Empty: the contract’s default rate." />
      <Field.Text name="positions" label="Capacity" required />
      <Field.Text name="maxHoursPerStudent" label="Max Hours per Participant" required />
      <Field.Masked name="maxIncentiveAmount" label="Max Incentive Amount (USD)" required preset="currency" />
      <Field.Checkbox name="incentiveOnly" label="Incentive Only" />
      <Field.Text name="minAge" label="Min Age" required deps={['maxAge']} />
      <Field.Text name="maxAge" label="Max Age" required deps={['minAge']} />
      <Field.Checkbox name="requiresClearances" label="Requires Clearances at Any Age" />
      <Field.Text name="supervisorName" label="Supervisor" />
      <Field.Masked name="supervisorPhone" label="Supervisor Phone" preset="phone" />
      <Field.Text name="supervisorEmail" label="Supervisor Email" />
      <Field.Text name="workSchedule" label="Work Schedule" />
      <Field.TextArea name="description" label="Description" rows={3} />
    </>
  ),
});
