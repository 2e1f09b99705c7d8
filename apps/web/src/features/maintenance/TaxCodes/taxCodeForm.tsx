import { toWireDate, type components, type CreateBodyOf } from '@pathway/api-client';
import { formatDate, type SelectItem } from '@pathway/design-system';
import { dateText, messages, numberText, startBeforeEndCheck, text } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field } from '../../../kit/form.ts';

type TaxType = components['schemas']['TaxType'];

/** The tax types of the contract, in its order (`satisfies` refuses one the contract does not have). */
const TAX_TYPES = [
  'Federal',
  'State',
  'Local Earned Income',
  'Local Services',
  'Unemployment',
] as const satisfies readonly TaxType[];
const taxTypeItems: SelectItem<TaxType>[] = TAX_TYPES.map((type) => ({ value: type, label: type }));

const schema = z
  .object({
    code: text({ required: messages.required, max: 10 }),
    name: text({ required: messages.required, max: 100 }),
    taxType: z
      .enum(TAX_TYPES)
      .nullable()
      .refine((value): boolean => value !== null, messages.required),
    psdCode: text({ max: 6 }),
    ratePercent: numberText({ required: true, min: 0, max: 100 }),
    effectiveDate: dateText({ label: 'Effective Date', required: true }),
    endDate: dateText({ label: 'End Date' }),
    isActive: z.boolean(),
  })
  // Runs even while another field is missing (zod 4 skips it after a field's issue by default).
  .superRefine(startBeforeEndCheck('effectiveDate', 'endDate'), { when: () => true });
type Values = z.infer<typeof schema>;

const wireDate = (value: string) => toWireDate(value) ?? value;

function toCreate(values: Values): CreateBodyOf<'/tax-codes'> {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    // The schema refused a missing type before this runs.
    taxType: values.taxType ?? 'Federal',
    psdCode: values.psdCode.trim() === '' ? null : values.psdCode.trim(),
    ratePercent: Number(values.ratePercent),
    effectiveDate: wireDate(values.effectiveDate),
    endDate: values.endDate === '' ? null : wireDate(values.endDate),
    isActive: values.isActive,
  };
}

/** The add/edit form of a tax code; loaded once the Tax Codes screen is up. */
export const taxCodeForm = defineForm<'/tax-codes', Values>({
  schema,
  empty: {
    code: '',
    name: '',
    taxType: null,
    psdCode: '',
    ratePercent: '',
    effectiveDate: '',
    endDate: '',
    isActive: true,
  },
  fromRow: (row) => ({
    code: row.code,
    name: row.name,
    taxType: row.taxType,
    psdCode: row.psdCode ?? '',
    ratePercent: String(row.ratePercent),
    effectiveDate: formatDate(row.effectiveDate),
    endDate: formatDate(row.endDate),
    isActive: row.isActive,
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: (
    <>
      <Field.Text name="code" label="Code" required />
      <Field.Text name="name" label="Name" required />
      <Field.Select name="taxType" label="Tax Type" required items={taxTypeItems} />
      <Field.Text name="psdCode" label="PSD Code" />
      <Field.Text name="ratePercent" label="Rate %" required />
      <Field.Date name="effectiveDate" label="Effective Date" required />
      <Field.Date name="endDate" label="End Date" deps={['effectiveDate']} />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  ),
});
