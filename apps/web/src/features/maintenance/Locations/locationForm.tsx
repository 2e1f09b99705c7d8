import type { CreateBodyOf } from '@pathway/api-client';
import { messages, text } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field } from '../../../kit/form.ts';

// Limits of LocationCreateRequest in the contract.
const schema = z.object({
  name: text({ required: messages.required, max: 100 }),
  apartment: text({ max: 30 }),
  street: text({ required: messages.required, max: 100 }),
  city: text({ required: messages.required, max: 60 }),
  state: z
    .string()
    .nullable()
    .refine((value): boolean => value !== null, messages.required),
  zipCode: text({ required: messages.required }),
  isActive: z.boolean(),
});
type Values = z.infer<typeof schema>;

function toCreate(values: Values): CreateBodyOf<'/locations'> {
  return {
    name: values.name.trim(),
    apartment: values.apartment.trim() === '' ? null : values.apartment.trim(),
    street: values.street.trim(),
    city: values.city.trim(),
    // The schema refused a missing state before this runs.
    state: values.state ?? '',
    zipCode: values.zipCode.trim(),
    isActive: values.isActive,
  };
}

/** The add/edit form of a location; loaded once the Locations screen is up. */
export const locationForm = defineForm<'/locations', Values>({
  schema,
  empty: { name: '', apartment: '', street: '', city: '', state: null, zipCode: '', isActive: true },
  fromRow: (row) => ({
    name: row.name,
    apartment: row.apartment ?? '',
    street: row.street,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    isActive: row.isActive,
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.Text name="apartment" label="Apartment" />
      <Field.Text name="street" label="Street" required />
      <Field.Text name="city" label="City" required />
      <Field.Select name="state" label="State" required lookup="us-states" by="code" />
      <Field.Masked name="zipCode" label="Zip Code" required preset="zip" />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  ),
});
