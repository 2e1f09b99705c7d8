import type { Handlers } from '../../http/context.ts';
import { exportSearch } from './searchExport.ts';

/** Export To Excel of server-mode grids, produced by the server from the grid's search (ADR 096). */
export const handlers: Handlers = {
  exportSearch,
};
