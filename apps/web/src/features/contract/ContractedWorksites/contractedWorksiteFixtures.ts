import type { ContractWorksite } from '@pathway/api-client';

/** Worksite-contract links as the contracted search answers them. */
export const links: ContractWorksite[] = [
  {
    contractId: 311,
    contractCode: 'SYEP-2026-014',
    worksiteId: 208,
    worksiteName: 'Hillcrest Community Center',
    contractorName: 'Hill District Youth Partners',
    status: 'Approved',
    linkedOn: '2026-04-10T13:00:00Z',
    linkedBy: 'kwashington',
  },
  {
    contractId: 311,
    contractCode: 'SYEP-2026-014',
    worksiteId: 215,
    worksiteName: 'Frick Park Conservancy Crew',
    contractorName: 'Parks Conservancy',
    status: 'Inactive',
    linkedOn: '2026-04-12T15:30:00Z',
    linkedBy: 'jmorales',
  },
];

/** The API answers of the filled screen and its link popup. */
export const contractedHandlers = {
  'POST /worksites/contracted/search': { body: { items: links, total: links.length } },
  'POST /contracts/search': {
    body: {
      items: [{ id: 311, contractCode: 'SYEP-2026-014', name: 'Summer Youth Employment - Hill District' }],
      total: 1,
    },
  },
  'POST /worksites/search': {
    body: {
      items: [
        { id: 208, name: 'Hillcrest Community Center' },
        { id: 230, name: 'Larimer Community Garden' },
      ],
      total: 2,
    },
  },
};
