import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField } from '../FormField/FormField.tsx';
import { withValueChange } from '../FormField/withValueChange.ts';
import { StyledTextArea } from './TextArea.styles.ts';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** Visible label; also the accessible name. */
  label: ReactNode;
  /** Validation message shown under the field. */
  error?: ReactNode;
  /** Helper text shown under the field. */
  hint?: ReactNode;
  /** Visible lines (contact description 3, note 5). */
  rows?: number;
  /** Called on every edit with the new value (the native `onChange` stays available for form libraries). */
  onValueChange?: (args: { value: string }) => void;
}

/** A labelled multi-line input; rest props (name, ref, `register(...)`) go to the textarea. */
export function TextArea({
  label,
  error,
  hint,
  required,
  id,
  rows = 3,
  onChange,
  onValueChange,
  ...rest
}: TextAreaProps) {
  return (
    <FormField data-component="TextArea" label={label} error={error} hint={hint} required={required} controlId={id}>
      {(control) => (
        <StyledTextArea
          {...control}
          rows={rows}
          required={required}
          onChange={withValueChange(onChange, onValueChange)}
          {...rest}
        />
      )}
    </FormField>
  );
}
