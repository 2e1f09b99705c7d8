import type { SystemDocument, YouthDocument } from '@pathway/api-client';

const audit = {
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-06-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

export const systemDocuments: SystemDocument[] = [
  {
    id: 71,
    name: 'Participant Handbook 2026',
    documentTypeId: 21,
    documentTypeName: 'Handbook',
    description: 'Rules, pay schedule and contacts for the summer.',
    organizationId: null,
    isPublic: true,
    fileName: 'participant-handbook-2026.pdf',
    contentType: 'application/pdf',
    sizeBytes: 184320,
    ...audit,
    version: 3,
  },
  {
    id: 72,
    name: 'Worksite Supervisor Guide',
    documentTypeId: 22,
    documentTypeName: 'Guide',
    description: null,
    organizationId: 3,
    isPublic: false,
    fileName: 'supervisor-guide.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    sizeBytes: 2_516_582,
    ...audit,
    version: 1,
  },
];

export const youthDocuments: YouthDocument[] = [
  {
    id: 9310,
    name: 'Work permit',
    documentTypeId: 4,
    documentTypeName: 'Work Permit',
    description: null,
    studentId: 100233,
    studentName: 'Carter, Jasmine',
    fileName: 'jasmine-carter-work-permit.pdf',
    contentType: 'application/pdf',
    sizeBytes: 98304,
    verificationStatus: 'Verified',
    ...audit,
    version: 2,
  },
  {
    id: 9311,
    name: 'Birth certificate',
    documentTypeId: 2,
    documentTypeName: 'Birth Certificate',
    description: null,
    studentId: 100241,
    studentName: 'Rivera, Ana',
    fileName: 'birth-certificate.png',
    contentType: 'image/png',
    sizeBytes: 412000,
    verificationStatus: 'Uploaded',
    ...audit,
    version: 0,
  },
];

export const documentTypes = [
  { id: 21, text: 'Handbook' },
  { id: 22, text: 'Guide' },
];

export const organizationList = [
  { id: 3, name: 'Partner4Work' },
  { id: 5, name: 'Three Rivers Youth Works' },
];
