import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { jobHandlers, jobs } from './jobFixtures.ts';
import { JobsScreen } from './JobsScreen.tsx';

const claims = ['ADD_JOB', 'ASSIGN_STUDENT', 'VIEW_STUDENT'] as const;

const meta = {
  title: 'Contract/Jobs',
  component: JobsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(claims, jobHandlers),
} satisfies Meta<typeof JobsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit Youth Program Aide' })).toBeVisible();
    await expect(canvas.getByText('Pending Approval')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(claims, { ...jobHandlers, 'POST /jobs/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(claims, { ...jobHandlers, 'POST /jobs/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(claims, {
    ...jobHandlers,
    'POST /jobs/search': { status: 503, body: { message: 'The job list is unavailable right now.' } },
  }),
};

/** Without the job claims: the rows, Workers and Notes; no Add, Edit, Delete or Renew. */
export const NoRights: Story = {
  beforeEach: storySetup([], jobHandlers),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'Youth Program Aide' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Job' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Renew Youth Program Aide' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Workers Youth Program Aide' })).toBeVisible();
  },
};

/** The add popup; without MAINTAIN_HOURLY_RATE the rate is locked to the contract's. */
export const AddPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Job' }));
    await expect(await screen.findByRole('dialog', { name: 'Add Job' })).toBeVisible();
    await expect(await screen.findByRole('textbox', { name: 'Hourly Rate (USD)' })).toBeDisabled();
  },
};

/** A job's workers, with capacity and the assigned count. */
export const Workers: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Workers Youth Program Aide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Workers — Youth Program Aide' });
    await expect(await screen.findByRole('cell', { name: 'Whitfield' })).toBeVisible();
    await expect(dialog).toHaveTextContent('Capacity 3; 2 assigned.');
  },
};

/** Bulk assignment: the participants waiting for an assignment, the job's dates. */
export const AssignParticipants: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Workers Youth Program Aide' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Assign Participants' }));
    await expect(await screen.findByRole('checkbox', { name: 'Alvarez, Dante (*****4412)' })).toBeVisible();
  },
};

/** A bulk assignment the server refused as a whole: over the job's capacity. */
export const AssignRefused: Story = {
  beforeEach: storySetup(claims, {
    ...jobHandlers,
    'POST /jobs/bulk-assign': { status: 409, body: { message: 'The job has no open positions left (capacity 3).' } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Workers Youth Program Aide' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Assign Participants' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Alvarez, Dante (*****4412)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const assign = await screen.findByRole('dialog', { name: 'Assign Participants — Youth Program Aide' });
    await waitFor(() => expect(assign).toHaveTextContent('The job has no open positions left (capacity 3).'));
  },
};

/** Renew for a new season: the next contract, dates, capacity and rate. */
export const Renew: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Renew Youth Program Aide' }));
    await expect(await screen.findByRole('dialog', { name: 'Renew Youth Program Aide' })).toBeVisible();
    await expect(await screen.findByRole('textbox', { name: 'Capacity' })).toHaveValue('3');
  },
};

/** A job renewed into next season's contract: the popup closes and says so. */
export const Renewed: Story = {
  beforeEach: storySetup(claims, {
    ...jobHandlers,
    'POST /jobs/512/renew': { status: 201, body: { ...jobs[0], id: 640, status: 'Pending Approval' } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Renew Youth Program Aide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Renew Youth Program Aide' }));
    await userEvent.click(await dialog.findByRole('combobox', { name: 'Contract' }));
    await userEvent.click(await screen.findByRole('option', { name: 'SYEP-2027-003' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Start Date' }), '06282027{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '08062027{Tab}');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Job successfully renewed')).toBeVisible();
  },
};
