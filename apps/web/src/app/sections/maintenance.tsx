import { EnrollmentProgramsScreen } from '../../features/enrollment/EnrollmentPrograms/EnrollmentProgramsScreen.tsx';
import { DataDictionaryScreen } from '../../features/maintenance/DataDictionary/DataDictionaryScreen.tsx';
import { DocumentsScreen } from '../../features/maintenance/Documents/DocumentsScreen.tsx';
import { EmailTemplatesScreen } from '../../features/maintenance/EmailTemplates/EmailTemplatesScreen.tsx';
import { IncomeRangesScreen } from '../../features/maintenance/IncomeRanges/IncomeRangesScreen.tsx';
import { LocationsScreen } from '../../features/maintenance/Locations/LocationsScreen.tsx';
import { LookupOptionsScreen } from '../../features/maintenance/LookupOptions/LookupOptionsScreen.tsx';
import { OrganizationsScreen } from '../../features/maintenance/Organizations/OrganizationsScreen.tsx';
import { ProgramsScreen } from '../../features/maintenance/Programs/ProgramsScreen.tsx';
import { SchoolsScreen } from '../../features/maintenance/Schools/SchoolsScreen.tsx';
import { TaxCodesScreen } from '../../features/maintenance/TaxCodes/TaxCodesScreen.tsx';
import { GroupsScreen } from '../../features/security/Groups/GroupsScreen.tsx';
import { PermissionsScreen } from '../../features/security/Permissions/PermissionsScreen.tsx';
import { ResourcesScreen } from '../../features/security/Resources/ResourcesScreen.tsx';
import { RolesScreen } from '../../features/security/Roles/RolesScreen.tsx';
import { UsersScreen } from '../../features/security/Users/UsersScreen.tsx';
import { SessionTimeLimitScreen } from '../../features/session/SessionTimeLimitScreen.tsx';
import { lazyScreen } from './lazyScreen.ts';

/** The maintenance section's screens (one lazily loaded chunk); menu nodes name them. */
export const screens = {
  dataDictionary: DataDictionaryScreen,
  // Each in a chunk of its own (ADR 085).
  findContractor: lazyScreen(() =>
    import('../../features/maintenance/FindContractor/FindContractorScreen.tsx').then(
      (module) => module.FindContractorScreen,
    ),
  ),
  lookupOptions: LookupOptionsScreen,
  organizations: OrganizationsScreen,
  programs: ProgramsScreen,
  // The enrollment section's screen: one screen, two menu entries.
  enrollmentPrograms: EnrollmentProgramsScreen,
  onlineAppConfigurations: lazyScreen(() =>
    import('../../features/maintenance/OnlineAppConfigurations/OnlineAppConfigurationsScreen.tsx').then(
      (module) => module.OnlineAppConfigurationsScreen,
    ),
  ),
  schools: SchoolsScreen,
  taxCodes: TaxCodesScreen,
  roles: RolesScreen,
  permissions: PermissionsScreen,
  groups: GroupsScreen,
  resources: ResourcesScreen,
  sessionTimeLimit: SessionTimeLimitScreen,
  users: UsersScreen,
  incomeRanges: IncomeRangesScreen,
  locations: LocationsScreen,
  emailTemplates: EmailTemplatesScreen,
  documents: DocumentsScreen,
};
