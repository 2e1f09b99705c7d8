import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  calendarDate,
  eachLike,
  fromProviderState,
  integer,
  pathwayPact,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';

const pact = pathwayPact();
const audit = {
  createDate: timestamp('2026-02-02T15:00:00Z'),
  createUser: string('system'),
  lastUpdateDate: timestamp('2026-02-02T15:00:00Z'),
  lastUpdateUser: string('system'),
};

const fileType = {
  code: 'PACT-1',
  name: 'Pact Funding File',
  direction: 'Outbound',
  cardProviderId: 1,
  fileNamePattern: 'PACT_{yyyyMMdd}.csv',
  description: 'Loads pact payments.',
  isActive: true,
} as const;
const fileTypeFields = {
  id: integer(51),
  code: string(fileType.code),
  name: string(fileType.name),
  direction: string('Outbound'),
  cardProviderId: integer(1),
  cardProviderName: string('FSV Payroll Cards'),
  fileNamePattern: string(fileType.fileNamePattern),
  isActive: boolean(true),
  ...audit,
  version: integer(1),
};

describe('payroll: file types', () => {
  it('searches payroll file types a page at a time', async () => {
    await pact
      .addInteraction()
      .given('payroll file types exist')
      .uponReceiving('a payroll file type search')
      .withRequest('POST', '/api/payroll/file-types/search', (req) =>
        req.headers(bearer).jsonBody({ page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(fileTypeFields), total: integer(2) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).payrollFileTypes.search({ page: 1, pageSize: 50 });
        expect(page.items[0]?.fileNamePattern).toBe(fileType.fileNamePattern);
      });
  });

  it('reads one payroll file type', async () => {
    await pact
      .addInteraction()
      .given('a payroll file type with id {payrollFileTypeId} exists', { payrollFileTypeId: 51 })
      .uponReceiving('a read of a payroll file type')
      .withRequest('GET', statePath('/api/payroll/file-types/${payrollFileTypeId}', { payrollFileTypeId: 51 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...fileTypeFields, id: fromProviderState('${payrollFileTypeId}', 51) }),
      )
      .executeTest(async (server) => {
        const found = await apiFor(server).payrollFileTypes.get(51);
        expect(found.id).toBe(51);
      });
  });

  it('creates a payroll file type of a card provider', async () => {
    await pact
      .addInteraction()
      .given('card provider {cardProviderId} exists', { cardProviderId: 1 })
      .uponReceiving('a new payroll file type')
      .withRequest('POST', '/api/payroll/file-types', (req) =>
        req.headers(bearer).jsonBody({ ...fileType, cardProviderId: fromProviderState('${cardProviderId}', 1) }),
      )
      .willRespondWith(201, (res) => res.jsonBody(fileTypeFields))
      .executeTest(async (server) => {
        const created = await apiFor(server).payrollFileTypes.create(fileType);
        expect(created.code).toBe(fileType.code);
      });
  });

  it('updates a payroll file type with the version it read', async () => {
    await pact
      .addInteraction()
      .given(
        'a payroll file type with id {payrollFileTypeId} of card provider {cardProviderId} exists at version {version}',
        { payrollFileTypeId: 51, cardProviderId: 1, version: 1 },
      )
      .uponReceiving('an update of a payroll file type')
      .withRequest('PUT', statePath('/api/payroll/file-types/${payrollFileTypeId}', { payrollFileTypeId: 51 }), (req) =>
        req.headers(bearer).jsonBody({
          ...fileType,
          cardProviderId: fromProviderState('${cardProviderId}', 1),
          version: fromProviderState('${version}', 1),
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...fileTypeFields, version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).payrollFileTypes.update(51, { ...fileType, version: 1 });
        expect(saved.version).toBe(2);
      });
  });

  it('removes a payroll file type with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a payroll file type with id {payrollFileTypeId} exists at version {version}', {
        payrollFileTypeId: 51,
        version: 1,
      })
      .uponReceiving('a payroll file type removal')
      .withRequest(
        'DELETE',
        statePath('/api/payroll/file-types/${payrollFileTypeId}', { payrollFileTypeId: 51 }),
        (req) => req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).payrollFileTypes.remove(51, 1)).resolves.toBeUndefined();
      });
  });
});

