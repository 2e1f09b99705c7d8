import { useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { parseDisplayDate } from '../format/format.ts';
import { Wrapper } from './GridDateFilter.styles.ts';

export interface GridDateFilterProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange'> {
  /** Visible label, e.g. "Start Date". */
  label: string;
  /** The applied date (mm/dd/yyyy), or null when the filter is off. */
  value: string | null;
  /** Applies a date once the text has 10 characters and is a real date, or null on reset or when emptied. */
  onApply: (args: { value: string | null }) => void;
}

/** Keeps digits only and places the slashes of mm/dd/yyyy as the user types. */
function toDateText(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/**
 * A grid date filter: mm/dd/yyyy text applied only when it has 10 characters (spec section 9),
 * with a Reset control. A 10-character text that is not a real date between 1900 and 2100 is
 * kept on screen with an error and not applied.
 */
export function GridDateFilter({ label, value, onApply, ...rest }: GridDateFilterProps) {
  const [text, setText] = useState(value ?? '');
  const [applied, setApplied] = useState(value);
  // The grid can change the applied value (Clear All); the typed text follows it.
  if (applied !== value) {
    setApplied(value);
    setText(value ?? '');
  }
  const invalid = text.length === 10 && parseDisplayDate(text) === null;

  const onText = (next: string) => {
    const formatted = toDateText(next);
    setText(formatted);
    if (formatted.length === 10 && parseDisplayDate(formatted)) {
      setApplied(formatted);
      onApply({ value: formatted });
    } else if (formatted === '' && value !== null) {
      setApplied(null);
      onApply({ value: null });
    }
  };

  return (
    <Wrapper data-component="GridDateFilter" {...rest}>
      <TextField
        label={label}
        placeholder="mm/dd/yyyy"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={text}
        error={invalid ? `${label} is invalid.` : undefined}
        onValueChange={({ value: next }) => onText(next)}
      />
      <Button
        variant="secondary"
        size="small"
        aria-label={`Reset ${label}`}
        disabled={text === '' && value === null}
        onClick={() => {
          setText('');
          setApplied(null);
          onApply({ value: null });
        }}
      >
        Reset
      </Button>
    </Wrapper>
  );
}
