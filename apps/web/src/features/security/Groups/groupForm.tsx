import type { CreateBodyOf } from '@pathway/api-client';
import { messages, text } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field, useOrganizationOptions } from '../../../kit/form.ts';
import { orNull } from '../scopes.ts';

const schema = z.object({
  name: text({ required: messages.required, max: 100 }),
  description: text({ max: 500 }),
  organizationId: z.number().nullable(),
});
type Values = z.infer<typeof schema>;

function toCreate(values: Values): CreateBodyOf<'/groups'> {
  return { name: values.name.trim(), description: orNull(values.description), organizationId: values.organizationId };
}

function OrganizationField() {
  const organizations = useOrganizationOptions();
  return <Field.Select name="organizationId" label="Organization" items={organizations.items} />;
}

/** The add/edit form of a group (its users and resources are saved from their own actions). */
export const groupForm = defineForm<'/groups', Values>({
  schema,
  empty: { name: '', description: '', organizationId: null },
  fromRow: (row) => ({ name: row.name, description: row.description ?? '', organizationId: row.organizationId }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.TextArea name="description" label="Description" />
      <OrganizationField />
    </>
  ),
});
