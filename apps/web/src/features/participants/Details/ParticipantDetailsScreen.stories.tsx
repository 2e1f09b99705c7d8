import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { documentHandlers } from '../../../shared/Documents/documentFixtures.ts';
import { barriers, contracts, participantInfo, participantOwedPay, participantWithAlerts } from './detailsFixtures.ts';
import { ParticipantDetails } from './ParticipantDetailsScreen.tsx';
import { depositOnFile, paymentMethodHandlers } from './PaymentMethod/paymentMethodFixtures.ts';

const filled = {
  'GET /students/48213/info': { body: participantInfo },
  ...paymentMethodHandlers,
  'GET /students/48213/contracts': { body: contracts },
  'GET /students/48213/barriers': { body: barriers },
};

const meta = {
  title: 'Participants/Details',
  component: ParticipantDetails,
  args: { studentId: 48213 },
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT', 'DELETE_STUDENT_CONTRACT'], filled),
} satisfies Meta<typeof ParticipantDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Jasmine R Whitfield' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Delete SYEP-26-TRYW' })).toBeVisible();
  },
};

/** A work permit already expired (red) and an FBI clearance due within the window (amber), ADR 176. */
export const ClearanceAlerts: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], { ...filled, 'GET /students/48213/info': { body: participantWithAlerts } }),
  play: async ({ canvas }) => {
    const badges = await canvas.findByRole('list', { name: 'Clearances' });
    await expect(badges).toHaveTextContent('Work Permit expired 06/12/2026');
    await expect(badges).toHaveTextContent('FBI Clearance expires 07/10/2026');
  },
};

/** A card payment the provider loaded $25.00 short is still open (ADR 182): a red badge beside the clearances. */
export const PayrollExceptionOpen: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], {
    ...filled,
    'GET /students/48213/info': {
      body: { ...participantWithAlerts, openPayrollExceptions: participantOwedPay.openPayrollExceptions },
    },
  }),
};

/** Paid by Deposit: the account type and the last four digits of the account and routing numbers (ADR 181). */
export const PaidByDeposit: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
    ...filled,
    'GET /students/48213/payment-method': { body: depositOnFile },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Checking ****7890 at routing ****0096')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change Payment Method' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], { ...paymentMethodHandlers, 'GET /students/48213/info': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], {
    ...paymentMethodHandlers,
    'GET /students/48213/info': { status: 404, body: { message: 'The participant was not found.' } },
  }),
};

export const EmptyTab: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], { ...filled, 'GET /students/48213/contracts': { body: [] } }),
};

/** Only VIEW_STUDENT: the records, no Delete. */
export const NoRights: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('SYEP-26-TRYW')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete SYEP-26-TRYW' })).toBeNull();
  },
};

/** The Documents tab: the shared Documents panel for the participant (ADR 112). */
export const DocumentsTab: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], { ...filled, ...documentHandlers }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Documents' }));
    await expect(await canvas.findByRole('cell', { name: 'whitfield-work-permit.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeVisible();
  },
};

/** An Assigned participant set to Awaiting Assignment after the question: the header says so. */
export const SetAwaitingAssignment: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
    ...filled,
    'POST /students/48213/set-awaiting-assignment': {
      body: { ...participantInfo, status: 'Awaiting Assignment', currentJob: null, version: 4 },
    },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set Awaiting Assignment' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
    await expect(await body.findByText('Participant successfully set to Awaiting Assignment')).toBeVisible();
  },
};

/** Paper check turned on after the question: the toast. */
export const PaperCheckTurnedOn: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
    ...filled,
    'POST /students/48213/set-paper-check': { body: { ...participantInfo, paperCheck: true, version: 4 } },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn On Paper Check' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
    await expect(await body.findByText('Paper check successfully turned on')).toBeVisible();
  },
};
