import type { LookupOption, Organization, RowOf } from '@pathway/api-client';

type EmailTemplate = RowOf<'/email-templates'>;

const audit = {
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-06-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

/** Templates as the search answers them: two for every organization, one of Partner4Work. */
export const emailTemplates: EmailTemplate[] = [
  {
    id: 21,
    name: 'Interview Invitation',
    templateTypeId: 310,
    organizationId: null,
    subject: 'Your interview for {{programName}}',
    body: 'Hello {{firstName}},\n\nYour interview is on {{interviewDate}} at {{locationName}}.',
    isHtml: false,
    isActive: true,
    templateTypeName: 'Interview Invitation',
    ...audit,
    version: 3,
  },
  {
    id: 22,
    name: 'Document Request',
    templateTypeId: 311,
    organizationId: null,
    subject: 'Documents needed for {{programName}}',
    body: '<p>Hello {{firstName}}, please upload {{documentList}}.</p>',
    isHtml: true,
    isActive: true,
    templateTypeName: 'Document Request',
    ...audit,
    version: 1,
  },
  {
    id: 23,
    name: 'Summer Reminder',
    templateTypeId: 310,
    organizationId: 3,
    subject: 'See you this summer',
    body: 'Hello {{firstName}}, the program starts on {{startDate}}.',
    isHtml: false,
    isActive: false,
    templateTypeName: 'Interview Invitation',
    ...audit,
    version: 6,
  },
];

export const templateTypes: LookupOption[] = [
  { id: 310, text: 'Interview Invitation', version: 0 },
  { id: 311, text: 'Document Request', version: 0 },
];

export const organizations: Organization[] = [
  { id: 3, name: 'Partner4Work' },
  { id: 4, name: 'Hill District Consensus Group' },
];
