import type { CreateBodyOf } from '@pathway/api-client';
import { emailAddress, messages, text, FEDERAL_TAX_ID_PATTERN, requiredAddressFields } from '@pathway/validation';
import { z } from 'zod';
import {
  addressBody,
  addressValues,
  defineForm,
  EMPTY_ADDRESS,
  Field,
  useOrganizationOptions,
} from '../../../kit/form.ts';

const schema = z.object({
  name: text({ required: messages.required, max: 100 }),
  organizationId: z
    .number({ error: messages.required })
    .nullable()
    // Annotated as boolean so zod does not narrow the value: an empty form holds null.
    .refine((value): boolean => value !== null, messages.required),
  federalTaxId: z.string().regex(FEDERAL_TAX_ID_PATTERN, messages.federalTaxIdInvalid),
  ...requiredAddressFields,
  mainPhone: z.string(),
  mainEmail: emailAddress({ max: 250 }),
  isActive: z.boolean(),
});
type Values = z.infer<typeof schema>;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function toCreate(values: Values): CreateBodyOf<'/contractors'> {
  if (values.organizationId === null) throw new Error('A contractor form was submitted without its required choices.');
  return {
    name: values.name.trim(),
    organizationId: values.organizationId,
    federalTaxId: orNull(values.federalTaxId),
    ...addressBody(values),
    mainPhone: orNull(values.mainPhone),
    mainEmail: orNull(values.mainEmail),
    isActive: values.isActive,
  };
}

function OrganizationField() {
  const organizations = useOrganizationOptions();
  return <Field.Select name="organizationId" label="Organization" required items={organizations.items} />;
}

/** The add/edit form of a contractor; loaded once the Contractors screen is up. */
export const contractorForm = defineForm<'/contractors', Values>({
  schema,
  size: 'large',
  empty: {
    name: '',
    organizationId: null,
    federalTaxId: '',
    ...EMPTY_ADDRESS,
    mainPhone: '',
    mainEmail: '',
    isActive: true,
  },
  fromRow: (row) => ({
    name: row.name,
    organizationId: row.organizationId,
    federalTaxId: row.federalTaxId ?? '',
    ...addressValues(row),
    mainPhone: row.mainPhone ?? '',
    mainEmail: row.mainEmail ?? '',
    isActive: row.isActive,
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: (
    <>
      <Field.Text name="name" label="Name" required />
      <OrganizationField />
      <Field.Text name="federalTaxId" label="Federal Tax Id" hint="12-3456789" />
      <Field.Address />
      <Field.Masked name="mainPhone" label="Phone" preset="phone" />
      <Field.Masked name="mainEmail" label="Email" preset="email" />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  ),
});
