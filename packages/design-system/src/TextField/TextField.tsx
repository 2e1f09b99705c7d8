import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField } from '../FormField/FormField.tsx';
import { withValueChange } from '../FormField/withValueChange.ts';
import { Input } from './TextField.styles.ts';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  /** Visible label; also the accessible name. */
  label: ReactNode;
  /** Validation message shown under the field. */
  error?: ReactNode;
  /** Helper text shown under the field. */
  hint?: ReactNode;
  /** Called on every edit with the new value (the native `onChange` stays available for form libraries). */
  onValueChange?: (args: { value: string }) => void;
}

/**
 * A labelled single-line input with required mark and error text. Rest props (name, value, ref,
 * react-hook-form's `register(...)`) go to the input itself.
 */
export function TextField({ label, error, hint, required, id, onChange, onValueChange, ...rest }: TextFieldProps) {
  return (
    <FormField data-component="TextField" label={label} error={error} hint={hint} required={required} controlId={id}>
      {(control) => (
        <Input {...control} required={required} onChange={withValueChange(onChange, onValueChange)} {...rest} />
      )}
    </FormField>
  );
}
