import { areaPlugin } from '../../http/areaPlugin.ts';
import { bodyMessages, handlers } from './handlers.ts';

/** The auth area as a Fastify plugin: the routes of the operations it handles (buildApp mounts it). */
export const plugin = areaPlugin('auth', { handlers, bodyMessages });
