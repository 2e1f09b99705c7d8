import { lazyScreen } from './lazyScreen.ts';

/** The reports section's screens (each in a chunk of its own, ADR 085); menu nodes name them. */
export const screens = {
  reports: lazyScreen(() =>
    import('../../features/reports/Reports/ReportsScreen.tsx').then((module) => module.ReportsScreen),
  ),
  reportDefinitions: lazyScreen(() =>
    import('../../features/reports/ReportDefinitions/ReportDefinitionsScreen.tsx').then(
      (module) => module.ReportDefinitionsScreen,
    ),
  ),
  dataExtracts: lazyScreen(() =>
    import('../../features/reports/DataExtracts/DataExtractsScreen.tsx').then((module) => module.DataExtractsScreen),
  ),
  businessViews: lazyScreen(() =>
    import('../../features/reports/BusinessViews/BusinessViewsScreen.tsx').then((module) => module.BusinessViewsScreen),
  ),
};
