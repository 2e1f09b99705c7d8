import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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

/** The grid as loaded; what its rows link to and do is the screen's tests' business. */
export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: storySetup(['PAYROLL_CALENDAR'], { 'POST /payroll/calendars/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['PAYROLL_CALENDAR'], { 'POST /payroll/calendars/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['PAYROLL_CALENDAR'], { 'POST /payroll/calendars/search': { status: 403, body: {} } }),
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No periods')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Payroll Calendar' })).toBeNull();
  },
};
