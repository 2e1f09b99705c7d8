import type { Handlers } from '../../http/context.ts';
import { handlers as approvalQueueHandlers } from './approvalQueue.ts';
import { handlers as contactHandlers } from './contacts.ts';
import { handlers as contractHandlers } from './contracts.ts';
import { handlers as contractorHandlers } from './contractors.ts';
import { handlers as jobHandlers } from './jobs.ts';
import { handlers as noteHandlers } from './notes.ts';
import { handlers as worksiteHandlers } from './worksites.ts';

/** The contract area: contracts, contractors, worksites, jobs, their approvals, contacts and notes. */
export const handlers: Handlers = {
  ...contractHandlers,
  ...contractorHandlers,
  ...worksiteHandlers,
  ...jobHandlers,
  ...contactHandlers,
  ...noteHandlers,
  ...approvalQueueHandlers,
};
