import { useGuardLeaving } from '@pathway/design-system';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

export interface GuardedFormOptions {
  /**
   * Off only for a form that holds nothing worth keeping (the sign-in, a recovery request): leaving
   * it never asks.
   */
  guardLeaving?: boolean;
}

/**
 * react-hook-form's `useForm` with the leave guard on (issue 26, ADR 194): once the form has changed,
 * leaving the page asks "Are you sure you want to leave this page? It contains unsaved data." until
 * it is reset to what was saved, or while its submit is on its way (a save that then opens another
 * page leaves on purpose). Every form of the app's features is made here (ESLint keeps them off
 * `useForm`), so a new page that edits is guarded unless it opts out in words.
 */
export function useGuardedForm<V extends FieldValues, C = unknown, T = V>(
  props?: UseFormProps<V, C, T>,
  { guardLeaving = true }: GuardedFormOptions = {},
): UseFormReturn<V, C, T> {
  const form = useForm<V, C, T>(props);
  // Read through react-hook-form's proxy, which subscribes this component to both.
  const { isDirty, isSubmitting } = form.formState;
  useGuardLeaving(guardLeaving && isDirty && !isSubmitting);
  return form;
}
