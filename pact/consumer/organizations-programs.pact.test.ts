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
  regex,
  statePath,
  string,
} from '../src/consumer.ts';

const pact = pathwayPact();
const contract = {
  id: integer(14),
  contractCode: string('SYEP-2026-014'),
  organizationId: integer(3),
  startDate: calendarDate('2026-06-01'),
  endDate: calendarDate('2026-09-30'),
};

describe('organizations and contract codes', () => {
  it('lists the organizations', async () => {
    await pact
      .addInteraction()
      .given('organizations exist')
      .uponReceiving('a request for the organizations')
      .withRequest('GET', '/api/organizations', (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(eachLike({ id: integer(3), name: string('Partner4Work') })))
      .executeTest(async (server) => {
        expect((await apiFor(server).organizations.list())[0]?.name).toBe('Partner4Work');
      });
  });

  it('lists the contract codes of every organization', async () => {
    await pact
      .addInteraction()
      .given('organizations have contracts')
      .uponReceiving('a request for the contract codes')
      .withRequest('GET', '/api/organizations/contract-codes', (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(eachLike(contract)))
      .executeTest(async (server) => {
        const contracts = await apiFor(server).organizations.contractCodes();
        expect(contracts[0]).toMatchObject({ contractCode: 'SYEP-2026-014', endDate: '2026-09-30' });
      });
  });

  it('lists the contract codes of one organization', async () => {
    await pact
      .addInteraction()
      .given('organization {organizationId} has contracts', { organizationId: 3 })
      .uponReceiving('a request for the contract codes of an organization')
      .withRequest(
        'GET',
        statePath('/api/organizations/contract-codes/${organizationId}', { organizationId: 3 }),
        (req) => req.headers(bearer),
      )
      .willRespondWith(200, (res) => res.jsonBody(eachLike(contract)))
      .executeTest(async (server) => {
        const contracts = await apiFor(server).organizations.contractCodesOf(3);
        expect(contracts[0]?.organizationId).toBe(3);
      });
  });

  it('lists the contract codes as options', async () => {
    await pact
      .addInteraction()
      .given('organizations have contracts')
      .uponReceiving('a request for the contract code options')
      .withRequest('GET', '/api/organizations/contract-codes-list', (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(eachLike({ id: integer(14), text: string('SYEP-2026-014') })))
      .executeTest(async (server) => {
        expect((await apiFor(server).organizations.contractCodeOptions())[0]?.text).toBe('SYEP-2026-014');
      });
  });
});

describe('programs, enrollment programs and locations', () => {
  it('lists the programs of an organization as options', async () => {
    await pact
      .addInteraction()
      .given('organization {organizationId} has programs', { organizationId: 3 })
      .uponReceiving('a request for the program options of an organization')
      .withRequest('GET', '/api/programs/options', (req) =>
        req.headers(bearer).query({ organizationId: fromProviderState('${organizationId}', '3') }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(eachLike({ id: integer(7), text: string('Summer Youth Employment Program') })),
      )
      .executeTest(async (server) => {
        expect((await apiFor(server).programs.options(3))[0]?.text).toBe('Summer Youth Employment Program');
      });
  });

  it('reads a program', async () => {
    await pact
      .addInteraction()
      .given('a program with id {programId} exists', { programId: 7 })
      .uponReceiving('a request for a program')
      .withRequest('GET', statePath('/api/programs/${programId}', { programId: 7 }), (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          id: integer(7),
          name: string('Summer Youth Employment Program'),
          code: string('SYEP'),
          organizationId: integer(3),
          isActive: boolean(true),
          version: integer(2),
        }),
      )
      .executeTest(async (server) => {
        const program = await apiFor(server).programs.get(7);
        expect(program).toMatchObject({ code: 'SYEP', isActive: true });
      });
  });

  it('an unknown program gets 404', async () => {
    await pact
      .addInteraction()
      .given('no program has id {programId}', { programId: 999 })
      .uponReceiving('a request for a program that does not exist')
      .withRequest('GET', '/api/programs/999', (req) => req.headers(bearer))
      .willRespondWith(404, (res) => res.jsonBody({ message: string('Program was not found') }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).programs.get(999));
        expect(error.status).toBe(404);
      });
  });

  it('lists the enrollment programs with their organizations', async () => {
    await pact
      .addInteraction()
      .given('enrollment programs exist')
      .uponReceiving('a request for the enrollment programs with organizations')
      .withRequest('GET', '/api/enrollment-programs/select-list-with-org', (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            id: integer(21),
            text: string('SYEP 2026'),
            organizationId: integer(3),
            organizationName: string('Partner4Work'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const programs = await apiFor(server).enrollmentPrograms.selectListWithOrganization();
        expect(programs[0]).toMatchObject({ text: 'SYEP 2026', organizationName: 'Partner4Work' });
      });
  });

  it('reads how pay is delivered for a contract and worksite', async () => {
    await pact
      .addInteraction()
      .given('contract {contractId} has a payroll delivery setup for worksite {worksiteId}', {
        contractId: 14,
        worksiteId: 208,
      })
      .uponReceiving('a request for the payroll delivery of a contract')
      .withRequest('POST', '/api/enrollment-programs/contract-payroll-delivery', (req) =>
        req.headers(bearer).jsonBody({
          contractId: fromProviderState('${contractId}', 14),
          worksiteId: fromProviderState('${worksiteId}', 208),
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          contractId: integer(14),
          enrollmentProgramId: integer(21),
          paymentMethod: regex(/^(Debit|Check|Deposit)$/, 'Debit'),
        }),
      )
      .executeTest(async (server) => {
        const delivery = await apiFor(server).enrollmentPrograms.contractPayrollDelivery({
          contractId: 14,
          worksiteId: 208,
        });
        expect(delivery.paymentMethod).toBe('Debit');
      });
  });

  it('lists the locations', async () => {
    await pact
      .addInteraction()
      .given('locations exist')
      .uponReceiving('a request for the locations')
      .withRequest('GET', '/api/locations/list', (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            id: integer(2),
            name: string('East Liberty Office'),
            street: string('6101 Penn Ave'),
            city: string('Pittsburgh'),
            state: string('PA'),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await apiFor(server).locations.list())[0]).toMatchObject({ city: 'Pittsburgh' });
      });
  });
});
