import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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

/** The grid as loaded; what its rows link to and do is the screen's tests' business. */
export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: storySetup(['MAINTAIN_EMAIL_TEMPLATES'], {
    'POST /email-templates/search': { body: { items: [], total: 0 } },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(['MAINTAIN_EMAIL_TEMPLATES'], { 'POST /email-templates/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['MAINTAIN_EMAIL_TEMPLATES'], {
    'POST /email-templates/search': { status: 403, body: {} },
  }),
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('See you this summer')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Email Template' })).toBeNull();
  },
};
