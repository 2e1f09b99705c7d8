import { lazyScreen } from './lazyScreen.ts';

/** The payroll section's screens (each in a chunk of its own, ADR 085); menu nodes name them. */
export const screens = {
  availableTimesheets: lazyScreen(() =>
    import('../../features/payroll/AvailableTimesheets/AvailableTimesheetsScreen.tsx').then(
      (module) => module.AvailableTimesheetsScreen,
    ),
  ),
  payrollProcessing: lazyScreen(() =>
    import('../../features/payroll/PayrollProcessing/PayrollProcessingScreen.tsx').then(
      (module) => module.PayrollProcessingScreen,
    ),
  ),
  payrollReconciliation: lazyScreen(() =>
    import('../../features/payroll/PayrollReconciliation/PayrollReconciliationScreen.tsx').then(
      (module) => module.PayrollReconciliationScreen,
    ),
  ),
  payrollIntegrity: lazyScreen(() =>
    import('../../features/payroll/PayrollIntegrity/PayrollIntegrityScreen.tsx').then(
      (module) => module.PayrollIntegrityScreen,
    ),
  ),
  cardProviderFiles: lazyScreen(() =>
    import('../../features/payroll/CardProviderFiles/CardProviderFilesScreen.tsx').then(
      (module) => module.CardProviderFilesScreen,
    ),
  ),
  cardProviderCredentials: lazyScreen(() =>
    import('../../features/payroll/CardProviderCredentials/CardProviderCredentialsScreen.tsx').then(
      (module) => module.CardProviderCredentialsScreen,
    ),
  ),
  payrollCalendars: lazyScreen(() =>
    import('../../features/payroll/PayrollCalendars/PayrollCalendarsScreen.tsx').then(
      (module) => module.PayrollCalendarsScreen,
    ),
  ),
  payrollFileTypes: lazyScreen(() =>
    import('../../features/payroll/PayrollFileTypes/PayrollFileTypesScreen.tsx').then(
      (module) => module.PayrollFileTypesScreen,
    ),
  ),
};
