import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec, type OpenApiDocument } from '../src/core/spec.ts';
import { createStatusAudit } from './support/statuses.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * The check the claim matrix and the bad-input run end with: every answer's status is declared by
 * its operation (405 by the contract's convention). Here it must bite: on a status the operation
 * does not declare, on a 405 without the convention, and on a server answer once its declaration
 * is taken out of the contract.
 */
describe('the undeclared-status check', () => {
  const spec = loadSpec();

  it('passes declared statuses and names the operation of an undeclared one', () => {
    const audit = createStatusAudit(spec);
    expect(audit.record('GET', '/api/users/42', 200)).toBeUndefined();
    expect(audit.record('GET', '/api/users/42?x=1', 404)).toBeUndefined();
    expect(audit.record('POST', '/api/users/42', 405)).toBeUndefined();
    expect(audit.record('GET', '/api/not-an-operation', 404)).toBeUndefined();
    expect(audit.record('GET', '/api/users/42', 418)).toBe('GET /users/{userId} (usersGet) answered 418');
    // A literal path wins over a template, as in Fastify's router: GET /lookups/genders reads no id.
    expect(audit.record('GET', '/api/lookups/genders', 404)).toBe(
      'GET /lookups/genders (lookupsListGenders) answered 404',
    );
    expect(audit.record('GET', '/api/users/42', 500)).toBe('GET /users/{userId} (usersGet) answered 500');
    expect([...audit.undeclared]).toHaveLength(3);
    expect(audit.checked()).toBe(7);
  });

  it('takes 405 only from the contract-wide convention', () => {
    const withoutConvention = { ...spec } as OpenApiDocument & { 'x-method-not-allowed'?: unknown };
    delete withoutConvention['x-method-not-allowed'];
    expect(createStatusAudit(withoutConvention).record('POST', '/api/users/42', 405)).toBe(
      'POST /api/users/42 (no such method) answered 405',
    );
  });

  describe('on a real answer', () => {
    let server: TestServer;
    // The contract without usersGet's 404: the server still answers 404 for a user that is not there.
    const narrowed = JSON.parse(JSON.stringify(spec)) as OpenApiDocument;
    const usersGet = narrowed.paths['/users/{userId}']?.get as { responses: Record<string, unknown> } | undefined;
    if (!usersGet) throw new Error('GET /users/{userId} is not in the contract');
    delete usersGet.responses['404'];
    const audit = createStatusAudit(narrowed);

    beforeAll(async () => {
      server = await startTestServer({ statuses: audit });
    });
    afterAll(async () => {
      await server.close();
    });

    it('fails on a status the server sends and the operation does not declare', async () => {
      const token = await server.login('admin');
      const response = await server.call('GET', '/api/users/987654', { token });
      expect(response.status).toBe(404);
      expect([...server.statuses.undeclared]).toEqual(['GET /users/{userId} (usersGet) answered 404']);
    });
  });
});
