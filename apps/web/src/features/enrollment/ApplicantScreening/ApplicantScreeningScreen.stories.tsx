import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { header, screening } from '../ProviderScreening/screeningFixtures.ts';
import { ApplicantScreening } from './ApplicantScreeningScreen.tsx';

const claims = ['MAINTAIN_ENROLLEES', 'PROVIDER_SCREENING'] as const;
const filled = {
  'GET /applicant-review/60214/info': { body: header },
  'GET /applicant-review/60214/provider-screening-items': { body: screening },
};

const meta = {
  title: 'Enrollment/Applicant Screening',
  component: ApplicantScreening,
  args: { applicantId: 60214 },
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(claims, filled),
} satisfies Meta<typeof ApplicantScreening>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Work Permit' })).toBeVisible();
    await expect(canvas.getByText('*****6789')).toBeVisible();
  },
};

export const NoItems: Story = {
  beforeEach: storySetup(claims, {
    ...filled,
    'GET /applicant-review/60214/provider-screening-items': { body: { ...screening, items: [] } },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(claims, { ...filled, 'GET /applicant-review/60214/provider-screening-items': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(claims, {
    ...filled,
    'GET /applicant-review/60214/provider-screening-items': {
      status: 404,
      body: { message: 'The application was not found.' },
    },
  }),
};

/** Screening already completed: the screen says so above the items. */
export const Completed: Story = {
  beforeEach: storySetup(claims, {
    ...filled,
    'GET /applicant-review/60214/provider-screening-items': {
      body: { ...screening, isProviderScreeningComplete: true },
    },
  }),
};

export const NoRights: Story = {
  beforeEach: storySetup(['MAINTAIN_ENROLLEES'], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Work Permit' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark Eligible' })).toBeNull();
  },
};
