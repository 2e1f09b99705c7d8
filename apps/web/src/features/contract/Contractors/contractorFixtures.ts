import type { RowOf } from '@pathway/api-client';
import { contacts, contactTypes, fbis } from '../../../shared/Contacts/contactFixtures.ts';

type Contractor = RowOf<'/contractors'>;

const audit = {
  createDate: '2026-01-12T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-04-03T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

/** Contractors as the search answers them. */
export const contractors: Contractor[] = [
  {
    id: 11,
    name: 'Hill District Youth Partners',
    organizationId: 3,
    federalTaxId: '25-1234567',
    addressLine1: '2101 Centre Avenue',
    addressLine2: null,
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15219',
    mainPhone: '(412) 555-0102',
    mainEmail: 'office@hilldistrictyouth.org',
    isActive: true,
    worksiteCount: 2,
    ...audit,
    version: 3,
  },
  {
    id: 12,
    name: 'Parks Conservancy',
    organizationId: 3,
    federalTaxId: null,
    addressLine1: '45 Frick Park Road',
    addressLine2: null,
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15217',
    mainPhone: null,
    mainEmail: null,
    isActive: false,
    worksiteCount: 0,
    ...audit,
    version: 1,
  },
];

/** The API answers of the filled screen. */
export const contractorHandlers = {
  'POST /contractors/search': { body: { items: contractors, total: contractors.length } },
  'GET /organizations': { body: [{ id: 3, name: 'Partner4Work' }] },
  'GET /lookups/us-states': { body: [{ id: 1, text: 'Pennsylvania', code: 'PA' }] },
  'GET /contacts/contractors/11': { body: contacts.slice(1, 2) },
  'GET /lookups/contact-types': { body: contactTypes },
  'GET /lookups/fbis': { body: fbis },
};
