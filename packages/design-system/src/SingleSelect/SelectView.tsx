import type { HTMLAttributes, LabelHTMLAttributes, ReactNode, Ref } from 'react';
import { ErrorText, Field, Hint, Label, RequiredMark } from '../FormField/FormField.styles.ts';
import { Anchor, Chevron, Menu, Toggle } from './SingleSelect.styles.ts';

type DataAttributes = Record<`data-${string}`, unknown>;

export interface SelectViewProps {
  label: ReactNode;
  required: boolean;
  error: ReactNode;
  hasError: boolean;
  hint: ReactNode;
  hintId: string;
  errorId: string;
  className?: string;
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  toggleProps: HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement>; disabled?: boolean } & DataAttributes;
  menuProps: HTMLAttributes<HTMLUListElement> & { ref?: Ref<HTMLUListElement> } & DataAttributes;
  /** The chosen item's label, the default text or the no-items text. */
  shown: ReactNode;
  /** The open list's options. */
  options: ReactNode;
}

/**
 * The select's markup, shared by the resting select (before downshift has loaded) and the live
 * one, so that handing over from one to the other changes nothing on screen (ADR 087).
 */
export function SelectView({
  label,
  required,
  error,
  hasError,
  hint,
  hintId,
  errorId,
  className,
  labelProps,
  toggleProps,
  menuProps,
  shown,
  options,
}: SelectViewProps) {
  return (
    <Field data-component="SingleSelect" data-invalid={hasError || undefined} className={className}>
      <Label {...labelProps}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      <Anchor>
        <Toggle {...toggleProps}>
          <span>{shown}</span>
          <Chevron aria-hidden="true" />
        </Toggle>
        <Menu {...menuProps}>{options}</Menu>
      </Anchor>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {hasError ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
