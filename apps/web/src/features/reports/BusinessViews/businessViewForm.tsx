import type { RowOf, UpdateBodyOf } from '@pathway/api-client';
import { messages, text } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field } from '../../../kit/form.ts';

type BusinessView = RowOf<'/business-views'>;

const schema = z.object({
  name: text({ required: messages.required, max: 100 }),
  description: text({ max: 1000 }),
  sortField: z.string(),
  sortDirection: z.enum(['asc', 'desc']),
  isActive: z.boolean(),
});
type Values = z.infer<typeof schema>;

/**
 * The edit form of a business view: its name, description, whether it is offered, and the order
 * it opens in (one of its columns). Its entity, columns and saved filters are kept as they are.
 */
export const businessViewForm = defineForm<'/business-views', Values>({
  schema,
  empty: { name: '', description: '', sortField: '', sortDirection: 'asc', isActive: true },
  fromRow: (row) => ({
    name: row.name,
    description: row.description ?? '',
    sortField: row.sort[0]?.field ?? '',
    sortDirection: row.sort[0]?.direction ?? 'asc',
    isActive: row.isActive,
  }),
  // Views are made from the server's entities, never here (the screen offers no Add).
  toCreate: () => {
    throw new Error('Business views are not added from this screen.');
  },
  toUpdate: (values, row: BusinessView): UpdateBodyOf<'/business-views'> => {
    const description = values.description.trim();
    const sortField = values.sortField.trim();
    return {
      name: values.name.trim(),
      description: description === '' ? null : description,
      viewName: row.viewName,
      columns: row.columns,
      filters: row.filters,
      sort: sortField === '' ? [] : [{ field: sortField, direction: values.sortDirection }],
      isActive: values.isActive,
      version: row.version,
    };
  },
  fields: (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.TextArea name="description" label="Description" />
      <SortFields />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  ),
});

function SortFields() {
  return (
    <>
      <Field.Text name="sortField" label="Sort column" hint="The name of one of the view's columns, e.g. lastName." />
      <Field.Select<'asc' | 'desc'>
        name="sortDirection"
        label="Sort direction"
        items={[
          { value: 'asc', label: 'Ascending' },
          { value: 'desc', label: 'Descending' },
        ]}
      />
    </>
  );
}
