/**
 * The same rules as zod 4 schemas and refinements, for react-hook-form (via @hookform/resolvers)
 * and for the server. Every issue carries the rule's key in `params.key`.
 */
import { z } from 'zod';
import { amountError, MONEY_BOUNDS, type AmountBounds, type AmountUnit } from './amounts.ts';
import { messages } from './messages.ts';
import { isPersonName, PERSON_NAME_MESSAGE } from './personName.ts';
import {
  ageRange,
  anyOfFieldsNotEmpty,
  atLeastOneField,
  email,
  equalTo,
  isEmpty,
  maxDate,
  maxNumber,
  minDate,
  minMax,
  minNumber,
  nonNegativeAmount,
  notContainingPartOf,
  notEqualTo,
  notFutureDate,
  required,
  startBeforeEnd,
  isNumber,
  toNumber,
  validDate,
  type RuleError,
} from './rules.ts';

// Browsers run the app under a Content-Security-Policy without 'unsafe-eval' (ADR 082): zod's probe
// for its JIT (`Function('')`) would be refused and reported as a violation on every page. Skip the
// probe and the JIT there; the server keeps both.
if (typeof document !== 'undefined') z.config({ jitless: true });

type Ctx = z.core.$RefinementCtx;
type Check<T> = (value: T, ctx: z.core.$RefinementCtx<T>) => void;

/** Adds the rule's issue when there is one; true when it did, so callers can stop early. */
function report(ctx: Ctx, error: RuleError | null | undefined, path?: string): boolean {
  if (!error) return false;
  ctx.addIssue({
    code: 'custom',
    message: error.message,
    params: { key: error.key },
    ...(path === undefined ? {} : { path: [path] }),
  });
  return true;
}

export interface TextOptions {
  /** Message when blank; omit for an optional field. */
  required?: string;
  /** Longest allowed length. */
  max?: number;
  /** Message when longer than `max` (defaults to "Max: {n}"). */
  maxMessage?: string;
}

/**
 * The rules every text box starts with, required then length; true when one failed, so the box's
 * own rules are not reported on top of it.
 */
function reportTextRules(
  ctx: Ctx,
  value: string,
  { required: requiredMessage, max, maxMessage }: TextOptions,
): boolean {
  if (requiredMessage !== undefined && report(ctx, required(value, requiredMessage))) return true;
  if (max !== undefined && value.length > max) {
    return report(ctx, { key: 'maxLength', message: maxMessage ?? messages.max(max) });
  }
  return false;
}

/** A text field: optionally required (blank counts as missing) and capped in length. */
export function text(options: TextOptions = {}) {
  return z.string().superRefine((value, ctx) => {
    reportTextRules(ctx, value, options);
  });
}

/** A person's first or last name: the text rules, then the allowed characters of ADR 216. */
export function personName(options: TextOptions = {}) {
  return z.string().superRefine((value, ctx) => {
    if (reportTextRules(ctx, value, options)) return;
    if (!isPersonName(value)) report(ctx, { key: 'personName', message: PERSON_NAME_MESSAGE });
  });
}

export interface EmailOptions {
  /** Message when blank; omit to accept an empty address (the section 5 rule). */
  required?: string;
  /** Message when not email-shaped (defaults to "Incorrect Email"). */
  invalid?: string;
  max?: number;
  maxMessage?: string;
}

/** The email rule: empty accepted unless required; otherwise > 5 characters and email-shaped. */
export function emailAddress(options: EmailOptions = {}) {
  return z.string().superRefine((value, ctx) => {
    if (reportTextRules(ctx, value, options)) return;
    report(ctx, email(value, options.invalid));
  });
}

export interface DateOptions {
  /** The field's label, used in "{field} is invalid.". */
  label: string;
  required?: boolean;
  /** Earliest day allowed (Date or mm/dd/yyyy). */
  min?: Date | string;
  /** Latest day allowed (Date or mm/dd/yyyy). */
  max?: Date | string;
  /** Refuse days after today. */
  notFuture?: boolean;
  /** Today, for tests. */
  now?: () => Date;
}

/** A mm/dd/yyyy text field (empty allowed unless required). */
export function dateText({ label, required: isRequired = false, min, max, notFuture = false, now }: DateOptions) {
  return z.string().superRefine((value, ctx) => {
    if (value === '') {
      if (isRequired) report(ctx, required(value));
      return;
    }
    const invalid = validDate(value, label);
    if (report(ctx, invalid)) return;
    report(ctx, min === undefined ? null : minDate(value, min));
    report(ctx, max === undefined ? null : maxDate(value, max));
    if (notFuture) report(ctx, notFutureDate(value, now?.()));
  });
}

export interface NumberOptions {
  required?: boolean;
  min?: number;
  max?: number;
  /** An amount: 0 or higher. */
  nonNegative?: boolean;
}

/** A number typed as text (or already a number); empty allowed unless required. */
export function numberText({ required: isRequired = false, min, max, nonNegative = false }: NumberOptions = {}) {
  return z.union([z.string(), z.number()]).superRefine((value, ctx) => {
    if (isEmpty(value)) {
      if (isRequired) report(ctx, required(value));
      return;
    }
    const notNumber = isNumber(value);
    if (report(ctx, notNumber)) return;
    if (nonNegative) report(ctx, nonNegativeAmount(value));
    if (min !== undefined) report(ctx, minNumber(value, min));
    if (max !== undefined) report(ctx, maxNumber(value, max));
  });
}

