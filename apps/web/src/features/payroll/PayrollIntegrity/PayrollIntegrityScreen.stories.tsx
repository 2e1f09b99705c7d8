import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KitHarness, never, storySetup, type Handler } from '../../../kit/testing/kitHarness.tsx';
import {
  findingList,
  findings,
  historyEntries,
  historyPage,
  manyHistoryEntries,
  processes,
  processPage,
  settings,
  sharedAccount,
  sharedAccountAcknowledgement,
  sharedAccountEntry,
} from './integrityFixtures.ts';
import { ACKNOWLEDGED, SETTINGS_UPDATED } from './integrityTexts.ts';
import { PayrollIntegrityScreen } from './PayrollIntegrityScreen.tsx';

const CLAIMS = ['PAYROLL_PROCESSING'] as const;
const filled: Record<string, Handler> = {
  'POST /payroll/processing/search': { body: processPage(processes) },
  'GET /payroll/integrity/findings': { body: findingList(findings) },
  'GET /payroll/integrity/settings': { body: settings },
  'GET /payroll/integrity/acknowledgements': { body: historyPage(historyEntries) },
};

const ACKNOWLEDGE_SHARED_ACCOUNT =
  'Acknowledge Shared Account finding of Carter, Jasmine; Nguyen, Marcus; Okafor, Daniel';
const REASON = 'Siblings in foster care; the account is the foster parent’s, confirmed with the agency.';

/** The findings answer the acknowledgement once it is recorded, as the server does. */
function acknowledging(): Record<string, Handler> {
  let acknowledged = false;
  return {
    ...filled,
    'GET /payroll/integrity/findings': () => ({
      body: findingList(
        findings.map((finding) =>
          acknowledged && finding.key === sharedAccount.key
            ? { ...finding, acknowledgement: sharedAccountAcknowledgement }
            : finding,
        ),
      ),
    }),
    'GET /payroll/integrity/acknowledgements': () => ({
      body: historyPage(acknowledged ? [sharedAccountEntry, ...historyEntries] : historyEntries),
    }),
    'POST /payroll/integrity/acknowledgements': () => {
      acknowledged = true;
      return { status: 201, body: sharedAccountAcknowledgement };
    },
  };
}

const meta = {
  title: 'Payroll/Payroll Integrity',
  component: PayrollIntegrityScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(CLAIMS, filled),
} satisfies Meta<typeof PayrollIntegrityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The latest period's findings by kind: reasons in words, participants as links to their records, one acknowledged. */
export const Findings: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Shared Account (1)' })).toBeVisible();
    const account = within(canvas.getByRole('listitem', { name: /^Shared Account finding of/ }));
    await expect(account.getByRole('link', { name: 'Carter, Jasmine' })).toHaveAttribute('href', '#/participants/3051');
    await expect(canvas.getByText(/^Acknowledged by jmorales on/)).toBeVisible();
    await expect(canvas.queryByText('3051')).toBeNull();
  },
};

/**
 * The organization's acknowledgements, newest first, each with the finding's words and participants as
 * they were: the account's earlier acknowledgement (two households then) stays though its finding changed.
 */
export const History: Story = {
  play: async ({ canvas }) => {
    const history = within(await canvas.findByRole('list', { name: 'Acknowledgements' }));
    const earlier = within(history.getByRole('listitem', { name: /^Shared Account, acknowledged by dwilliams on/ }));
    await expect(earlier.getByText(/is on file for 2 participants of 2 households/)).toBeVisible();
    await expect(earlier.getByRole('link', { name: 'Nguyen, Marcus' })).toHaveAttribute('href', '#/participants/3077');
    await expect(earlier.getByText(/^Why: Cousins/)).toBeVisible();
    await expect(history.getByText('a participant outside your organizations')).toBeVisible();
  },
};

/** A long history is paged: ten a page, Newer and Older. */
export const HistoryPaged: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'GET /payroll/integrity/acknowledgements': ({ path }) => {
      const page = Number(new URLSearchParams(path.split('?')[1]).get('page') ?? '1');
      return { body: historyPage(manyHistoryEntries.slice((page - 1) * 10, page * 10), manyHistoryEntries.length) };
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
  },
};

