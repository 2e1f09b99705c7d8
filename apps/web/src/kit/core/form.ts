import type { CreateBodyOf, ResourcePath, RowOf, UpdateBodyOf } from '@pathway/api-client';
import type { ModalSize } from '@pathway/design-system';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** The add/edit form of a resource: its zod schema, its fields, and how values map to the wire. */
export interface ResourceForm<B extends ResourcePath, V extends FieldValues> {
  /** Validation with the rules and messages of @pathway/validation. */
  schema: z.ZodType<V, V>;
  /** The values of a new record. */
  empty: V;
  /** The values of a record being edited. */
  fromRow: (row: RowOf<B>) => V;
  /** The create body for the values. */
  toCreate: (values: V) => CreateBodyOf<B>;
  /** The update body for the values; include the row's `version` (a stale one answers 409). */
  toUpdate: (values: V, row: RowOf<B>) => UpdateBodyOf<B>;
  /** The form's fields, usually `Field.*` elements. */
  fields: ReactNode;
  /** The popup's size; medium when absent. */
  size?: ModalSize;
}

/** A form whose value type is no longer visible: what a screen's form module hands the screen. */
export type LoadedForm<B extends ResourcePath> = ResourceForm<B, FieldValues>;

/**
 * Declares a screen's form (in a module of its own, loaded lazily: the form's fields, zod and the
 * input widgets stay out of the section's chunk until a popup opens).
 */
export function defineForm<B extends ResourcePath, V extends FieldValues>(form: ResourceForm<B, V>): LoadedForm<B> {
  // The schema produces exactly the V the other members take, so erasing V loses nothing at run time.
  return form as unknown as LoadedForm<B>;
}
