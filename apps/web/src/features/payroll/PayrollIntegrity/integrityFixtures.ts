import type {
  IntegrityAcknowledgementEntry,
  IntegrityFinding,
  IntegritySettings,
  PayrollProcessSummary,
} from '@pathway/api-client';

const process = {
  status: 'Approved for Payroll',
  totalHours: 1210.25,
  totalIncentiveAmount: 925.5,
  totalPayrollAmount: 16055.63,
  studentsNumber: 38,
  version: 6,
  paidByCard: 33,
  paidByDeposit: 3,
  paidByCheck: 2,
} as const;

/** Partner4Work's two summer periods (the later one twice: two processes of one period) and Goodwill's earlier one. */
export const processes: PayrollProcessSummary[] = [
  {
    ...process,
    organizationId: 3,
    organizationName: 'Partner4Work',
    periodStartDate: '2026-07-06',
    periodEndDate: '2026-07-19',
    entryProcessId: 2207,
    payrollProcessId: 2207,
  },
  {
    ...process,
    organizationId: 3,
    organizationName: 'Partner4Work',
    periodStartDate: '2026-07-06',
    periodEndDate: '2026-07-19',
    entryProcessId: 2209,
    payrollProcessId: 2209,
  },
  {
    ...process,
    organizationId: 3,
    organizationName: 'Partner4Work',
    periodStartDate: '2026-06-22',
    periodEndDate: '2026-07-05',
    entryProcessId: 2190,
    payrollProcessId: 2190,
  },
  {
    ...process,
    organizationId: 5,
    organizationName: 'Goodwill of Southwestern Pennsylvania',
    periodStartDate: '2026-06-22',
    periodEndDate: '2026-07-05',
    entryProcessId: 2211,
    payrollProcessId: 2211,
  },
];

export const processPage = (items: readonly PayrollProcessSummary[]) => ({ items, total: items.length });

/** One account of three households (an error in the pre-flight), not yet acknowledged. */
export const sharedAccount: IntegrityFinding = {
  kind: 'Shared Account',
  key: '3yr4itfPpbGs12yavaTx2GZli5oN7auX',
  reason:
    'One bank account (routing ****0214, account ****7731) is on file for 3 participants of 3 households; Payroll Settings allow 1 household per account.',
  preflight: 'Error',
  participants: [
    { studentId: 3051, name: 'Carter, Jasmine' },
    { studentId: 3077, name: 'Nguyen, Marcus' },
    { studentId: 3102, name: 'Okafor, Daniel' },
  ],
  timesheetIds: [],
  acknowledgement: null,
};

/** Seven participants at one address: a group home, acknowledged with why. */
export const sharedContact: IntegrityFinding = {
  kind: 'Shared Contact',
  key: 'k2Qd8Xr1Lm0pVb7sTz4Wn6Yc9Ha3Ue5J',
  reason: 'One address (1200 Centre Ave, 15219) is given by 7 participants; Payroll Settings allow 6.',
  preflight: 'Warning',
  participants: [
    { studentId: 3120, name: 'Brooks, Aaliyah' },
    { studentId: 3121, name: 'Diaz, Mateo' },
    { studentId: 3122, name: 'Evans, Tyrese' },
    { studentId: 3123, name: 'Flores, Camila' },
    { studentId: 3124, name: 'Green, Isaiah' },
    { studentId: 3125, name: 'Harris, Nia' },
    { studentId: 3126, name: 'Jackson, Elijah' },
  ],
  timesheetIds: [],
  acknowledgement: {
    id: 11,
    kind: 'Shared Contact',
    key: 'k2Qd8Xr1Lm0pVb7sTz4Wn6Yc9Ha3Ue5J',
    reason: 'Bethany House group home; confirmed with the case manager.',
    acknowledgedBy: 'jmorales',
    acknowledgedOn: '2026-07-20T14:05:11Z',
  },
};

/** Hours at the cap in most periods, with the timesheets it is about. */
export const hoursAtCap: IntegrityFinding = {
  kind: 'Hours',
  key: 'Hc7Pq2Zr9Ls4Wm1Kt8Vb3Nx6Yd0Ga5Fe',
  reason:
    'Hours within 1 of the youth hour cap in 5 of 6 periods (at least 75% of at least 4 periods): 28 of 28 hours in the period of 07/06/2026.',
  preflight: 'Warning',
  participants: [{ studentId: 3077, name: 'Nguyen, Marcus' }],
  timesheetIds: [130442, 130518],
  acknowledgement: null,
};

/** An SSN no one is issued: shown here only (SSN is in neither list of the pre-flight by default). */
export const impossibleSsn: IntegrityFinding = {
  kind: 'SSN',
  key: 'Sn1Qa2Wb3Ec4Rd5Tf6Yg7Uh8Ij9Ok0Pl',
  reason: 'The SSN *****0000 cannot have been issued (serial 0000).',
  preflight: 'None',
  participants: [{ studentId: 3140, name: "O'Neil, Shawn" }],
  timesheetIds: [],
  acknowledgement: null,
};

