import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { emailTemplates, interviewsPage, locations, participantsPage } from './interviewFixtures.ts';
import { ScheduleInterviewsScreen } from './ScheduleInterviewsScreen.tsx';

const filled = {
  'POST /students/search': { body: participantsPage },
  'GET /locations/list': { body: locations },
  'GET /lookups/email-templates': { body: emailTemplates },
};

const meta = {
  title: 'Participants/Schedule Interviews',
  component: ScheduleInterviewsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['VIEW_STUDENT', 'SCHEDULE_INTERVIEWS'], filled),
} satisfies Meta<typeof ScheduleInterviewsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Select Jasmine Whitfield' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Schedule Interviews' })).toBeDisabled();
  },
};

/** Two participants chosen: the list under the grid and Schedule Interviews enabled. */
export const Chosen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Select Jasmine Whitfield' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Select Andre Kowalski' }));
    await expect(canvas.getByRole('button', { name: 'Remove Andre Kowalski' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Schedule Interviews' })).toBeEnabled();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'SCHEDULE_INTERVIEWS'], {
    ...filled,
    'POST /students/search': { body: { items: [], total: 0 } },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'SCHEDULE_INTERVIEWS'], { 'POST /students/search': never }),
  // Shows loading on purpose: captured without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'SCHEDULE_INTERVIEWS'], {
    'POST /students/search': { status: 500, body: { message: 'The search is unavailable.' } },
  }),
};

export const NoRights: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You do not have rights to see the page.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Select Jasmine Whitfield' })).toBeNull();
  },
};

/** Two participants scheduled at once: date and time, location, template, then Submit; the popup says so. */
export const Scheduled: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'SCHEDULE_INTERVIEWS'], {
    ...filled,
    'POST /interviews/schedule': { status: 201, body: interviewsPage.items },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Select Jasmine Whitfield' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Select Andre Kowalski' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Interviews' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Schedule Interviews (2)' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Interview Date' }), '06222026{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Interview Time' }), '14:30');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Location' }));
    await userEvent.click(await body.findByRole('option', { name: 'East Liberty CareerLink' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Email Template' }));
    await userEvent.click(await body.findByRole('option', { name: 'Interview Invitation' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await body.findByText('2 interviews successfully scheduled')).toBeVisible();
  },
};
