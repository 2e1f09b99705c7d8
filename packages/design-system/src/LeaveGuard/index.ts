export { LeaveGuardContext, useGuardLeaving, type LeaveGuardRegistry } from './LeaveGuard.ts';
