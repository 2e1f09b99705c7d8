import { useAtomValue } from 'jotai';
import type { Claim } from '../../kit/index.ts';
import { hasClaim } from '../../lib/jwt.ts';
import { claimsAtom } from '../../lib/session.ts';

/**
 * The `x-claims` of the document operations (openapi/paths/documents.yaml; a test keeps them
 * equal). The server lets any one of them through, for every record kind, so the dialog offers an
 * action exactly when the server would accept it; row scope still decides whose records.
 */
export const documentClaims = {
  /**
   * documentsList and documentsDownload. LOGIN is among them and every signed-in user holds it, so
   * reading needs no guard in the app (the server's row scope decides whose records).
   */
  read: ['VIEW_STUDENT', 'MAINTAIN_ENROLLEES', 'MAINTAIN_DOCUMENTS', 'LOGIN'],
  /** documentsUpload and documentsDelete. */
  write: [
    'MAINTAIN_STUDENT',
    'MAINTAIN_ENROLLEES',
    'MAINTAIN_DOCUMENTS',
    'EDIT_WORKSITE',
    'ADD_JOB',
    'MAINTAIN_CONTRACTOR',
    'CONTRACT',
    'MAINTAIN_ORGANIZATION',
  ],
} as const satisfies Record<string, readonly Claim[]>;

/** Whether the signed-in user may upload and remove documents (any one of the write claims). */
export function useCanWriteDocuments(): boolean {
  const claims = useAtomValue(claimsAtom);
  return documentClaims.write.some((claim) => hasClaim(claims, claim));
}
