import { lazyScreen } from './lazyScreen.ts';

/** The maintenance section's screens (each in a chunk of its own, ADR 085); menu nodes name them. */
export const screens = {
  dataDictionary: lazyScreen(() =>
    import('../../features/maintenance/DataDictionary/DataDictionaryScreen.tsx').then(
      (module) => module.DataDictionaryScreen,
    ),
  ),
  findContractor: lazyScreen(() =>
    import('../../features/maintenance/FindContractor/FindContractorScreen.tsx').then(
      (module) => module.FindContractorScreen,
    ),
  ),
  lookupOptions: lazyScreen(() =>
    import('../../features/maintenance/LookupOptions/LookupOptionsScreen.tsx').then(
      (module) => module.LookupOptionsScreen,
    ),
  ),
  organizations: lazyScreen(() =>
    import('../../features/maintenance/Organizations/OrganizationsScreen.tsx').then(
      (module) => module.OrganizationsScreen,
    ),
  ),
  programs: lazyScreen(() =>
    import('../../features/maintenance/Programs/ProgramsScreen.tsx').then((module) => module.ProgramsScreen),
  ),
  // The enrollment section's screen: one screen, two menu entries.
  enrollmentPrograms: lazyScreen(() =>
    import('../../features/enrollment/EnrollmentPrograms/EnrollmentProgramsScreen.tsx').then(
      (module) => module.EnrollmentProgramsScreen,
    ),
  ),
  onlineAppConfigurations: lazyScreen(() =>
    import('../../features/maintenance/OnlineAppConfigurations/OnlineAppConfigurationsScreen.tsx').then(
      (module) => module.OnlineAppConfigurationsScreen,
    ),
  ),
  schools: lazyScreen(() =>
    import('../../features/maintenance/Schools/SchoolsScreen.tsx').then((module) => module.SchoolsScreen),
  ),
  taxCodes: lazyScreen(() =>
    import('../../features/maintenance/TaxCodes/TaxCodesScreen.tsx').then((module) => module.TaxCodesScreen),
  ),
  roles: lazyScreen(() => import('../../features/security/Roles/RolesScreen.tsx').then((module) => module.RolesScreen)),
  permissions: lazyScreen(() =>
    import('../../features/security/Permissions/PermissionsScreen.tsx').then((module) => module.PermissionsScreen),
  ),
  groups: lazyScreen(() =>
    import('../../features/security/Groups/GroupsScreen.tsx').then((module) => module.GroupsScreen),
  ),
  resources: lazyScreen(() =>
    import('../../features/security/Resources/ResourcesScreen.tsx').then((module) => module.ResourcesScreen),
  ),
  sessionTimeLimit: lazyScreen(() =>
    import('../../features/session/SessionTimeLimitScreen.tsx').then((module) => module.SessionTimeLimitScreen),
  ),
  users: lazyScreen(() => import('../../features/security/Users/UsersScreen.tsx').then((module) => module.UsersScreen)),
  incomeRanges: lazyScreen(() =>
    import('../../features/maintenance/IncomeRanges/IncomeRangesScreen.tsx').then(
      (module) => module.IncomeRangesScreen,
    ),
  ),
  locations: lazyScreen(() =>
    import('../../features/maintenance/Locations/LocationsScreen.tsx').then((module) => module.LocationsScreen),
  ),
  emailTemplates: lazyScreen(() =>
    import('../../features/maintenance/EmailTemplates/EmailTemplatesScreen.tsx').then(
      (module) => module.EmailTemplatesScreen,
    ),
  ),
  documents: lazyScreen(() =>
    import('../../features/maintenance/Documents/DocumentsScreen.tsx').then((module) => module.DocumentsScreen),
  ),
};
