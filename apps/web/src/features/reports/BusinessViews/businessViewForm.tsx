import type { BusinessViewEntity, CreateBodyOf, RowOf, UpdateBodyOf } from '@pathway/api-client';
import { Button, Checkbox, FormField, SingleSelect } from '@pathway/design-system';
import { messages, text } from '@pathway/validation';
import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { defineForm, Field } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { FilterList } from '../FilterList/FilterList.tsx';
import {
  filterRowsSchema,
  filtersToSave,
  toFilterRows,
  toSearchFilters,
  unknownFilterColumns,
  type FilterColumn,
} from '../FilterList/filterRows.ts';
import { SavedQueryFields } from '../SavedQueryFields/SavedQueryFields.tsx';

type BusinessView = RowOf<'/business-views'>;

/** The message of a filter or sort naming a column the view no longer has. */
export const NOT_A_VIEW_COLUMN = 'Choose one of the view’s columns.';

const columnSchema = z.object({
  name: z.string(),
  label: z.string(),
  dataType: z.enum(['text', 'number', 'money', 'date', 'boolean']),
});

const schema = z
  .object({
    name: text({ required: messages.required, max: 100 }),
    description: text({ max: 1000 }),
    viewName: z.string().nullable(),
    columns: z.array(columnSchema),
    filters: filterRowsSchema(),
    sortField: z.string().nullable(),
    sortDirection: z.enum(['asc', 'desc']),
    isActive: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.viewName === null) context.addIssue({ code: 'custom', message: messages.required, path: ['viewName'] });
    if (values.columns.length === 0)
      context.addIssue({ code: 'custom', message: messages.atLeastOneColumn, path: ['columns'] });
    const names = values.columns.map((column) => column.name);
    for (const index of unknownFilterColumns(values.filters, names)) {
      context.addIssue({ code: 'custom', message: NOT_A_VIEW_COLUMN, path: ['filters', index, 'field'] });
    }
    if (values.sortField !== null && !names.includes(values.sortField))
      context.addIssue({ code: 'custom', message: NOT_A_VIEW_COLUMN, path: ['sortField'] });
  });
type Values = z.infer<typeof schema>;

const NO_ENTITIES: BusinessViewEntity[] = [];

/** The entities a view can be made over, with their columns (the server's catalogue), once a session. */
function useEntities() {
  const query = useQuery({
    queryKey: queryKeys.resource('/business-views/entities'),
    queryFn: ({ signal }) => api.businessViews.entities({ signal }),
    staleTime: Infinity,
  });
  return { entities: query.data ?? NO_ENTITIES, loading: query.isPending, failed: query.isError };
}

/** Choosing another entity starts its columns, filters and sort afresh: the old ones are not its. */
function EntityField() {
  const { entities } = useEntities();
  const { setValue, formState } = useFormContext<Values>();
  const { field } = useController<Values, 'viewName'>({ name: 'viewName' });
  const error = formState.errors.viewName?.message;
  return (
    <SingleSelect<string>
      label="Entity"
      required
      error={error}
      items={entities.map((entity) => ({ value: entity.name, label: entity.label }))}
      value={field.value}
      onValueChange={({ value }) => {
        if (value !== field.value) {
          setValue('columns', [], { shouldValidate: true });
          setValue('filters', []);
          setValue('sortField', null);
        }
        field.onChange(value);
        field.onBlur();
      }}
    />
  );
}

const Order = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  margin: 0;
  padding-left: var(--space-5);

  li {
    display: flex;
    align-items: center;
    gap: var(--space-2);
  }

  li > span {
    flex: 1;
  }
`;

const Boxes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: var(--space-1) var(--space-3);
`;

/**
 * The entity's columns as boxes (ticking one adds it at the end) and the chosen ones in the order
 * the grid shows them, each with Move up / Move down.
 */
