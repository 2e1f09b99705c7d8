import type { Handlers } from '../../http/context.ts';
import { availableTimesheetHandlers } from './availableTimesheets.ts';
import { cardFileHandlers } from './cardFiles.ts';
import { checkRunHandlers } from './checkRun.ts';
import { exceptionHandlers } from './exceptions.ts';
import { integrityHandlers } from './integrityHandlers.ts';
import { maintenanceHandlers } from './maintenance.ts';
import { reconciliationHandlers } from './reconciliation.ts';
import { timesheetHandlers } from './timesheets.ts';
import { provideRecordVisibility } from '../../lib/ports.ts';
import { fullTimesheet } from './readModels.ts';

// The History view shows a timesheet only as the timesheet's own read would (lib/ports.ts, ADR 225).
provideRecordVisibility('timesheet', async (db, user, id) => {
  await fullTimesheet(db, user, id);
});

/** Payroll (issues 9 and 14): timesheets to paid cards; the rules live beside their operations. */
export const handlers: Handlers = {
  ...timesheetHandlers,
  ...availableTimesheetHandlers,
  ...cardFileHandlers,
  ...maintenanceHandlers,
  ...reconciliationHandlers,
  ...exceptionHandlers,
  ...checkRunHandlers,
  ...integrityHandlers,
};
