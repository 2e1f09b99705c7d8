import type { Document } from '@pathway/api-client';

/** Jasmine Whitfield's (participant 48213) documents, newest first as the server answers them. */
export const documents: Document[] = [
  {
    id: 9312,
    fileName: 'whitfield-w4-2026.pdf',
    documentTypeId: 6,
    documentTypeName: 'W-4',
    contentType: 'application/pdf',
    size: 96512,
    createDate: '2026-06-03T10:05:00Z',
    createUser: 'kcoleman',
  },
  {
    id: 9311,
    fileName: 'whitfield-birth-certificate.png',
    documentTypeId: 2,
    documentTypeName: 'Birth Certificate',
    contentType: 'image/png',
    size: 412000,
    createDate: '2026-06-02T16:22:00Z',
    createUser: 'jmorales',
  },
  {
    id: 9310,
    fileName: 'whitfield-work-permit.pdf',
    documentTypeId: 4,
    documentTypeName: 'Work Permit',
    contentType: 'application/pdf',
    size: 184320,
    createDate: '2026-06-02T16:20:00Z',
    createUser: 'jmorales',
  },
];

export const documentTypes = [
  { id: 2, text: 'Birth Certificate' },
  { id: 4, text: 'Work Permit' },
  { id: 6, text: 'W-4' },
];

export const documentHandlers = {
  'GET /documents/students/48213': { body: documents },
  'GET /lookups/document-types': { body: documentTypes },
};
