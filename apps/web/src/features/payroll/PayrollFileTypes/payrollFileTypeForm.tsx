import type { components, CreateBodyOf } from '@pathway/api-client';
import type { SelectItem } from '@pathway/design-system';
import { messages, text } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field, useOptions } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';

type Direction = components['schemas']['FileDirection'];
type FileType = components['schemas']['PayrollFileType'];

const DIRECTIONS = ['Outbound', 'Inbound'] as const satisfies readonly Direction[];
const directionItems: SelectItem<Direction>[] = DIRECTIONS.map((direction) => ({ value: direction, label: direction }));
/** Which payments a file of the type carries, and how it is written (ADR 182). */
const PAYMENT_METHODS = ['Debit', 'Deposit'] as const satisfies readonly NonNullable<FileType['paymentMethod']>[];
const paymentMethodItems: SelectItem<(typeof PAYMENT_METHODS)[number]>[] = [
  { value: 'Debit', label: 'Debit card' },
  { value: 'Deposit', label: 'Direct deposit' },
];
const FORMATS = ['FSV', 'NACHA'] as const satisfies readonly NonNullable<FileType['format']>[];
const formatItems: SelectItem<(typeof FORMATS)[number]>[] = [
  { value: 'FSV', label: 'FSV CSV (3171 / 3172)' },
  { value: 'NACHA', label: 'NACHA (ACH PPD)' },
];

const schema = z.object({
  // The contract's code pattern: capitals, digits and dashes (e.g. 3171).
  code: text({ required: messages.required, max: 10 }).refine(
    (value) => /^[A-Z0-9-]*$/.test(value.trim()),
    'Use capital letters, digits and dashes only',
  ),
  name: text({ required: messages.required, max: 100 }),
  direction: z
    .enum(DIRECTIONS)
    .nullable()
    .refine((value): boolean => value !== null, messages.required),
  cardProviderId: z
    .number()
    .nullable()
    .refine((value): boolean => value !== null, messages.required),
  fileNamePattern: text({ required: messages.required, max: 100 }),
  description: text({ max: 500 }),
  isActive: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  format: z.enum(FORMATS),
});
type Values = z.infer<typeof schema>;

function toCreate(values: Values): CreateBodyOf<'/payroll/file-types'> {
  const description = values.description.trim();
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    // The schema refused a missing direction and provider before this runs.
    direction: values.direction ?? 'Outbound',
    cardProviderId: values.cardProviderId ?? 0,
    fileNamePattern: values.fileNamePattern.trim(),
    description: description === '' ? null : description,
    isActive: values.isActive,
    paymentMethod: values.paymentMethod,
    format: values.format,
  };
}

function PayrollFileTypeFields() {
  const providers = useOptions<number>(['card-providers', 'options'], async () =>
    (await api.lookups.cardProviderOptions()).map((option) => ({ value: option.id, label: option.text })),
  );
  return (
    <>
      <Field.Text name="code" label="Code" required />
      <Field.Text name="name" label="Name" required />
      <Field.Select name="direction" label="Direction" required items={directionItems} />
      <Field.Select name="cardProviderId" label="Card Provider" required items={providers.items} />
      <Field.Text name="fileNamePattern" label="File Name Pattern" required hint="e.g. FSV3171_{yyyyMMdd}_{seq}.csv" />
      <Field.Select name="paymentMethod" label="Pays" required items={paymentMethodItems} />
      <Field.Select name="format" label="Format" required items={formatItems} />
      <Field.TextArea name="description" label="Description" rows={3} />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  );
}

/** The add/edit form of a payroll file type; loaded once the screen is up. */
export const payrollFileTypeForm = defineForm<'/payroll/file-types', Values>({
  schema,
  empty: {
    code: '',
    name: '',
    direction: null,
    cardProviderId: null,
    fileNamePattern: '',
    description: '',
    isActive: true,
    paymentMethod: 'Debit',
    format: 'FSV',
  },
  fromRow: (row) => ({
    code: row.code,
    name: row.name,
    direction: row.direction,
    cardProviderId: row.cardProviderId,
    fileNamePattern: row.fileNamePattern,
    description: row.description ?? '',
    isActive: row.isActive,
    paymentMethod: row.paymentMethod ?? 'Debit',
    format: row.format ?? 'FSV',
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: <PayrollFileTypeFields />,
});
