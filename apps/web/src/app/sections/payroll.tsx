import { AvailableTimesheetsScreen } from '../../features/payroll/AvailableTimesheets/AvailableTimesheetsScreen.tsx';
import { CardProviderCredentialsScreen } from '../../features/payroll/CardProviderCredentials/CardProviderCredentialsScreen.tsx';
import { PayrollCalendarsScreen } from '../../features/payroll/PayrollCalendars/PayrollCalendarsScreen.tsx';
import { PayrollFileTypesScreen } from '../../features/payroll/PayrollFileTypes/PayrollFileTypesScreen.tsx';
import { placeholderScreen } from './SectionPlaceholder.tsx';

/** The payroll section's screens (one lazily loaded chunk); menu nodes name them. */
export const screens = {
  availableTimesheets: AvailableTimesheetsScreen,
  payrollProcessing: placeholderScreen('Payroll Processing'),
  payrollReconciliation: placeholderScreen('Payroll Reconciliation'),
  cardProviderFiles: placeholderScreen('Card Provider Files'),
  cardProviderCredentials: CardProviderCredentialsScreen,
  payrollCalendars: PayrollCalendarsScreen,
  payrollFileTypes: PayrollFileTypesScreen,
};
