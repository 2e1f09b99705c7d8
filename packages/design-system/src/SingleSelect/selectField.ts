import type { SelectFieldProps } from './SingleSelect.tsx';

/**
 * What a select shows around its control (label, hint, error, required mark) and the ARIA its
 * control carries to match, worked out once so that every select describes itself alike.
 */
export function selectField(
  { label, required = false, error, hint, className }: Omit<SelectFieldProps, 'disabled' | 'id'>,
  ids: { hint: string; error: string },
) {
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return {
    view: { label, required, error, hasError, hint, hintId: ids.hint, errorId: ids.error, className },
    aria: {
      'aria-describedby': [hint ? ids.hint : null, hasError ? ids.error : null].filter(Boolean).join(' ') || undefined,
      'aria-invalid': hasError || undefined,
      'aria-required': required || undefined,
    },
  };
}
