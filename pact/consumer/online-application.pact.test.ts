import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  calendarDate,
  eachLike,
  failureOf,
  fromProviderState,
  integer,
  pathwayPact,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';

const pact = pathwayPact();
const stale = 'This record was changed by another user. Reload it and try again.';
const audit = {
  createDate: timestamp('2026-03-02T14:05:11Z'),
  createUser: string('jmorales'),
  lastUpdateDate: timestamp('2026-06-18T09:41:27Z'),
  lastUpdateUser: string('kwashington'),
};

/** The one page the pact saves: the first page of a program's application, renamed. */
const aboutYou = {
  pageKind: 'Standard' as const,
  title: 'About You (Pact)',
  displayOrder: 1,
  isEnabled: true,
  verificationName: null,
  instructions: 'Tell us who you are.',
  fields: [
    {
      name: 'firstName',
      label: 'First Name',
      fieldType: 'text' as const,
      isVisible: true,
      isRequired: true,
      displayOrder: 1,
      helpText: null,
      lookupName: null,
    },
  ],
};

const pageHeader = {
  pageKind: string('Standard'),
  title: string('About You'),
  displayOrder: integer(1),
  isEnabled: boolean(true),
};
const pageFields = {
  ...pageHeader,
  fields: eachLike({
    name: string('firstName'),
    label: string('First Name'),
    fieldType: string('text'),
    isVisible: boolean(true),
    isRequired: boolean(true),
    displayOrder: integer(1),
  }),
};

const environment = {
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
};

describe('online application: page setups and environment', () => {
  it('lists the page setups of the enrollment programs', async () => {
    await pact
      .addInteraction()
      .given('online application page setups exist')
      .uponReceiving('a list of the online application page setups')
      .withRequest('GET', '/api/online-application/page-setups', (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            enrollmentProgramId: integer(21),
            enrollmentProgramName: string('SYEP 2026'),
            organizationId: integer(3),
            organizationName: string('Partner4Work'),
            pageCount: integer(7),
            enabledPageCount: integer(7),
            version: integer(0),
          }),
        ),
      )
      .executeTest(async (server) => {
        const rows = await apiFor(server).onlineApplication.pageSetups();
        expect(rows[0]?.enrollmentProgramName).toBe('SYEP 2026');
      });
  });

  it('reads the page setup of one enrollment program', async () => {
    await pact
      .addInteraction()
      .given(
        'an enrollment program of the pact with id {enrollmentProgramId} has an online application page setup at version {version}',
        { enrollmentProgramId: 21, version: 1 },
      )
      .uponReceiving('a request for the page setup of an enrollment program')
      .withRequest(
        'GET',
        statePath('/api/online-application/page-setup/${enrollmentProgramId}', { enrollmentProgramId: 21 }),
        (req) => req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          enrollmentProgramId: fromProviderState('${enrollmentProgramId}', 21),
          enrollmentProgramName: string('SYEP 2026 Pact Cohort'),
          // Some default pages (the work permit, the summary) have no fields, so fields are not matched here.
          pages: eachLike(pageHeader),
          ...audit,
          version: fromProviderState('${version}', 1),
        }),
      )
      .executeTest(async (server) => {
        const setup = await apiFor(server).onlineApplication.pageSetup(21);
        expect(setup.pages[0]?.title).toBe('About You');
        expect(setup.version).toBe(1);
      });
  });

  it('saves the page setup with the version it read', async () => {
    await pact
      .addInteraction()
      .given(
        'an enrollment program of the pact with id {enrollmentProgramId} has an online application page setup at version {version}',
        { enrollmentProgramId: 21, version: 1 },
      )
      .uponReceiving('a save of the page setup of an enrollment program')
      .withRequest(
        'PUT',
        statePath('/api/online-application/page-setup/${enrollmentProgramId}', { enrollmentProgramId: 21 }),
        (req) => req.headers(bearer).jsonBody({ pages: [aboutYou], version: fromProviderState('${version}', 1) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          enrollmentProgramId: fromProviderState('${enrollmentProgramId}', 21),
          enrollmentProgramName: string('SYEP 2026 Pact Cohort'),
          pages: eachLike({ ...pageFields, title: string(aboutYou.title) }),
          ...audit,
          version: integer(2),
        }),
      )
      .executeTest(async (server) => {
        const saved = await apiFor(server).onlineApplication.savePageSetup(21, { pages: [aboutYou], version: 1 });
        expect(saved.version).toBe(2);
        expect(saved.pages[0]?.title).toBe(aboutYou.title);
      });
  });

  it('a stale page setup save gets 409', async () => {
    await pact
      .addInteraction()
      .given(
        'an enrollment program of the pact with id {enrollmentProgramId} has an online application page setup at version {version}',
        { enrollmentProgramId: 21, version: 2 },
      )
      .uponReceiving('a save of the page setup of an enrollment program with a stale version')
      .withRequest(
        'PUT',
        statePath('/api/online-application/page-setup/${enrollmentProgramId}', { enrollmentProgramId: 21 }),
        (req) => req.headers(bearer).jsonBody({ pages: [aboutYou], version: 0 }),
      )
      .willRespondWith(409, (res) => res.jsonBody({ message: string(stale) }))
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server).onlineApplication.savePageSetup(21, { pages: [aboutYou], version: 0 }),
        );
        expect(error.status).toBe(409);
      });
  });

  it('reads the environment configuration', async () => {
    await pact
      .addInteraction()
      .given('the online application environment configuration is at version {version}', { version: 3 })
      .uponReceiving('a request for the online application environment configuration')
      .withRequest('GET', '/api/online-application/environment-configuration', (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          id: integer(1),
          isApplicationOpen: boolean(true),
          applicationOpenDate: calendarDate('2026-02-02'),
          applicationCloseDate: calendarDate('2026-04-30'),
          minAge: integer(14),
          maxAge: integer(21),
          supportEmail: string('apply@pathway-pgh.org'),
          supportPhone: string('(412) 555-0100'),
          maxUploadSizeMb: integer(10),
          allowedUploadExtensions: eachLike(string('pdf')),
          timeZone: string('America/New_York'),
          ...audit,
          version: fromProviderState('${version}', 3),
        }),
      )
      .executeTest(async (server) => {
        const config = await apiFor(server).onlineApplication.environment();
        expect(config.version).toBe(3);
        expect(config.timeZone).toBe('America/New_York');
      });
  });

  it('saves the environment configuration with the version it read', async () => {
    await pact
      .addInteraction()
      .given('the online application environment configuration is at version {version}', { version: 3 })
      .uponReceiving('a save of the online application environment configuration')
      .withRequest('PUT', '/api/online-application/environment-configuration', (req) =>
        req.headers(bearer).jsonBody({ ...environment, version: fromProviderState('${version}', 3) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          id: integer(1),
          minAge: integer(environment.minAge),
          maxAge: integer(environment.maxAge),
          supportEmail: string(environment.supportEmail),
          ...audit,
          version: integer(4),
        }),
      )
      .executeTest(async (server) => {
        const saved = await apiFor(server).onlineApplication.saveEnvironment({ ...environment, version: 3 });
        expect(saved.version).toBe(4);
      });
  });
});
