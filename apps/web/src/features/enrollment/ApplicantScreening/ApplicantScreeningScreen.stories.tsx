import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, screen } from 'storybook/test';
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

/** An item's status and comment saved: the toast. */
export const Saved: Story = {
  beforeEach: storySetup(claims, {
    ...filled,
    'PUT /applicant-review/60214/provider-screening-items': { body: { ...screening, version: 5 } },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Work Permit status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Complete' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work Permit comment' }), 'Signed by the school.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Provider screening successfully saved')).toBeVisible();
  },
};

/** Marked Ineligible with the decision comment: the toast. */
export const MarkedIneligible: Story = {
  beforeEach: storySetup(claims, {
    ...filled,
    'POST /applicant-review/60214/complete-provider-screening': {
      body: { ...header, id: 60214, status: 'Ineligible', version: 6 },
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Decision comment' }),
      'FBI clearance not cleared.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mark Ineligible' }));
    await expect(await screen.findByText('Provider screening completed: Ineligible')).toBeVisible();
  },
};
