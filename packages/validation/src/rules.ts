/**
 * The rules of section 5 as pure functions: each takes plain values and returns `null` when the
 * value passes, or a `RuleError` with a stable key (for code) and the spec's message (for people).
 * No framework here, so the server can run the same checks later.
 */
import { formatDate, startOfDay, toDate } from './dates.ts';
import { messages } from './messages.ts';

export type RuleErrorKey =
  | 'required'
  | 'max'
  | 'min'
  | 'maxDate'
  | 'minDate'
  | 'startEnd'
  | 'incorrectEmail'
  | 'minMaxInvalid'
  | 'ageRange'
  | 'equalTo'
  | 'notEqualTo'
  | 'containsPart'
  | 'futureDate'
  | 'negativeAmount'
  | 'notANumber'
  | 'invalidDate'
  | 'maxLength'
  | 'personName'
  | 'amount';

export interface RuleError {
  key: RuleErrorKey;
  message: string;
}

type DateInput = Date | string | null | undefined;
type NumberInput = number | string | null | undefined;

const fail = (key: RuleErrorKey, message: string): RuleError => ({ key, message });

/** Empty means missing, blank text, or an empty list. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Reads a number from a number or numeric text; `null` when empty, `NaN` when not a number. */
export function toNumber(value: NumberInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  return Number(value.trim());
}

export function required(value: unknown, message: string = messages.required): RuleError | null {
  return isEmpty(value) ? fail('required', message) : null;
}

/** Empty text passes (use `required` for that); anything else must be a finite number. */
export function isNumber(value: NumberInput): RuleError | null {
  const n = toNumber(value);
  return n !== null && !Number.isFinite(n) ? fail('notANumber', messages.notANumber) : null;
}

export function maxNumber(value: NumberInput, max: number): RuleError | null {
  const n = toNumber(value);
  return n !== null && n > max ? fail('max', messages.max(max)) : null;
}

export function minNumber(value: NumberInput, min: number): RuleError | null {
  const n = toNumber(value);
  return n !== null && n < min ? fail('min', messages.min(min)) : null;
}

export function nonNegativeAmount(value: NumberInput): RuleError | null {
  const n = toNumber(value);
  return n !== null && n < 0 ? fail('negativeAmount', messages.negativeAmount) : null;
}

export function maxLength(value: string | null | undefined, max: number, message?: string): RuleError | null {
  return value && value.length > max ? fail('maxLength', message ?? messages.max(max)) : null;
}

/** Empty passes; otherwise the text must be a real mm/dd/yyyy day within 1900–2100. */
export function validDate(value: DateInput, fieldLabel: string): RuleError | null {
  if (value === null || value === undefined || value === '') return null;
  return toDate(value) === null ? fail('invalidDate', messages.invalidDate(fieldLabel)) : null;
}

export function maxDate(value: DateInput, max: DateInput): RuleError | null {
  const day = toDate(value);
  const limit = toDate(max);
  return day && limit && day.getTime() > limit.getTime() ? fail('maxDate', messages.maxDate(formatDate(limit))) : null;
}

export function minDate(value: DateInput, min: DateInput): RuleError | null {
  const day = toDate(value);
  const limit = toDate(min);
  return day && limit && day.getTime() < limit.getTime() ? fail('minDate', messages.minDate(formatDate(limit))) : null;
}

/** A day after today fails; `now` is injectable for tests. */
export function notFutureDate(value: DateInput, now: Date = new Date()): RuleError | null {
  const day = toDate(value);
  return day && day.getTime() > startOfDay(now).getTime() ? fail('futureDate', messages.futureDate) : null;
}

/** Start must be on or before end; either side empty passes. */
export function startBeforeEnd(
  start: DateInput,
  end: DateInput,
  message: string = messages.startEndDefault,
): RuleError | null {
  const from = toDate(start);
  const to = toDate(end);
  return from && to && from.getTime() > to.getTime() ? fail('startEnd', message) : null;
}

// Local part, @, a domain with at least one dot; no spaces anywhere.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Empty is accepted; otherwise longer than 5 characters and email-shaped (incorrectEmail). */
export function email(value: string | null | undefined, message: string = messages.incorrectEmail): RuleError | null {
  if (value === null || value === undefined || value === '') return null;
  return value.length > 5 && EMAIL_SHAPE.test(value) ? null : fail('incorrectEmail', message);
}

