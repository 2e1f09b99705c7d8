import type { ApprovalQueueItem } from '@pathway/api-client';

/** The queue as the server answers it: a new worksite, a job changed since its approval, a renewed one. */
export const queue: ApprovalQueueItem[] = [
  {
    kind: 'Worksite',
    id: 215,
    name: 'Frick Park Conservancy Crew',
    worksiteId: 215,
    worksiteName: 'Frick Park Conservancy Crew',
    contractorName: 'Parks Conservancy',
    contractCode: null,
    status: 'Pending Approval',
    submittedOn: '2026-05-18T09:41:27Z',
    submittedBy: 'rdelgado',
    lastApprovedOn: null,
    lastApprovedBy: null,
    changesSinceApproval: null,
    version: 1,
  },
  {
    kind: 'Job',
    id: 9071,
    name: 'Library Aide',
    worksiteId: 208,
    worksiteName: 'Hillcrest Community Center',
    contractorName: 'Hill District Youth Partners',
    contractCode: 'SYEP-2026-014',
    status: 'Pending Approval',
    submittedOn: '2026-06-18T09:41:27Z',
    submittedBy: 'kwashington',
    lastApprovedOn: '2026-04-02T10:00:00Z',
    lastApprovedBy: 'jmorales',
    changesSinceApproval: [
      { field: 'positions', before: '3', after: '4' },
      { field: 'workSchedule', before: null, after: 'Mon-Thu 9:00-14:00' },
    ],
    version: 4,
  },
];

/** The API answers of the filled screen. */
export const approvalHandlers = {
  'POST /worksites/approvals/search': { body: { items: queue, total: queue.length } },
};
