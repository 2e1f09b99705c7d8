import {
  toWireDate,
  type components,
  type StudentRecordCreateOf,
  type StudentRecordKind,
  type StudentRecordOf,
} from '@pathway/api-client';
import { formatDate, type SelectItem } from '@pathway/design-system';
import { dateText, messages, text } from '@pathway/validation';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';

/**
 * The add/edit form of one sub-record kind (ADR 140): values checked with @pathway/validation's
 * rules, the fields, and how values map to the kind's create body (the update body is the same plus
 * the row's `version`). Typed per kind from the contract, so a field the contract renames fails here.
 */
export interface RecordForm<K extends StudentRecordKind, V extends FieldValues> {
  schema: z.ZodType<V, V>;
  empty: V;
  fromRow: (row: StudentRecordOf<K>) => V;
  toBody: (values: V) => StudentRecordCreateOf<K>;
  /** The fields, given the participant (available jobs, their jobs, their organization's contracts and programs). */
  fields: (context: FormContext) => ReactNode;
}

/** Who the record belongs to, for the lists a form offers. */
export interface FormContext {
  studentId: number;
  organizationId: number;
  editing: boolean;
  /** The record being edited; null for a new one. */
  recordId: number | null;
}

/** A kind's form with its value type erased: what the popup takes. */
export type AnyRecordForm<K extends StudentRecordKind> = RecordForm<K, FieldValues>;

export function recordForm<K extends StudentRecordKind, V extends FieldValues>(
  form: RecordForm<K, V>,
): AnyRecordForm<K> {
  // The schema yields exactly the V the other members take; erasing it loses nothing at run time.
  return form as unknown as AnyRecordForm<K>;
}

// ---- value helpers -----------------------------------------------------------------------------

export const wireDate = (value: string) => toWireDate(value) ?? value;
export const wireDateOrNull = (value: string) => (value.trim() === '' ? null : wireDate(value));
export const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
export const numberOrNull = (value: string | number) => (String(value).trim() === '' ? null : Number(value));
export const numberText2 = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A select that must be chosen: null until then, "Required" when left empty. */
export const chosen = () =>
  z
    .number()
    .nullable()
    .refine((value): boolean => value !== null, messages.required);
export const chosenOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .enum(values)
    .nullable()
    .refine((value): boolean => value !== null, messages.required);
/** The schema refused a missing choice before a body is built. */
export const must = <T>(value: T | null): T => value as T;
export const comments = text({ max: 2000 });
export const itemsOf = <T extends string>(values: readonly T[]): SelectItem<T>[] =>
  values.map((value) => ({ value, label: value }));

/** A program's and a career program's outcome. */
export const OUTCOMES = [
  'Active',
  'Completed',
  'Withdrawn',
  'Exited',
] as const satisfies readonly components['schemas']['ParticipationOutcome'][];

type Outcome = (typeof OUTCOMES)[number];

/**
 * A spell with how it went (a program, a career program): its first day, its last once over, and the
 * outcome. Spread into the kind's `z.object`, which then checks the start is before the end.
 */
export const outcomeSpan = {
  startDate: dateText({ label: 'Start Date', required: true }),
  endDate: dateText({ label: 'End Date' }),
  outcome: chosenOf(OUTCOMES),
};

export const outcomeSpanOf = (row: { startDate: string; endDate?: string | null; outcome: Outcome }) => ({
  startDate: formatDate(row.startDate),
  endDate: formatDate(row.endDate),
  outcome: row.outcome,
});

export const outcomeSpanBody = (values: { startDate: string; endDate: string; outcome: Outcome | null }) => ({
  startDate: wireDate(values.startDate),
  endDate: wireDateOrNull(values.endDate),
  outcome: must(values.outcome),
});
