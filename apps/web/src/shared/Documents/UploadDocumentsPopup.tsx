import { FormField } from '@pathway/design-system';
import { DOCUMENT_ACCEPT, documentFileError, messages } from '@pathway/validation';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '../../kit/form.ts';
import { FormPopup } from '../../kit/views/FormPopup.tsx';

/** The contract's limit of parts per upload (DocumentUpload: maxItems 10). */
export const MAX_FILES = 10;

export const uploadMessages = {
  tooMany: `At most ${String(MAX_FILES)} files can be uploaded at once.`,
} as const;

const schema = z.object({
  documentTypeId: z
    .number()
    .nullable()
    .refine((value): boolean => value !== null, messages.required),
  files: z.array(z.instanceof(File)).superRefine((files, ctx) => {
    if (files.length === 0) ctx.addIssue({ code: 'custom', message: messages.required });
    if (files.length > MAX_FILES) ctx.addIssue({ code: 'custom', message: uploadMessages.tooMany });
    // The rule of @pathway/validation (the server applies the same one), named per file.
    for (const file of files) {
      const refused = documentFileError(file);
      if (refused !== null) ctx.addIssue({ code: 'custom', message: `${file.name}: ${refused}` });
    }
  }),
});
export type UploadValues = z.infer<typeof schema>;

/** A multiple file picker bound to the form: the chosen files' names, or the first refusal. */
function FilesInput() {
  const { field, fieldState } = useController<UploadValues, 'files'>({ name: 'files' });
  const chosen = field.value.map((file) => file.name).join(', ');
  return (
    <FormField
      label="Files"
      required
      error={fieldState.error?.message}
      hint={chosen === '' ? 'PDF, PNG, JPEG, Word or Excel, at most 10 MB each' : chosen}
    >
      {(control) => (
        <input
          {...control}
          type="file"
          multiple
          name={field.name}
          accept={DOCUMENT_ACCEPT}
          onChange={(event) => {
            field.onChange(Array.from(event.target.files ?? []));
            field.onBlur();
          }}
        />
      )}
    </FormField>
  );
}

export interface UploadDocumentsPopupProps {
  onSave: (values: UploadValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The Upload popup: a document type (GET /lookups/document-types) and up to ten files, each
 * checked against the store's type and size rule before anything is sent. Loaded with its first use.
 */
export default function UploadDocumentsPopup({ onSave, onClose }: UploadDocumentsPopupProps) {
  return (
    <FormPopup<UploadValues>
      title="Upload Documents"
      schema={schema}
      initial={{ documentTypeId: null, files: [] }}
      size="medium"
      fields={
        <>
          <Field.Select name="documentTypeId" label="Document Type" required lookup="document-types" />
          <FilesInput />
        </>
      }
      onSave={onSave}
      onClose={onClose}
    />
  );
}
