import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { emailTemplates } from './emailTemplateFixtures.ts';
import { EmailTemplatesScreen } from './EmailTemplatesScreen.tsx';

const filled = { 'POST /email-templates/search': { body: { items: emailTemplates, total: emailTemplates.length } } };

const meta = {
  title: 'Maintenance/Email Templates',
  component: EmailTemplatesScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['MAINTAIN_EMAIL_TEMPLATES'], filled),
} satisfies Meta<typeof EmailTemplatesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit Summer Reminder' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['MAINTAIN_EMAIL_TEMPLATES'], {
    'POST /email-templates/search': { body: { items: [], total: 0 } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records to display')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(['MAINTAIN_EMAIL_TEMPLATES'], { 'POST /email-templates/search': never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: storySetup(['MAINTAIN_EMAIL_TEMPLATES'], {
    'POST /email-templates/search': { status: 403, body: {} },
  }),
  play: async ({ canvas }) => {
    const text = 'You do not have access to some of requested data. Issue of your permissions';
    await waitFor(() => expect(canvas.getAllByText(text)[0]).toBeVisible());
  },
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('See you this summer')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Email Template' })).toBeNull();
  },
};
