import { messages, text } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field } from '../../../kit/form.ts';

// Limits of DataDictionaryEntryUpdateRequest in the contract.
const schema = z.object({
  label: text({ required: messages.required, max: 100 }),
  description: text({ required: messages.required, max: 2000 }),
  isSensitive: z.boolean(),
});
type Values = z.infer<typeof schema>;

const texts = (values: Values) => ({
  label: values.label.trim(),
  description: values.description.trim(),
  isSensitive: values.isSensitive,
});

/** The edit form of a data dictionary entry (entries are never added here); loaded with the first edit. */
export const dataDictionaryForm = defineForm<'/data-dictionary', Values>({
  schema,
  empty: { label: '', description: '', isSensitive: false },
  fromRow: (row) => ({ label: row.label, description: row.description, isSensitive: row.isSensitive }),
  // The contract has no create (its body type is never): the screen offers no Add.
  toCreate: () => {
    throw new Error('Data dictionary entries come from the database; they are not created here.');
  },
  toUpdate: (values, row) => ({ ...texts(values), version: row.version }),
  fields: (
    <>
      <Field.Text name="label" label="Label" required />
      <Field.TextArea name="description" label="Description" required rows={5} />
      <Field.Checkbox name="isSensitive" label="Sensitive" />
    </>
  ),
});
