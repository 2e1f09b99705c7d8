import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KitHarness, never, storySetup, type Handler } from '../../../kit/testing/kitHarness.tsx';
import {
  approvedProcesses,
  cardProviderOptions,
  fileTypes,
  files,
  loadWithExceptions,
  overLimitReport,
  repayReport,
  stoppedReport,
  warningReport,
} from './fileFixtures.ts';
import { CardProviderFilesScreen } from './CardProviderFilesScreen.tsx';
import { fileMessages } from './fileMessages.ts';

const CLAIMS = ['FSV_FILES'] as const;
const filled: Record<string, Handler> = {
  'POST /payroll/card-provider-files/search': { body: { items: files, total: files.length } },
  'GET /card-providers/options': { body: cardProviderOptions },
  'POST /payroll/file-types/search': { body: { items: fileTypes, total: fileTypes.length } },
  'POST /payroll/processing/search': { body: { items: approvedProcesses, total: approvedProcesses.length } },
};

const meta = {
  title: 'Payroll/Card Provider Files',
  component: CardProviderFilesScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(CLAIMS, filled),
} satisfies Meta<typeof CardProviderFilesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/card-provider-files/search': { body: { items: [], total: 0 } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records to display')).toBeVisible();
    await expect(await canvas.findByText("There aren't any inbound files yet.")).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(CLAIMS, { ...filled, 'POST /payroll/card-provider-files/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(CLAIMS, { 'POST /payroll/card-provider-files/search': { status: 403, body: {} } }),
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Download FSV3171_20260727_001.csv' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Generate File' })).toBeNull();
  },
};

/** Opens Generate, chooses provider, type and the Partner4Work process, and runs the pre-flight. */
async function preflightWith(
  canvasElement: HTMLElement,
  userEvent: { click: (element: Element) => Promise<void> },
  canvas: { findByRole: (role: string, options: { name: string }) => Promise<HTMLElement> },
) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Generate File' }));
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('combobox', { name: /Card Provider/ }));
  await userEvent.click(await body.findByRole('option', { name: 'FSV Payments' }));
  await userEvent.click(await body.findByRole('combobox', { name: /File Type/ }));
  await userEvent.click(await body.findByRole('option', { name: '3171 FSV Outbound Funding File' }));
  await userEvent.click(await body.findByRole('checkbox', { name: /^Partner4Work/ }));
  await userEvent.click(await body.findByRole('button', { name: 'Run Pre-flight' }));
  return body;
}

export const PreflightWarnings: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/card-provider-files/preflight': { body: warningReport },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = await preflightWith(canvasElement, userEvent, canvas);
    await expect(await body.findByText(warningReport.warnings[0] ?? '')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const PreflightSecondApprover: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/card-provider-files/preflight': { body: overLimitReport },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = await preflightWith(canvasElement, userEvent, canvas);
    await expect(await body.findByText('Second approver required')).toBeVisible();
  },
};

export const PreflightStopped: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/card-provider-files/preflight': { body: stoppedReport },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = await preflightWith(canvasElement, userEvent, canvas);
    await expect(await body.findByText(stoppedReport.errors[0] ?? '')).toBeVisible();
    await expect(body.getByRole('checkbox', { name: 'I have read the pre-flight report' })).toBeDisabled();
  },
};

/** The file re-pays an exception beside its processes' payments (ADR 182), and warns of the open one. */
export const PreflightRepays: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/card-provider-files/preflight': { body: repayReport },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = await preflightWith(canvasElement, userEvent, canvas);
    await expect(await body.findByText('Re-pays 1 exception: $25.00.')).toBeVisible();
  },
};

/** The findings acknowledged, the file generated: the dialog closes and says so. */
export const Generated: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/card-provider-files/preflight': { body: warningReport },
    'POST /payroll/card-provider-files/generate': { body: files[0] },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = await preflightWith(canvasElement, userEvent, canvas);
    await userEvent.click(await body.findByRole('checkbox', { name: 'I have read the pre-flight report' }));
    await userEvent.click(body.getByRole('button', { name: 'Generate' }));
    await expect(await body.findByText(fileMessages.generated)).toBeVisible();
  },
};

/** A Pending file sent after its question. */
export const Sent: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    [`POST /payroll/card-provider-files/${String(files[0]?.id)}/send`]: { body: {} },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send FSV3171_20260727_001.csv' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
    await expect(await body.findByText(fileMessages.sent)).toBeVisible();
  },
};

/** A Pending file removed after its question. */
export const Removed: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    [`DELETE /payroll/card-provider-files/${String(files[0]?.id)}`]: { status: 204 },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove FSV3171_20260727_001.csv' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
    await expect(await body.findByText(fileMessages.removed)).toBeVisible();
  },
};

/** The bank provider: its NACHA file type for the participants paid by deposit. */
export const GenerateForBank: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate File' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('combobox', { name: /Card Provider/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Allegheny Community Bank (ACH)' }));
    await userEvent.click(await body.findByRole('combobox', { name: /File Type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'NACHA ACH Payroll Credits (NACHA PPD)' }));
    await expect(body.getByRole('combobox', { name: /File Type/ })).toHaveTextContent('NACHA ACH Payroll Credits');
  },
};

/** Loaded answers left exceptions: the summary and a link to Payroll Reconciliation stay on the screen. */
export const LoadedWithExceptions: Story = {
  beforeEach: storySetup(CLAIMS, {
    ...filled,
    'POST /payroll/card-provider-files/load-inbound': { body: loadWithExceptions },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load Inbound' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('combobox', { name: /Card Provider/ }));
    await userEvent.click(await body.findByRole('option', { name: 'FSV Payments' }));
    await userEvent.click(body.getByRole('button', { name: 'Load' }));
    // The load reads the file and then answers: longer than the default second on a busy machine.
    const heading = await canvas.findByText('Payments not made as sent');
    const alert = within(heading.parentElement ?? heading);
    await expect(alert.getByRole('link', { name: 'Payroll Reconciliation' })).toBeVisible();
  },
};
