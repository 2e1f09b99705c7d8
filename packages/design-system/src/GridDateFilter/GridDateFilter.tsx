import { useState, type ComponentPropsWithRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { DateInput } from '../DateInput/DateInput.tsx';
import { FormField } from '../FormField/FormField.tsx';
import { Wrapper } from './GridDateFilter.styles.ts';

export interface GridDateFilterProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange'> {
  /** Visible label, e.g. "Start Date". */
  label: string;
  /** The applied date (mm/dd/yyyy), or null when the filter is off. */
  value: string | null;
  /** Applies a whole, real date (10 characters), or null on reset or when emptied. */
  onApply: (args: { value: string | null }) => void;
}

/**
 * A grid date filter: the forms' date input (the same mm/dd/yyyy mask, strict reading and calendar),
 * applied once it holds a whole date of 10 characters (spec section 9), with a Reset control. What
 * is not a real day when the box is left or Enter is pressed (an incomplete "02/04/2", 02/30/2009,
 * 13/45/2009, a day outside 1900-2100) raises the spec's error toast quoting what was typed
 * ("Incorrect date: …") and clears the box, which removes the filter; nothing is applied in silence
 * and no other day is applied instead (ADR 220).
 */
export function GridDateFilter({ label, value, onApply, ...rest }: GridDateFilterProps) {
  // A filter the grid drops (Reset, Clear All) empties the box by a fresh input: the mask does not
  // take an emptied value from its props when it was first given one (a filter restored or passed in).
  const [dropped, setDropped] = useState({ count: 0, value });
  if (dropped.value !== value) setDropped({ count: dropped.count + (value === null ? 1 : 0), value });
  return (
    <Wrapper data-component="GridDateFilter" {...rest}>
      <FormField label={label}>
        {(control) => (
          <DateInput
            key={dropped.count}
            {...control}
            // The grid owns the applied value: Clear All and Reset empty the box through it.
            value={value ?? ''}
            pickerLabel={`Choose ${label}`}
            onValueChange={({ value: next }) => {
              if (next !== '') onApply({ value: next });
              else if (value !== null) onApply({ value: null });
            }}
          />
        )}
      </FormField>
      <Button
        variant="secondary"
        size="small"
        aria-label={`Reset ${label}`}
        disabled={value === null}
        onClick={() => onApply({ value: null })}
      >
        Reset
      </Button>
    </Wrapper>
  );
}
