import { describe, expect, it } from 'vitest';
import { documentFileError, fileMessages, MAX_DOCUMENT_BYTES } from './files.ts';

describe('documentFileError', () => {
  it('accepts the kept kinds up to the limit, whatever the case of the extension', () => {
    expect(documentFileError({ name: 'handbook.PDF', size: 1200 })).toBeNull();
    expect(documentFileError({ name: 'roster.xlsx', size: MAX_DOCUMENT_BYTES })).toBeNull();
    expect(documentFileError({ name: 'photo.jpeg', size: 10 })).toBeNull();
  });

  it('refuses another kind, an empty file and one over 10 MB with their messages', () => {
    expect(documentFileError({ name: 'script.exe', size: 10 })).toBe(fileMessages.allowedTypes);
    expect(documentFileError({ name: 'no-extension', size: 10 })).toBe(fileMessages.allowedTypes);
    expect(documentFileError({ name: 'blank.pdf', size: 0 })).toBe(fileMessages.empty);
    expect(documentFileError({ name: 'scan.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe(fileMessages.tooLarge);
  });
});
