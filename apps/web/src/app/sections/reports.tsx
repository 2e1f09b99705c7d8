import { DataExtractsScreen } from '../../features/reports/DataExtracts/DataExtractsScreen.tsx';
import { ReportDefinitionsScreen } from '../../features/reports/ReportDefinitions/ReportDefinitionsScreen.tsx';
import { ReportsScreen } from '../../features/reports/Reports/ReportsScreen.tsx';
import { placeholderScreen } from './SectionPlaceholder.tsx';

/** The reports section's screens (one lazily loaded chunk); menu nodes name them. */
export const screens = {
  reports: ReportsScreen,
  reportDefinitions: ReportDefinitionsScreen,
  dataExtracts: DataExtractsScreen,
  businessViews: placeholderScreen('Business Views'),
};
