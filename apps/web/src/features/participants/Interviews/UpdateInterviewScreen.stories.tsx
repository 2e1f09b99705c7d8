import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { interviewsPage } from './interviewFixtures.ts';
import { UpdateInterviewScreen } from './UpdateInterviewScreen.tsx';

const filled = { 'POST /interviews/search': { body: interviewsPage } };

const meta = {
  title: 'Participants/Update Interview',
  component: UpdateInterviewScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['UPDATE_INTERVIEW'], filled),
} satisfies Meta<typeof UpdateInterviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Update Jasmine Whitfield' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update Andre Kowalski' })).toBeNull();
  },
};

/** The outcome popup of a scheduled interview. */
export const UpdateOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Update Jasmine Whitfield' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Update Interview of Jasmine Whitfield' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['UPDATE_INTERVIEW'], { 'POST /interviews/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['UPDATE_INTERVIEW'], { 'POST /interviews/search': never }),
  // Shows loading on purpose: captured without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['UPDATE_INTERVIEW'], {
    'POST /interviews/search': { status: 500, body: { message: 'The search is unavailable.' } },
  }),
};

export const NoRights: Story = {
  beforeEach: storySetup(['SCHEDULE_INTERVIEWS'], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Jasmine Whitfield')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update Jasmine Whitfield' })).toBeNull();
  },
};

/** A scheduled interview's outcome and note recorded: the popup closes and says so. */
export const Updated: Story = {
  beforeEach: storySetup(['UPDATE_INTERVIEW'], {
    ...filled,
    'PUT /interviews/601': { body: { ...interviewsPage.items[0], outcome: 'Attended', version: 2 } },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Update Jasmine Whitfield' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Update Interview of Jasmine Whitfield' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Outcome' }));
    await userEvent.click(await body.findByRole('option', { name: 'Attended' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Strong interest in the library placement.');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await body.findByText('Interview successfully updated')).toBeVisible();
  },
};
