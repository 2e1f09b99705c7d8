import type { FastifyPluginCallback } from 'fastify';
import type { AreaTable, OperationRoutes } from './operations.ts';

/** What buildApp lends an area's plugin: the routes every operation shares. */
export interface AreaPluginOptions {
  routes: OperationRoutes;
}

/** An area as a Fastify plugin: it mounts the routes of the operations it handles (ADR 225). */
export type AreaPlugin = FastifyPluginCallback<AreaPluginOptions>;

/** The plugin of `areas/<area>/`, from its handlers and the field messages of its own rules. */
export function areaPlugin(area: string, table: AreaTable): AreaPlugin {
  return (app, { routes }, done) => {
    try {
      routes.mount(app, area, table);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  };
}
