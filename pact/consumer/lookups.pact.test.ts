import type { NamedLookup } from '@pathway/api-client';
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
  number,
  pathwayPact,
  statePath,
  string,
} from '../src/consumer.ts';

const pact = pathwayPact();

/**
 * Every named list of the spec, with an example the screens would show. `satisfies` makes the
 * compiler refuse this file when the spec gains a list that has no contract here.
 */
const namedLists = {
  'buckley-amendments': 'Buckley Amendment signed',
  'clearance-companies': 'Pennsylvania State Police',
  'contact-types': 'Site Supervisor',
  'contract-types': 'Summer Youth Employment',
  counties: 'Allegheny',
  'default-time-zone': 'Eastern Time (US & Canada)',
  'document-types': 'Work Permit',
  'email-templates': 'Document request',
  'enrollment-stages': 'Application',
  'enrollment-statuses': 'Enrolled',
  'ethnic-groups': 'Hispanic or Latino',
  fbis: 'Cleared',
  'funding-sources': 'WIOA Youth',
  genders: 'Female',
  'grade-levels': '11th Grade',
  'income-eligibility-proofs': 'Pay stubs',
  'job-sectors': 'Hospitality & Tourism',
  'marital-statuses': 'Single',
  'media-usages': 'Photos allowed',
  'online-app-stages': 'Documents',
  'payment-methods': 'Debit',
  'payroll-frequencies': 'Biweekly',
  programs: 'Summer Youth Employment Program',
  'quality-review-sections': 'Eligibility',
  'review-statuses': 'Verified',
  'student-interests': 'Health care',
  suffixes: 'Jr.',
  'us-states': 'Pennsylvania',
  'verification-types': 'Standart Verification',
  'waiver-releases': 'Liability waiver',
} as const satisfies Record<NamedLookup, string>;

describe('lookups: named lists', () => {
  for (const [name, text] of Object.entries(namedLists) as [NamedLookup, string][]) {
    it(`reads the ${name} list`, async () => {
      const body =
        name === 'default-time-zone'
          ? { timeZoneId: string('America/New_York'), text: string(text) }
          : eachLike({ id: integer(4), text: string(text) });
      await pact
        .addInteraction()
        .given('the lookup {name} has options', { name })
        .uponReceiving(`a request for the ${name} list`)
        .withRequest('GET', `/api/lookups/${name}`, (req) => req.headers(bearer))
        .willRespondWith(200, (res) => res.jsonBody(body))
        .executeTest(async (server) => {
          const result: unknown = await apiFor(server).lookups.named(name);
          const first: unknown = Array.isArray(result) ? result[0] : result;
          expect(first).toMatchObject({ text });
        });
    });
  }
});

