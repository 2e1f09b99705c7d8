import type { SystemDocument, SystemDocumentSaveRequest } from '@pathway/api-client';
import { FormField } from '@pathway/design-system';
import { useMutation } from '@tanstack/react-query';
import { DOCUMENT_ACCEPT, documentFileError, messages, text } from '@pathway/validation';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { Field, FormPopup, useOrganizationOptions } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';

export interface SystemDocumentPopupProps {
  /** The document being edited; a new one when absent. */
  row?: SystemDocument;
  /** After the server saved it (true for a new document): the screen toasts and refreshes. */
  onSaved: (created: boolean) => Promise<void>;
  onClose: () => void;
}

function schemaFor(isNew: boolean) {
  return z.object({
    name: text({ required: messages.required, max: 150 }),
    documentTypeId: z
      .number()
      .nullable()
      .refine((value): boolean => value !== null, messages.required),
    description: text({ max: 500 }),
    organizationId: z.number().nullable(),
    isPublic: z.boolean(),
    // A new document needs its file; an edit may keep the stored one.
    file: z
      .instanceof(File)
      .nullable()
      .superRefine((file, ctx) => {
        if (file === null) {
          if (isNew) ctx.addIssue({ code: 'custom', message: messages.required });
          return;
        }
        const refused = documentFileError(file);
        if (refused !== null) ctx.addIssue({ code: 'custom', message: refused });
      }),
  });
}
type Values = z.infer<ReturnType<typeof schemaFor>>;

/** The file's bytes as base64, read in chunks (a 10 MB file would overflow one spread). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

/** A file picker bound to the form: the chosen File, with the rule's message under it. */
function FileInput({ name, label, required }: { name: string; label: string; required: boolean }) {
  const { field, fieldState } = useController({ name });
  const chosen = field.value instanceof File ? field.value.name : undefined;
  return (
    <FormField
      label={label}
      required={required}
      error={fieldState.error?.message}
      hint={chosen ?? 'PDF, PNG, JPEG, Word or Excel, at most 10 MB'}
    >
      {(control) => (
        <input
          {...control}
          type="file"
          name={field.name}
          accept={DOCUMENT_ACCEPT}
          onChange={(event) => {
            field.onChange(event.target.files?.[0] ?? null);
            field.onBlur();
          }}
        />
      )}
    </FormField>
  );
}

function DocumentFields({ isNew }: { isNew: boolean }) {
  const organizations = useOrganizationOptions();
  return (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.Select name="documentTypeId" label="Document Type" required lookup="document-types" />
      <Field.TextArea name="description" label="Description" rows={3} />
      <Field.SearchableSelect
        name="organizationId"
        label="Organization"
        hint="Leave empty for every organization"
        items={organizations.items}
      />
      <Field.Checkbox name="isPublic" label="Shown to applicants" />
      <FileInput name="file" label={isNew ? 'File' : 'Replace File'} required={isNew} />
    </>
  );
}

/** The add/edit popup of a system document; loaded with the first popup of the screen. */
export function SystemDocumentPopup({ row, onSaved, onClose }: SystemDocumentPopupProps) {
  const isNew = row === undefined;
  const save = useMutation({
    mutationFn: async (values: Values) => {
      const body: SystemDocumentSaveRequest = {
        id: row?.id ?? null,
        version: row?.version ?? null,
        name: values.name.trim(),
        // The schema refused a missing type before this runs.
        documentTypeId: values.documentTypeId ?? 0,
        description: values.description.trim() === '' ? null : values.description.trim(),
        organizationId: values.organizationId,
        isPublic: values.isPublic,
        fileName: values.file?.name ?? null,
        contentBase64: values.file === null ? null : await base64Of(values.file),
      };
      await api.libraryDocuments.saveSystem(body);
    },
    onSuccess: () => onSaved(isNew),
  });
  return (
    <FormPopup<Values>
      title={isNew ? 'Add Document' : 'Edit Document'}
      schema={schemaFor(isNew)}
      initial={{
        name: row?.name ?? '',
        documentTypeId: row?.documentTypeId ?? null,
        description: row?.description ?? '',
        organizationId: row?.organizationId ?? null,
        isPublic: row?.isPublic ?? false,
        file: null,
      }}
      size="medium"
      onSave={(values) => save.mutateAsync(values)}
      onClose={onClose}
      fields={<DocumentFields isNew={isNew} />}
    />
  );
}
