import { messages, text } from '@pathway/validation';
import { z } from 'zod';
import { Field } from '../../kit/form.ts';
import { orNull, scopeItems } from './scopes.ts';

const SCOPES = ['GLOBAL', 'ORGANIZATION', 'CONTRACTOR'] as const;
type Scope = (typeof SCOPES)[number];

/** The form's values: a text box each, and the scope picked. */
export interface ScopedValues {
  name: string;
  description: string;
  scope: Scope;
}

interface ScopedRow {
  name: string;
  description?: string | null;
  scope: Scope;
  version: number;
}

/**
 * The form roles and permissions share (a name, a description, and the kind of user it is for); each
 * brings its own rule for the name and the scope a new one starts with.
 */
export function scopedForm(name: z.ZodType<string, string>, newScope: Scope) {
  const schema = z.object({
    name,
    description: text({ max: 500 }),
    scope: z.enum(SCOPES, { message: messages.required }),
  });
  type Values = ScopedValues;
  const toCreate = (values: Values) => ({
    name: values.name.trim(),
    description: orNull(values.description),
    scope: values.scope,
  });
  return {
    schema,
    empty: { name: '', description: '', scope: newScope } satisfies Values,
    fromRow: (row: ScopedRow): Values => ({ name: row.name, description: row.description ?? '', scope: row.scope }),
    toCreate,
    toUpdate: (values: Values, row: ScopedRow) => ({ ...toCreate(values), version: row.version }),
    fields: (
      <>
        <Field.Text name="name" label="Name" required />
        <Field.TextArea name="description" label="Description" />
        <Field.Select name="scope" label="Scope" required items={scopeItems} />
      </>
    ),
  };
}
