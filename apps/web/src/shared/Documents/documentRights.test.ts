import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentClaims } from './documentRights.ts';

const contract = readFileSync(new URL('../../../../../openapi/paths/documents.yaml', import.meta.url), 'utf8');

/** The `x-claims` list written after an operation id (a flow sequence, on one line or several). */
function claimsOf(operationId: string): string[] {
  const after = contract.slice(contract.indexOf(`operationId: ${operationId}`));
  const list = /x-claims:\s*\[([^\]]*)\]/.exec(after)?.[1] ?? '';
  return list
    .split(',')
    .map((claim) => claim.trim())
    .filter(Boolean);
}

describe('documentClaims', () => {
  it('are the x-claims of the list and download operations', () => {
    expect(claimsOf('documentsList')).toEqual(documentClaims.read);
    expect(claimsOf('documentsDownload')).toEqual(documentClaims.read);
  });

  it('are the x-claims of the upload and delete operations', () => {
    expect(claimsOf('documentsUpload')).toEqual(documentClaims.write);
    expect(claimsOf('documentsDelete')).toEqual(documentClaims.write);
  });
});
