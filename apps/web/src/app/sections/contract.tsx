import { lazyScreen } from './lazyScreen.ts';

/** The contract section's screens (each in a chunk of its own, ADR 085); menu nodes name them. */
export const screens = {
  contracts: lazyScreen(() =>
    import('../../features/contract/Contracts/ContractsScreen.tsx').then((module) => module.ContractsScreen),
  ),
  jobs: lazyScreen(() => import('../../features/contract/Jobs/JobsScreen.tsx').then((module) => module.JobsScreen)),
  worksites: lazyScreen(() =>
    import('../../features/contract/Worksites/WorksitesScreen.tsx').then((module) => module.WorksitesScreen),
  ),
  contractedWorksites: lazyScreen(() =>
    import('../../features/contract/ContractedWorksites/ContractedWorksitesScreen.tsx').then(
      (module) => module.ContractedWorksitesScreen,
    ),
  ),
  worksiteJobApprovals: lazyScreen(() =>
    import('../../features/contract/WorksiteJobApprovals/WorksiteJobApprovalsScreen.tsx').then(
      (module) => module.WorksiteJobApprovalsScreen,
    ),
  ),
  contractors: lazyScreen(() =>
    import('../../features/contract/Contractors/ContractorsScreen.tsx').then((module) => module.ContractorsScreen),
  ),
};
