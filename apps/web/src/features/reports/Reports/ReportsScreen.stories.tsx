import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup, type Handler } from '../../../kit/testing/kitHarness.tsx';
import {
  funnel,
  funnelResult,
  hoursAndPay,
  hoursAndPayResult,
  organizations,
  programOptions,
  reportPage,
} from './reportFixtures.ts';
import { ReportsScreen } from './ReportsScreen.tsx';

const CLAIMS = ['REPORTS', 'PAYROLL REPORTS', 'MGT_REPORTS'] as const;
const lists: Record<string, Handler> = {
  'POST /reports/search': { body: reportPage },
  'GET /organizations': { body: organizations },
  'GET /programs/options': { body: programOptions },
};
const filled = {
  ...lists,
  [`POST /reports/${String(funnel.id)}/result`]: { body: funnelResult },
  [`POST /reports/${String(hoursAndPay.id)}/result`]: { body: hoursAndPayResult },
};

const meta = {
  title: 'Reports/Reports',
  component: ReportsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(CLAIMS, filled),
} satisfies Meta<typeof ReportsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reports by category, none chosen yet. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: hoursAndPay.name })).toBeVisible();
    await expect(canvas.getByText('Choose a report.')).toBeVisible();
  },
};

/** A run of the enrollment funnel: its rows, totals and a stacked, patterned chart per week. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: funnel.name }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Run Report' }));
    await expect(await canvas.findByRole('table', { name: 'Totals' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: `${funnelResult.title} (chart data)` })).toBeInTheDocument();
  },
};

/** A run that matches nothing: the grid says so and there is no chart. */
export const Empty: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...lists,
    [`POST /reports/${String(funnel.id)}/result`]: {
      body: { ...funnelResult, rows: [], totals: { applicants: 0 }, series: [] },
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: funnel.name }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Run Report' }));
    await expect(await canvas.findByText('No rows match these parameters.')).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** The run still on its way. */
export const Loading: Story = {
  beforeEach: storySetup(CLAIMS, { ...lists, [`POST /reports/${String(funnel.id)}/result`]: never }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: funnel.name }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Run Report' }));
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
  parameters: { visual: { settle: false } },
};

/** The server refuses the run: its message in place of the table. */
export const Error: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...lists,
    [`POST /reports/${String(funnel.id)}/result`]: {
      status: 503,
      body: { message: 'Reports are unavailable right now.' },
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: funnel.name }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Run Report' }));
    await waitFor(() => expect(canvas.getAllByText('Reports are unavailable right now.')[0]).toBeVisible());
  },
};

/** The required dates of the payroll report left empty. */
export const RequiredParameters: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: hoursAndPay.name }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Run Report' }));
    await expect(await canvas.findByText('Start date is required.')).toBeVisible();
  },
};

/** A user whose claims allow no category sees no reports. */
export const NoReports: Story = {
  beforeEach: storySetup(['REPORTS'], { ...lists, 'POST /reports/search': { body: { items: [], total: 0 } } }),
};

/** The list itself cannot be had. */
export const ListError: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...lists,
    'POST /reports/search': { status: 503, body: { message: 'Reports are unavailable right now.' } },
  }),
};