function ColumnsField() {
  const { entities, loading, failed } = useEntities();
  const viewName = useWatch<Values, 'viewName'>({ name: 'viewName' });
  const { field, fieldState } = useController<Values, 'columns'>({ name: 'columns' });
  const offered = entities.find((entity) => entity.name === viewName)?.columns ?? [];
  const chosen = field.value;
  const isChosen = (name: string) => chosen.some((column) => column.name === name);
  const toggle = (column: FilterColumn, checked: boolean) => {
    field.onChange(
      checked
        ? [...chosen, { name: column.name, label: column.label, dataType: column.dataType }]
        : chosen.filter((item) => item.name !== column.name),
    );
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...chosen];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    field.onChange(next);
  };
  const note =
    viewName === null
      ? 'Choose an entity first.'
      : loading
        ? 'Loading columns…'
        : failed
          ? 'The entity’s columns could not be loaded.'
          : null;
  return (
    <>
      <FormField label="Columns" required error={fieldState.error?.message}>
        {() => (
          <div role="group" aria-label="Columns">
            {note !== null && <p>{note}</p>}
            <Boxes>
              {offered.map((column) => (
                <Checkbox
                  key={column.name}
                  label={column.label}
                  checked={isChosen(column.name)}
                  onCheckedChange={({ checked }) => toggle(column, checked)}
                />
              ))}
            </Boxes>
          </div>
        )}
      </FormField>
      {chosen.length > 0 && (
        <FormField label="Column order">
          {() => (
            <Order aria-label="Column order">
              {chosen.map((column, index) => (
                <li key={column.name}>
                  <span>{column.label}</span>
                  <Button
                    variant="secondary"
                    size="small"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >{`Move ${column.label} up`}</Button>
                  <Button
                    variant="secondary"
                    size="small"
                    disabled={index === chosen.length - 1}
                    onClick={() => move(index, 1)}
                  >{`Move ${column.label} down`}</Button>
                </li>
              ))}
            </Order>
          )}
        </FormField>
      )}
    </>
  );
}

/** The saved filters, over the view's chosen columns. */
function FiltersField() {
  const columns = useWatch<Values, 'columns'>({ name: 'columns' });
  return <FilterList name="filters" columns={columns} />;
}

/** The order the view opens in: one of its columns, or the entity's own order. */
function SortFields() {
  const columns = useWatch<Values, 'columns'>({ name: 'columns' });
  return (
    <>
      <Field.Select<string>
        name="sortField"
        label="Sort column"
        defaultText="No sort"
        items={columns.map((column) => ({ value: column.name, label: column.label }))}
      />
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

function toCreate(values: Values): CreateBodyOf<'/business-views'> {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description === '' ? null : description,
    // The schema refuses a missing entity before this runs.
    viewName: values.viewName ?? '',
    columns: values.columns,
    filters: toSearchFilters(values.filters),
    sort: values.sortField === null ? [] : [{ field: values.sortField, direction: values.sortDirection }],
    isActive: values.isActive,
  };
}

/**
 * The add/edit form of a business view: its entity, the columns it shows in order, its saved
 * filters (rows the grid always applies), the sort it opens in, name, description and whether it
 * is offered. Loaded once the screen is up.
 */
export const businessViewForm = defineForm<'/business-views', Values>({
  schema,
  empty: {
    name: '',
    description: '',
    viewName: null,
    columns: [],
    filters: [],
    sortField: null,
    sortDirection: 'asc',
    isActive: true,
  },
  fromRow: (row) => ({
    name: row.name,
    description: row.description ?? '',
    viewName: row.viewName,
    columns: row.columns,
    filters: toFilterRows(row.filters, row.columns),
    sortField: row.sort[0]?.field ?? null,
    sortDirection: row.sort[0]?.direction ?? 'asc',
    isActive: row.isActive,
  }),
  toCreate,
  toUpdate: (values, row: BusinessView): UpdateBodyOf<'/business-views'> => ({
    ...toCreate(values),
    filters: filtersToSave(values.filters, row.filters, { sameEntity: values.viewName === row.viewName }),
    version: row.version,
  }),
  size: 'large',
  fields: (
    <>
      <SavedQueryFields entity={<EntityField />} columns={<ColumnsField />} filters={<FiltersField />} />
      <SortFields />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  ),
});
