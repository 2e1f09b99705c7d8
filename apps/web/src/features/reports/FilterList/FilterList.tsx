import { Button, SingleSelect } from '@pathway/design-system';
import { get, useController, useFieldArray, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import { Field } from '../../../kit/form.ts';
import {
  emptyFilterRow,
  operatorsFor,
  VALUELESS,
  type FilterColumn,
  type FilterOperator,
  type FilterRow,
} from './filterRows.ts';

const List = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  margin: 0;
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);

  legend {
    padding: 0 var(--space-1);
    font-weight: var(--font-weight-semibold);
  }

  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(10rem, 1.2fr) minmax(9rem, 1fr) minmax(10rem, 1.2fr) auto;
  gap: var(--space-2);
  /* Top-aligned, so a message under one field does not shift the others. */
  align-items: start;

  > button {
    /* Level with the inputs, below their labels (one line of small text and the field's gap). */
    margin-top: calc(var(--font-size-sm) * var(--line-height-normal) + var(--space-1));
  }
`;

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

function errorOf(errors: FieldErrors, name: string): string | undefined {
  const error = get<FieldErrors, { message?: unknown } | undefined>(errors, name);
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** The column of a row: choosing one also sets the type the value is checked as. */
function ColumnSelect({ name, label, columns }: { name: string; label: string; columns: readonly FilterColumn[] }) {
  const { setValue, getValues, formState } = useFormContext();
  const { field } = useController({ name: `${name}.field` });
  return (
    <SingleSelect<string>
      label={label}
      required
      error={errorOf(formState.errors, `${name}.field`)}
      items={columns.map((column) => ({ value: column.name, label: column.label }))}
      value={(field.value as string | null) ?? null}
      noItemsText="Choose columns first"
      onValueChange={({ value }) => {
        const dataType = columns.find((column) => column.name === value)?.dataType ?? 'text';
        const row = getValues(name) as FilterRow;
        if (row.dataType !== dataType) {
          // A value typed for another type means nothing for this one.
          setValue(`${name}.dataType`, dataType);
          setValue(`${name}.value`, '');
          if (!operatorsFor(dataType).some((operator) => operator.value === row.operator)) {
            setValue(`${name}.operator`, 'eq');
          }
        }
        field.onChange(value);
        field.onBlur();
      }}
    />
  );
}

/** The value of a row, as its column's type reads it; none for "is empty" and "is not empty". */
function ValueField({ name, label }: { name: string; label: string }) {
  const row = useWatch({ name }) as FilterRow;
  if (VALUELESS.has(row.operator)) return <span aria-hidden="true" />;
  if (row.dataType === 'date') return <Field.Date name={`${name}.value`} label={label} required />;
  if (row.dataType === 'boolean')
    return <Field.Select<string> name={`${name}.value`} label={label} required items={YES_NO} />;
  return <Field.Text name={`${name}.value`} label={label} required />;
}

function OperatorField({ name, label }: { name: string; label: string }) {
  const dataType = useWatch({ name: `${name}.dataType` }) as FilterColumn['dataType'];
  return (
    <Field.Select<FilterOperator> name={`${name}.operator`} label={label} required items={operatorsFor(dataType)} />
  );
}

/**
 * The saved filters of a business view or a data extract, edited as rows (column, operator, value)
 * that can be added and removed; bound to the array `name` of the surrounding form, whose schema
 * checks the rows with `filterRowsSchema`. Every condition applies (they are and-ed).
 */
export function FilterList({ name, columns }: { name: string; columns: readonly FilterColumn[] }) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <List>
      <legend>Filters</legend>
      {fields.length === 0 && <p>No filters: every row is included.</p>}
      {fields.map((field, index) => {
        const row = `${name}.${String(index)}`;
        const number = String(index + 1);
        return (
          <Row key={field.id} role="group" aria-label={`Filter ${number}`}>
            <ColumnSelect name={row} label={`Filter ${number} column`} columns={columns} />
            <OperatorField name={row} label={`Filter ${number} operator`} />
            <ValueField name={row} label={`Filter ${number} value`} />
            <Button variant="secondary" onClick={() => remove(index)}>
              {`Remove Filter ${number}`}
            </Button>
          </Row>
        );
      })}
      <div>
        <Button variant="secondary" size="small" onClick={() => append(emptyFilterRow())}>
          Add Filter
        </Button>
      </div>
    </List>
  );
}
