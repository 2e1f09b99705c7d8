import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@pathway/api-client';
import { SubmitPopup, type ModalSize } from '@pathway/design-system';
import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { showFailure, showFailureText } from '../../lib/failure.ts';

export interface FormPopupProps<V extends FieldValues> {
  title: string;
  schema: z.ZodType<V, V>;
  initial: V;
  fields: ReactNode;
  size: ModalSize;
  onSave: (values: V) => Promise<unknown>;
  onClose: () => void;
  /**
   * The popup shows its save's failures itself: a 422's messages under the fields they name (the
   * rest, and any other failure, as the generic error toast). The save's mutation then carries meta
   * `failureShownByForm`, so the QueryClient does not show them a second time.
   */
  showsFailures?: boolean;
}

/** A 422's field messages under the form's fields; what no field of the form takes goes to the error toast. */
function showSaveFailure<V extends FieldValues>(error: unknown, methods: UseFormReturn<V, unknown, V>): void {
  const failure = toApiError(error);
  const values: Record<string, unknown> = methods.getValues();
  const entries = failure.status === 422 ? Object.entries(failure.fieldMessages) : [];
  const inline = entries.filter(([field]) => field in values);
  if (inline.length === 0) {
    showFailure(error);
    return;
  }
  for (const [field, message] of inline) {
    methods.setError(field as Path<V>, { type: 'server', message }, { shouldFocus: true });
  }
  const rest = entries.filter(([field]) => !(field in values)).map(([, message]) => message);
  if (rest.length > 0) showFailureText(rest.join(' '));
}

/**
 * The add/edit popup. It stays mounted until a save succeeds: a refused save (a 409, a 422) leaves
 * every typed value in place, and the QueryClient has shown the server's message (or, with
 * `showsFailures`, the popup: a 422's messages under their fields).
 */
export function FormPopup<V extends FieldValues>({
  title,
  schema,
  initial,
  fields,
  size,
  onSave,
  onClose,
  showsFailures = false,
}: FormPopupProps<V>) {
  const methods = useForm<V, unknown, V>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<V>,
    mode: 'all',
  });
  const submit = methods.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      // Shown once, here or by the QueryClient's failure handling; the popup stays open with the values.
      if (showsFailures) showSaveFailure(error, methods);
      return;
    }
    onClose();
  });
  return (
    <FormProvider {...methods}>
      <SubmitPopup
        open
        title={title}
        size={size}
        formState={methods.formState}
        onSubmit={({ event }) => void submit(event)}
        onCancel={onClose}
      >
        {fields}
      </SubmitPopup>
    </FormProvider>
  );
}
