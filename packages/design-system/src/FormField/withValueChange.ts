import type { ChangeEventHandler } from 'react';

/**
 * The change handler of a text control that takes both: the native `onChange` stays for form
 * libraries (react-hook-form's `register(...)`), while `onValueChange` spares callers the event.
 */
export function withValueChange<E extends HTMLInputElement | HTMLTextAreaElement>(
  onChange: ChangeEventHandler<E> | undefined,
  onValueChange: ((args: { value: string }) => void) | undefined,
): ChangeEventHandler<E> {
  return (event) => {
    onChange?.(event);
    onValueChange?.({ value: event.target.value });
  };
}
