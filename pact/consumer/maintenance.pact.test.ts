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

const location = {
  name: 'Northside CareerLink',
  apartment: 'Suite 4',
  street: '1 Federal St',
  city: 'Pittsburgh',
  state: 'PA',
  zipCode: '15212',
  isActive: true,
};
const locationFields = {
  id: integer(41),
  name: string(location.name),
  apartment: string(location.apartment),
  street: string(location.street),
  city: string(location.city),
  state: string(location.state),
  zipCode: string(location.zipCode),
  isActive: boolean(true),
  ...audit,
  version: integer(1),
};

describe('maintenance: locations', () => {
  it('searches locations a page at a time', async () => {
    await pact
      .addInteraction()
      .given('locations exist')
      // CareerLink offices have a suite, so every row of the answer has an apartment to match.
      .uponReceiving('a location search')
      .withRequest('POST', '/api/locations/search', (req) =>
        req.headers(bearer).jsonBody({
          quickSearch: 'CareerLink',
          page: 1,
          pageSize: 50,
          sort: [{ field: 'name', direction: 'asc' }],
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(locationFields), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).locationRecords.search({
          quickSearch: 'CareerLink',
          page: 1,
          pageSize: 50,
          sort: [{ field: 'name', direction: 'asc' }],
        });
        expect(page.items[0]?.city).toBe('Pittsburgh');
      });
  });

  it('reads one location', async () => {
    await pact
      .addInteraction()
      .given('a location with id {locationId} exists', { locationId: 41 })
      .uponReceiving('a read of a location')
      .withRequest('GET', statePath('/api/locations/${locationId}', { locationId: 41 }), (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody({ ...locationFields, id: fromProviderState('${locationId}', 41) }))
      .executeTest(async (server) => {
        const found = await apiFor(server).locationRecords.get(41);
        expect(found.id).toBe(41);
      });
  });

  it('creates a location and answers it with its id', async () => {
    await pact
      .addInteraction()
      .given('locations exist')
      .uponReceiving('a new location')
      .withRequest('POST', '/api/locations', (req) => req.headers(bearer).jsonBody(location))
      .willRespondWith(201, (res) => res.jsonBody(locationFields))
      .executeTest(async (server) => {
        const created = await apiFor(server).locationRecords.create(location);
        expect(created.name).toBe(location.name);
      });
  });

  it('updates a location with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a location with id {locationId} exists at version {version}', { locationId: 41, version: 1 })
      .uponReceiving('an update of a location')
      .withRequest('PUT', statePath('/api/locations/${locationId}', { locationId: 41 }), (req) =>
        req.headers(bearer).jsonBody({ ...location, version: fromProviderState('${version}', 1) }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...locationFields, version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).locationRecords.update(41, { ...location, version: 1 });
        expect(saved.version).toBe(2);
      });
  });

  it('a stale location update gets 409', async () => {
    await pact
      .addInteraction()
      .given('a location with id {locationId} exists at version {version}', { locationId: 41, version: 2 })
      .uponReceiving('an update of a location with a stale version')
      .withRequest('PUT', statePath('/api/locations/${locationId}', { locationId: 41 }), (req) =>
        req.headers(bearer).jsonBody({ ...location, version: 0 }),
      )
      .willRespondWith(409, (res) => res.jsonBody({ message: string(stale) }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).locationRecords.update(41, { ...location, version: 0 }));
        expect(error.status).toBe(409);
      });
  });

  it('removes a location with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a location with id {locationId} exists at version {version}', { locationId: 41, version: 1 })
      .uponReceiving('a location removal')
      .withRequest('DELETE', statePath('/api/locations/${locationId}', { locationId: 41 }), (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).locationRecords.remove(41, 1)).resolves.toBeUndefined();
      });
  });
});

const template = {
  name: 'Interview reminder',
  templateTypeId: 310,
  organizationId: null,
  subject: 'Your interview on {{date}}',
  body: 'Dear {{firstName}}, see you at {{location}}.',
  isHtml: false,
  isActive: true,
};
const templateFields = {
  id: integer(17),
  name: string(template.name),
  templateTypeId: integer(310),
  organizationId: null,
  subject: string(template.subject),
  body: string(template.body),
  isHtml: boolean(false),
  isActive: boolean(true),
  templateTypeName: string('Interview'),
  ...audit,
  version: integer(1),
};

