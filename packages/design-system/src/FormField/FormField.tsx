import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ErrorText, Field, Hint, Label, RequiredMark } from './FormField.styles.ts';

/** What a FormField hands its control so label, hint and error are wired for assistive tech. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Visible label text. */
  label: ReactNode;
  /** Adds the required mark and aria-required on the control. */
  required?: boolean;
  /** Validation message; when present the control is marked invalid and describes itself with it. */
  error?: ReactNode;
  /** Helper text shown under the control. */
  hint?: ReactNode;
  /** Id for the control; generated when omitted. */
  controlId?: string;
  /** Renders the control with the ids and ARIA attributes it needs. */
  children: (control: FormFieldControlProps) => ReactNode;
}

/** Label, required mark, hint and error text around one form control. */
export function FormField({ label, required = false, error, hint, controlId, children, ...rest }: FormFieldProps) {
  const generated = useId();
  const id = controlId ?? `field-${generated}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return (
    <Field data-component="FormField" data-invalid={hasError || undefined} {...rest}>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': hasError || undefined,
        'aria-required': required || undefined,
      })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {hasError ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
