import type { Handlers } from '../../http/context.ts';
import { availableTimesheetHandlers } from './availableTimesheets.ts';
import { cardFileHandlers } from './cardFiles.ts';
import { checkRunHandlers } from './checkRun.ts';
import { exceptionHandlers } from './exceptions.ts';
import { maintenanceHandlers } from './maintenance.ts';
import { reconciliationHandlers } from './reconciliation.ts';
import { timesheetHandlers } from './timesheets.ts';

/** Payroll (issues 9 and 14): timesheets to paid cards; the rules live beside their operations. */
export const handlers: Handlers = {
  ...timesheetHandlers,
  ...availableTimesheetHandlers,
  ...cardFileHandlers,
  ...maintenanceHandlers,
  ...reconciliationHandlers,
  ...exceptionHandlers,
  ...checkRunHandlers,
};