describe('maintenance: email templates', () => {
  it('searches email templates a page at a time', async () => {
    await pact
      .addInteraction()
      .given('email templates exist')
      .uponReceiving('an email template search')
      .withRequest('POST', '/api/email-templates/search', (req) =>
        req.headers(bearer).jsonBody({ quickSearch: 'interview', page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(templateFields), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).emailTemplates.search({ quickSearch: 'interview', page: 1, pageSize: 50 });
        expect(page.items[0]?.templateTypeName).toBe('Interview');
      });
  });

  it('reads one email template', async () => {
    await pact
      .addInteraction()
      .given('an email template with id {emailTemplateId} exists', { emailTemplateId: 17 })
      .uponReceiving('a read of an email template')
      .withRequest('GET', statePath('/api/email-templates/${emailTemplateId}', { emailTemplateId: 17 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...templateFields, id: fromProviderState('${emailTemplateId}', 17) }),
      )
      .executeTest(async (server) => {
        const found = await apiFor(server).emailTemplates.get(17);
        expect(found.id).toBe(17);
      });
  });

  it('creates an email template for every organization', async () => {
    await pact
      .addInteraction()
      .given('email template type {templateTypeId} exists', { templateTypeId: 310 })
      .uponReceiving('a new email template')
      .withRequest('POST', '/api/email-templates', (req) =>
        req.headers(bearer).jsonBody({ ...template, templateTypeId: fromProviderState('${templateTypeId}', 310) }),
      )
      .willRespondWith(201, (res) => res.jsonBody(templateFields))
      .executeTest(async (server) => {
        const created = await apiFor(server).emailTemplates.create(template);
        expect(created.subject).toBe(template.subject);
      });
  });

  it('updates an email template with the version it read', async () => {
    await pact
      .addInteraction()
      .given('an email template with id {emailTemplateId} of type {templateTypeId} exists at version {version}', {
        emailTemplateId: 17,
        templateTypeId: 310,
        version: 1,
      })
      .uponReceiving('an update of an email template')
      .withRequest('PUT', statePath('/api/email-templates/${emailTemplateId}', { emailTemplateId: 17 }), (req) =>
        req.headers(bearer).jsonBody({
          ...template,
          templateTypeId: fromProviderState('${templateTypeId}', 310),
          version: fromProviderState('${version}', 1),
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...templateFields, version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).emailTemplates.update(17, { ...template, version: 1 });
        expect(saved.version).toBe(2);
      });
  });

  it('removes an email template with the version it read', async () => {
    await pact
      .addInteraction()
      .given('an email template with id {emailTemplateId} exists at version {version}', {
        emailTemplateId: 17,
        version: 1,
      })
      .uponReceiving('an email template removal')
      .withRequest('DELETE', statePath('/api/email-templates/${emailTemplateId}', { emailTemplateId: 17 }), (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).emailTemplates.remove(17, 1)).resolves.toBeUndefined();
      });
  });
});

const program = {
  name: 'Green Jobs Corps',
  code: 'GJC-26',
  description: 'Paid work on city parks for youth aged 16 to 21.',
  organizationId: 3,
  startDate: '2026-06-29',
  endDate: '2026-08-28',
  isActive: true,
};
const programFields = {
  id: integer(7),
  name: string(program.name),
  code: string(program.code),
  organizationId: integer(3),
  organizationName: string('Partner4Work'),
  startDate: calendarDate(program.startDate),
  endDate: calendarDate(program.endDate),
  isActive: boolean(true),
  ...audit,
  version: integer(1),
};

