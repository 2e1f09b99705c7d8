import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@pathway/api-client';
import { SubmitPopup, type ModalSize } from '@pathway/design-system';
import { useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { claimFailure, showFailure, showFailureText } from '../../lib/failure.ts';
import { humanisedFieldName } from '../core/messages.ts';
import { RenderedFieldsContext, type RenderedFields } from './renderedFields.ts';

export interface FormPopupProps<V extends FieldValues> {
  title: string;
  schema: z.ZodType<V, V>;
  initial: V;
  fields: ReactNode;
  size: ModalSize;
  onSave: (values: V) => Promise<unknown>;
  onClose: () => void;
  /**
   * The popup shows its save's failures itself: a 422's messages under the fields it shows, a
   * message about a field it does not show as the error toast under the field's label, and any
   * other failure as the generic error toast. The save's mutation then carries meta
   * `failureShownByForm`, so the QueryClient does not show them a second time (and still shows one
   * the popup did not).
   */
  showsFailures?: boolean;
}

/** "First Name: Required", or the message alone when it already names the field. */
function labelled(label: string, message: string): string {
  return message.toLowerCase().startsWith(label.toLowerCase()) ? message : `${label}: ${message}`;
}

/**
 * A 422's field messages under the fields the form shows (a `Field.*`, or a custom field that said
 * so with `useRenderedField`: an input merely registered with react-hook-form may show its error
 * only once touched, or never); what no shown field takes goes to the error toast under the field's
 * name in words (never the wire key), and any other failure as the generic error toast. The failure
 * is then claimed: it is shown once, here.
 */
function showSaveFailure<V extends FieldValues>(
  error: unknown,
  methods: UseFormReturn<V, unknown, V>,
  shown: RenderedFields,
): void {
  claimFailure(error);
  const failure = toApiError(error);
  const entries = failure.status === 422 ? Object.entries(failure.fieldMessages) : [];
  if (entries.length === 0) {
    showFailure(error);
    return;
  }
  const inline = entries.filter(([field]) => shown.has(field));
  for (const [field, message] of inline) {
    methods.setError(field as Path<V>, { type: 'server', message }, { shouldFocus: true });
  }
  const rest = entries
    .filter(([field]) => !shown.has(field))
    .map(([field, message]) => labelled(humanisedFieldName(field), message));
  const texts = [...(failure.serverMessage === undefined ? [] : [failure.serverMessage]), ...rest];
  if (texts.length > 0) showFailureText(texts.join(' '));
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
  const [shown] = useState<RenderedFields>(() => new Set());
  const submit = methods.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      // Shown once, here or by the QueryClient's failure handling; the popup stays open with the values.
      if (showsFailures) showSaveFailure(error, methods, shown);
      return;
    }
    onClose();
  });
  return (
    <FormProvider {...methods}>
      <RenderedFieldsContext value={shown}>
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
      </RenderedFieldsContext>
    </FormProvider>
  );
}