export interface AmountOptions {
  required?: boolean;
  /** Money (a plain number or the currency mask's `$1,234.50`) or hours. */
  unit: AmountUnit;
  /** Defaults to MONEY_BOUNDS; hours name theirs (a week, a cap). */
  bounds?: AmountBounds;
}

/** The currency mask's text read as a number: `$` and the thousands commas are the mask's, not typed. */
const amountNumber = (value: string | number, unit: AmountUnit) =>
  typeof value === 'string' && unit === 'money'
    ? toNumber(value.replace(/^(-?)\$/, '$1').replaceAll(',', ''))
    : toNumber(value);

/**
 * An amount typed as text (or already a number): a number within its bounds with at most two
 * decimals (amounts.ts), refused with the field's message rather than rounded; empty allowed unless
 * required.
 */
export function amountText({ required: isRequired = false, unit, bounds = MONEY_BOUNDS }: AmountOptions) {
  return z.union([z.string(), z.number()]).superRefine((value, ctx) => {
    if (isEmpty(value)) {
      if (isRequired) report(ctx, required(value));
      return;
    }
    const message = amountError(amountNumber(value, unit) ?? Number.NaN, unit, bounds);
    report(ctx, message === null ? null : { key: 'amount', message });
  });
}

/**
 * A range's Min Age and Max Age fields, each bounded by `ages` (YOUTH_AGES or PROGRAM_AGES); the
 * schema pairs them with `minMaxCheck('minAge', 'maxAge')`.
 */
export function ageRangeFields(ages: { minAge: number; maxAge: number }, { required = false } = {}) {
  const age = () => numberText({ required, min: ages.minAge, max: ages.maxAge });
  return { minAge: age(), maxAge: age() };
}

// Object-level (cross-field) refinements, for `z.object({...}).superRefine(...)`.

/** Start on or before end; the message goes on the start field. */
export function startBeforeEndCheck<T extends Record<string, unknown>>(
  startKey: keyof T & string,
  endKey: keyof T & string,
  message: string = messages.startEndDefault,
): Check<T> {
  return (value, ctx) => {
    const start = value[startKey];
    const end = value[endKey];
    if (typeof start !== 'string' && !(start instanceof Date)) return;
    if (typeof end !== 'string' && !(end instanceof Date)) return;
    report(ctx, startBeforeEnd(start, end, message), startKey);
  };
}

/** min ≤ max (minMaxInvalid), reported on the min field. */
export function minMaxCheck<T extends Record<string, unknown>>(
  minKey: keyof T & string,
  maxKey: keyof T & string,
): Check<T> {
  return (value, ctx) => {
    report(ctx, minMax(asNumberInput(value[minKey]), asNumberInput(value[maxKey])), minKey);
  };
}

/** The age rule against quality-review bounds; errors land on the two age fields. */
export function ageRangeCheck<T extends Record<string, unknown>>(
  keys: { minAge: keyof T & string; maxAge: keyof T & string },
  qualityReview: { minAge: number | null; maxAge: number | null },
): Check<T> {
  return (value, ctx) => {
    const errors = ageRange(
      { minAge: asNumberInput(value[keys.minAge]), maxAge: asNumberInput(value[keys.maxAge]) },
      qualityReview,
    );
    report(ctx, errors.minAge, keys.minAge);
    report(ctx, errors.maxAge, keys.maxAge);
  };
}

/** At least one field of the object filled in; the required error goes on `path` (or the form). */
export function atLeastOneFieldCheck<T extends Record<string, unknown>>(path?: keyof T & string): Check<T> {
  return (value, ctx) => {
    report(ctx, atLeastOneField(value), path);
  };
}

/** Any of the named fields filled in; the required error goes on each of them. */
export function anyOfFieldsNotEmptyCheck<T extends Record<string, unknown>>(
  fields: readonly (keyof T & string)[],
): Check<T> {
  return (value, ctx) => {
    const error = anyOfFieldsNotEmpty(value, fields);
    for (const field of fields) report(ctx, error, field);
  };
}

/**
 * A check of `key` against `otherKey` by a two-value rule, reported on `key`; the checks of one field
 * against another differ only in their rule.
 */
function fieldPairCheck(rule: (value: unknown, other: unknown, message?: string) => RuleError | null) {
  return <T extends Record<string, unknown>>(
      key: keyof T & string,
      otherKey: keyof T & string,
      message?: string,
    ): Check<T> =>
    (value, ctx) => {
      report(ctx, rule(value[key], value[otherKey], message), key);
    };
}

/** `key` must equal `otherKey` ("Entered values do not match." unless told otherwise). */
export const equalToCheck = fieldPairCheck(equalTo);

/** `key` must differ from `otherKey`. */
export const notEqualToCheck = fieldPairCheck(notEqualTo);

/** `key` must not contain any 4-character part of `otherKey`'s value. */
export const notContainingPartOfCheck = fieldPairCheck((own, other, message) =>
  typeof own === 'string' && typeof other === 'string' ? notContainingPartOf(own, other, message) : null,
);

function asNumberInput(value: unknown): number | string | null {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}
