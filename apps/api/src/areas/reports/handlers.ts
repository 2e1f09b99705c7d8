import type { Handlers } from '../../http/context.ts';
import { extractHandlers } from './extracts.ts';
import { reportHandlers } from './reports.ts';

/** Reports (issues 9 and 15): report definitions and runs, business views and data extracts. */
export const handlers: Handlers = {
  ...reportHandlers,
  ...extractHandlers,
};
