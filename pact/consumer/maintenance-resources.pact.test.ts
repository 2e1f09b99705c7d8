// Maintenance > Organizations, Schools, Tax Codes and Income Ranges, and Contract > Contractors: the plain
// search/read/create/update/remove resources of the client, each against a row the pact's provider
// state makes (so every nullable field of the answer has a value to match).
import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  calendarDate,
  eachLike,
  fromProviderState,
  integer,
  number,
  pathwayPact,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';

const pact = pathwayPact();
const audit = {
  createDate: timestamp('2026-03-02T14:05:11Z'),
  createUser: string('jmorales'),
  lastUpdateDate: timestamp('2026-06-18T09:41:27Z'),
  lastUpdateUser: string('kwashington'),
};

const school = {
  name: 'Westinghouse Pact Academy',
  schoolCode: 'PACT-WA',
  schoolDistrict: 'Pittsburgh Public Schools',
  addressLine1: '1101 N Murtland St',
  city: 'Pittsburgh',
  stateCode: 'PA',
  zipCode: '15208',
  mainPhone: '(412) 555-0134',
  isActive: true,
};
const schoolFields = {
  id: integer(305),
  name: string(school.name),
  schoolCode: string(school.schoolCode),
  schoolDistrict: string(school.schoolDistrict),
  addressLine1: string(school.addressLine1),
  city: string(school.city),
  stateCode: string(school.stateCode),
  zipCode: string(school.zipCode),
  mainPhone: string(school.mainPhone),
  isActive: boolean(true),
  ...audit,
  version: integer(1),
};

// A local services tax is collected by its PSD code (PA Act 32), so the code is never null here.
const taxCode = {
  code: 'PACTLST',
  name: 'Pact Borough Local Services Tax',
  taxType: 'Local Services' as const,
  psdCode: '700102',
  ratePercent: 0.5,
  effectiveDate: '2026-01-01',
  endDate: '2026-12-31',
  isActive: true,
};
const taxCodeFields = {
  id: integer(57),
  code: string(taxCode.code),
  name: string(taxCode.name),
  taxType: string(taxCode.taxType),
  psdCode: string(taxCode.psdCode),
  ratePercent: number(taxCode.ratePercent),
  effectiveDate: calendarDate(taxCode.effectiveDate),
  endDate: calendarDate(taxCode.endDate),
  isActive: boolean(true),
  ...audit,
  version: integer(1),
};

const incomeRange = { familySize: 19, fundingType: 'WIOA Youth', from: 0, to: 98750.5, organizationId: 3 };
const incomeRangeFields = {
  id: integer(88),
  familySize: integer(incomeRange.familySize),
  fundingType: string(incomeRange.fundingType),
  from: number(incomeRange.from),
  to: number(incomeRange.to),
  organizationId: integer(3),
  summary: string('Family of 19, WIOA Youth, $0.00 to $98,750.50'),
  ...audit,
  version: integer(1),
};

const contractor = {
  name: 'Pact Landscaping Cooperative',
  organizationId: 3,
  federalTaxId: '25-1234567',
  addressLine1: '2400 Smallman St',
  addressLine2: 'Floor 2',
  city: 'Pittsburgh',
  stateCode: 'PA',
  zipCode: '15222',
  mainPhone: '(412) 555-0178',
  mainEmail: 'crew@pact-landscaping.example.org',
  isActive: true,
};
const contractorFields = {
  id: integer(64),
  name: string(contractor.name),
  organizationId: integer(3),
  federalTaxId: string(contractor.federalTaxId),
  addressLine1: string(contractor.addressLine1),
  addressLine2: string(contractor.addressLine2),
  city: string(contractor.city),
  stateCode: string(contractor.stateCode),
  zipCode: string(contractor.zipCode),
  mainPhone: string(contractor.mainPhone),
  mainEmail: string(contractor.mainEmail),
  isActive: boolean(true),
  worksiteCount: integer(0),
  ...audit,
  version: integer(1),
};

const organization = {
  name: 'Hill District Pact Partners',
  abbreviation: 'HDPP',
  addressLine1: '2100 Wylie Ave',
  city: 'Pittsburgh',
  stateCode: 'PA',
  zipCode: '15219',
  mainPhone: '(412) 555-0190',
  mainEmail: 'office@hdpp.example.org',
  federalTaxId: '25-7654321',
  isActive: true,
};
const organizationFields = {
  id: integer(12),
  name: string(organization.name),
  abbreviation: string(organization.abbreviation),
  addressLine1: string(organization.addressLine1),
  city: string(organization.city),
  stateCode: string(organization.stateCode),
  zipCode: string(organization.zipCode),
  mainPhone: string(organization.mainPhone),
  mainEmail: string(organization.mainEmail),
  federalTaxId: string(organization.federalTaxId),
  isActive: boolean(true),
  ...audit,
  version: integer(1),
};

