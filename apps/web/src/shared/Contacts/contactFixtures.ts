import type { Contact, Option } from '@pathway/api-client';

const audit = {
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-05-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

/** Contacts of the Hillcrest Community Center worksite (id 208), as the server answers them. */
export const contacts: Contact[] = [
  {
    contactId: 640,
    contactTypeLuid: 31,
    contactTypeName: 'Site Supervisor',
    salutation: 'Ms.',
    firstName: 'Renee',
    lastName: 'Morales',
    middleInitial: 'J',
    mainPhone: '(412) 555-0134',
    mainEmail: 'rmorales@hillcrestcenter.org',
    criminalBackgroundFlag: true,
    childAbuseBackgroundFlag: true,
    criminalBackgroundName: 'Cleared',
    childAbuseBackgroundName: 'Cleared',
    disclosureStatement: true,
    description: 'Site supervisor for the summer crew; on site weekdays 8am-4pm.',
    contractCode: 'SYEP-2026-014',
    isTypeEditable: false,
    isDataEditable: true,
    canCopy: true,
    ...audit,
    version: 4,
  },
  {
    contactId: 641,
    contactTypeLuid: 32,
    contactTypeName: 'Billing Contact',
    firstName: 'Marcus',
    lastName: 'Whitfield',
    mainPhone: '(412) 555-0171',
    criminalBackgroundFlag: false,
    childAbuseBackgroundFlag: false,
    criminalBackgroundName: 'Not Cleared',
    childAbuseBackgroundName: 'Not Cleared',
    disclosureStatement: false,
    isTypeEditable: true,
    isDataEditable: true,
    canCopy: true,
    ...audit,
    version: 1,
  },
  {
    // Bound to the closed 2025 contract: history, no longer editable (ADR 064).
    contactId: 602,
    contactTypeLuid: 31,
    contactTypeName: 'Site Supervisor',
    firstName: 'Dolores',
    lastName: 'Kaminski',
    criminalBackgroundFlag: true,
    childAbuseBackgroundFlag: true,
    criminalBackgroundName: 'Cleared',
    childAbuseBackgroundName: 'Cleared',
    disclosureStatement: true,
    contractCode: 'SYEP-2025-009',
    isTypeEditable: false,
    isDataEditable: false,
    canCopy: true,
    ...audit,
    version: 7,
  },
];

export const contactTypes: Option[] = [
  { id: 31, text: 'Site Supervisor' },
  { id: 32, text: 'Billing Contact' },
  { id: 33, text: 'Emergency Contact' },
];

export const fbis: Option[] = [
  { id: 1, text: 'Not Submitted' },
  { id: 2, text: 'Cleared' },
];

export const userContractCodes: Option[] = [
  { id: 14, text: 'SYEP-2026-014', code: 'SYEP-2026-014' },
  { id: 15, text: 'SYEP-2026-015', code: 'SYEP-2026-015' },
];

/** The API answers of a worksite's contacts dialog. */
export const contactHandlers = {
  'GET /contacts/worksites/208': { body: contacts },
  'GET /lookups/contact-types': { body: contactTypes },
  'GET /lookups/fbis': { body: fbis },
  'GET /lookups/user-contract-codes': { body: userContractCodes },
};
