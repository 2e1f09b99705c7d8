import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Claim } from '../../../kit/claims.ts';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { availableTimesheets, jobs, page, participants, youthHourRefusal } from './availableTimesheetFixtures.ts';
import { AvailableTimesheetsScreen } from './AvailableTimesheetsScreen.tsx';
import { MANUAL_CHECK_WARNING } from './useTimesheetActions.ts';
import {
  allowance,
  allowanceHints,
  coveredAllowance,
  coveredWarning,
} from '../../../shared/Timesheets/allowanceFixtures.ts';

const EVERY_CLAIM: Claim[] = [
  'PAYROLL',
  'MAINTAIN_STUDENT',
  'SUBMIT_TIMESHEETS_FOR_PAYROLL',
  'MANUAL_CHECK',
  'APPROVE_TIMESHEETS_FOR_PAYROLL',
  'VOID_STUDENT_TIMESHEET',
];

const filled = {
  'POST /payroll/available-timesheets/search': { body: page(availableTimesheets) },
  'POST /students/search': { body: { items: participants, total: participants.length } },
  'GET /students/3051/jobs': { body: jobs },
  'GET /students/3051/timesheet-allowance': { body: allowance },
  'POST /students/3051/timesheets': { status: 422, body: { workedHours: youthHourRefusal } },
};

const meta = {
  title: 'Payroll/Available Timesheets',
  component: AvailableTimesheetsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(EVERY_CLAIM, filled),
} satisfies Meta<typeof AvailableTimesheetsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$453.13')).toBeVisible();
    await expect(
      canvas.getByText('This page: 5 timesheets, 166.75 hours, incentive $75.50, pay $2,159.88'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(EVERY_CLAIM, { 'POST /payroll/available-timesheets/search': { body: page([]) } }),
};

export const Loading: Story = {
  beforeEach: storySetup(EVERY_CLAIM, { 'POST /payroll/available-timesheets/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(EVERY_CLAIM, { 'POST /payroll/available-timesheets/search': { status: 403, body: {} } }),
};

export const NoRights: Story = {
  beforeEach: storySetup(['PAYROLL'], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$453.13')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit for Payroll' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Enter Timesheet' })).toBeNull();
  },
};

/** Two rows chosen: the totals are theirs and the actions that take them are enabled. */
export const Selected: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Carter, Jasmine 07/06/2026' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Nguyen, Marcus 07/06/2026' }));
    await expect(canvas.getByText('Selected: 2 timesheets, 60.75 hours, incentive $50.00, pay $809.38')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit for Payroll' })).toBeEnabled();
  },
};

/** The spec's warning before a manual check request. */
export const ManualCheckWarning: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Carter, Jasmine 07/06/2026' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Request Manual Check' }));
    const body = within(canvasElement.ownerDocument.body);
    const warning = await body.findByRole('alertdialog', { name: 'Warning' });
    await expect(within(warning).getByText(MANUAL_CHECK_WARNING)).toBeVisible();
    await expect(within(warning).getByRole('button', { name: 'No' })).toBeVisible();
  },
};

type Canvas = Parameters<NonNullable<Story['play']>>[0];

/** Opens Enter Timesheet and fills Jasmine Carter's job, 07/06–07/12/2026 and 45 hours; answers the dialog. */
async function fillEntry({ canvas, canvasElement, userEvent }: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Enter Timesheet' }));
  const body = within(canvasElement.ownerDocument.body);
  const dialog = within(await body.findByRole('dialog', { name: 'Enter Timesheet' }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Find Participant' }), 'Carter{Enter}');
  await userEvent.click(dialog.getByRole('combobox', { name: 'Participant' }));
  await userEvent.click(await body.findByRole('option', { name: 'Carter, Jasmine (*****6789)' }));
  await userEvent.click(dialog.getByRole('combobox', { name: 'Job' }));
  await userEvent.click(await body.findByRole('option', { name: /^Park Maintenance Crew Member/ }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Period Start' }), '07062026{Enter}');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Period End' }), '07122026{Enter}');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Worked Hours' }), '45');
  return dialog;
}

/** The timesheet entry refused by a youth hour rule: the rule under Worked Hours, the typed values kept. */
export const EntryRefusedByYouthHourRule: Story = {
  play: async (context) => {
    const dialog = await fillEntry(context);
    await context.userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText(youthHourRefusal)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Worked Hours' })).toHaveValue('45');
  },
};

/** A job and a period chosen: what remains under the contract and the youth hour rule, under the amounts. */
export const EntryShowsWhatRemains: Story = {
  play: async (context) => {
    const dialog = await fillEntry(context);
    await expect(await dialog.findByText(allowanceHints.hours)).toBeVisible();
    await expect(dialog.getByText(`US dollars; ${allowanceHints.incentive}`)).toBeVisible();
  },
};

/** The period already has a timesheet for this job: it is named, and Submit stays off. */
export const EntryPeriodAlreadyCovered: Story = {
  beforeEach: storySetup(EVERY_CLAIM, {
    ...filled,
    'GET /students/3051/timesheet-allowance': { body: coveredAllowance },
  }),
  play: async (context) => {
    const dialog = await fillEntry(context);
    await expect(await dialog.findByText(coveredWarning)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};
