import type { Contact, OrganizationList, RowOf } from '@pathway/api-client';

type Contractor = RowOf<'/contractors'>;
type Worksite = RowOf<'/worksites'>;

const audit = {
  createDate: '2026-02-11T15:20:00Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-05-04T10:12:45Z',
  lastUpdateUser: 'kwashington',
};

export const organizations: OrganizationList = [
  { id: 3, name: 'Partner4Work' },
  { id: 5, name: 'Three Rivers Youth Works' },
];

/** Pittsburgh employers as the contractor search answers them. */
export const contractors: Contractor[] = [
  {
    id: 41,
    name: 'Hillcrest Community Services',
    organizationId: 3,
    federalTaxId: '25-1234567',
    addressLine1: '1420 Centre Avenue',
    addressLine2: 'Suite 200',
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15219',
    mainPhone: '(412) 555-0170',
    mainEmail: 'office@hillcrestcs.org',
    isActive: true,
    worksiteCount: 2,
    ...audit,
    version: 2,
  },
  {
    id: 42,
    name: 'Allegheny Riverfront Conservancy',
    organizationId: 5,
    federalTaxId: null,
    addressLine1: '55 River Road',
    addressLine2: null,
    city: 'Sharpsburg',
    stateCode: 'PA',
    zipCode: '15215',
    mainPhone: null,
    mainEmail: null,
    isActive: false,
    worksiteCount: 0,
    ...audit,
    version: 0,
  },
];

/** The contacts of Hillcrest Community Services (source contractors, id 41). */
export const contractorContacts: Contact[] = [
  {
    contactId: 710,
    contactTypeLuid: 33,
    contactTypeName: 'Executive Director',
    firstName: 'Denise',
    lastName: 'Carter',
    mainPhone: '(412) 555-0171',
    mainEmail: 'dcarter@hillcrestcs.org',
    isTypeEditable: false,
    isDataEditable: false,
    canCopy: false,
    sourceId: 41,
    sourceName: 'contractors',
    sourceItemName: 'Hillcrest Community Services',
    ...audit,
    version: 1,
  },
];

/** The worksites of Hillcrest Community Services. */
export const contractorWorksites: Worksite[] = [
  {
    id: 208,
    name: 'Hillcrest Community Center',
    contractorId: 41,
    jobSectorId: 12,
    description: null,
    addressLine1: '1420 Centre Avenue',
    addressLine2: null,
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15219',
    mainPhone: '(412) 555-0134',
    isPublicSector: false,
    welcomesReturning: true,
    isActive: true,
    status: 'Approved',
    contractorName: 'Hillcrest Community Services',
    jobSectorName: 'Human Services',
    activeJobCount: 3,
    ...audit,
    version: 5,
  },
  {
    id: 209,
    name: 'Hillcrest Garden Project',
    contractorId: 41,
    jobSectorId: 14,
    description: 'Urban garden in the Hill District.',
    addressLine1: '2100 Wylie Avenue',
    addressLine2: null,
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15219',
    mainPhone: null,
    isPublicSector: false,
    welcomesReturning: true,
    isActive: true,
    status: 'Pending Approval',
    contractorName: 'Hillcrest Community Services',
    jobSectorName: 'Environment',
    activeJobCount: 0,
    ...audit,
    version: 1,
  },
];

/** The stubbed answers of a filled screen and its details popup. */
export const contractorReplies = {
  'POST /contractors/search': { body: { items: contractors, total: contractors.length } },
  'GET /organizations': { body: organizations },
  'GET /contacts/contractors/41': { body: contractorContacts },
  'POST /worksites/search': { body: { items: contractorWorksites, total: contractorWorksites.length } },
};
