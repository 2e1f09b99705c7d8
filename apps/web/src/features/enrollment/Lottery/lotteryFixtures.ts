import type { Lottery, LotteryDraw } from '@pathway/api-client';
import type { Handler } from '../../../kit/testing/kitHarness.tsx';

const programs = [
  { id: 21, text: 'SYEP 2026 Summer Cohort', code: 'SYEP-26', organizationId: 3, organizationName: 'Partner4Work' },
  { id: 22, text: 'Year-Round Youth 2026', code: 'YR-26', organizationId: 5, organizationName: 'Three Rivers' },
];

const tiers: Lottery['settings']['tiers'] = [
  { kind: 'fosterCare' },
  { kind: 'zipCodes', zipCodes: ['15206', '15208'] },
];

export const settings: Lottery['settings'] = { slots: 2, tiers, version: 3 };

/** Four Eligible applicants for two slots, drawn with the seed of 1 June. */
export const draw: LotteryDraw = {
  id: 4,
  seed: '2026-06-01 Pick 3: 482',
  slots: 2,
  tiers,
  applicantCount: 4,
  drawnOn: '2026-06-01T19:05:00.000Z',
  drawnBy: 'admin',
  entries: [
    {
      rank: 1,
      applicantId: 60219,
      firstName: 'Jasmine',
      lastName: 'Carter',
      zipCode: '15213',
      tier: 1,
      tierLabel: 'Youth in foster care',
      selected: true,
      waitlistPosition: null,
      status: 'Eligible',
      version: 4,
    },
    {
      rank: 2,
      applicantId: 60231,
      firstName: 'Marcus',
      lastName: 'Nguyen',
      zipCode: '15208',
      tier: 2,
      tierLabel: 'Zip codes 15206, 15208',
      selected: true,
      waitlistPosition: null,
      status: 'Eligible',
      version: 3,
    },
    {
      rank: 3,
      applicantId: 60220,
      firstName: 'Aaliyah',
      lastName: 'Brooks',
      zipCode: '15206',
      tier: 2,
      tierLabel: 'Zip codes 15206, 15208',
      selected: false,
      waitlistPosition: 1,
      status: 'Eligible',
      version: 2,
    },
    {
      rank: 4,
      applicantId: 60244,
      firstName: 'Devon',
      lastName: 'Price',
      zipCode: '15132',
      tier: 3,
      tierLabel: 'Everyone else',
      selected: false,
      waitlistPosition: 2,
      status: 'Eligible',
      version: 5,
    },
  ],
};

export const notDrawn: Lottery = {
  enrollmentProgramId: 21,
  enrollmentProgramName: 'SYEP 2026 Summer Cohort',
  eligibleCount: 4,
  settings,
  draw: null,
};

export const drawn: Lottery = { ...notDrawn, draw };

export const lotteryApi = (lottery: Lottery = drawn): Record<string, Handler> => ({
  'GET /enrollment-programs/select-list-with-org': { body: programs },
  'GET /enrollment-programs/21/lottery': { body: lottery },
});
