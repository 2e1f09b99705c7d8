import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  calendarDate,
  eachLike,
  failureOf,
  fromProviderState,
  integer,
  like,
  pathwayPact,
  statePath,
  string,
} from '../src/consumer.ts';

const pact = pathwayPact();

// The pact's own contract PACT-SYEP-2026 of organization 3 (the states make it in the status and at
// the version each interaction needs), its worksite "Pact Approval Garden" and job "Pact Approval Aide".
const contractRow = {
  id: integer(311),
  contractCode: string('PACT-SYEP-2026'),
  name: string('Pact Summer Youth Employment'),
  startDate: calendarDate('2026-06-01'),
  endDate: calendarDate('2026-08-31'),
  status: string('Active'),
  maxHoursPerStudent: like(150),
  maxIncentiveAmount: like(250),
  organizationName: string('Three Rivers Youth Works'),
  version: integer(0),
};
const contractBody = {
  contractCode: 'PACT-SYEP-2026',
  name: 'Pact Summer Youth Employment',
  organizationId: 3,
  startDate: '2026-06-01',
  endDate: '2026-08-31',
  contractTypeId: 1,
  fundingSourceId: 1,
  payrollFrequencyId: 1,
  budgetAmount: 480000,
  defaultHourlyRate: 12.5,
  maxHoursPerStudent: 150,
  maxIncentiveAmount: 250,
};
const contractId = fromProviderState('${contractId}', 311);
const STALE = 'This record was changed by another user. Reload it and try again.';

