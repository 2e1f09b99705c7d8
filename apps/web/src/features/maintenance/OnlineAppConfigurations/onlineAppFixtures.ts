import type { OnlineAppEnvironment, OnlineAppPageSetup, OnlineAppPageSetupSummary } from '@pathway/api-client';

const audit = {
  createDate: '2026-01-12T14:00:00Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-03-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

export const pageSetups: OnlineAppPageSetupSummary[] = [
  {
    enrollmentProgramId: 21,
    enrollmentProgramName: 'SYEP 2026',
    organizationId: 3,
    organizationName: 'Partner4Work',
    pageCount: 3,
    enabledPageCount: 3,
    lastUpdateDate: '2026-03-18T09:41:27Z',
    lastUpdateUser: 'kwashington',
    version: 2,
  },
  {
    enrollmentProgramId: 22,
    enrollmentProgramName: 'Learn and Earn 2026',
    organizationId: 5,
    organizationName: 'Three Rivers Youth Works',
    pageCount: 3,
    enabledPageCount: 2,
    lastUpdateDate: null,
    lastUpdateUser: null,
    version: 0,
  },
];

/** The pages of SYEP 2026 as GET /online-application/page-setup/21 answers them. */
export const syepPageSetup: OnlineAppPageSetup = {
  enrollmentProgramId: 21,
  enrollmentProgramName: 'SYEP 2026',
  pages: [
    {
      pageKind: 'Standard',
      title: 'About You',
      displayOrder: 1,
      isEnabled: true,
      verificationName: null,
      instructions: 'Tell us who you are.',
      fields: [
        {
          name: 'firstName',
          label: 'First Name',
          fieldType: 'text',
          isVisible: true,
          isRequired: true,
          displayOrder: 1,
          helpText: null,
          lookupName: null,
        },
        {
          name: 'genderId',
          label: 'Gender',
          fieldType: 'buttons',
          isVisible: true,
          isRequired: false,
          displayOrder: 2,
          helpText: null,
          lookupName: 'genders',
        },
      ],
    },
    {
      pageKind: 'WorkPermit',
      title: 'Work Permit',
      displayOrder: 2,
      isEnabled: true,
      verificationName: 'Work Permit',
      instructions: null,
      fields: [],
    },
  ],
  ...audit,
  version: 2,
};

export const environment: OnlineAppEnvironment = {
  id: 1,
  isApplicationOpen: true,
  applicationOpenDate: '2026-02-02',
  applicationCloseDate: '2026-04-30',
  minAge: 14,
  maxAge: 21,
  closedMessage: 'Applications for Summer 2026 are closed.',
  supportEmail: 'apply@pathway-pgh.org',
  supportPhone: '(412) 555-0100',
  maxUploadSizeMb: 10,
  allowedUploadExtensions: ['pdf', 'jpg', 'png'],
  timeZone: 'America/New_York',
  ...audit,
  version: 5,
};

/** The stubbed answers of a filled screen. */
export const onlineAppReplies = {
  'GET /online-application/page-setups': { body: pageSetups },
  'GET /online-application/page-setup/21': { body: syepPageSetup },
  'GET /online-application/environment-configuration': { body: environment },
};
