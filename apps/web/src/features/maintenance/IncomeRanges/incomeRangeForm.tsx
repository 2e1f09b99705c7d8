import type { CreateBodyOf } from '@pathway/api-client';
import { amountText, messages, minMaxCheck, numberText } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field, useOrganizationOptions } from '../../../kit/form.ts';

const schema = z
  .object({
    organizationId: z
      .number()
      .nullable()
      .refine((value): boolean => value !== null, messages.required),
    fundingType: z
      .string()
      .nullable()
      .refine((value): boolean => value !== null && value !== '', messages.required),
    familySize: numberText({ required: true, min: 1 }),
    from: amountText({ required: true, unit: 'money' }),
    to: amountText({ required: true, unit: 'money' }),
  })
  // Min must not exceed max (section 5, minMaxInvalid); the message sits on From. It runs even while
  // another field is missing (zod 4 skips object refinements after a field's issue by default).
  .superRefine(minMaxCheck('from', 'to'), { when: () => true });
type Values = z.infer<typeof schema>;

function toCreate(values: Values): CreateBodyOf<'/income-ranges'> {
  return {
    // The schema refused missing values before this runs.
    organizationId: values.organizationId ?? 0,
    fundingType: values.fundingType ?? '',
    familySize: Number(values.familySize),
    from: Number(values.from),
    to: Number(values.to),
  };
}

function IncomeRangeFields() {
  const organizations = useOrganizationOptions();
  return (
    <>
      <Field.SearchableSelect name="organizationId" label="Organization" required items={organizations.items} />
      <Field.Select name="fundingType" label="Funding Type" required lookup="funding-sources" by="text" />
      <Field.Text name="familySize" label="Family Size" required />
      <Field.Text name="from" label="From" required deps={['to']} />
      <Field.Text name="to" label="To" required deps={['from']} />
    </>
  );
}

/** The add/edit form of an income range; loaded once the Income Ranges screen is up. */
export const incomeRangeForm = defineForm<'/income-ranges', Values>({
  schema,
  empty: { organizationId: null, fundingType: null, familySize: '', from: '', to: '' },
  fromRow: (row) => ({
    organizationId: row.organizationId,
    fundingType: row.fundingType,
    familySize: String(row.familySize),
    from: String(row.from),
    to: String(row.to),
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: <IncomeRangeFields />,
});
