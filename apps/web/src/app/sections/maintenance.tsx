import { IncomeRangesScreen } from '../../features/maintenance/IncomeRanges/IncomeRangesScreen.tsx';
import { SchoolsScreen } from '../../features/maintenance/Schools/SchoolsScreen.tsx';
import { TaxCodesScreen } from '../../features/maintenance/TaxCodes/TaxCodesScreen.tsx';
import { SessionTimeLimitScreen } from '../../features/session/SessionTimeLimitScreen.tsx';
import { placeholderScreen } from './SectionPlaceholder.tsx';

/** The maintenance section's screens (one lazily loaded chunk); menu nodes name them. */
export const screens = {
  dataDictionary: placeholderScreen('Data Dictionary'),
  findContractor: placeholderScreen('Find Contractor'),
  lookupOptions: placeholderScreen('Lookup Options'),
  organizations: placeholderScreen('Organizations'),
  programs: placeholderScreen('Programs'),
  enrollmentPrograms: placeholderScreen('Enrollment Programs'),
  onlineAppConfigurations: placeholderScreen('Online App Configurations'),
  schools: SchoolsScreen,
  taxCodes: TaxCodesScreen,
  roles: placeholderScreen('Roles'),
  permissions: placeholderScreen('Permissions'),
  sessionTimeLimit: SessionTimeLimitScreen,
  users: placeholderScreen('Users'),
  incomeRanges: IncomeRangesScreen,
  locations: placeholderScreen('Locations'),
  emailTemplates: placeholderScreen('Email Templates'),
  documents: placeholderScreen('Documents'),
};
