import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KitHarness, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { availableJobs, barriers, barrierTypes, contracts, jobs, participantInfo } from './detailsFixtures.ts';
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
    ['VIEW_STUDENT', 'MAINTAIN_STUDENT', 'ASSIGN_STUDENT', 'UNASSIGN_STUDENT', 'DELETE_STUDENT_BARRIER'],
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
