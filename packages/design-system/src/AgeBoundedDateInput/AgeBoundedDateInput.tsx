import { useState, type ReactNode } from 'react';
import { formatDate, parseDate } from '@pathway/validation';
import { DateInput, type DateInputProps, type DateValueChange } from '../DateInput/index.ts';
import { maxDateMessage, minDateMessage } from '../DateInput/messages.ts';
import { FormField } from '../FormField/index.ts';

/** A committed value and, when it falls outside the bounds, the Min/Max message. */
export interface BoundedDateValueChange extends DateValueChange {
  /** `Min: mm/dd/yyyy`, `Max: mm/dd/yyyy`, or null when the day is inside the bounds. */
  error: string | null;
}

export interface AgeBoundedDateInputProps extends Omit<
  DateInputProps,
  'minDate' | 'maxDate' | 'onValueChange' | 'id' | 'aria-invalid'
> {
  /** Visible label, e.g. "Birth date". */
  label: ReactNode;
  /** Earliest allowed day (the oldest age). */
  minDate: Date;
  /** Latest allowed day (the youngest age). */
  maxDate: Date;
  /** Adds the required mark. */
  required?: boolean;
  /** A message from the form (e.g. Required); the bounds message takes precedence. */
  error?: ReactNode;
  /** Helper text under the field. */
  hint?: ReactNode;
  /** Called after each commit with the value and its bounds error. */
  onValueChange?: (change: BoundedDateValueChange) => void;
}

/**
 * The birth dates that give an age between `minAge` and `maxAge` on a reference day: the
 * oldest allowed person turns `maxAge + 1` the day after `minDate`.
 */
export function ageBounds({ minAge, maxAge, on }: { minAge: number; maxAge: number; on: Date }) {
  const maxDate = new Date(on.getFullYear() - minAge, on.getMonth(), on.getDate());
  const minDate = new Date(on.getFullYear() - maxAge - 1, on.getMonth(), on.getDate() + 1);
  return { minDate, maxDate };
}

function boundsError(date: Date | null, minDate: Date, maxDate: Date): string | null {
  if (!date) return null;
  if (date < minDate) return minDateMessage(formatDate(minDate));
  if (date > maxDate) return maxDateMessage(formatDate(maxDate));
  return null;
}

/**
 * A labelled date field limited to a range (such as the birth dates a programme's ages allow).
 * A day outside the range stays in the box, marked invalid with "Min: {date}" or "Max: {date}".
 */
export function AgeBoundedDateInput({
  label,
  minDate,
  maxDate,
  required = false,
  error,
  hint,
  value,
  defaultValue = '',
  onValueChange,
  ...rest
}: AgeBoundedDateInputProps) {
  const [ownDate, setOwnDate] = useState(() => parseDate(defaultValue));
  const date = value === undefined ? ownDate : parseDate(value);
  const rangeError = boundsError(date, minDate, maxDate);

  return (
    <FormField
      data-component="AgeBoundedDateInput"
      label={label}
      required={required}
      error={rangeError ?? error}
      hint={hint}
    >
      {(control) => (
        <DateInput
          {...rest}
          {...control}
          value={value}
          defaultValue={defaultValue}
          minDate={minDate}
          maxDate={maxDate}
          openToDate={rest.openToDate ?? maxDate}
          pickerLabel={rest.pickerLabel ?? (typeof label === 'string' ? `Choose ${label}` : undefined)}
          onValueChange={(change) => {
            setOwnDate(change.date);
            onValueChange?.({ ...change, error: boundsError(change.date, minDate, maxDate) });
          }}
        />
      )}
    </FormField>
  );
}
