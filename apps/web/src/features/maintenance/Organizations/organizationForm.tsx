import type { CreateBodyOf } from '@pathway/api-client';
import { emailAddress, messages, text, FEDERAL_TAX_ID_PATTERN } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field } from '../../../kit/form.ts';

// Limits of OrganizationDetailCreateRequest in the contract.
const schema = z.object({
  name: text({ required: messages.required, max: 100 }),
  abbreviation: text({ max: 20 }),
  addressLine1: text({ max: 100 }),
  city: text({ max: 50 }),
  stateCode: z.string().nullable(),
  zipCode: z.string(),
  mainPhone: z.string(),
  mainEmail: emailAddress({ max: 250 }),
  federalTaxId: z.string().regex(FEDERAL_TAX_ID_PATTERN, messages.federalTaxIdInvalid),
  isActive: z.boolean(),
});
type Values = z.infer<typeof schema>;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function toCreate(values: Values): CreateBodyOf<'/organizations'> {
  return {
    name: values.name.trim(),
    abbreviation: orNull(values.abbreviation),
    addressLine1: orNull(values.addressLine1),
    city: orNull(values.city),
    stateCode: values.stateCode,
    zipCode: orNull(values.zipCode),
    mainPhone: orNull(values.mainPhone),
    mainEmail: orNull(values.mainEmail),
    federalTaxId: orNull(values.federalTaxId),
    isActive: values.isActive,
  };
}

/** The add/edit form of an organization; loaded once the Organizations screen is up. */
export const organizationForm = defineForm<'/organizations', Values>({
  schema,
  empty: {
    name: '',
    abbreviation: '',
    addressLine1: '',
    city: '',
    stateCode: null,
    zipCode: '',
    mainPhone: '',
    mainEmail: '',
    federalTaxId: '',
    isActive: true,
  },
  fromRow: (row) => ({
    name: row.name,
    abbreviation: row.abbreviation ?? '',
    addressLine1: row.addressLine1 ?? '',
    city: row.city ?? '',
    stateCode: row.stateCode,
    zipCode: row.zipCode ?? '',
    mainPhone: row.mainPhone ?? '',
    mainEmail: row.mainEmail ?? '',
    federalTaxId: row.federalTaxId ?? '',
    isActive: row.isActive,
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.Text name="abbreviation" label="Abbreviation" />
      <Field.Text name="addressLine1" label="Address" />
      <Field.Text name="city" label="City" />
      <Field.Select name="stateCode" label="State" lookup="us-states" by="code" />
      <Field.Masked name="zipCode" label="Zip Code" preset="zip" />
      <Field.Masked name="mainPhone" label="Phone" preset="phone" />
      <Field.Masked name="mainEmail" label="Email" preset="email" />
      <Field.Text name="federalTaxId" label="Federal Tax Id" hint="12-3456789" />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  ),
});