describe('lookups: maintenance', () => {
  it('lists the lookups that can be maintained', async () => {
    await pact
      .addInteraction()
      .given('maintainable lookups exist')
      .uponReceiving('a request for the lookup names')
      .withRequest('GET', '/api/lookups/names', (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            name: string('job-sectors'),
            text: string('Job Sectors'),
            isOrganizationSpecific: boolean(true),
            hasDateRange: boolean(true),
          }),
        ),
      )
      .executeTest(async (server) => {
        const names = await apiFor(server).lookups.names();
        expect(names[0]).toMatchObject({ name: 'job-sectors', hasDateRange: true });
      });
  });

  // A lookup that is not also one of the named lists: GET /lookups/job-sectors would be routed to the
  // named list (options without dates and versions), which is a different operation in the spec.
  it('reads every option of a lookup', async () => {
    await pact
      .addInteraction()
      .given('the lookup {name} has options', { name: 'barrier-types' })
      .uponReceiving('a request for the options of a lookup, for maintenance')
      .withRequest('GET', '/api/lookup-options', (req) => req.headers(bearer).query({ lookupName: 'barrier-types' }))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            id: integer(118),
            text: string('Transportation'),
            // organizationId is left out: global options have none (LookupOption makes it optional).
            startDate: calendarDate('2026-01-01'),
            version: integer(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const options = await apiFor(server).lookups.options('barrier-types');
        expect(options[0]).toMatchObject({ text: 'Transportation', version: 1 });
      });
  });

  it('reads the options of a list by its name', async () => {
    await pact
      .addInteraction()
      .given('the lookup {name} has options', { name: 'barrier-types' })
      .uponReceiving('a request for the options of a list without a select-list path')
      .withRequest('GET', '/api/lookups/barrier-types', (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(eachLike({ id: integer(118), text: string('Transportation') })))
      .executeTest(async (server) => {
        const options = await apiFor(server).lookups.list('barrier-types');
        expect(options[0]?.text).toBe('Transportation');
      });
  });

  it('creates a lookup option', async () => {
    const body = { lookupName: 'job-sectors', text: 'Green Energy', organizationId: 3, startDate: '2026-01-01' };
    await pact
      .addInteraction()
      .given('the lookup {name} exists', { name: 'job-sectors' })
      .uponReceiving('a new lookup option')
      .withRequest('POST', '/api/lookups/create', (req) => req.headers(bearer).jsonBody(body))
      .willRespondWith(201, (res) =>
        res.jsonBody({
          id: fromProviderState('${lookupOptionId}', 131),
          text: string('Green Energy'),
          version: integer(0),
        }),
      )
      .executeTest(async (server) => {
        const created = await apiFor(server).lookups.create(body);
        expect(created.id).toBe(131);
      });
  });

  it('updates a lookup option', async () => {
    const body = { id: 118, lookupName: 'job-sectors', text: 'Hospitality and Tourism', version: 1 };
    await pact
      .addInteraction()
      .given('lookup option {lookupOptionId} exists at version {version}', { lookupOptionId: 118, version: 1 })
      .uponReceiving('an update of a lookup option')
      .withRequest('POST', '/api/lookups/update', (req) =>
        req.headers(bearer).jsonBody({ ...body, id: fromProviderState('${lookupOptionId}', 118) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ id: integer(118), text: string('Hospitality and Tourism'), version: integer(2) }),
      )
      .executeTest(async (server) => {
        const updated = await apiFor(server).lookups.update(body);
        expect(updated.version).toBe(2);
      });
  });

  it('a stale lookup option update gets 409', async () => {
    const body = { id: 118, lookupName: 'job-sectors', text: 'Hospitality', version: 0 };
    await pact
      .addInteraction()
      .given('lookup option {lookupOptionId} exists at version {version}', { lookupOptionId: 118, version: 2 })
      .uponReceiving('an update of a lookup option with a stale version')
      .withRequest('POST', '/api/lookups/update', (req) =>
        req.headers(bearer).jsonBody({ ...body, id: fromProviderState('${lookupOptionId}', 118) }),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({ message: string('This record was changed by another user. Reload it and try again.') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).lookups.update(body));
        expect(error.status).toBe(409);
      });
  });

  it('removes a lookup option', async () => {
    await pact
      .addInteraction()
      .given('lookup option {lookupOptionId} exists and is not used', { lookupOptionId: 131 })
      .uponReceiving('a lookup option removal')
      .withRequest('DELETE', statePath('/api/lookups/${lookupOptionId}', { lookupOptionId: 131 }), (req) =>
        req.headers(bearer).query({ version: '0' }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).lookups.remove(131, 0)).resolves.toBeUndefined();
      });
  });

  it('reads the states the user may choose', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a request for the user states')
      .withRequest('GET', '/api/lookups/user-states', (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(eachLike({ id: integer(39), text: string('Pennsylvania') })))
      .executeTest(async (server) => {
        const states = await apiFor(server).lookups.userStates();
        expect(states[0]?.text).toBe('Pennsylvania');
      });
  });

  it('reads the contract codes the user may choose', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a request for the user contract codes')
      .withRequest('GET', '/api/lookups/user-contract-codes', (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(eachLike({ id: integer(14), text: string('SYEP-2026-014') })))
      .executeTest(async (server) => {
        const codes = await apiFor(server).lookups.userContractCodes();
        expect(codes[0]?.text).toBe('SYEP-2026-014');
      });
  });
});