/** The history refused (403): said in words in its section. */
export const HistoryRefused: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'GET /payroll/integrity/acknowledgements': { status: 403, body: {} },
  }),
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Acknowledgement History' }));
    await expect(await section.findByRole('alert')).toBeVisible();
  },
};

/** One kind chosen: only its findings are listed. */
export const OneKind: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Shared Account (1)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Hours (1)' }));
    await expect(await canvas.findByRole('heading', { name: 'Hours (1)' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Shared Account (1)' })).toBeNull();
  },
};

/** Acknowledge with a reason: the success toast, then who acknowledged it, when and why, in the list and the history. */
export const Acknowledged: Story = {
  // Set up afresh for every run, so a run starts with the finding not yet acknowledged.
  beforeEach: () => storySetup(CLAIMS, acknowledging())(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ACKNOWLEDGE_SHARED_ACCOUNT }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Acknowledge Finding' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await body.findByText(ACKNOWLEDGED)).toBeVisible();
    await expect(await canvas.findByText(new RegExp(`^Acknowledged by kwashington on .*: ${REASON}$`))).toBeVisible();
    await expect(
      await canvas.findByRole('listitem', { name: /^Shared Account, acknowledged by kwashington on/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ACKNOWLEDGE_SHARED_ACCOUNT })).toBeNull();
  },
};

/** The reason is required: the dialog says so and sends nothing. */
export const AcknowledgeReasonRequired: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ACKNOWLEDGE_SHARED_ACCOUNT }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Acknowledge Finding' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), '   ');
    await userEvent.tab();
    await expect(await dialog.findByText('Required')).toBeVisible();
  },
};

/** Someone acknowledged it first (409): the server's words in the error toast, the reason still typed. */
export const AcknowledgeRefused: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/integrity/acknowledgements': {
      status: 409,
      body: { message: 'This finding was acknowledged by jmorales on 2026-07-21.' },
    },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ACKNOWLEDGE_SHARED_ACCOUNT }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Acknowledge Finding' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await body.findByText('This finding was acknowledged by jmorales on 2026-07-21.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue(REASON);
  },
};

/** New thresholds saved: the success toast, and the settings as the server answers them. */
export const SettingsSaved: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'PUT /payroll/integrity/settings': ({ body }) => ({ body: { ...(body as object), version: 2 } }),
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Integrity Settings' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Integrity Settings: Partner4Work' }));
    const people = dialog.getByRole('textbox', { name: 'Participants per Contact' });
    await userEvent.clear(people);
    await userEvent.type(people, '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await body.findByText(SETTINGS_UPDATED)).toBeVisible();
  },
};

/** A threshold out of bounds (422): the server's message under its field, and what was typed kept. */
export const SettingsRefused: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'PUT /payroll/integrity/settings': { status: 422, body: { contactPeople: 'Max: 100' } },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Integrity Settings' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Integrity Settings: Partner4Work' }));
    const people = dialog.getByRole('textbox', { name: 'Participants per Contact' });
    await userEvent.clear(people);
    await userEvent.type(people, '150');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText('Max: 100')).toBeVisible();
    await expect(people).toHaveValue('150');
  },
};

export const Empty: Story = {
  beforeEach: storySetup(CLAIMS, { ...filled, 'GET /payroll/integrity/findings': { body: findingList([]) } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No integrity findings in this period.')).toBeVisible();
  },
};

/** No payroll process yet: nothing to compute findings over. */
export const NoPeriods: Story = {
  beforeEach: storySetup(CLAIMS, { ...filled, 'POST /payroll/processing/search': { body: processPage([]) } }),
};

export const Loading: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'GET /payroll/integrity/findings': never,
    'GET /payroll/integrity/settings': never,
    'GET /payroll/integrity/acknowledgements': never,
  }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup([], {
    'POST /payroll/processing/search': { body: processPage(processes) },
    'GET /payroll/integrity/findings': { status: 403, body: {} },
    'GET /payroll/integrity/settings': { status: 403, body: {} },
    'GET /payroll/integrity/acknowledgements': { status: 403, body: {} },
  }),
};
