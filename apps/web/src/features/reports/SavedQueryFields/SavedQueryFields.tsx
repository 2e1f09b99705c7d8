import type { ReactNode } from 'react';
import { Field } from '../../../kit/form.ts';

export interface SavedQueryFieldsProps {
  /** The entity the record reads; its columns and filters depend on it. */
  entity: ReactNode;
  /** The entity's columns the record takes. */
  columns: ReactNode;
  /** The record's saved filters. */
  filters: ReactNode;
}

/**
 * The fields a business view and a data extract both open with: Name, Description, then what the
 * record reads (its entity, columns and filters), which each form draws its own way.
 */
export function SavedQueryFields({ entity, columns, filters }: SavedQueryFieldsProps) {
  return (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.TextArea name="description" label="Description" />
      {entity}
      {columns}
      {filters}
    </>
  );
}
