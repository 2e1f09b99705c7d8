import { formatDate } from '@pathway/design-system';
import { amountText, dateText, numberText } from '@pathway/validation';
import { z } from 'zod';
import { Field } from '../../../../kit/form.ts';
import { recordForm, wireDate, orNull, chosen, must, comments } from '../recordForm.ts';

const eligibilitySchema = z.object({
  fundingSourceId: chosen(),
  determinationDate: dateText({ label: 'Determined', required: true, notFuture: true }),
  isEligible: z.boolean(),
  familySize: numberText({ required: true, min: 1, max: 20 }),
  annualIncome: amountText({ required: true, unit: 'money' }),
  comments,
});

export const eligibilityForm = recordForm<'eligibilities', z.infer<typeof eligibilitySchema>>({
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
