import { toWireDate, type CreateBodyOf } from '@pathway/api-client';
import { formatDate } from '@pathway/design-system';
import { dateText, messages, startBeforeEndCheck, text } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field, useOrganizationOptions } from '../../../kit/form.ts';

// Limits of ProgramCreateRequest in the contract.
const schema = z
  .object({
    name: text({ required: messages.required, max: 100 }),
    code: text({ required: messages.required, max: 20 }),
    description: text({ max: 2000 }),
    organizationId: z
      .number()
      .nullable()
      .refine((value): boolean => value !== null, messages.required),
    startDate: dateText({ label: 'Start Date' }),
    endDate: dateText({ label: 'End Date' }),
    isActive: z.boolean(),
  })
  // Runs even while another field is missing (zod 4 skips it after a field's issue by default).
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });
type Values = z.infer<typeof schema>;

const wireDate = (value: string) => (value === '' ? undefined : (toWireDate(value) ?? value));

function toCreate(values: Values): CreateBodyOf<'/programs'> {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    description: values.description.trim() === '' ? undefined : values.description.trim(),
    // The schema refused a missing organization before this runs.
    organizationId: values.organizationId ?? 0,
    startDate: wireDate(values.startDate),
    endDate: wireDate(values.endDate),
    isActive: values.isActive,
  };
}

function ProgramFields() {
  const organizations = useOrganizationOptions();
  return (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.Text name="code" label="Code" required />
      <Field.SearchableSelect name="organizationId" label="Organization" required items={organizations.items} />
      <Field.TextArea name="description" label="Description" />
      <Field.Date name="startDate" label="Start Date" deps={['endDate']} />
      <Field.Date name="endDate" label="End Date" deps={['startDate']} />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  );
}

/** The add/edit form of a program; loaded once the Programs screen is up. */
export const programForm = defineForm<'/programs', Values>({
  schema,
  empty: {
    name: '',
    code: '',
    description: '',
    organizationId: null,
    startDate: '',
    endDate: '',
    isActive: true,
  },
  fromRow: (row) => ({
    name: row.name,
    code: row.code,
    description: row.description ?? '',
    organizationId: row.organizationId,
    startDate: formatDate(row.startDate),
    endDate: formatDate(row.endDate),
    isActive: row.isActive,
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: <ProgramFields />,
});
