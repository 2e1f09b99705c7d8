import type { CreateBodyOf } from '@pathway/api-client';
import { MAX_PAGE_SIZE } from '@pathway/api-client';
import { messages, text, requiredAddressFields } from '@pathway/validation';
import { z } from 'zod';
import { addressBody, addressValues, defineForm, EMPTY_ADDRESS, Field, useOptions } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';

const requiredId = z
  .number({ error: messages.required })
  .nullable()
  // Annotated as boolean so zod does not narrow the value: an empty form holds null.
  .refine((value): boolean => value !== null, messages.required);

const schema = z.object({
  name: text({ required: messages.required, max: 100 }),
  contractorId: requiredId,
  jobSectorId: requiredId,
  description: text({ max: 2000 }),
  ...requiredAddressFields,
  mainPhone: z.string(),
  isPublicSector: z.boolean(),
  welcomesReturning: z.boolean(),
  isActive: z.boolean(),
});
type Values = z.infer<typeof schema>;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function toCreate(values: Values): CreateBodyOf<'/worksites'> {
  if (values.contractorId === null || values.jobSectorId === null)
    throw new Error('A worksite form was submitted without its required choices.');
  return {
    name: values.name.trim(),
    contractorId: values.contractorId,
    jobSectorId: values.jobSectorId,
    description: orNull(values.description),
    ...addressBody(values),
    mainPhone: orNull(values.mainPhone),
    isPublicSector: values.isPublicSector,
    welcomesReturning: values.welcomesReturning,
    isActive: values.isActive,
  };
}

function ContractorField() {
  // The contractors the user may see (a contractor user sees only their own: server row scope).
  const contractors = useOptions<number>(['contractors', 'options'], async () =>
    (await api.contractors.search({ page: 1, pageSize: MAX_PAGE_SIZE })).items.map((row) => ({
      value: row.id,
      label: row.name,
    })),
  );
  return <Field.SearchableSelect name="contractorId" label="Contractor" required items={contractors.items} />;
}

/** The add/edit form of a worksite; loaded once the Worksites screen is up. */
export const worksiteForm = defineForm<'/worksites', Values>({
  schema,
  size: 'large',
  empty: {
    name: '',
    contractorId: null,
    jobSectorId: null,
    description: '',
    ...EMPTY_ADDRESS,
    mainPhone: '',
    isPublicSector: false,
    welcomesReturning: true,
    isActive: true,
  },
  fromRow: (row) => ({
    name: row.name,
    contractorId: row.contractorId,
    jobSectorId: row.jobSectorId,
    description: row.description ?? '',
    ...addressValues(row),
    mainPhone: row.mainPhone ?? '',
    isPublicSector: row.isPublicSector,
    welcomesReturning: row.welcomesReturning,
    isActive: row.isActive,
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: (
    <>
      <Field.Text name="name" label="Name" required />
      <ContractorField />
      <Field.Select name="jobSectorId" label="Job Sector" required lookup="job-sectors" />
      <Field.Address />
      <Field.Masked name="mainPhone" label="Phone" preset="phone" />
      <Field.TextArea name="description" label="Description" rows={3} />
      <Field.Checkbox name="isPublicSector" label="Public Sector" />
      <Field.Checkbox name="welcomesReturning" label="Takes Back Returning Participants" />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  ),
});
