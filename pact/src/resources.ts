import type { PactV4 } from '@pact-foundation/pact';
import type { Api } from '@pathway/api-client';
import { describe, expect, it } from 'vitest';
import { apiFor, bearer, eachLike, fromProviderState, integer, statePath } from './consumer.ts';

/** A provider state: its text and the parameters the handler reads. */
type State = readonly [text: string, params?: Record<string, number | string>];

/** The uniform operations of a resource as the client offers them (api-client's resource factory). */
interface ResourceClient<Body, Row> {
  search(request: { quickSearch: string; page: number; pageSize: number }): Promise<{ items: Row[] }>;
  get(id: number): Promise<{ id: number }>;
  create(body: Body): Promise<Row>;
  update(id: number, body: Body & { version: number }): Promise<{ version: number }>;
  remove(id: number, version: number): Promise<void>;
}

/** One plain search/read/create/update/remove resource, against a row its provider state makes. */
export interface ResourcePact<Body, Row> {
  /** The describe block's title, e.g. "maintenance: schools". */
  title: string;
  /** The resource's name, singular and plural, and the singular with its article ("an income range"). */
  one: string;
  many: string;
  a: string;
  /** Its collection path ("/api/schools") and the provider state's name for the row's id. */
  path: string;
  idName: string;
  id: number;
  /** The state that makes the row at a version, and the one that makes sure no row of the pact exists. */
  existing: (version: number) => State;
  absent: State;
  /** What the client sends, and the same body as the pact records it when some values come from the state. */
  body: Body;
  sent?: Record<string, unknown>;
  /** The answer's fields as matchers. */
  fields: Record<string, unknown>;
  quickSearch: string;
  /** A field of the first search row and of the created row, with the value it must have. */
  searched: readonly [keyof Row, unknown];
  created: readonly [keyof Row, unknown];
  client: (api: Api) => ResourceClient<Body, Row>;
}

/**
 * The five interactions of a plain resource, named as every resource's are ("a school search", "a
 * read of a school", "a new school", "an update of a school", "a school removal"): updates and
 * removals send the version the provider state made the row at.
 */
export function describeResource<Body extends object, Row>(pact: PactV4, spec: ResourcePact<Body, Row>): void {
  const { id, idName, fields } = spec;
  const one = statePath(`${spec.path}/\${${idName}}`, { [idName]: id });
  const sent = spec.sent ?? spec.body;
  const search = { quickSearch: spec.quickSearch, page: 1, pageSize: 50 };

  describe(spec.title, () => {
    it(`searches ${spec.many} a page at a time`, async () => {
      await pact
        .addInteraction()
        .given(...spec.existing(0))
        .uponReceiving(`${spec.a} search`)
        .withRequest('POST', `${spec.path}/search`, (req) => req.headers(bearer).jsonBody(search))
        .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(fields), total: integer(1) }))
        .executeTest(async (server) => {
          const page = await spec.client(apiFor(server)).search(search);
          const [field, value] = spec.searched;
          expect(page.items[0]?.[field]).toBe(value);
        });
    });

    it(`reads one ${spec.one}`, async () => {
      await pact
        .addInteraction()
        .given(...spec.existing(0))
        .uponReceiving(`a read of ${spec.a}`)
        .withRequest('GET', one, (req) => req.headers(bearer))
        .willRespondWith(200, (res) => res.jsonBody({ ...fields, id: fromProviderState(`\${${idName}}`, id) }))
        .executeTest(async (server) => {
          const found = await spec.client(apiFor(server)).get(id);
          expect(found.id).toBe(id);
        });
    });

    it(`creates ${spec.a}`, async () => {
      await pact
        .addInteraction()
        .given(...spec.absent)
        .uponReceiving(`a new ${spec.one}`)
        .withRequest('POST', spec.path, (req) => req.headers(bearer).jsonBody(sent))
        .willRespondWith(201, (res) => res.jsonBody(fields))
        .executeTest(async (server) => {
          const created = await spec.client(apiFor(server)).create(spec.body);
          const [field, value] = spec.created;
          expect(created[field]).toBe(value);
        });
    });

    it(`updates ${spec.a} with the version it read`, async () => {
      await pact
        .addInteraction()
        .given(...spec.existing(1))
        .uponReceiving(`an update of ${spec.a}`)
        .withRequest('PUT', one, (req) =>
          req.headers(bearer).jsonBody({ ...sent, version: fromProviderState('${version}', 1) }),
        )
        .willRespondWith(200, (res) => res.jsonBody({ ...fields, version: integer(2) }))
        .executeTest(async (server) => {
          const saved = await spec.client(apiFor(server)).update(id, { ...spec.body, version: 1 });
          expect(saved.version).toBe(2);
        });
    });

    it(`removes ${spec.a} with the version it read`, async () => {
      await pact
        .addInteraction()
        .given(...spec.existing(1))
        .uponReceiving(`${spec.a} removal`)
        .withRequest('DELETE', one, (req) =>
          req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
        )
        .willRespondWith(204)
        .executeTest(async (server) => {
          await expect(spec.client(apiFor(server)).remove(id, 1)).resolves.toBeUndefined();
        });
    });
  });
}
