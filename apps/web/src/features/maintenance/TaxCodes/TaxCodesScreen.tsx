import { toWireDate, type components, type RowOf } from '@pathway/api-client';
import { formatDate, type GridColumn, type SelectItem } from '@pathway/design-system';
import { dateText, messages, numberText, startBeforeEndCheck, text } from '@pathway/validation';
import { z } from 'zod';
import { Field, ResourceScreen, type ResourceForm } from '../../../kit/index.ts';
import { api } from '../../../lib/api.ts';

type TaxCode = RowOf<'/tax-codes'>;
type TaxType = components['schemas']['TaxType'];

/** Every tax type of the contract, in its order; `satisfies` fails when the contract adds one. */
const TAX_TYPES = [
  'Federal',
  'State',
  'Local Earned Income',
  'Local Services',
  'Unemployment',
] as const satisfies readonly TaxType[];
const taxTypeItems: SelectItem<TaxType>[] = TAX_TYPES.map((type) => ({ value: type, label: type }));

export const taxCodeColumns: GridColumn<TaxCode>[] = [
  { id: 'code', header: 'Code', value: (row) => row.code, width: 100 },
  { id: 'name', header: 'Name', value: (row) => row.name, width: 240 },
  { id: 'taxType', header: 'Tax Type', value: (row) => row.taxType, width: 180 },
  { id: 'psdCode', header: 'PSD Code', value: (row) => row.psdCode, width: 110 },
  {
    id: 'ratePercent',
    header: 'Rate %',
    value: (row) => row.ratePercent,
    format: 'number',
    width: 100,
    sortable: false,
  },
  {
    id: 'effectiveDate',
    header: 'Effective Date',
    value: (row) => row.effectiveDate,
    format: 'date',
    dateFilter: true,
    width: 140,
  },
  { id: 'endDate', header: 'End Date', value: (row) => row.endDate, format: 'date', sortable: false, width: 120 },
  {
    id: 'isActive',
    header: 'Status',
    value: (row) => (row.isActive ? 'Active' : 'Inactive'),
    kind: { type: 'badge', tone: (row) => (row.isActive ? 'success' : 'neutral') },
    width: 110,
  },
];

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
  .superRefine(startBeforeEndCheck('effectiveDate', 'endDate'));
type Values = z.infer<typeof schema>;

const wireDate = (value: string) => toWireDate(value) ?? value;

const form: ResourceForm<'/tax-codes', Values> = {
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
  toCreate: (values) => ({
    code: values.code.trim(),
    name: values.name.trim(),
    // The schema refused a missing type before this runs.
    taxType: values.taxType ?? 'Federal',
    psdCode: values.psdCode.trim() === '' ? null : values.psdCode.trim(),
    ratePercent: Number(values.ratePercent),
    effectiveDate: wireDate(values.effectiveDate),
    endDate: values.endDate === '' ? null : wireDate(values.endDate),
    isActive: values.isActive,
  }),
  toUpdate: (values, row) => ({ ...form.toCreate(values), version: row.version }),
  fields: (
    <>
      <Field.Text name="code" label="Code" required />
      <Field.Text name="name" label="Name" required />
      <Field.Select name="taxType" label="Tax Type" required items={taxTypeItems} />
      <Field.Text name="psdCode" label="PSD Code" />
      <Field.Text name="ratePercent" label="Rate %" required />
      <Field.Date name="effectiveDate" label="Effective Date" required />
      <Field.Date name="endDate" label="End Date" />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  ),
};

/** Maintenance > Tax Codes: payroll taxes, maintained with MAINTAIN_TAXCODES. */
export function TaxCodesScreen() {
  return (
    <ResourceScreen
      title="Tax Codes"
      noun="tax code"
      resource={api.taxCodes}
      columns={taxCodeColumns}
      rowName={(row) => row.name}
      claims={{ create: 'MAINTAIN_TAXCODES', update: 'MAINTAIN_TAXCODES', remove: 'MAINTAIN_TAXCODES' }}
      form={form}
    />
  );
}
