import { areaPlugin } from '../../http/areaPlugin.ts';
import { bodyMessages, handlers } from './handlers.ts';

/** The security area as a Fastify plugin: the routes of the operations it handles (buildApp mounts it). */
export const plugin = areaPlugin('security', { handlers, bodyMessages });
