import { placeholderScreen } from './SectionPlaceholder.tsx';

/** The payroll section's screens (one lazily loaded chunk); menu nodes name them. */
export const screens = {
  availableTimesheets: placeholderScreen('Available Timesheets'),
  payrollProcessing: placeholderScreen('Payroll Processing'),
  payrollReconciliation: placeholderScreen('Payroll Reconciliation'),
  cardProviderFiles: placeholderScreen('Card Provider Files'),
  cardProviderCredentials: placeholderScreen('Card Provider Credentials'),
  payrollCalendars: placeholderScreen('Payroll Calendars'),
  payrollFileTypes: placeholderScreen('Payroll File Types'),
};
