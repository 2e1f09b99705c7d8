import { toWireDate, type CreateBodyOf } from '@pathway/api-client';
import { Button, formatDate } from '@pathway/design-system';
import { dateText, messages, numberText, text } from '@pathway/validation';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { defineForm, Field, useLookup, useOrganizationOptions } from '../../../kit/form.ts';

const period = z.object({
  periodStartDate: dateText({ label: 'Start Date', required: true }),
  periodEndDate: dateText({ label: 'End Date', required: true }),
  timesheetDueDate: dateText({ label: 'Timesheet Due Date', required: true }),
  payDate: dateText({ label: 'Pay Date', required: true }),
});

const schema = z.object({
  name: text({ required: messages.required, max: 100 }),
  organizationId: z
    .number()
    .nullable()
    .refine((value): boolean => value !== null, messages.required),
  payrollFrequencyId: z
    .number()
    .nullable()
    .refine((value): boolean => value !== null, messages.required),
  year: numberText({ required: true, min: 2000, max: 2100 }),
  periods: z.array(period),
});
type Values = z.infer<typeof schema>;

const wireDate = (value: string) => toWireDate(value) ?? value;

/** Periods are numbered in the order they are listed; the server checks order, overlaps and pay dates. */
function toCreate(values: Values): CreateBodyOf<'/payroll/calendars'> {
  return {
    name: values.name.trim(),
    // The schema refused missing choices before this runs.
    organizationId: values.organizationId ?? 0,
    payrollFrequencyId: values.payrollFrequencyId ?? 0,
    year: Number(values.year),
    periods: values.periods.map((entry, index) => ({
      periodNumber: index + 1,
      periodStartDate: wireDate(entry.periodStartDate),
      periodEndDate: wireDate(entry.periodEndDate),
      timesheetDueDate: wireDate(entry.timesheetDueDate),
      payDate: wireDate(entry.payDate),
    })),
  };
}

const emptyPeriod = { periodStartDate: '', periodEndDate: '', timesheetDueDate: '', payDate: '' };

function Periods() {
  const { control } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name: 'periods' });
  return (
    <fieldset>
      <legend>Periods</legend>
      {fields.map((field, index) => (
        <div key={field.id} role="group" aria-label={`Period ${String(index + 1)}`}>
          <Field.Date name={`periods.${String(index)}.periodStartDate`} label="Start Date" required />
          <Field.Date name={`periods.${String(index)}.periodEndDate`} label="End Date" required />
          <Field.Date name={`periods.${String(index)}.timesheetDueDate`} label="Timesheet Due Date" required />
          <Field.Date name={`periods.${String(index)}.payDate`} label="Pay Date" required />
          <Button variant="secondary" onClick={() => remove(index)}>
            {`Remove Period ${String(index + 1)}`}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => append(emptyPeriod)}>
        Add Period
      </Button>
    </fieldset>
  );
}

function PayrollCalendarFields() {
  const organizations = useOrganizationOptions();
  const frequencies = useLookup('payroll-frequencies');
  return (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.SearchableSelect name="organizationId" label="Organization" required items={organizations.items} />
      <Field.Select name="payrollFrequencyId" label="Payroll Frequency" required items={frequencies.items} />
      <Field.Text name="year" label="Year" required />
      <Periods />
    </>
  );
}

/** The add/edit form of a payroll calendar with its periods; loaded once the screen is up. */
export const payrollCalendarForm = defineForm<'/payroll/calendars', Values>({
  schema,
  empty: { name: '', organizationId: null, payrollFrequencyId: null, year: '', periods: [] },
  fromRow: (row) => ({
    name: row.name,
    organizationId: row.organizationId,
    payrollFrequencyId: row.payrollFrequencyId,
    year: String(row.year),
    periods: [...row.periods]
      .sort((a, b) => a.periodNumber - b.periodNumber)
      .map((entry) => ({
        periodStartDate: formatDate(entry.periodStartDate),
        periodEndDate: formatDate(entry.periodEndDate),
        timesheetDueDate: formatDate(entry.timesheetDueDate),
        payDate: formatDate(entry.payDate),
      })),
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: <PayrollCalendarFields />,
  size: 'large',
});
