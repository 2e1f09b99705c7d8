import type { CreateBodyOf, RowOf } from '@pathway/api-client';
import { Checkbox, FormField } from '@pathway/design-system';
import { messages, text } from '@pathway/validation';
import { useQuery } from '@tanstack/react-query';
import { useController, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { defineForm, Field } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';
import { FilterList } from '../FilterList/FilterList.tsx';
import { filterRowsSchema, filtersToSave, toFilterRows, toSearchFilters } from '../FilterList/filterRows.ts';
import { SavedQueryFields } from '../SavedQueryFields/SavedQueryFields.tsx';

type BusinessView = RowOf<'/business-views'>;

const schema = z
  .object({
    name: text({ required: messages.required, max: 100 }),
    description: text({ max: 1000 }),
    businessViewId: z.number({ error: messages.required }).nullable(),
    columns: z.array(z.string()),
    filters: filterRowsSchema(),
    format: z.enum(['Excel', 'CSV']),
  })
  .superRefine((values, context) => {
    if (values.businessViewId === null)
      context.addIssue({ code: 'custom', message: messages.required, path: ['businessViewId'] });
    if (values.columns.length === 0)
      context.addIssue({ code: 'custom', message: messages.atLeastOneColumn, path: ['columns'] });
  });
type Values = z.infer<typeof schema>;

const NO_VIEWS: BusinessView[] = [];

/** The business views (the entities an extract reads) with their columns, fetched once per session. */
function useViews(): readonly BusinessView[] {
  const query = useQuery({
    queryKey: ['business-views', 'all'],
    queryFn: async () =>
      (await api.businessViews.search({ page: 1, pageSize: 500, sort: [{ field: 'name', direction: 'asc' }] })).items,
    staleTime: Infinity,
  });
  return query.data ?? NO_VIEWS;
}

/** The columns of the chosen entity. */
function useChosenColumns() {
  const viewId = useWatch<Values, 'businessViewId'>({ name: 'businessViewId' });
  return useViews().find((view) => view.id === viewId)?.columns ?? [];
}

function EntityField() {
  const items = useViews()
    .filter((view) => view.isActive)
    .map((view) => ({ value: view.id, label: view.name }));
  return <Field.Select<number> name="businessViewId" label="Entity" required items={items} />;
}

/** The chosen entity's columns as boxes; their order is the entity's. */
function ColumnsField() {
  const columns = useChosenColumns();
  const { field, fieldState } = useController<Values, 'columns'>({ name: 'columns' });
  const chosen = new Set(field.value);
  const toggle = (name: string, checked: boolean) => {
    const next = columns
      .map((column) => column.name)
      .filter((column) => (column === name ? checked : chosen.has(column)));
    field.onChange(next);
  };
  return (
    <FormField label="Columns" required error={fieldState.error?.message}>
      {() => (
        <div role="group" aria-label="Columns">
          {columns.length === 0 && <p>Choose an entity first.</p>}
          {columns.map((column) => (
            <Checkbox
              key={column.name}
              label={column.label}
              checked={chosen.has(column.name)}
              onCheckedChange={({ checked }) => toggle(column.name, checked)}
            />
          ))}
        </div>
      )}
    </FormField>
  );
}

/** The extract's filters, over every column of its entity (not only the chosen ones). */
function FiltersField() {
  return <FilterList name="filters" columns={useChosenColumns()} />;
}

function toCreate(values: Values): CreateBodyOf<'/data-extracts'> {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description === '' ? null : description,
    // The schema refuses a missing entity before this runs.
    businessViewId: values.businessViewId ?? 0,
    columns: values.columns,
    filters: toSearchFilters(values.filters),
    format: values.format,
  };
}

/** The add/edit form of a data extract; loaded once the screen is up. */
export const dataExtractForm = defineForm<'/data-extracts', Values>({
  schema,
  empty: {
    name: '',
    description: '',
    businessViewId: null,
    columns: [],
    filters: [],
    format: 'Excel',
  },
  fromRow: (row) => ({
    name: row.name,
    description: row.description ?? '',
    businessViewId: row.businessViewId,
    columns: row.columns,
    filters: toFilterRows(row.filters),
    format: row.format,
  }),
  toCreate,
  toUpdate: (values, row) => ({
    ...toCreate(values),
    filters: filtersToSave(values.filters, row.filters, { sameEntity: values.businessViewId === row.businessViewId }),
    version: row.version,
  }),
  size: 'large',
  fields: (
    <>
      <SavedQueryFields entity={<EntityField />} columns={<ColumnsField />} filters={<FiltersField />} />
      <Field.Select<'Excel' | 'CSV'>
        name="format"
        label="Format"
        required
        items={[
          { value: 'Excel', label: 'Excel (xlsx)' },
          { value: 'CSV', label: 'CSV' },
        ]}
      />
    </>
  ),
});
