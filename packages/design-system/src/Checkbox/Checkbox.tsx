import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Box, ErrorText, Label, Wrapper } from './Checkbox.styles.ts';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Text beside the box; also the accessible name. */
  label: ReactNode;
  /** Validation message (for example "At least one role must be checked"). */
  error?: ReactNode;
  /** Called when the box is toggled (the native `onChange` stays available for form libraries). */
  onCheckedChange?: (args: { checked: boolean }) => void;
}

/** A labelled checkbox. Rest props (checked, name, ref, `register(...)`) go to the input. */
export function Checkbox({ label, error, id, disabled, onChange, onCheckedChange, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const errorId = `${inputId}-error`;
  return (
    <Wrapper data-component="Checkbox">
      <Label htmlFor={inputId} data-disabled={disabled === true}>
        <Box
          id={inputId}
          type="checkbox"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.({ checked: event.target.checked });
          }}
          {...rest}
        />
        {label}
      </Label>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Wrapper>
  );
}