describe('maintenance: organizations', () => {
  it('searches organizations a page at a time', async () => {
    await pact
      .addInteraction()
      .given('an organization with id {organizationId} exists at version {version}', { organizationId: 12, version: 0 })
      .uponReceiving('an organization search')
      .withRequest('POST', '/api/organizations/search', (req) =>
        req.headers(bearer).jsonBody({ quickSearch: 'Hill District Pact', page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(organizationFields), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).organizationRecords.search({
          quickSearch: 'Hill District Pact',
          page: 1,
          pageSize: 50,
        });
        expect(page.items[0]?.abbreviation).toBe(organization.abbreviation);
      });
  });

  it('reads one organization', async () => {
    await pact
      .addInteraction()
      .given('an organization with id {organizationId} exists at version {version}', { organizationId: 12, version: 0 })
      .uponReceiving('a read of an organization')
      .withRequest('GET', statePath('/api/organizations/${organizationId}', { organizationId: 12 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...organizationFields, id: fromProviderState('${organizationId}', 12) }),
      )
      .executeTest(async (server) => {
        const found = await apiFor(server).organizationRecords.get(12);
        expect(found.id).toBe(12);
      });
  });

  it('creates an organization', async () => {
    await pact
      .addInteraction()
      .given('no organization of the pact exists')
      .uponReceiving('a new organization')
      .withRequest('POST', '/api/organizations', (req) => req.headers(bearer).jsonBody(organization))
      .willRespondWith(201, (res) => res.jsonBody(organizationFields))
      .executeTest(async (server) => {
        const created = await apiFor(server).organizationRecords.create(organization);
        expect(created.name).toBe(organization.name);
      });
  });

  it('updates an organization with the version it read', async () => {
    await pact
      .addInteraction()
      .given('an organization with id {organizationId} exists at version {version}', { organizationId: 12, version: 1 })
      .uponReceiving('an update of an organization')
      .withRequest('PUT', statePath('/api/organizations/${organizationId}', { organizationId: 12 }), (req) =>
        req.headers(bearer).jsonBody({ ...organization, version: fromProviderState('${version}', 1) }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...organizationFields, version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).organizationRecords.update(12, { ...organization, version: 1 });
        expect(saved.version).toBe(2);
      });
  });

  it('removes an organization with the version it read', async () => {
    await pact
      .addInteraction()
      .given('an organization with id {organizationId} exists at version {version}', { organizationId: 12, version: 1 })
      .uponReceiving('an organization removal')
      .withRequest('DELETE', statePath('/api/organizations/${organizationId}', { organizationId: 12 }), (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).organizationRecords.remove(12, 1)).resolves.toBeUndefined();
      });
  });
});

describe('maintenance: schools', () => {
  it('searches schools a page at a time', async () => {
    await pact
      .addInteraction()
      .given('a school with id {schoolId} exists at version {version}', { schoolId: 305, version: 0 })
      .uponReceiving('a school search')
      .withRequest('POST', '/api/schools/search', (req) =>
        req.headers(bearer).jsonBody({ quickSearch: 'Westinghouse Pact', page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(schoolFields), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).schools.search({ quickSearch: 'Westinghouse Pact', page: 1, pageSize: 50 });
        expect(page.items[0]?.schoolCode).toBe(school.schoolCode);
      });
  });

  it('reads one school', async () => {
    await pact
      .addInteraction()
      .given('a school with id {schoolId} exists at version {version}', { schoolId: 305, version: 0 })
      .uponReceiving('a read of a school')
      .withRequest('GET', statePath('/api/schools/${schoolId}', { schoolId: 305 }), (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody({ ...schoolFields, id: fromProviderState('${schoolId}', 305) }))
      .executeTest(async (server) => {
        const found = await apiFor(server).schools.get(305);
        expect(found.id).toBe(305);
      });
  });

  it('creates a school', async () => {
    await pact
      .addInteraction()
      .given('no school of the pact exists')
      .uponReceiving('a new school')
      .withRequest('POST', '/api/schools', (req) => req.headers(bearer).jsonBody(school))
      .willRespondWith(201, (res) => res.jsonBody(schoolFields))
      .executeTest(async (server) => {
        const created = await apiFor(server).schools.create(school);
        expect(created.name).toBe(school.name);
      });
  });

  it('updates a school with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a school with id {schoolId} exists at version {version}', { schoolId: 305, version: 1 })
      .uponReceiving('an update of a school')
      .withRequest('PUT', statePath('/api/schools/${schoolId}', { schoolId: 305 }), (req) =>
        req.headers(bearer).jsonBody({ ...school, version: fromProviderState('${version}', 1) }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...schoolFields, version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).schools.update(305, { ...school, version: 1 });
        expect(saved.version).toBe(2);
      });
  });

  it('removes a school with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a school with id {schoolId} exists at version {version}', { schoolId: 305, version: 1 })
      .uponReceiving('a school removal')
      .withRequest('DELETE', statePath('/api/schools/${schoolId}', { schoolId: 305 }), (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).schools.remove(305, 1)).resolves.toBeUndefined();
      });
  });
});

