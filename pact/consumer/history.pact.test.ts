import { describe, expect, it } from 'vitest';
import {
  apiFor,
  atLeastLike,
  bearer,
  failureOf,
  integer,
  pathwayPact,
  regex,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';

const pact = pathwayPact();

// The History of a record (ADR 196): its audit-log writes, newest first, a page at a time. The
// state makes the pact's contract afresh, so the provider's page may be empty: the entries are
// promised by their shape (`atLeastLike` with a minimum of 0), the example shows one.
describe('record history', () => {
  it('reads a page of the history of a record', async () => {
    const ids = { contractId: 311, version: 0 };
    await pact
      .addInteraction()
      .given('a {status} contract {contractId} of the pact exists at version {version}', { status: 'Draft', ...ids })
      .uponReceiving('a request for the first page of the history of a contract')
      .withRequest('GET', statePath('/api/history/contract/${contractId}', ids), (req) =>
        req.headers(bearer).query({ page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: atLeastLike(
            {
              id: integer(918273),
              occurredAt: timestamp('2026-06-30T13:12:44Z'),
              userName: string('jcarter'),
              action: regex(/^(Create|Update|Delete|Action)$/, 'Update'),
              actionName: string('update'),
              operationId: string('contractsUpdate'),
              changes: atLeastLike(
                {
                  field: string('name'),
                  label: string('Name'),
                  before: string('Summer Youth Employment'),
                  after: string('Pact Summer Youth Employment'),
                },
                0,
                1,
              ),
            },
            0,
            1,
          ),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).history.list('contract', ids.contractId);
        expect(page.total).toBe(1);
        expect(page.items[0]).toMatchObject({ action: 'Update', userName: 'jcarter' });
        expect(page.items[0]?.changes[0]).toEqual({
          field: 'name',
          label: 'Name',
          before: 'Summer Youth Employment',
          after: 'Pact Summer Youth Employment',
        });
      });
  });

  it('the history of a record that does not exist (or is out of scope) answers 404', async () => {
    await pact
      .addInteraction()
      .given('no contract of the pact exists')
      .uponReceiving('a request for the history of a contract that does not exist')
      .withRequest('GET', '/api/history/contract/999999', (req) =>
        req.headers(bearer).query({ page: '1', pageSize: '10' }),
      )
      .willRespondWith(404, (res) => res.jsonBody({ message: string('The contract was not found.') }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).history.list('contract', 999999));
        expect(error.status).toBe(404);
        expect(error.serverMessage).toBe('The contract was not found.');
      });
  });
});
