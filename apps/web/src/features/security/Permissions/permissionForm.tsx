import type { CreateBodyOf } from '@pathway/api-client';
import { messages, text } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field } from '../../../kit/form.ts';
import { orNull, scopeItems } from '../scopes.ts';

const schema = z.object({
  // The contract's claim-name pattern (PAYROLL_PROCESSING): checked here so the popup says why.
  name: text({ required: messages.required, max: 60 }).refine(
    (value) => value === '' || /^[A-Z][A-Z0-9_ ]*$/.test(value.trim()),
    {
      message: 'Capital letters, digits, spaces and underscores, starting with a letter',
    },
  ),
  description: text({ max: 500 }),
  scope: z.enum(['GLOBAL', 'ORGANIZATION', 'CONTRACTOR'], { message: messages.required }),
});
type Values = z.infer<typeof schema>;

function toCreate(values: Values): CreateBodyOf<'/permissions'> {
  return { name: values.name.trim(), description: orNull(values.description), scope: values.scope };
}

/** The add/edit form of a permission. */
export const permissionForm = defineForm<'/permissions', Values>({
  schema,
  empty: { name: '', description: '', scope: 'GLOBAL' },
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
