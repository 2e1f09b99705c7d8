import type { Handlers } from '../../http/context.ts';
import { handlers as approvalQueueHandlers } from './approvalQueue.ts';
import { handlers as contactHandlers } from './contacts.ts';
import { handlers as contractHandlers } from './contracts.ts';
import { handlers as contractorHandlers } from './contractors.ts';
import { handlers as jobHandlers } from './jobs.ts';
import { handlers as noteHandlers } from './notes.ts';
import { handlers as worksiteHandlers } from './worksites.ts';
import { provideRecordVisibility } from '../../lib/ports.ts';
import { assertVisible } from './common.ts';

// The History view shows a worksite, job or contract only within its row scope (lib/ports.ts, ADR 225).
for (const kind of ['worksite', 'job', 'contract'] as const) {
  provideRecordVisibility(kind, (db, user, id) => assertVisible(db, user, kind, id));
}

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