describe('maintenance: tax codes', () => {
  it('searches tax codes a page at a time', async () => {
    await pact
      .addInteraction()
      .given('a tax code with id {taxCodeId} exists at version {version}', { taxCodeId: 57, version: 0 })
      .uponReceiving('a tax code search')
      .withRequest('POST', '/api/tax-codes/search', (req) =>
        req.headers(bearer).jsonBody({ quickSearch: 'PACTLST', page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(taxCodeFields), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).taxCodes.search({ quickSearch: 'PACTLST', page: 1, pageSize: 50 });
        expect(page.items[0]?.psdCode).toBe(taxCode.psdCode);
      });
  });

  it('reads one tax code', async () => {
    await pact
      .addInteraction()
      .given('a tax code with id {taxCodeId} exists at version {version}', { taxCodeId: 57, version: 0 })
      .uponReceiving('a read of a tax code')
      .withRequest('GET', statePath('/api/tax-codes/${taxCodeId}', { taxCodeId: 57 }), (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody({ ...taxCodeFields, id: fromProviderState('${taxCodeId}', 57) }))
      .executeTest(async (server) => {
        const found = await apiFor(server).taxCodes.get(57);
        expect(found.id).toBe(57);
      });
  });

  it('creates a tax code', async () => {
    await pact
      .addInteraction()
      .given('no tax code of the pact exists')
      .uponReceiving('a new tax code')
      .withRequest('POST', '/api/tax-codes', (req) => req.headers(bearer).jsonBody(taxCode))
      .willRespondWith(201, (res) => res.jsonBody(taxCodeFields))
      .executeTest(async (server) => {
        const created = await apiFor(server).taxCodes.create(taxCode);
        expect(created.code).toBe(taxCode.code);
      });
  });

  it('updates a tax code with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a tax code with id {taxCodeId} exists at version {version}', { taxCodeId: 57, version: 1 })
      .uponReceiving('an update of a tax code')
      .withRequest('PUT', statePath('/api/tax-codes/${taxCodeId}', { taxCodeId: 57 }), (req) =>
        req.headers(bearer).jsonBody({ ...taxCode, version: fromProviderState('${version}', 1) }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...taxCodeFields, version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).taxCodes.update(57, { ...taxCode, version: 1 });
        expect(saved.version).toBe(2);
      });
  });

  it('removes a tax code with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a tax code with id {taxCodeId} exists at version {version}', { taxCodeId: 57, version: 1 })
      .uponReceiving('a tax code removal')
      .withRequest('DELETE', statePath('/api/tax-codes/${taxCodeId}', { taxCodeId: 57 }), (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).taxCodes.remove(57, 1)).resolves.toBeUndefined();
      });
  });
});

