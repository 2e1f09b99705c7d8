import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { payrollCalendars } from './payrollCalendarFixtures.ts';
import { PayrollCalendarsScreen } from './PayrollCalendarsScreen.tsx';

const filled = {
  'POST /payroll/calendars/search': { body: { items: payrollCalendars, total: payrollCalendars.length } },
};

const meta = {
  title: 'Payroll/Payroll Calendars',
  component: PayrollCalendarsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['PAYROLL_CALENDAR'], filled),
} satisfies Meta<typeof PayrollCalendarsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 periods: 06/07/2026 – 07/04/2026')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['PAYROLL_CALENDAR'], { 'POST /payroll/calendars/search': { body: { items: [], total: 0 } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records to display')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(['PAYROLL_CALENDAR'], { 'POST /payroll/calendars/search': never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: storySetup(['PAYROLL_CALENDAR'], { 'POST /payroll/calendars/search': { status: 403, body: {} } }),
  play: async ({ canvas }) => {
    const text = 'You do not have access to some of requested data. Issue of your permissions';
    await waitFor(() => expect(canvas.getAllByText(text)[0]).toBeVisible());
  },
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No periods')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Payroll Calendar' })).toBeNull();
  },
};
