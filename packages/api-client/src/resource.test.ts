import { describe, expect, it } from 'vitest';
import { createHttp } from './http.ts';
import { createResource } from './resource.ts';

interface Seen {
  method: string;
  url: string;
  body: unknown;
}

function recorder(reply: (seen: Seen) => Response) {
  const seen: Seen[] = [];
  const fetchDouble = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const call = {
      method: request.method,
      url: request.url,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    seen.push(call);
    return reply(call);
  };
  return { seen, http: createHttp({ prefix: 'http://127.0.0.1:9/api', retry: 0, fetch: fetchDouble }) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createResource', () => {
  it('searches with POST B/search and answers the page', async () => {
    const { seen, http } = recorder(() => json({ items: [{ id: 305, name: 'Westinghouse' }], total: 1 }));
    const schools = createResource(http, '/schools');
    const page = await schools.search({ page: 2, pageSize: 50, quickSearch: 'West' });
    expect(page.total).toBe(1);
    expect(page.items[0]?.name).toBe('Westinghouse');
    expect(seen).toEqual([
      {
        method: 'POST',
        url: 'http://127.0.0.1:9/api/schools/search',
        body: { page: 2, pageSize: 50, quickSearch: 'West' },
      },
    ]);
  });

  it('creates with POST B, updates with PUT B/{id} and removes with DELETE B/{id}?version=', async () => {
    const { seen, http } = recorder((call) =>
      call.method === 'DELETE' ? new Response(null, { status: 204 }) : json({ id: 7 }, 201),
    );
    const taxCodes = createResource(http, '/tax-codes');
    const fields = {
      code: 'PIT',
      name: 'Pittsburgh EIT',
      taxType: 'Local Earned Income' as const,
      ratePercent: 3,
      effectiveDate: '2026-01-01',
      isActive: true,
    };
    await taxCodes.create(fields);
    await taxCodes.update(7, { ...fields, version: 2 });
    await taxCodes.remove(7, 3);
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST http://127.0.0.1:9/api/tax-codes',
      'PUT http://127.0.0.1:9/api/tax-codes/7',
      'DELETE http://127.0.0.1:9/api/tax-codes/7?version=3',
    ]);
    expect(seen[1]?.body).toEqual({ ...fields, version: 2 });
  });

  it('makes the version part of a delete where the contract requires it', async () => {
    const { seen, http } = recorder(() => new Response(null, { status: 204 }));
    const schools = createResource(http, '/schools');
    // @ts-expect-error the contract's delete of a school takes the version it read (?version=)
    await schools.remove(305);
    await schools.remove(305, 3);
    expect(seen.map((call) => call.url)).toEqual([
      'http://127.0.0.1:9/api/schools/305',
      'http://127.0.0.1:9/api/schools/305?version=3',
    ]);
  });

  it('rejects with the typed ApiError and the server message on a 409', async () => {
    const message = 'This record was changed by another user. Reload it and try again.';
    const { http } = recorder(() => json({ message }, 409));
    await expect(
      createResource(http, '/schools').update(305, { name: 'Westinghouse', isActive: true, version: 1 }),
    ).rejects.toMatchObject({
      status: 409,
      serverMessage: message,
    });
  });
});
