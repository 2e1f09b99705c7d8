import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
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

// The demo data's approved worksite (the state answers its id). Its version is far below 999, and
// it has jobs or contract links, so an update or removal with version 999 is refused with 409.
const worksiteBody = {
  name: 'Hillcrest Community Center',
  contractorId: 11,
  jobSectorId: 41,
  description: null,
  addressLine1: '2101 Centre Avenue',
  addressLine2: null,
  city: 'Pittsburgh',
  stateCode: 'PA',
  zipCode: '15219',
  mainPhone: '(412) 555-0134',
  isPublicSector: false,
  isActive: true,
};

const worksiteRow = {
  id: integer(208),
  name: string('Hillcrest Community Center'),
  contractorName: string('Hill District Youth Partners'),
  status: string('Approved'),
  zipCode: string('15219'),
  version: integer(5),
};

describe('worksites', () => {
  it('searches the worksites', async () => {
    await pact
      .addInteraction()
      .given('worksite {sourceId} exists', { sourceId: 208 })
      .uponReceiving('a search of the worksites')
      .withRequest('POST', '/api/worksites/search', (req) => req.headers(bearer).jsonBody({ page: 1, pageSize: 50 }))
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(worksiteRow), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).worksites.search({ page: 1, pageSize: 50 });
        expect(page.items[0]).toMatchObject({ name: 'Hillcrest Community Center', status: 'Approved' });
      });
  });

  it('reads one worksite', async () => {
    await pact
      .addInteraction()
      .given('worksite {sourceId} exists', { sourceId: 208 })
      .uponReceiving('a request for one worksite')
      .withRequest('GET', statePath('/api/worksites/${sourceId}', { sourceId: 208 }), (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(like({ ...worksiteRow, id: fromProviderState('${sourceId}', 208) })))
      .executeTest(async (server) => {
        const worksite = await apiFor(server).worksites.get(208);
        expect(worksite).toMatchObject({ id: 208, status: 'Approved' });
      });
  });

  it('a worksite create without ADD_WORKSITE gets 403', async () => {
    await pact
      .addInteraction()
      // The only state that signs in the demo viewer (LOGIN only), who may not add worksites.
      .given('the signed-in user lacks DEACTIVATE_USER and a user with id {userId} exists', { userId: 4120 })
      .uponReceiving('a worksite create by a user without ADD_WORKSITE')
      .withRequest('POST', '/api/worksites', (req) => req.headers(bearer).jsonBody(worksiteBody))
      .willRespondWith(403, (res) => res.jsonBody({ message: string('You do not have rights to do this.') }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).worksites.create(worksiteBody));
        expect(error.status).toBe(403);
      });
  });

  it('a stale worksite update gets 409', async () => {
    await pact
      .addInteraction()
      .given('worksite {sourceId} exists', { sourceId: 208 })
      .uponReceiving('an update of a worksite with a stale version')
      .withRequest('PUT', statePath('/api/worksites/${sourceId}', { sourceId: 208 }), (req) =>
        req.headers(bearer).jsonBody({ ...worksiteBody, version: 999 }),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({ message: string('This record was changed by another user. Reload it and try again.') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).worksites.update(208, { ...worksiteBody, version: 999 }));
        expect(error.status).toBe(409);
      });
  });

  it('a worksite removal that cannot go ahead gets 409', async () => {
    await pact
      .addInteraction()
      .given('worksite {sourceId} exists', { sourceId: 208 })
      .uponReceiving('a removal of a worksite with jobs or a stale version')
      .withRequest('DELETE', statePath('/api/worksites/${sourceId}', { sourceId: 208 }), (req) =>
        req.headers(bearer).query({ version: '999' }),
      )
      .willRespondWith(409, (res) => res.jsonBody({ message: string('This worksite has jobs.') }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).worksites.remove(208, 999));
        expect(error.status).toBe(409);
      });
  });
});
