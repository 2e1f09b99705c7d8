import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KitHarness, storySetup } from '../../../kit/testing/kitHarness.tsx';
import {
  availableJobs,
  barriers,
  barrierTypes,
  contracts,
  jobs,
  participantInfo,
  timesheets,
  unassignReasons,
} from './detailsFixtures.ts';
import { allowance, coveredAllowance } from '../../../shared/Timesheets/allowanceFixtures.ts';
import { ParticipantDetails } from './ParticipantDetailsScreen.tsx';
import { paymentMethodHandlers } from './PaymentMethod/paymentMethodFixtures.ts';

const filled = {
  'GET /students/48213/info': { body: participantInfo },
  ...paymentMethodHandlers,
  'GET /students/48213/contracts': { body: contracts },
  'GET /students/48213/barriers': { body: barriers },
  'GET /students/48213/jobs': { body: jobs },
  'GET /lookups/barrier-types': { body: barrierTypes },
  'GET /students/48213/available-jobs': { body: availableJobs },
  'GET /students/48213/timesheets': { body: timesheets },
  'GET /students/48213/timesheet-allowance': { body: allowance },
  'POST /students/48213/jobs': {
    status: 409,
    body: { message: "The participant's FBI clearance expired on 01/31/2026. Renew it before assigning a job." },
  },
};

const meta = {
  title: 'Participants/Details/Record Forms',
  component: ParticipantDetails,
  args: { studentId: 48213 },
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(
    [
      'VIEW_STUDENT',
      'MAINTAIN_STUDENT',
      'ASSIGN_STUDENT',
      'UNASSIGN_STUDENT',
      'DELETE_STUDENT_BARRIER',
      'VOID_STUDENT_TIMESHEET',
    ],
    filled,
  ),
} satisfies Meta<typeof ParticipantDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Add Barrier open on the Barriers tab: the fields, Submit blocked until the form changes. */
export const AddBarrier: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Barriers' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Barrier' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Add Barrier' }));
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** The Jobs tab with its actions: Assign Job, Edit, Unassign on the current job. */
export const JobsTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Jobs' }));
    await expect(await canvas.findByRole('button', { name: 'Unassign Library Aide' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Assign Job' })).toBeVisible();
  },
};

/** Edit Contract holds the row's values. */
export const EditContract: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
    ...filled,
    'GET /organizations/contract-codes/12': {
      body: [
        { id: 44, contractCode: 'SYEP-26-TRYW', organizationId: 12, startDate: '2026-06-01', endDate: '2026-09-30' },
      ],
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit SYEP-26-TRYW' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Edit Contract' }));
    await expect(dialog.getByRole('textbox', { name: 'Start Date' })).toHaveValue('06/29/2026');
  },
};

/** The Timesheets tab: a Payrolled week with Adjust, its Pending adjustment (void only), a Pending week (edit, void). */
export const TimesheetsTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Timesheets' }));
    await expect(await canvas.findByRole('button', { name: 'Adjust timesheet 130442' })).toBeVisible();
    await expect(canvas.getByText('Adjusts timesheet 130442')).toBeVisible();
  },
};

/** Add Timesheet with a job and a period chosen: the job's rate, what remains under Worked Hours and Incentive Amount (ADR 182). */
export const TimesheetShowsWhatRemains: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Timesheets' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Timesheet' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Add Timesheet' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Job' }));
    await userEvent.click(
      await body.findByRole('option', {
        name: 'Library Aide at Carnegie Library - Hill District (06/29/2026 – 08/07/2026)',
      }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Period Start' }), '07202026{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Period End' }), '07262026{Enter}');
    await expect(await dialog.findByText(/^61 hours remain under contract PGH-2026-SYEP/)).toBeVisible();
  },
};

/** The chosen period already has a timesheet for the job: it is named and Submit stays off. */
export const TimesheetPeriodCovered: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
    ...filled,
    'GET /students/48213/timesheet-allowance': { body: coveredAllowance },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Timesheets' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Timesheet' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Add Timesheet' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Job' }));
    await userEvent.click(
      await body.findByRole('option', {
        name: 'Library Aide at Carnegie Library - Hill District (06/29/2026 – 08/07/2026)',
      }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Period Start' }), '07062026{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Period End' }), '07122026{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Worked Hours' }), '6');
    await expect(await dialog.findByText(/^Timesheet 7730 \(Pending\) already covers/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** Adjust a Payrolled timesheet: what it holds with its earlier adjustment, and the result of a typed change. */
export const AdjustTimesheet: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Timesheets' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Adjust timesheet 130442' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Adjust Timesheet 130442' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Hours Change' }), '-2.5');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Reason' }),
      'Left early on Friday for a school orientation.',
    );
    await expect(dialog.getByRole('status', { name: 'Result' })).toHaveTextContent(
      'After this adjustment: 36 hours, $25.00 incentive',
    );
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** A barrier added: chosen, dated and commented, then Submit; the popup closes and says so. */
export const BarrierAdded: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
    ...filled,
    'POST /students/48213/barriers': {
      body: { ...barriers[0], id: 8102, barrierTypeId: 6, barrierTypeName: 'Childcare', version: 0 },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Barriers' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Barrier' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Add Barrier' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Barrier' }));
    await userEvent.click(await body.findByRole('option', { name: 'Childcare' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Identified' }), '05042026{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Comments' }), 'Aunt watches her sister after 3 pm.');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await body.findByText('Barrier successfully created')).toBeVisible();
  },
};

/** A barrier removed after its question. */
export const BarrierRemoved: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT', 'DELETE_STUDENT_BARRIER'], {
    ...filled,
    'DELETE /students/48213/barriers/8101': { status: 204 },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Barriers' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Transportation' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
    await expect(await body.findByText('Barrier successfully removed')).toBeVisible();
  },
};

/** The current job unassigned: the last day worked and a reason, then Submit; the popup closes and says so. */
export const JobUnassigned: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'UNASSIGN_STUDENT'], {
    ...filled,
    'GET /lookups/unassign-reasons': { body: unassignReasons },
    'POST /students/48213/jobs/2210/unassign': { body: { ...jobs[0], status: 'Unassigned', version: 2 } },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Jobs' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Unassign Library Aide' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Unassign Library Aide' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'End Date' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '07172026{Enter}');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(await body.findByRole('option', { name: 'Attendance' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await body.findByText('Job successfully unassigned')).toBeVisible();
  },
};