describe('contracts', () => {
  it('searches the contracts', async () => {
    await pact
      .addInteraction()
      .given('a {status} contract {contractId} of the pact exists at version {version}', {
        status: 'Active',
        contractId: 311,
        version: 0,
      })
      .uponReceiving('a search of the contracts by code')
      .withRequest('POST', '/api/contracts/search', (req) =>
        req.headers(bearer).jsonBody({ quickSearch: 'PACT-SYEP', page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(contractRow), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).contracts.search({ quickSearch: 'PACT-SYEP', page: 1, pageSize: 50 });
        expect(page.items[0]).toMatchObject({ contractCode: 'PACT-SYEP-2026', status: 'Active' });
      });
  });

  it('reads one contract', async () => {
    await pact
      .addInteraction()
      .given('a {status} contract {contractId} of the pact exists at version {version}', {
        status: 'Draft',
        contractId: 311,
        version: 2,
      })
      .uponReceiving('a request for one contract')
      .withRequest('GET', statePath('/api/contracts/${contractId}', { contractId: 311 }), (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody(like({ ...contractRow, id: contractId, status: string('Draft'), version: integer(2) })),
      )
      .executeTest(async (server) => {
        expect(await apiFor(server).contracts.get(311)).toMatchObject({ id: 311, status: 'Draft', version: 2 });
      });
  });

  it('a contract whose end date is before its start date gets 422 with the spec message', async () => {
    await pact
      .addInteraction()
      .given('no contract of the pact exists')
      .uponReceiving('a contract create with the end date before the start date')
      .withRequest('POST', '/api/contracts', (req) =>
        req.headers(bearer).jsonBody({ ...contractBody, startDate: '2026-08-31', endDate: '2026-06-01' }),
      )
      .willRespondWith(422, (res) => res.jsonBody({ endDate: 'Start Date must be less then End Date' }))
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server).contracts.create({ ...contractBody, startDate: '2026-08-31', endDate: '2026-06-01' }),
        );
        expect(error.fieldMessages).toMatchObject({ endDate: 'Start Date must be less then End Date' });
      });
  });

  it('a stale contract update gets 409', async () => {
    await pact
      .addInteraction()
      .given('a {status} contract {contractId} of the pact exists at version {version}', {
        status: 'Draft',
        contractId: 311,
        version: 2,
      })
      .uponReceiving('an update of a contract with a stale version')
      .withRequest('PUT', statePath('/api/contracts/${contractId}', { contractId: 311 }), (req) =>
        req.headers(bearer).jsonBody({ ...contractBody, version: 999 }),
      )
      .willRespondWith(409, (res) => res.jsonBody({ message: string(STALE) }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).contracts.update(311, { ...contractBody, version: 999 }));
        expect(error.status).toBe(409);
      });
  });

  it('removes a Draft contract with its version', async () => {
    await pact
      .addInteraction()
      .given('a {status} contract {contractId} of the pact exists at version {version}', {
        status: 'Draft',
        contractId: 311,
        version: 2,
      })
      .uponReceiving('a removal of a Draft contract')
      .withRequest('DELETE', statePath('/api/contracts/${contractId}', { contractId: 311 }), (req) =>
        req.headers(bearer).query({ version: '2' }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).contracts.remove(311, 2)).resolves.toBeUndefined();
      });
  });

  it('activates a Draft contract', async () => {
    await pact
      .addInteraction()
      .given('a {status} contract {contractId} of the pact exists at version {version}', {
        status: 'Draft',
        contractId: 311,
        version: 2,
      })
      .uponReceiving('an activation of a Draft contract')
      .withRequest('POST', statePath('/api/contracts/${contractId}/activate', { contractId: 311 }), (req) =>
        req.headers(bearer).jsonBody({ version: 2, comment: null }),
      )
      .willRespondWith(200, (res) => res.jsonBody(like({ ...contractRow, status: 'Active', version: integer(3) })))
      .executeTest(async (server) => {
        const contract = await apiFor(server).contracts.activate(311, { version: 2, comment: null });
        expect(contract).toMatchObject({ status: 'Active', version: 3 });
      });
  });

  it('closing a Draft contract is not a transition of the contract and gets 409', async () => {
    await pact
      .addInteraction()
      .given('a {status} contract {contractId} of the pact exists at version {version}', {
        status: 'Draft',
        contractId: 311,
        version: 2,
      })
      .uponReceiving('a close of a Draft contract')
      .withRequest('POST', statePath('/api/contracts/${contractId}/close', { contractId: 311 }), (req) =>
        req.headers(bearer).jsonBody({ version: 2 }),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({ message: 'Contract PACT-SYEP-2026 is Draft; only an Active contract can be closed.' }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).contracts.close(311, { version: 2 }));
        expect(error.serverMessage).toBe('Contract PACT-SYEP-2026 is Draft; only an Active contract can be closed.');
      });
  });

  it('copies a contract into a new Draft', async () => {
    const copy = {
      contractCode: 'PACT-SYEP-2027',
      name: 'Pact Summer Youth Employment 2027',
      startDate: '2027-06-01',
      endDate: '2027-08-31',
      copyWorksiteLinks: true,
      copyJobs: false,
      copyCardDelivery: false,
    };
    await pact
      .addInteraction()
      .given('a {status} contract {contractId} of the pact exists at version {version}', {
        status: 'Active',
        contractId: 311,
        version: 0,
      })
      .uponReceiving('a copy of a contract')
      .withRequest('POST', statePath('/api/contracts/${contractId}/copy', { contractId: 311 }), (req) =>
        req.headers(bearer).jsonBody(copy),
      )
      .willRespondWith(201, (res) =>
        res.jsonBody(like({ ...contractRow, contractCode: 'PACT-SYEP-2027', status: 'Draft', version: 0 })),
      )
      .executeTest(async (server) => {
        const created = await apiFor(server).contracts.copy(311, copy);
        expect(created).toMatchObject({ contractCode: 'PACT-SYEP-2027', status: 'Draft' });
      });
  });

  it('reads the card delivery setup of a contract', async () => {
    await pact
      .addInteraction()
      .given('contract {contractId} of the pact has a card delivery setup at version {version}', {
        contractId: 311,
        version: 1,
      })
      .uponReceiving('a request for the card delivery setup of a contract')
      .withRequest('GET', statePath('/api/contracts/${contractId}/card-delivery', { contractId: 311 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          like({
            cardProviderId: integer(2),
            cardProviderName: string('FSV Payment Systems'),
            deliveryMethod: 'Mail to Participant',
            attentionTo: 'Angela Brooks',
            version: 1,
          }),
        ),
      )
      .executeTest(async (server) => {
        const setup = await apiFor(server).contracts.cardDelivery(311);
        expect(setup).toMatchObject({ deliveryMethod: 'Mail to Participant', version: 1 });
      });
  });

  it('saves a first card delivery setup with version 0', async () => {
    const body = {
      cardProviderId: 2,
      deliveryMethod: 'Mail to Participant' as const,
      deliveryLocationId: null,
      attentionTo: null,
      firstPayDate: '2026-07-17',
      version: 0,
    };
    await pact
      .addInteraction()
      .given('card provider {cardProviderId} exists and contract {contractId} of the pact has no card delivery setup', {
        cardProviderId: 2,
        contractId: 311,
      })
      .uponReceiving('a first save of the card delivery setup of a contract')
      .withRequest('PUT', statePath('/api/contracts/${contractId}/card-delivery', { contractId: 311 }), (req) =>
        req.headers(bearer).jsonBody({ ...body, cardProviderId: fromProviderState('${cardProviderId}', 2) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(like({ deliveryMethod: 'Mail to Participant', firstPayDate: '2026-07-17', version: 0 })),
      )
      .executeTest(async (server) => {
        const setup = await apiFor(server).contracts.saveCardDelivery(311, body);
        expect(setup).toMatchObject({ firstPayDate: '2026-07-17', version: 0 });
      });
  });
});

describe('approvals and worksite links', () => {
  it('searches the approval queue', async () => {
    await pact
      .addInteraction()
      .given('worksite {worksiteId} of the pact is pending approval at version {version}', {
        worksiteId: 1204,
        version: 1,
      })
      .uponReceiving('a search of the worksite and job approval queue')
      .withRequest('POST', '/api/worksites/approvals/search', (req) =>
        req.headers(bearer).jsonBody({ quickSearch: 'Pact Approval', page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            kind: 'Worksite',
            id: integer(1204),
            name: string('Pact Approval Garden'),
            contractorName: string('Steel City Landscaping'),
            contractCode: null,
            status: 'Pending Approval',
            lastApprovedOn: null,
            changesSinceApproval: null,
            version: integer(1),
          }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).approvalQueue.search({ quickSearch: 'Pact Approval', page: 1, pageSize: 50 });
        expect(page.items[0]).toMatchObject({ kind: 'Worksite', changesSinceApproval: null });
      });
  });

  it('approves a pending worksite', async () => {
    await pact
      .addInteraction()
      .given('worksite {worksiteId} of the pact is pending approval at version {version}', {
        worksiteId: 1204,
        version: 1,
      })
      .uponReceiving('an approval of a pending worksite')
      .withRequest('POST', statePath('/api/worksites/${worksiteId}/approve', { worksiteId: 1204 }), (req) =>
        req.headers(bearer).jsonBody({ version: 1, decision: 'Approved', comment: null }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(like({ name: 'Pact Approval Garden', status: 'Approved', version: 2 })),
      )
      .executeTest(async (server) => {
        const worksite = await apiFor(server).approvals.approveWorksite(1204, {
          version: 1,
          decision: 'Approved',
          comment: null,
        });
        expect(worksite).toMatchObject({ status: 'Approved', version: 2 });
      });
  });

  it('a job rejection without a reason gets 422', async () => {
    await pact
      .addInteraction()
      .given('job {jobId} of the pact is pending approval at version {version}', { jobId: 9071, version: 1 })
      .uponReceiving('a rejection of a pending job without a reason')
      .withRequest('POST', statePath('/api/jobs/${jobId}/approve', { jobId: 9071 }), (req) =>
        req.headers(bearer).jsonBody({ version: 1, decision: 'Rejected', comment: ' ' }),
      )
      .willRespondWith(422, (res) => res.jsonBody({ comment: 'Enter the reason for the rejection.' }))
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server).approvals.approveJob(9071, { version: 1, decision: 'Rejected', comment: ' ' }),
        );
        expect(error.fieldMessages).toMatchObject({ comment: 'Enter the reason for the rejection.' });
      });
  });

  it('links an approved worksite to an Active contract', async () => {
    await pact
      .addInteraction()
      .given('approved worksite {worksiteId} of the pact is not linked to active contract {contractId} of the pact', {
        worksiteId: 1204,
        contractId: 311,
      })
      .uponReceiving('a link of a worksite to a contract')
      .withRequest('POST', '/api/worksites/link', (req) =>
        req.headers(bearer).jsonBody({ contractId, worksiteId: fromProviderState('${worksiteId}', 1204) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          like({ contractCode: 'PACT-SYEP-2026', worksiteName: 'Pact Approval Garden', linkedBy: string('admin') }),
        ),
      )
      .executeTest(async (server) => {
        const link = await apiFor(server).approvals.link({ contractId: 311, worksiteId: 1204 });
        expect(link).toMatchObject({ contractCode: 'PACT-SYEP-2026', worksiteName: 'Pact Approval Garden' });
      });
  });

  it('unlinks a worksite from a contract', async () => {
    await pact
      .addInteraction()
      .given('worksite {worksiteId} of the pact is linked to active contract {contractId} of the pact', {
        worksiteId: 1204,
        contractId: 311,
      })
      .uponReceiving('an unlink of a worksite from a contract')
      .withRequest('POST', '/api/worksites/unlink', (req) =>
        req.headers(bearer).jsonBody({ contractId, worksiteId: fromProviderState('${worksiteId}', 1204) }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).approvals.unlink({ contractId: 311, worksiteId: 1204 })).resolves.toBeUndefined();
      });
  });
});