/** A min/max pair: min must not exceed max (minMaxInvalid). Either side empty passes. */
export function minMax(min: NumberInput, max: NumberInput): RuleError | null {
  const lo = toNumber(min);
  const hi = toNumber(max);
  if (lo === null || hi === null || Number.isNaN(lo) || Number.isNaN(hi)) return null;
  return lo > hi ? fail('minMaxInvalid', messages.minMaxInvalid) : null;
}

export interface AgeBounds {
  minAge: NumberInput;
  maxAge: NumberInput;
}

export interface AgeRuleErrors {
  minAge?: RuleError;
  maxAge?: RuleError;
}

/**
 * The age rule: an applicant's min and max age must sit inside the quality-review min and max
 * ages, and each pair must have min ≤ max. Returns the errors per field (empty object when valid).
 */
export function ageRange(ages: AgeBounds, qualityReview: AgeBounds): AgeRuleErrors {
  const errors: AgeRuleErrors = {};
  const minAge = toNumber(ages.minAge);
  const maxAge = toNumber(ages.maxAge);
  const qrMin = toNumber(qualityReview.minAge);
  const qrMax = toNumber(qualityReview.maxAge);
  const qrPairError = minMax(qrMin, qrMax);
  if (qrPairError) {
    // Bounds that contradict each other cannot validate anything; say so on both fields.
    return { minAge: qrPairError, maxAge: qrPairError };
  }
  if (minAge !== null && qrMin !== null && minAge < qrMin) errors.minAge = fail('ageRange', messages.min(qrMin));
  else if (minAge !== null && qrMax !== null && minAge > qrMax) errors.minAge = fail('ageRange', messages.max(qrMax));
  if (maxAge !== null && qrMax !== null && maxAge > qrMax) errors.maxAge = fail('ageRange', messages.max(qrMax));
  else if (maxAge !== null && qrMin !== null && maxAge < qrMin) errors.maxAge = fail('ageRange', messages.min(qrMin));
  const pairError = minMax(minAge, maxAge);
  if (pairError && !errors.minAge) errors.minAge = pairError;
  return errors;
}

/** At least one value of the group is filled in (required error otherwise). */
export function atLeastOneField(values: Record<string, unknown>): RuleError | null {
  return Object.values(values).some((v) => !isEmpty(v)) ? null : fail('required', messages.required);
}

/** At least one of the named fields is filled in (required error otherwise). */
export function anyOfFieldsNotEmpty<T extends Record<string, unknown>>(
  values: T,
  fields: readonly (keyof T)[],
): RuleError | null {
  return fields.some((f) => !isEmpty(values[f])) ? null : fail('required', messages.required);
}

/** Equal to another field (e.g. a confirmation); an empty value is left to `required`. */
export function equalTo(value: unknown, other: unknown, message: string = messages.valuesDoNotMatch): RuleError | null {
  if (isEmpty(value)) return null;
  return value === other ? null : fail('equalTo', message);
}

/** Not equal to another field (e.g. a new password against the current one). */
export function notEqualTo(
  value: unknown,
  other: unknown,
  message: string = messages.valuesMustDiffer,
): RuleError | null {
  if (isEmpty(value) || isEmpty(other)) return null;
  return value === other ? fail('notEqualTo', message) : null;
}

/**
 * True when `value` contains `other` whole, or any 4-character run of it, ignoring case.
 * An `other` shorter than 4 characters is checked whole.
 */
export function containsFourCharPart(value: string, other: string): boolean {
  const haystack = value.toLowerCase();
  const needle = other.toLowerCase();
  if (needle === '' || haystack === '') return false;
  if (needle.length <= 4) return haystack.includes(needle);
  for (let i = 0; i + 4 <= needle.length; i += 1) {
    if (haystack.includes(needle.slice(i, i + 4))) return true;
  }
  return false;
}

/** Must not contain any 4-character part of another field's value. */
export function notContainingPartOf(
  value: string | null | undefined,
  other: string | null | undefined,
  message: string = messages.containsPartOf('the other field'),
): RuleError | null {
  if (!value || !other) return null;
  return containsFourCharPart(value, other) ? fail('containsPart', message) : null;
}
