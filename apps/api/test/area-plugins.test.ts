import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadSpec, operationsOf } from '../src/core/spec.ts';
import { areaPlugin } from '../src/http/areaPlugin.ts';
import { createOperationRoutes } from '../src/http/operations.ts';

/** The areas as Fastify plugins (ADR 225): every area has one, and two may not handle one operation. */
describe('the area plugins', () => {
  const areasDir = join(import.meta.dirname, '../src/areas');

  it('exist for every area with handlers', () => {
    const missing = readdirSync(areasDir)
      .filter((area) => existsSync(join(areasDir, area, 'handlers.ts')))
      .filter((area) => !existsSync(join(areasDir, area, 'plugin.ts')));
    expect(missing).toEqual([]);
  });

  it('stop the start when two areas handle the same operation', async () => {
    const spec = loadSpec();
    // Nothing runs a request here: the routes only need the contract to be mounted.
    const routes = createOperationRoutes({
      spec,
      operations: operationsOf(spec),
      database: {} as never,
      services: {} as never,
      principals: {} as never,
    });
    const app = Fastify();
    const handlers = { authLogin: () => Promise.resolve({}) } as never;
    await app.register(areaPlugin('auth', { handlers }), { routes });
    await expect(app.register(areaPlugin('security', { handlers }), { routes })).rejects.toThrow(
      'authLogin is handled twice (areas/security).',
    );
    await app.close();
  });
});
