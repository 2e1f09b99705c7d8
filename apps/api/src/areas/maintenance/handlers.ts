import type { Handlers } from '../../http/context.ts';
import { documentRequestHandlers } from './documentRequests.ts';
import { documentHandlers } from './documents.ts';
import { exportHandlers } from './export.ts';
import { lookupHandlers } from './lookups.ts';
import { onlineApplicationHandlers } from './onlineApplication.ts';
import { organizationHandlers } from './organizations.ts';
import { programHandlers } from './programs.ts';
import { tableHandlers } from './tables.ts';

/**
 * Maintenance: the named lookups and their options, organizations, programs and enrollment
 * programs, schools, locations, income ranges, tax codes, email templates, the data dictionary,
 * quality-review configuration, the online application's setup, documents, document requests
 * and the Excel export.
 */
export const handlers: Handlers = {
  ...lookupHandlers,
  ...organizationHandlers,
  ...programHandlers,
  ...onlineApplicationHandlers,
  ...tableHandlers,
  ...documentHandlers,
  ...documentRequestHandlers,
  ...exportHandlers,
};