const credential = {
  cardProviderId: 1,
  organizationId: 3,
  environment: 'Test',
  companyId: 'PGHTEST',
  userName: 'pact-payroll',
  expiresOn: '2027-06-30',
  isActive: true,
} as const;
const credentialFields = {
  id: integer(61),
  cardProviderId: integer(1),
  organizationId: integer(3),
  environment: string('Test'),
  companyId: string(credential.companyId),
  userName: string(credential.userName),
  isActive: boolean(true),
  cardProviderName: string('FSV Payroll Cards'),
  organizationName: string('Partner4Work'),
  hasPassword: boolean(true),
  hasApiKey: boolean(false),
  ...audit,
  version: integer(1),
};

describe('payroll: card provider credentials', () => {
  it('searches credentials: the read model says whether secrets are set, never what they are', async () => {
    await pact
      .addInteraction()
      .given('card provider credentials exist')
      .uponReceiving('a card provider credential search')
      .withRequest('POST', '/api/fsv-credentials/search', (req) =>
        req.headers(bearer).jsonBody({ page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ items: eachLike({ ...credentialFields, hasPassword: boolean(false) }), total: integer(1) }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).fsvCredentials.search({ page: 1, pageSize: 50 });
        expect(page.items[0]).not.toHaveProperty('password');
      });
  });

  it('reads one card provider credential', async () => {
    await pact
      .addInteraction()
      .given('a card provider credential with id {fsvCredentialId} exists', { fsvCredentialId: 61 })
      .uponReceiving('a read of a card provider credential')
      .withRequest('GET', statePath('/api/fsv-credentials/${fsvCredentialId}', { fsvCredentialId: 61 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...credentialFields, id: fromProviderState('${fsvCredentialId}', 61) }),
      )
      .executeTest(async (server) => {
        const found = await apiFor(server).fsvCredentials.get(61);
        expect(found.hasPassword).toBe(true);
      });
  });

  it('creates credentials with a write-only password', async () => {
    await pact
      .addInteraction()
      .given('card provider {cardProviderId} has no Test credentials for organization {organizationId}', {
        cardProviderId: 1,
        organizationId: 3,
      })
      .uponReceiving('new card provider credentials')
      .withRequest('POST', '/api/fsv-credentials', (req) =>
        req.headers(bearer).jsonBody({
          ...credential,
          cardProviderId: fromProviderState('${cardProviderId}', 1),
          organizationId: fromProviderState('${organizationId}', 3),
          password: 'Correct-Horse-42',
        }),
      )
      .willRespondWith(201, (res) => res.jsonBody(credentialFields))
      .executeTest(async (server) => {
        const created = await apiFor(server).fsvCredentials.create({ ...credential, password: 'Correct-Horse-42' });
        expect(created.hasPassword).toBe(true);
      });
  });

  it('updates credentials keeping the stored secrets (null secrets)', async () => {
    await pact
      .addInteraction()
      .given(
        'a card provider credential with id {fsvCredentialId} of card provider {cardProviderId} and organization {organizationId} exists at version {version}',
        { fsvCredentialId: 61, cardProviderId: 1, organizationId: 3, version: 1 },
      )
      .uponReceiving('an update of card provider credentials')
      .withRequest('PUT', statePath('/api/fsv-credentials/${fsvCredentialId}', { fsvCredentialId: 61 }), (req) =>
        req.headers(bearer).jsonBody({
          ...credential,
          cardProviderId: fromProviderState('${cardProviderId}', 1),
          organizationId: fromProviderState('${organizationId}', 3),
          password: null,
          apiKey: null,
          version: fromProviderState('${version}', 1),
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...credentialFields, version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).fsvCredentials.update(61, {
          ...credential,
          password: null,
          apiKey: null,
          version: 1,
        });
        expect(saved.version).toBe(2);
      });
  });

  it('removes card provider credentials with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a card provider credential with id {fsvCredentialId} exists at version {version}', {
        fsvCredentialId: 61,
        version: 1,
      })
      .uponReceiving('a card provider credential removal')
      .withRequest('DELETE', statePath('/api/fsv-credentials/${fsvCredentialId}', { fsvCredentialId: 61 }), (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).fsvCredentials.remove(61, 1)).resolves.toBeUndefined();
      });
  });
});

