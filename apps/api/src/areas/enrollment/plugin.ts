import { areaPlugin } from '../../http/areaPlugin.ts';
import { handlers } from './handlers.ts';

/** The enrollment area as a Fastify plugin: the routes of the operations it handles (buildApp mounts it). */
export const plugin = areaPlugin('enrollment', { handlers });