describe('maintenance: income ranges', () => {
  it('searches income ranges a page at a time', async () => {
    await pact
      .addInteraction()
      .given('an income range of organization {organizationId} with id {incomeRangeId} exists at version {version}', {
        organizationId: 3,
        incomeRangeId: 88,
        version: 0,
      })
      .uponReceiving('an income range search')
      .withRequest('POST', '/api/income-ranges/search', (req) =>
        req.headers(bearer).jsonBody({ quickSearch: 'WIOA Youth', page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(incomeRangeFields), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).incomeRanges.search({ quickSearch: 'WIOA Youth', page: 1, pageSize: 50 });
        expect(page.items[0]?.fundingType).toBe('WIOA Youth');
      });
  });

  it('reads one income range', async () => {
    await pact
      .addInteraction()
      .given('an income range of organization {organizationId} with id {incomeRangeId} exists at version {version}', {
        organizationId: 3,
        incomeRangeId: 88,
        version: 0,
      })
      .uponReceiving('a read of an income range')
      .withRequest('GET', statePath('/api/income-ranges/${incomeRangeId}', { incomeRangeId: 88 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...incomeRangeFields, id: fromProviderState('${incomeRangeId}', 88) }),
      )
      .executeTest(async (server) => {
        const found = await apiFor(server).incomeRanges.get(88);
        expect(found.id).toBe(88);
      });
  });

  it('creates an income range', async () => {
    await pact
      .addInteraction()
      .given('organization {organizationId} has no income range of the pact', { organizationId: 3 })
      .uponReceiving('a new income range')
      .withRequest('POST', '/api/income-ranges', (req) =>
        req.headers(bearer).jsonBody({ ...incomeRange, organizationId: fromProviderState('${organizationId}', 3) }),
      )
      .willRespondWith(201, (res) => res.jsonBody(incomeRangeFields))
      .executeTest(async (server) => {
        const created = await apiFor(server).incomeRanges.create(incomeRange);
        expect(created.familySize).toBe(incomeRange.familySize);
      });
  });

  it('updates an income range with the version it read', async () => {
    await pact
      .addInteraction()
      .given('an income range of organization {organizationId} with id {incomeRangeId} exists at version {version}', {
        organizationId: 3,
        incomeRangeId: 88,
        version: 1,
      })
      .uponReceiving('an update of an income range')
      .withRequest('PUT', statePath('/api/income-ranges/${incomeRangeId}', { incomeRangeId: 88 }), (req) =>
        req.headers(bearer).jsonBody({
          ...incomeRange,
          organizationId: fromProviderState('${organizationId}', 3),
          version: fromProviderState('${version}', 1),
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...incomeRangeFields, version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).incomeRanges.update(88, { ...incomeRange, version: 1 });
        expect(saved.version).toBe(2);
      });
  });

  it('removes an income range with the version it read', async () => {
    await pact
      .addInteraction()
      .given('an income range of organization {organizationId} with id {incomeRangeId} exists at version {version}', {
        organizationId: 3,
        incomeRangeId: 88,
        version: 1,
      })
      .uponReceiving('an income range removal')
      .withRequest('DELETE', statePath('/api/income-ranges/${incomeRangeId}', { incomeRangeId: 88 }), (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).incomeRanges.remove(88, 1)).resolves.toBeUndefined();
      });
  });
});

describe('maintenance: contractors', () => {
  it('searches contractors a page at a time', async () => {
    await pact
      .addInteraction()
      .given('a contractor of organization {organizationId} with id {contractorId} exists at version {version}', {
        organizationId: 3,
        contractorId: 64,
        version: 0,
      })
      .uponReceiving('a contractor search')
      .withRequest('POST', '/api/contractors/search', (req) =>
        req.headers(bearer).jsonBody({ quickSearch: 'Pact Landscaping', page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(contractorFields), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).contractors.search({
          quickSearch: 'Pact Landscaping',
          page: 1,
          pageSize: 50,
        });
        expect(page.items[0]?.federalTaxId).toBe(contractor.federalTaxId);
      });
  });

  it('reads one contractor', async () => {
    await pact
      .addInteraction()
      .given('a contractor of organization {organizationId} with id {contractorId} exists at version {version}', {
        organizationId: 3,
        contractorId: 64,
        version: 0,
      })
      .uponReceiving('a read of a contractor')
      .withRequest('GET', statePath('/api/contractors/${contractorId}', { contractorId: 64 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...contractorFields, id: fromProviderState('${contractorId}', 64) }),
      )
      .executeTest(async (server) => {
        const found = await apiFor(server).contractors.get(64);
        expect(found.id).toBe(64);
      });
  });

  it('creates a contractor', async () => {
    await pact
      .addInteraction()
      .given('organization {organizationId} has no contractor of the pact', { organizationId: 3 })
      .uponReceiving('a new contractor')
      .withRequest('POST', '/api/contractors', (req) =>
        req.headers(bearer).jsonBody({ ...contractor, organizationId: fromProviderState('${organizationId}', 3) }),
      )
      .willRespondWith(201, (res) => res.jsonBody(contractorFields))
      .executeTest(async (server) => {
        const created = await apiFor(server).contractors.create(contractor);
        expect(created.name).toBe(contractor.name);
      });
  });

  it('updates a contractor with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a contractor of organization {organizationId} with id {contractorId} exists at version {version}', {
        organizationId: 3,
        contractorId: 64,
        version: 1,
      })
      .uponReceiving('an update of a contractor')
      .withRequest('PUT', statePath('/api/contractors/${contractorId}', { contractorId: 64 }), (req) =>
        req.headers(bearer).jsonBody({
          ...contractor,
          organizationId: fromProviderState('${organizationId}', 3),
          version: fromProviderState('${version}', 1),
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...contractorFields, version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).contractors.update(64, { ...contractor, version: 1 });
        expect(saved.version).toBe(2);
      });
  });

  it('removes a contractor with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a contractor of organization {organizationId} with id {contractorId} exists at version {version}', {
        organizationId: 3,
        contractorId: 64,
        version: 1,
      })
      .uponReceiving('a contractor removal')
      .withRequest('DELETE', statePath('/api/contractors/${contractorId}', { contractorId: 64 }), (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).contractors.remove(64, 1)).resolves.toBeUndefined();
      });
  });
});
