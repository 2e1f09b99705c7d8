import { ContractsScreen } from '../../features/contract/Contracts/ContractsScreen.tsx';
import { ContractedWorksitesScreen } from '../../features/contract/ContractedWorksites/ContractedWorksitesScreen.tsx';
import { ContractorsScreen } from '../../features/contract/Contractors/ContractorsScreen.tsx';
import { JobsScreen } from '../../features/contract/Jobs/JobsScreen.tsx';
import { WorksitesScreen } from '../../features/contract/Worksites/WorksitesScreen.tsx';
import { WorksiteJobApprovalsScreen } from '../../features/contract/WorksiteJobApprovals/WorksiteJobApprovalsScreen.tsx';

/** The contract section's screens (one lazily loaded chunk); menu nodes name them. */
export const screens = {
  contracts: ContractsScreen,
  jobs: JobsScreen,
  worksites: WorksitesScreen,
  contractedWorksites: ContractedWorksitesScreen,
  worksiteJobApprovals: WorksiteJobApprovalsScreen,
  contractors: ContractorsScreen,
};
