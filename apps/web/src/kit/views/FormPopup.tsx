import { zodResolver } from '@hookform/resolvers/zod';
import { SubmitPopup, type ModalSize } from '@pathway/design-system';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

export interface FormPopupProps<V extends FieldValues> {
  title: string;
  schema: z.ZodType<V, V>;
  initial: V;
  fields: ReactNode;
  size: ModalSize;
  onSave: (values: V) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The add/edit popup. It stays mounted until a save succeeds: a refused save (a 409, a 422) leaves
 * every typed value in place, and the QueryClient has shown the server's message.
 */
export function FormPopup<V extends FieldValues>({
  title,
  schema,
  initial,
  fields,
  size,
  onSave,
  onClose,
}: FormPopupProps<V>) {
  const methods = useForm<V, unknown, V>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<V>,
    mode: 'all',
  });
  const submit = methods.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch {
      // Shown once by the QueryClient's failure handling; the popup stays open with the values.
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
