import type { CreateBodyOf } from '@pathway/api-client';
import type { SelectItem } from '@pathway/design-system';
import { messages, text } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field } from '../../../kit/form.ts';
import { orNull } from '../scopes.ts';

const types = ['Screen', 'Report', 'Action'] as const;
const typeItems: readonly SelectItem<(typeof types)[number]>[] = types.map((type) => ({ value: type, label: type }));

const schema = z.object({
  name: text({ required: messages.required, max: 100 }),
  description: text({ max: 500 }),
  resourceType: z.enum(types, { message: messages.required }),
  path: text({ max: 200 }),
});
type Values = z.infer<typeof schema>;

function toCreate(values: Values): CreateBodyOf<'/resources'> {
  return {
    name: values.name.trim(),
    description: orNull(values.description),
    resourceType: values.resourceType,
    path: orNull(values.path),
  };
}

/** The add/edit form of a protected resource. */
export const resourceForm = defineForm<'/resources', Values>({
  schema,
  empty: { name: '', description: '', resourceType: 'Screen', path: '' },
  fromRow: (row) => ({
    name: row.name,
    description: row.description ?? '',
    resourceType: row.resourceType,
    path: row.path ?? '',
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.Select name="resourceType" label="Type" required items={typeItems} />
      <Field.Text name="path" label="Path" />
      <Field.TextArea name="description" label="Description" />
    </>
  ),
});
