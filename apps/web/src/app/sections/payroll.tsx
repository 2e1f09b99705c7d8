import { AvailableTimesheetsScreen } from '../../features/payroll/AvailableTimesheets/AvailableTimesheetsScreen.tsx';
import { CardProviderCredentialsScreen } from '../../features/payroll/CardProviderCredentials/CardProviderCredentialsScreen.tsx';
import { CardProviderFilesScreen } from '../../features/payroll/CardProviderFiles/CardProviderFilesScreen.tsx';
import { PayrollCalendarsScreen } from '../../features/payroll/PayrollCalendars/PayrollCalendarsScreen.tsx';
import { PayrollFileTypesScreen } from '../../features/payroll/PayrollFileTypes/PayrollFileTypesScreen.tsx';
import { PayrollProcessingScreen } from '../../features/payroll/PayrollProcessing/PayrollProcessingScreen.tsx';
import { PayrollReconciliationScreen } from '../../features/payroll/PayrollReconciliation/PayrollReconciliationScreen.tsx';

/** The payroll section's screens (one lazily loaded chunk); menu nodes name them. */
export const screens = {
  availableTimesheets: AvailableTimesheetsScreen,
  payrollProcessing: PayrollProcessingScreen,
  payrollReconciliation: PayrollReconciliationScreen,
  cardProviderFiles: CardProviderFilesScreen,
  cardProviderCredentials: CardProviderCredentialsScreen,
  payrollCalendars: PayrollCalendarsScreen,
  payrollFileTypes: PayrollFileTypesScreen,
};