const calendar = {
  name: 'Pact Calendar 2031',
  organizationId: 3,
  payrollFrequencyId: 402,
  year: 2031,
  periods: [
    {
      periodNumber: 1,
      periodStartDate: '2031-06-01',
      periodEndDate: '2031-06-14',
      timesheetDueDate: '2031-06-16',
      payDate: '2031-06-19',
    },
  ],
};
const calendarFields = {
  id: integer(71),
  name: string(calendar.name),
  organizationId: integer(3),
  organizationName: string('Partner4Work'),
  payrollFrequencyId: integer(402),
  year: integer(2031),
  periods: eachLike({
    periodNumber: integer(1),
    periodStartDate: calendarDate('2031-06-01'),
    periodEndDate: calendarDate('2031-06-14'),
    timesheetDueDate: calendarDate('2031-06-16'),
    payDate: calendarDate('2031-06-19'),
  }),
  ...audit,
  version: integer(1),
};

describe('payroll: calendars', () => {
  it('searches payroll calendars with their periods', async () => {
    await pact
      .addInteraction()
      .given('payroll calendars exist')
      .uponReceiving('a payroll calendar search')
      .withRequest('POST', '/api/payroll/calendars/search', (req) =>
        req.headers(bearer).jsonBody({ page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(calendarFields), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).payrollCalendars.search({ page: 1, pageSize: 50 });
        expect(page.items[0]?.periods[0]?.periodNumber).toBe(1);
      });
  });

  it('reads one payroll calendar', async () => {
    await pact
      .addInteraction()
      .given('a payroll calendar with id {payrollCalendarId} exists', { payrollCalendarId: 71 })
      .uponReceiving('a read of a payroll calendar')
      .withRequest('GET', statePath('/api/payroll/calendars/${payrollCalendarId}', { payrollCalendarId: 71 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...calendarFields, id: fromProviderState('${payrollCalendarId}', 71) }),
      )
      .executeTest(async (server) => {
        const found = await apiFor(server).payrollCalendars.get(71);
        expect(found.id).toBe(71);
      });
  });

  it('creates a payroll calendar with its periods', async () => {
    await pact
      .addInteraction()
      .given('organization {organizationId} and payroll frequency {payrollFrequencyId} exist', {
        organizationId: 3,
        payrollFrequencyId: 402,
      })
      .uponReceiving('a new payroll calendar')
      .withRequest('POST', '/api/payroll/calendars', (req) =>
        req.headers(bearer).jsonBody({
          ...calendar,
          organizationId: fromProviderState('${organizationId}', 3),
          payrollFrequencyId: fromProviderState('${payrollFrequencyId}', 402),
        }),
      )
      .willRespondWith(201, (res) => res.jsonBody(calendarFields))
      .executeTest(async (server) => {
        const created = await apiFor(server).payrollCalendars.create(calendar);
        expect(created.periods).toHaveLength(1);
      });
  });

  it('updates a payroll calendar with the version it read', async () => {
    await pact
      .addInteraction()
      .given(
        'a payroll calendar with id {payrollCalendarId} of organization {organizationId} and payroll frequency {payrollFrequencyId} exists at version {version}',
        { payrollCalendarId: 71, organizationId: 3, payrollFrequencyId: 402, version: 1 },
      )
      .uponReceiving('an update of a payroll calendar')
      .withRequest('PUT', statePath('/api/payroll/calendars/${payrollCalendarId}', { payrollCalendarId: 71 }), (req) =>
        req.headers(bearer).jsonBody({
          ...calendar,
          organizationId: fromProviderState('${organizationId}', 3),
          payrollFrequencyId: fromProviderState('${payrollFrequencyId}', 402),
          version: fromProviderState('${version}', 1),
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...calendarFields, version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).payrollCalendars.update(71, { ...calendar, version: 1 });
        expect(saved.version).toBe(2);
      });
  });

  it('removes a payroll calendar with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a payroll calendar with id {payrollCalendarId} exists at version {version}', {
        payrollCalendarId: 71,
        version: 1,
      })
      .uponReceiving('a payroll calendar removal')
      .withRequest(
        'DELETE',
        statePath('/api/payroll/calendars/${payrollCalendarId}', { payrollCalendarId: 71 }),
        (req) => req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).payrollCalendars.remove(71, 1)).resolves.toBeUndefined();
      });
  });
});
