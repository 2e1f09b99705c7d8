import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { approvalHandlers } from './approvalFixtures.ts';
import { WorksiteJobApprovalsScreen } from './WorksiteJobApprovalsScreen.tsx';

const claims = ['APPROVE_WORKSITE', 'APPROVE_JOB'] as const;

const meta = {
  title: 'Contract/Worksite Job Approvals',
  component: WorksiteJobApprovalsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(claims, approvalHandlers),
} satisfies Meta<typeof WorksiteJobApprovalsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Review Job Library Aide' })).toBeVisible();
    await expect(canvas.getByText('2 fields changed')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(claims, { 'POST /worksites/approvals/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(claims, { 'POST /worksites/approvals/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(claims, {
    'POST /worksites/approvals/search': {
      status: 503,
      body: { message: 'The approval queue is unavailable right now.' },
    },
  }),
};

/** Without an approval claim the server answers 403 (the route itself needs only LOGIN). */
export const NoRights: Story = {
  beforeEach: storySetup([], {
    'POST /worksites/approvals/search': { status: 403, body: { message: 'You do not have rights to do this.' } },
  }),
};

/** The job's decision: its changes since the last approval, Approve, Reject with a reason. */
export const ReviewChangedJob: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Review Job Library Aide' }));
    const changes = await screen.findByRole('table', { name: 'Changes since the last approval' });
    await expect(changes).toBeVisible();
    await expect(screen.getByRole('rowheader', { name: 'Capacity' })).toBeVisible();
    // The job as it stands, beside what changed.
    const fields = await screen.findByLabelText('Job details');
    await expect(fields).toHaveTextContent('WorksiteHillcrest Community Center');
    await expect(fields).toHaveTextContent('Hourly Rate$12.50');
    await expect(fields).toHaveTextContent('Start Date06/29/2026');
  },
};

/** A new worksite: its fields, and that it was never approved before. */
export const ReviewNewWorksite: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Review Worksite Frick Park Conservancy Crew' }));
    const fields = await screen.findByLabelText('Worksite details');
    await expect(fields).toHaveTextContent('ContractorParks Conservancy');
    await expect(fields).toHaveTextContent('Address Line 16750 Forbes Avenue');
    await expect(fields).toHaveTextContent('Address Line 2—');
    await expect(screen.getByText('Never approved before: the whole worksite is new.')).toBeVisible();
  },
};

/** Reject needs a reason. */
export const RejectWithoutReason: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Review Worksite Frick Park Conservancy Crew' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await expect(await screen.findByText('Enter the reason for the rejection.')).toBeVisible();
  },
};

/** A changed job approved: the popup closes and says so. */
export const JobApproved: Story = {
  beforeEach: storySetup(claims, {
    ...approvalHandlers,
    'POST /jobs/9071/approve': { body: { id: 9071, status: 'Approved' } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Review Job Library Aide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review Job Library Aide' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Approve' }));
    await expect(await screen.findByText('Job successfully approved')).toBeVisible();
  },
};

/** A new worksite rejected with its reason: the popup closes and says so. */
export const WorksiteRejected: Story = {
  beforeEach: storySetup(claims, {
    ...approvalHandlers,
    'POST /worksites/215/approve': { body: { id: 215, status: 'Rejected' } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Review Worksite Frick Park Conservancy Crew' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review Worksite Frick Park Conservancy Crew' }));
    await userEvent.type(
      await dialog.findByRole('textbox', { name: 'Reason' }),
      'The entrance on Beechwood Blvd is missing.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await screen.findByText('Worksite successfully rejected')).toBeVisible();
  },
};
