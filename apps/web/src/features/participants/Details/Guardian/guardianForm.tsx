import { emailAddress, messages, personName, text } from '@pathway/validation';
import { z } from 'zod';
import { Field } from '../../../../kit/form.ts';
import { ListSelect, lookupList } from '../ListSelect/ListSelect.tsx';
import { recordForm, orNull, chosen, must } from '../recordForm.ts';

const guardianSchema = z.object({
  relationshipId: chosen(),
  firstName: personName({ required: messages.firstNameRequired, max: 40, maxMessage: messages.firstNameMax }),
  lastName: personName({ required: messages.lastNameRequired, max: 40, maxMessage: messages.lastNameMax }),
  mainPhone: text({ required: messages.required }),
  cellPhone: z.string(),
  emailAddress: emailAddress({ max: 100 }),
  addressLine1: text({ max: 100 }),
  city: text({ max: 50 }),
  stateCode: z.string().nullable(),
  zipCode: z.string(),
  isPrimaryContact: z.boolean(),
});

export const guardianForm = recordForm<'guardians', z.infer<typeof guardianSchema>>({
  schema: guardianSchema,
  empty: {
    relationshipId: null,
    firstName: '',
    lastName: '',
    mainPhone: '',
    cellPhone: '',
    emailAddress: '',
    addressLine1: '',
    city: '',
    stateCode: null,
    zipCode: '',
    isPrimaryContact: false,
  },
  fromRow: (row) => ({
    relationshipId: row.relationshipId,
    firstName: row.firstName,
    lastName: row.lastName,
    mainPhone: row.mainPhone,
    cellPhone: row.cellPhone ?? '',
    emailAddress: row.emailAddress ?? '',
    addressLine1: row.addressLine1 ?? '',
    city: row.city ?? '',
    stateCode: row.stateCode,
    zipCode: row.zipCode ?? '',
    isPrimaryContact: row.isPrimaryContact,
  }),
  toBody: (values) => ({
    relationshipId: must(values.relationshipId),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    mainPhone: values.mainPhone,
    cellPhone: orNull(values.cellPhone),
    emailAddress: orNull(values.emailAddress),
    addressLine1: orNull(values.addressLine1),
    city: orNull(values.city),
    stateCode: values.stateCode,
    zipCode: orNull(values.zipCode),
    isPrimaryContact: values.isPrimaryContact,
  }),
  fields: () => (
    <>
      <ListSelect name="relationshipId" label="Relationship" required {...lookupList('guardian-relationships')} />
      <Field.Text name="firstName" label="First Name" required />
      <Field.Text name="lastName" label="Last Name" required />
      <Field.Masked name="mainPhone" label="Phone" preset="phone" required />
      <Field.Masked name="cellPhone" label="Cell Phone" preset="phone" />
      <Field.Text name="emailAddress" label="Email" />
      <Field.Text name="addressLine1" label="Address" />
      <Field.Text name="city" label="City" />
      <Field.Select name="stateCode" label="State" lookup="us-states" by="code" />
      <Field.Masked name="zipCode" label="Zip Code" preset="zip" />
      <Field.Checkbox name="isPrimaryContact" label="Primary Contact" />
    </>
  ),
});
