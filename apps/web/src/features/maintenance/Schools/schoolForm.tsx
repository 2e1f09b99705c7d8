import type { CreateBodyOf } from '@pathway/api-client';
import { messages, text } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field } from '../../../kit/form.ts';

const schema = z.object({
  name: text({ required: messages.required, max: 100 }),
  schoolCode: text({ max: 20 }),
  schoolDistrict: text({ max: 100 }),
  addressLine1: text({ max: 100 }),
  city: text({ max: 50 }),
  stateCode: z.string().nullable(),
  zipCode: z.string(),
  mainPhone: z.string(),
  isActive: z.boolean(),
});
type Values = z.infer<typeof schema>;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function toCreate(values: Values): CreateBodyOf<'/schools'> {
  return {
    name: values.name.trim(),
    schoolCode: orNull(values.schoolCode),
    schoolDistrict: orNull(values.schoolDistrict),
    addressLine1: orNull(values.addressLine1),
    city: orNull(values.city),
    stateCode: values.stateCode,
    zipCode: orNull(values.zipCode),
    mainPhone: orNull(values.mainPhone),
    isActive: values.isActive,
  };
}

/** The add/edit form of a school; loaded once the Schools screen is up. */
export const schoolForm = defineForm<'/schools', Values>({
  schema,
  empty: {
    name: '',
    schoolCode: '',
    schoolDistrict: '',
    addressLine1: '',
    city: '',
    stateCode: null,
    zipCode: '',
    mainPhone: '',
    isActive: true,
  },
  fromRow: (row) => ({
    name: row.name,
    schoolCode: row.schoolCode ?? '',
    schoolDistrict: row.schoolDistrict ?? '',
    addressLine1: row.addressLine1 ?? '',
    city: row.city ?? '',
    stateCode: row.stateCode,
    zipCode: row.zipCode ?? '',
    mainPhone: row.mainPhone ?? '',
    isActive: row.isActive,
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.Text name="schoolCode" label="Code" />
      <Field.Text name="schoolDistrict" label="District" />
      <Field.Text name="addressLine1" label="Address" />
      <Field.Text name="city" label="City" />
      <Field.Select name="stateCode" label="State" lookup="us-states" by="code" />
      <Field.Masked name="zipCode" label="Zip Code" preset="zip" />
      <Field.Masked name="mainPhone" label="Phone" preset="phone" />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  ),
});