describe('lookups: other select lists', () => {
  const option = (text: string) => eachLike({ id: integer(5), text: string(text) });

  it('reads the income ranges of an enrollment program', async () => {
    await pact
      .addInteraction()
      .given('enrollment program {enrollmentProgramId} has income ranges', { enrollmentProgramId: 21 })
      .uponReceiving('a request for the income ranges of an enrollment program')
      .withRequest('GET', '/api/enrollment/income-ranges', (req) =>
        req.headers(bearer).query({ enrollmentProgramId: fromProviderState('${enrollmentProgramId}', '21') }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            id: integer(9),
            familySize: integer(4),
            fundingType: string('WIOA'),
            from: number(0),
            to: number(39000),
          }),
        ),
      )
      .executeTest(async (server) => {
        const ranges = await apiFor(server).lookups.incomeRanges(21);
        expect(ranges[0]).toMatchObject({ familySize: 4, to: 39000 });
      });
  });

  it('reads the school options', async () => {
    await pact
      .addInteraction()
      .given('schools exist')
      .uponReceiving('a request for the school options')
      .withRequest('GET', '/api/schools/options', (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(option('Westinghouse Academy')))
      .executeTest(async (server) => {
        expect((await apiFor(server).lookups.schoolOptions())[0]?.text).toBe('Westinghouse Academy');
      });
  });

  it('reads the jobs available on a contract', async () => {
    await pact
      .addInteraction()
      .given('contract {contractId} has jobs with openings', { contractId: 14 })
      .uponReceiving('a request for the available jobs of a contract')
      .withRequest('GET', '/api/jobs/available', (req) =>
        req.headers(bearer).query({ contractId: fromProviderState('${contractId}', '14') }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            jobId: integer(512),
            jobName: string('Park Maintenance Crew'),
            jobStartDate: calendarDate('2026-06-29'),
            jobEndDate: calendarDate('2026-08-21'),
            contractId: integer(14),
            contractCode: string('SYEP-2026-014'),
            worksiteId: integer(208),
            worksiteName: string('Hillcrest Community Center'),
            incentiveOnly: boolean(false),
          }),
        ),
      )
      .executeTest(async (server) => {
        const jobs = await apiFor(server).lookups.availableJobs(14);
        expect(jobs[0]).toMatchObject({ jobName: 'Park Maintenance Crew', incentiveOnly: false });
      });
  });

  it('reads the payroll calendar options', async () => {
    await pact
      .addInteraction()
      .given('payroll calendars exist')
      .uponReceiving('a request for the payroll calendar options')
      .withRequest('GET', '/api/payroll/calendars/options', (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(option('Summer 2026 biweekly')))
      .executeTest(async (server) => {
        expect((await apiFor(server).lookups.payrollCalendarOptions())[0]?.text).toBe('Summer 2026 biweekly');
      });
  });

  it('reads the payment provider options', async () => {
    await pact
      .addInteraction()
      .given('payment providers exist')
      .uponReceiving('a request for the payment provider options')
      .withRequest('GET', '/api/payment-providers/options', (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(option('Keystone Payroll Services')))
      .executeTest(async (server) => {
        expect((await apiFor(server).lookups.paymentProviderOptions())[0]?.text).toBe('Keystone Payroll Services');
      });
  });

  it('reads the card provider options', async () => {
    await pact
      .addInteraction()
      .given('card providers exist')
      .uponReceiving('a request for the card provider options')
      .withRequest('GET', '/api/card-providers/options', (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(option('Three Rivers Card Co.')))
      .executeTest(async (server) => {
        expect((await apiFor(server).lookups.cardProviderOptions())[0]?.text).toBe('Three Rivers Card Co.');
      });
  });
});
