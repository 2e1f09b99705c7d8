import { toWireDate, type CreateBodyOf } from '@pathway/api-client';
import { formatDate } from '@pathway/design-system';
import {
  ageRangeFields,
  dateText,
  messages,
  minMaxCheck,
  amountText,
  HOURS_CAP_BOUNDS,
  PAYMENT_METHODS,
  PROGRAM_AGES,
  startBeforeEndCheck,
  text,
} from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field, useOptions, useOrganizationOptions } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';

type Body = CreateBodyOf<'/enrollment-programs'>;
const paymentMethodItems: readonly { value: NonNullable<Body['paymentMethod']>; label: string }[] = PAYMENT_METHODS.map(
  (value) => ({ value, label: value }),
);

const chosen = z
  .number()
  .nullable()
  .refine((value): boolean => value !== null, messages.required);

// Limits of EnrollmentProgramFields in the contract.
const schema = z
  .object({
    name: text({ required: messages.required, max: 100 }),
    code: text({ required: messages.required, max: 20 }),
    organizationId: chosen,
    programId: chosen,
    fundingSourceId: z.number().nullable(),
    startDate: dateText({ required: true, label: 'Start Date' }),
    endDate: dateText({ required: true, label: 'End Date' }),
    applicationStartDate: dateText({ label: 'Application Start Date' }),
    applicationEndDate: dateText({ label: 'Application End Date' }),
    ...ageRangeFields(PROGRAM_AGES),
    hourlyRate: amountText({ unit: 'money' }),
    maxHoursPerStudent: amountText({ unit: 'hours', bounds: HOURS_CAP_BOUNDS }),
    maxIncentiveAmount: amountText({ unit: 'money' }),
    paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
    isActive: z.boolean(),
  })
  // These run even while another field is missing (zod 4 skips them after a field's issue by default).
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true })
  .superRefine(startBeforeEndCheck('applicationStartDate', 'applicationEndDate'), { when: () => true })
  .superRefine(minMaxCheck('minAge', 'maxAge'), { when: () => true });
type Values = z.infer<typeof schema>;

const wireDate = (value: string) => (value === '' ? undefined : (toWireDate(value) ?? value));
const optionalNumber = (value: string | number) => (value === '' ? undefined : Number(value));
const shown = (value: number | undefined) => (value === undefined ? '' : String(value));

function toCreate(values: Values): Body {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    // The schema refused missing choices before this runs.
    organizationId: values.organizationId ?? 0,
    programId: values.programId ?? 0,
    fundingSourceId: values.fundingSourceId ?? undefined,
    startDate: wireDate(values.startDate) ?? '',
    endDate: wireDate(values.endDate) ?? '',
    applicationStartDate: wireDate(values.applicationStartDate),
    applicationEndDate: wireDate(values.applicationEndDate),
    minAge: optionalNumber(values.minAge),
    maxAge: optionalNumber(values.maxAge),
    hourlyRate: optionalNumber(values.hourlyRate),
    maxHoursPerStudent: optionalNumber(values.maxHoursPerStudent),
    maxIncentiveAmount: optionalNumber(values.maxIncentiveAmount),
    paymentMethod: values.paymentMethod ?? undefined,
    isActive: values.isActive,
  };
}

function EnrollmentProgramFields() {
  const organizations = useOrganizationOptions();
  const programs = useOptions<number>(['programs', 'options'], async () =>
    (await api.programs.options()).map((program) => ({ value: program.id, label: program.text })),
  );
  return (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.Text name="code" label="Code" required />
      <Field.SearchableSelect name="organizationId" label="Organization" required items={organizations.items} />
      <Field.SearchableSelect name="programId" label="Program" required items={programs.items} />
      <Field.Select name="fundingSourceId" label="Funding Source" lookup="funding-sources" />
      <Field.Date name="startDate" label="Start Date" required deps={['endDate']} />
      <Field.Date name="endDate" label="End Date" required deps={['startDate']} />
      <Field.Date name="applicationStartDate" label="Application Start Date" deps={['applicationEndDate']} />
      <Field.Date name="applicationEndDate" label="Application End Date" deps={['applicationStartDate']} />
      <Field.Text name="minAge" label="Min Age" deps={['maxAge']} />
      <Field.Text name="maxAge" label="Max Age" deps={['minAge']} />
      <Field.Text name="hourlyRate" label="Hourly Rate" />
      <Field.Text name="maxHoursPerStudent" label="Max Hours Per Participant" />
      <Field.Text name="maxIncentiveAmount" label="Max Incentive Amount" />
      <Field.Select name="paymentMethod" label="Payment Method" items={paymentMethodItems} />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  );
}

/** The add/edit form of an enrollment program; loaded once the Enrollment Programs screen is up. */
export const enrollmentProgramForm = defineForm<'/enrollment-programs', Values>({
  schema,
  size: 'large',
  empty: {
    name: '',
    code: '',
    organizationId: null,
    programId: null,
    fundingSourceId: null,
    startDate: '',
    endDate: '',
    applicationStartDate: '',
    applicationEndDate: '',
    minAge: '',
    maxAge: '',
    hourlyRate: '',
    maxHoursPerStudent: '',
    maxIncentiveAmount: '',
    paymentMethod: null,
    isActive: true,
  },
  fromRow: (row) => ({
    // The contract's allOf leaves these optional in the generated type; the read model always has them.
    name: row.name ?? '',
    code: row.code ?? '',
    organizationId: row.organizationId ?? null,
    programId: row.programId ?? null,
    fundingSourceId: row.fundingSourceId ?? null,
    startDate: formatDate(row.startDate),
    endDate: formatDate(row.endDate),
    applicationStartDate: row.applicationStartDate ? formatDate(row.applicationStartDate) : '',
    applicationEndDate: row.applicationEndDate ? formatDate(row.applicationEndDate) : '',
    minAge: shown(row.minAge),
    maxAge: shown(row.maxAge),
    hourlyRate: shown(row.hourlyRate),
    maxHoursPerStudent: shown(row.maxHoursPerStudent),
    maxIncentiveAmount: shown(row.maxIncentiveAmount),
    paymentMethod: row.paymentMethod ?? null,
    isActive: row.isActive ?? true,
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: <EnrollmentProgramFields />,
});
