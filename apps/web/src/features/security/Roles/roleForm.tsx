import type { CreateBodyOf } from '@pathway/api-client';
import { messages, text } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field } from '../../../kit/form.ts';
import { orNull, scopeItems } from '../scopes.ts';

const schema = z.object({
  name: text({ required: messages.required, max: 100 }),
  description: text({ max: 500 }),
  scope: z.enum(['GLOBAL', 'ORGANIZATION', 'CONTRACTOR'], { message: messages.required }),
});
type Values = z.infer<typeof schema>;

function toCreate(values: Values): CreateBodyOf<'/roles'> {
  return { name: values.name.trim(), description: orNull(values.description), scope: values.scope };
}

/** The add/edit form of a role (its permissions are saved from the Permissions action). */
export const roleForm = defineForm<'/roles', Values>({
  schema,
  empty: { name: '', description: '', scope: 'ORGANIZATION' },
  fromRow: (row) => ({ name: row.name, description: row.description ?? '', scope: row.scope }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.TextArea name="description" label="Description" />
      <Field.Select name="scope" label="Scope" required items={scopeItems} />
    </>
  ),
});
