import type { RowOf } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import { messages, text } from '@pathway/validation';
import { z } from 'zod';
import { Field, ResourceScreen, type ResourceForm } from '../../../kit/index.ts';
import { api } from '../../../lib/api.ts';

type School = RowOf<'/schools'>;

export const schoolColumns: GridColumn<School>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 280 },
  { id: 'schoolCode', header: 'Code', value: (row) => row.schoolCode, width: 100 },
  { id: 'schoolDistrict', header: 'District', value: (row) => row.schoolDistrict, width: 240 },
  { id: 'city', header: 'City', value: (row) => row.city },
  { id: 'zipCode', header: 'Zip Code', value: (row) => row.zipCode, width: 100 },
  { id: 'mainPhone', header: 'Phone', value: (row) => row.mainPhone, sortable: false },
  {
    id: 'isActive',
    header: 'Status',
    value: (row) => (row.isActive ? 'Active' : 'Inactive'),
    kind: { type: 'badge', tone: (row) => (row.isActive ? 'success' : 'neutral') },
    width: 110,
  },
];

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

const form: ResourceForm<'/schools', Values> = {
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
  toCreate: (values) => ({
    name: values.name.trim(),
    schoolCode: orNull(values.schoolCode),
    schoolDistrict: orNull(values.schoolDistrict),
    addressLine1: orNull(values.addressLine1),
    city: orNull(values.city),
    stateCode: values.stateCode,
    zipCode: orNull(values.zipCode),
    mainPhone: orNull(values.mainPhone),
    isActive: values.isActive,
  }),
  toUpdate: (values, row) => ({ ...form.toCreate(values), version: row.version }),
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
};

/** Maintenance > Schools (SCHOOLS): search, add, edit, remove and export schools. */
export function SchoolsScreen() {
  return (
    <ResourceScreen
      title="Schools"
      noun="school"
      resource={api.schools}
      columns={schoolColumns}
      rowName={(row) => row.name}
      claims={{ create: 'SCHOOLS', update: 'SCHOOLS', remove: 'SCHOOLS' }}
      form={form}
    />
  );
}
