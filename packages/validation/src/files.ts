/**
 * The document file rule, shared by the upload forms and the server so the wording and the limits
 * cannot drift: which file kinds are kept (the server also checks each file's first bytes) and how
 * large one may be.
 */

/** The largest file a document may be (uploads and base64 saves alike). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** File name extensions the document store keeps. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'docx', 'xlsx'] as const;

/** The file pickers' `accept`: the same extensions, so the browser offers only what the store keeps. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const fileMessages = {
  allowedTypes: 'Only PDF, PNG, JPEG, Word (.docx) and Excel (.xlsx) files can be uploaded.',
  tooLarge: 'A file can be at most 10 MB.',
  empty: 'The file is empty.',
} as const;

/** The message for a file the store would refuse by its name or size; null when it may be sent. */
export function documentFileError(file: { name: string; size: number }): string | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) return fileMessages.allowedTypes;
  if (file.size === 0) return fileMessages.empty;
  if (file.size > MAX_DOCUMENT_BYTES) return fileMessages.tooLarge;
  return null;
}