export const findings: IntegrityFinding[] = [sharedAccount, sharedContact, hoursAtCap, impossibleSsn];

export const findingList = (items: readonly IntegrityFinding[]) => ({ items });

/** What acknowledging the shared account answers. */
export const sharedAccountAcknowledgement = {
  id: 12,
  kind: 'Shared Account',
  key: sharedAccount.key,
  reason: 'Siblings in foster care; the account is the foster parent’s, confirmed with the agency.',
  acknowledgedBy: 'kwashington',
  acknowledgedOn: '2026-07-21T15:30:00Z',
} as const;

/** The history's entry of the group home (the finding is still the same). */
export const sharedContactEntry: IntegrityAcknowledgementEntry = {
  id: 11,
  kind: 'Shared Contact',
  reason: 'Bethany House group home; confirmed with the case manager.',
  acknowledgedBy: 'jmorales',
  acknowledgedOn: '2026-07-20T14:05:11Z',
  findingReason: sharedContact.reason,
  participants: sharedContact.participants,
};

/**
 * The account when it was of two households: acknowledged, then Okafor, Daniel gave it too, so the
 * period's finding is a new one (not acknowledged) and this entry is only in the history.
 */
export const earlierSharedAccountEntry: IntegrityAcknowledgementEntry = {
  id: 7,
  kind: 'Shared Account',
  reason: 'Cousins; the account is their grandmother’s, who has guardianship of both.',
  acknowledgedBy: 'dwilliams',
  acknowledgedOn: '2026-06-30T16:42:08Z',
  findingReason:
    'One bank account (routing ****0214, account ****7731) is on file for 2 participants of 2 households; Payroll Settings allow 1 household per account.',
  participants: [
    { studentId: 3051, name: 'Carter, Jasmine' },
    { studentId: 3077, name: 'Nguyen, Marcus' },
  ],
};

/** An SSN finding of a participant since moved to another organization: listed, not named. */
export const movedParticipantEntry: IntegrityAcknowledgementEntry = {
  id: 4,
  kind: 'SSN',
  reason: 'An ITIN; the participant has no SSN. Verified with the IRS letter on file.',
  acknowledgedBy: 'jmorales',
  acknowledgedOn: '2026-06-16T09:12:40Z',
  findingReason: 'The SSN *****0000 cannot have been issued (serial 0000).',
  participants: [{ studentId: 2988, name: null }],
};

export const historyEntries: IntegrityAcknowledgementEntry[] = [
  sharedContactEntry,
  earlierSharedAccountEntry,
  movedParticipantEntry,
];

export const historyPage = (items: readonly IntegrityAcknowledgementEntry[], total = items.length) => ({
  items,
  total,
});

/** The history's entry of the shared account once acknowledged (what sharedAccountAcknowledgement records). */
export const sharedAccountEntry: IntegrityAcknowledgementEntry = {
  id: sharedAccountAcknowledgement.id,
  kind: sharedAccountAcknowledgement.kind,
  reason: sharedAccountAcknowledgement.reason,
  acknowledgedBy: sharedAccountAcknowledgement.acknowledgedBy,
  acknowledgedOn: sharedAccountAcknowledgement.acknowledgedOn,
  findingReason: sharedAccount.reason,
  participants: sharedAccount.participants,
};

const SUMMER_NAMES = [
  'Adams, Keisha',
  'Baker, Luis',
  'Chen, Emily',
  'Davis, Jamal',
  'Ellis, Sofia',
  'Foster, Malik',
  'Garcia, Ana',
  'Hughes, Tyler',
] as const;

/** Twenty-three acknowledgements of a long summer: three pages of ten. */
export const manyHistoryEntries: IntegrityAcknowledgementEntry[] = Array.from({ length: 23 }, (_, index) => {
  const day = String(28 - index).padStart(2, '0');
  return {
    id: 100 - index,
    kind: 'Hours',
    reason: 'Full-time summer placement; the supervisor confirmed the sign-in sheets.',
    acknowledgedBy: index % 2 === 0 ? 'jmorales' : 'kwashington',
    acknowledgedOn: `2026-07-${day}T15:00:00Z`,
    findingReason: hoursAtCap.reason,
    participants: [{ studentId: 3200 + index, name: SUMMER_NAMES[index % SUMMER_NAMES.length] ?? 'Lee, Jordan' }],
  };
});

/** Partner4Work's thresholds as saved once: shared accounts and separation of duties stop the file. */
export const settings: IntegritySettings = {
  accountHouseholds: 1,
  contactPeople: 6,
  capMarginHours: 1,
  capShare: 0.75,
  capMinPeriods: 4,
  separationOfDuties: true,
  warningKinds: ['Shared Contact', 'Hours', 'Requirements'],
  errorKinds: ['Shared Account', 'Separation of Duties'],
  version: 1,
};
