import { ContractsScreen } from '../../features/contract/Contracts/ContractsScreen.tsx';
import { ContractedWorksitesScreen } from '../../features/contract/ContractedWorksites/ContractedWorksitesScreen.tsx';
import { ContractorsScreen } from '../../features/contract/Contractors/ContractorsScreen.tsx';
import { JobsScreen } from '../../features/contract/Jobs/JobsScreen.tsx';
import { WorksitesScreen } from '../../features/contract/Worksites/WorksitesScreen.tsx';
import { placeholderScreen } from './SectionPlaceholder.tsx';

/** The contract section's screens (one lazily loaded chunk); menu nodes name them. */
export const screens = {
  contracts: ContractsScreen,
  jobs: JobsScreen,
  worksites: WorksitesScreen,
  contractedWorksites: ContractedWorksitesScreen,
  worksiteJobApprovals: placeholderScreen('Worksite/Job Approvals'),
  contractors: ContractorsScreen,
};
