// Maintenance > Organizations, Schools, Tax Codes and Income Ranges, and Contract > Contractors: the plain
// search/read/create/update/remove resources of the client, each against a row the pact's provider
// state makes (so every nullable field of the answer has a value to match).
import {
  boolean,
  calendarDate,
  fromProviderState,
  integer,
  number,
  pathwayPact,
  string,
  timestamp,
} from '../src/consumer.ts';
import { describeResource } from '../src/resources.ts';

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

describeResource(pact, {
  title: 'maintenance: organizations',
  one: 'organization',
  many: 'organizations',
  a: 'an organization',
  path: '/api/organizations',
  idName: 'organizationId',
  id: 12,
  existing: (version) => [
    'an organization with id {organizationId} exists at version {version}',
    { organizationId: 12, version },
  ],
  absent: ['no organization of the pact exists'],
  body: organization,
  fields: organizationFields,
  quickSearch: 'Hill District Pact',
  searched: ['abbreviation', organization.abbreviation],
  created: ['name', organization.name],
  client: (api) => api.organizationRecords,
});

describeResource(pact, {
  title: 'maintenance: schools',
  one: 'school',
  many: 'schools',
  a: 'a school',
  path: '/api/schools',
  idName: 'schoolId',
  id: 305,
  existing: (version) => ['a school with id {schoolId} exists at version {version}', { schoolId: 305, version }],
  absent: ['no school of the pact exists'],
  body: school,
  fields: schoolFields,
  quickSearch: 'Westinghouse Pact',
  searched: ['schoolCode', school.schoolCode],
  created: ['name', school.name],
  client: (api) => api.schools,
});

describeResource(pact, {
  title: 'maintenance: tax codes',
  one: 'tax code',
  many: 'tax codes',
  a: 'a tax code',
  path: '/api/tax-codes',
  idName: 'taxCodeId',
  id: 57,
  existing: (version) => ['a tax code with id {taxCodeId} exists at version {version}', { taxCodeId: 57, version }],
  absent: ['no tax code of the pact exists'],
  body: taxCode,
  fields: taxCodeFields,
  quickSearch: 'PACTLST',
  searched: ['psdCode', taxCode.psdCode],
  created: ['code', taxCode.code],
  client: (api) => api.taxCodes,
});

describeResource(pact, {
  title: 'maintenance: income ranges',
  one: 'income range',
  many: 'income ranges',
  a: 'an income range',
  path: '/api/income-ranges',
  idName: 'incomeRangeId',
  id: 88,
  existing: (version) => [
    'an income range of organization {organizationId} with id {incomeRangeId} exists at version {version}',
    { organizationId: 3, incomeRangeId: 88, version },
  ],
  absent: ['organization {organizationId} has no income range of the pact', { organizationId: 3 }],
  body: incomeRange,
  sent: { ...incomeRange, organizationId: fromProviderState('${organizationId}', 3) },
  fields: incomeRangeFields,
  quickSearch: 'WIOA Youth',
  searched: ['fundingType', 'WIOA Youth'],
  created: ['familySize', incomeRange.familySize],
  client: (api) => api.incomeRanges,
});

describeResource(pact, {
  title: 'maintenance: contractors',
  one: 'contractor',
  many: 'contractors',
  a: 'a contractor',
  path: '/api/contractors',
  idName: 'contractorId',
  id: 64,
  existing: (version) => [
    'a contractor of organization {organizationId} with id {contractorId} exists at version {version}',
    { organizationId: 3, contractorId: 64, version },
  ],
  absent: ['organization {organizationId} has no contractor of the pact', { organizationId: 3 }],
  body: contractor,
  sent: { ...contractor, organizationId: fromProviderState('${organizationId}', 3) },
  fields: contractorFields,
  quickSearch: 'Pact Landscaping',
  searched: ['federalTaxId', contractor.federalTaxId],
  created: ['name', contractor.name],
  client: (api) => api.contractors,
});
