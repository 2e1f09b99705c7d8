import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { reportDefinitions } from './reportDefinitionFixtures.ts';
import { ReportDefinitionsScreen } from './ReportDefinitionsScreen.tsx';

const filled = {
  'POST /report-definitions/search': { body: { items: reportDefinitions, total: reportDefinitions.length } },
};

const meta = {
  title: 'Reports/Reports Definitions',
  component: ReportDefinitionsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['REPORT_DEFINITIONS'], filled),
} satisfies Meta<typeof ReportDefinitionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: storySetup(['REPORT_DEFINITIONS'], {
    'POST /report-definitions/search': { body: { items: [], total: 0 } },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(['REPORT_DEFINITIONS'], { 'POST /report-definitions/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['REPORT_DEFINITIONS'], {
    'POST /report-definitions/search': { status: 503, body: { message: 'Definitions are unavailable.' } },
  }),
};

/** Without REPORT_DEFINITIONS the server refuses the list. */
export const NoRights: Story = {
  beforeEach: storySetup([], {
    'POST /report-definitions/search': { status: 403, body: { message: 'You do not have permission.' } },
  }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('You do not have permission.')[0]).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Add Report Definition' })).toBeNull();
  },
};

/** The add form: category with its claim, the dates choice, parameters and formats. */
export const AddForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Report Definition' }));
    // The popup renders outside the story's canvas.
    await expect(await screen.findByRole('combobox', { name: 'Dates' })).toBeVisible();
  },
};
