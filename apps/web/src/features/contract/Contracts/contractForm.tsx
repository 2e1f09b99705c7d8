import { toWireDate, type CreateBodyOf } from '@pathway/api-client';
import { formatDate } from '@pathway/design-system';
import { amountText, dateText, HOURS_CAP_BOUNDS, messages, startBeforeEndCheck, text } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field, useOrganizationOptions } from '../../../kit/form.ts';

const chosen = () =>
  z
    .number({ error: messages.required })
    .nullable()
    // Annotated as boolean so zod does not narrow the value: an empty form holds null.
    .refine((value): boolean => value !== null, messages.required);

/** The contract's ContractCode: 1 to 20 characters. */
export const contractCode = () => text({ required: messages.required, max: 20 });

const schema = z
  .object({
    contractCode: contractCode(),
    name: text({ required: messages.required, max: 100 }),
    organizationId: chosen(),
    startDate: dateText({ label: 'Start Date', required: true }),
    endDate: dateText({ label: 'End Date', required: true }),
    contractTypeId: chosen(),
    fundingSourceId: chosen(),
    payrollFrequencyId: chosen(),
    budgetAmount: amountText({ unit: 'money' }),
    defaultHourlyRate: amountText({ required: true, unit: 'money' }),
    maxHoursPerStudent: amountText({ required: true, unit: 'hours', bounds: HOURS_CAP_BOUNDS }),
    maxIncentiveAmount: amountText({ required: true, unit: 'money' }),
  })
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });
type Values = z.infer<typeof schema>;

/** The currency mask shows `$1,234.50`; the wire takes the number. */
export const fromCurrency = (value: string | number) => Number(String(value).replace(/[$,]/g, ''));
const toCurrency = (value: number | null) => (value === null ? '' : value.toFixed(2));
export const wireDate = (value: string) => toWireDate(value) ?? value;

function toCreate(values: Values): CreateBodyOf<'/contracts'> {
  const { organizationId, contractTypeId, fundingSourceId, payrollFrequencyId } = values;
  if (organizationId === null || contractTypeId === null || fundingSourceId === null || payrollFrequencyId === null)
    throw new Error('A contract form was submitted without its required choices.');
  return {
    contractCode: values.contractCode.trim(),
    name: values.name.trim(),
    organizationId,
    startDate: wireDate(values.startDate),
    endDate: wireDate(values.endDate),
    contractTypeId,
    fundingSourceId,
    payrollFrequencyId,
    budgetAmount: values.budgetAmount === '' ? null : fromCurrency(values.budgetAmount),
    defaultHourlyRate: fromCurrency(values.defaultHourlyRate),
    maxHoursPerStudent: Number(values.maxHoursPerStudent),
    maxIncentiveAmount: fromCurrency(values.maxIncentiveAmount),
  };
}

function OrganizationField() {
  const organizations = useOrganizationOptions();
  return <Field.Select name="organizationId" label="Organization" required items={organizations.items} />;
}

/**
 * The add/edit form of a contract (loaded once the Contracts screen is up). The status is no field:
 * a new contract is Draft and moves only through Activate and Close (ADR 061).
 */
export const contractForm = defineForm<'/contracts', Values>({
  schema,
  size: 'large',
  empty: {
    contractCode: '',
    name: '',
    organizationId: null,
    startDate: '',
    endDate: '',
    contractTypeId: null,
    fundingSourceId: null,
    payrollFrequencyId: null,
    budgetAmount: '',
    defaultHourlyRate: '',
    maxHoursPerStudent: '',
    maxIncentiveAmount: '',
  },
  fromRow: (row) => ({
    contractCode: row.contractCode,
    name: row.name,
    organizationId: row.organizationId,
    startDate: formatDate(row.startDate),
    endDate: formatDate(row.endDate),
    contractTypeId: row.contractTypeId,
    fundingSourceId: row.fundingSourceId,
    payrollFrequencyId: row.payrollFrequencyId,
    budgetAmount: toCurrency(row.budgetAmount),
    defaultHourlyRate: toCurrency(row.defaultHourlyRate),
    maxHoursPerStudent: String(row.maxHoursPerStudent),
    maxIncentiveAmount: toCurrency(row.maxIncentiveAmount),
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: (
    <>
      <Field.Text name="contractCode" label="Contract Code" required />
      <Field.Text name="name" label="Name" required />
      <OrganizationField />
      <Field.Date name="startDate" label="Start Date" required deps={['endDate']} />
      <Field.Date name="endDate" label="End Date" required deps={['startDate']} />
      <Field.Select name="contractTypeId" label="Contract Type" required lookup="contract-types" />
      <Field.Select name="fundingSourceId" label="Funding Source" required lookup="funding-sources" />
      <Field.Select name="payrollFrequencyId" label="Payroll Frequency" required lookup="payroll-frequencies" />
      <Field.Masked name="budgetAmount" label="Budget (USD)" preset="currency" />
      <Field.Masked name="defaultHourlyRate" label="Default Hourly Rate (USD)" required preset="currency" />
      <Field.Text name="maxHoursPerStudent" label="Max Hours per Participant" required />
      <Field.Masked name="maxIncentiveAmount" label="Max Incentive Amount (USD)" required preset="currency" />
    </>
  ),
});