describe('maintenance: programs', () => {
  it('searches programs a page at a time', async () => {
    await pact
      .addInteraction()
      .given('a program of organization {organizationId} with id {programId} exists at version {version}', {
        organizationId: 3,
        programId: 7,
        version: 0,
      })
      .uponReceiving('a program search')
      .withRequest('POST', '/api/programs/search', (req) =>
        req.headers(bearer).jsonBody({
          page: 1,
          pageSize: 50,
          filters: [{ field: 'startDate', operator: 'eq', value: '2026-06-29' }],
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(programFields), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).programRecords.search({
          page: 1,
          pageSize: 50,
          filters: [{ field: 'startDate', operator: 'eq', value: '2026-06-29' }],
        });
        expect(page.items[0]?.startDate).toBe('2026-06-29');
      });
  });

  it('reads one program', async () => {
    await pact
      .addInteraction()
      .given('a program of organization {organizationId} with id {programId} exists at version {version}', {
        organizationId: 3,
        programId: 7,
        version: 0,
      })
      .uponReceiving('a read of a program for maintenance')
      .withRequest('GET', statePath('/api/programs/${programId}', { programId: 7 }), (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody({ ...programFields, id: fromProviderState('${programId}', 7) }))
      .executeTest(async (server) => {
        const found = await apiFor(server).programRecords.get(7);
        expect(found.id).toBe(7);
      });
  });

  it('creates a program', async () => {
    await pact
      .addInteraction()
      .given('organization {organizationId} has no program of the pact', { organizationId: 3 })
      .uponReceiving('a new program')
      .withRequest('POST', '/api/programs', (req) =>
        req.headers(bearer).jsonBody({ ...program, organizationId: fromProviderState('${organizationId}', 3) }),
      )
      .willRespondWith(201, (res) => res.jsonBody(programFields))
      .executeTest(async (server) => {
        const created = await apiFor(server).programRecords.create(program);
        expect(created.code).toBe(program.code);
      });
  });

  it('updates a program with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a program of organization {organizationId} with id {programId} exists at version {version}', {
        organizationId: 3,
        programId: 7,
        version: 1,
      })
      .uponReceiving('an update of a program')
      .withRequest('PUT', statePath('/api/programs/${programId}', { programId: 7 }), (req) =>
        req.headers(bearer).jsonBody({
          ...program,
          organizationId: fromProviderState('${organizationId}', 3),
          version: fromProviderState('${version}', 1),
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...programFields, version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).programRecords.update(7, { ...program, version: 1 });
        expect(saved.version).toBe(2);
      });
  });

  it('removes a program with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a program of organization {organizationId} with id {programId} exists at version {version}', {
        organizationId: 3,
        programId: 7,
        version: 1,
      })
      .uponReceiving('a program removal')
      .withRequest('DELETE', statePath('/api/programs/${programId}', { programId: 7 }), (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).programRecords.remove(7, 1)).resolves.toBeUndefined();
      });
  });
});

const entryFields = {
  id: integer(412),
  label: string('Location: Zip Code'),
  description: string('Zip code of the location record.'),
  isSensitive: boolean(false),
  tableName: string('locations'),
  columnName: string('zip_code'),
  dataType: string('text'),
  // Text columns have no declared length.
  maxLength: null,
  isNullable: boolean(false),
  ...audit,
  version: integer(1),
};
const entryUpdate = { label: 'Location: ZIP', description: 'Five-digit ZIP code of the location.', isSensitive: false };

describe('maintenance: data dictionary', () => {
  it('searches the data dictionary a page at a time', async () => {
    await pact
      .addInteraction()
      .given('a data dictionary entry with id {dataDictionaryEntryId} exists at version {version}', {
        dataDictionaryEntryId: 412,
        version: 1,
      })
      .uponReceiving('a data dictionary search')
      .withRequest('POST', '/api/data-dictionary/search', (req) =>
        req.headers(bearer).jsonBody({ quickSearch: 'zip_code', page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(entryFields), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).dataDictionary.search({ quickSearch: 'zip_code', page: 1, pageSize: 50 });
        expect(page.items[0]?.columnName).toBe('zip_code');
      });
  });

  it('reads one data dictionary entry', async () => {
    await pact
      .addInteraction()
      .given('a data dictionary entry with id {dataDictionaryEntryId} exists at version {version}', {
        dataDictionaryEntryId: 412,
        version: 1,
      })
      .uponReceiving('a read of a data dictionary entry')
      .withRequest(
        'GET',
        statePath('/api/data-dictionary/${dataDictionaryEntryId}', { dataDictionaryEntryId: 412 }),
        (req) => req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...entryFields, id: fromProviderState('${dataDictionaryEntryId}', 412) }),
      )
      .executeTest(async (server) => {
        const found = await apiFor(server).dataDictionary.get(412);
        expect(found.id).toBe(412);
      });
  });

  it('updates the texts of an entry with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a data dictionary entry with id {dataDictionaryEntryId} exists at version {version}', {
        dataDictionaryEntryId: 412,
        version: 1,
      })
      .uponReceiving('an update of a data dictionary entry')
      .withRequest(
        'PUT',
        statePath('/api/data-dictionary/${dataDictionaryEntryId}', { dataDictionaryEntryId: 412 }),
        (req) => req.headers(bearer).jsonBody({ ...entryUpdate, version: fromProviderState('${version}', 1) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...entryFields, label: string(entryUpdate.label), version: integer(2) }),
      )
      .executeTest(async (server) => {
        const saved = await apiFor(server).dataDictionary.update(412, { ...entryUpdate, version: 1 });
        expect(saved.version).toBe(2);
      });
  });
});
