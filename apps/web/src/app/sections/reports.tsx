import { BusinessViewsScreen } from '../../features/reports/BusinessViews/BusinessViewsScreen.tsx';
import { DataExtractsScreen } from '../../features/reports/DataExtracts/DataExtractsScreen.tsx';
import { ReportDefinitionsScreen } from '../../features/reports/ReportDefinitions/ReportDefinitionsScreen.tsx';
import { ReportsScreen } from '../../features/reports/Reports/ReportsScreen.tsx';

/** The reports section's screens (one lazily loaded chunk); menu nodes name them. */
export const screens = {
  reports: ReportsScreen,
  reportDefinitions: ReportDefinitionsScreen,
  dataExtracts: DataExtractsScreen,
  businessViews: BusinessViewsScreen,
};
