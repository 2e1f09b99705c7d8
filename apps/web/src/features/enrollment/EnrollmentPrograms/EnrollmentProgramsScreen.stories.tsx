import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { enrollmentPrograms, filledApi } from './enrollmentProgramFixtures.ts';
import { EnrollmentProgramsScreen } from './EnrollmentProgramsScreen.tsx';

const maintain = ['PROGRAMS', 'MAINTAIN_ENROLLMENT_PROGRAM'] as const;

const meta = {
  title: 'Enrollment/Enrollment Programs',
  component: EnrollmentProgramsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(maintain, filledApi),
} satisfies Meta<typeof EnrollmentProgramsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: storySetup(maintain, { 'POST /enrollment-programs/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(maintain, { 'POST /enrollment-programs/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(maintain, {
    'POST /enrollment-programs/search': { status: 503, body: { message: 'Enrollment programs are unavailable.' } },
  }),
};

export const NoRights: Story = {
  beforeEach: storySetup(['PROGRAMS'], filledApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Year-Round Youth 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Enrollment Program' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Copy SYEP 2026 Summer Cohort' })).toBeNull();
  },
};

/** Copy asks first, then takes the new name, code and dates (a year on). */
export const CopyPopup: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy SYEP 2026 Summer Cohort' }));
    const body = canvasElement.ownerDocument.body;
    const yes = await waitFor(() => {
      const button = [...body.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Yes');
      if (!button) throw new globalThis.Error('no Yes button yet');
      return button;
    });
    await userEvent.click(yes);
    await waitFor(() =>
      expect(body.querySelector('[role="dialog"]')?.textContent).toContain('Copy Enrollment Program'),
    );
  },
};

/** A program copied a year on under a new code: the popup closes and says so. */
export const Copied: Story = {
  beforeEach: storySetup(maintain, {
    ...filledApi,
    'POST /enrollment-programs/21/copy': {
      status: 201,
      body: { ...enrollmentPrograms[0], id: 23, code: 'SYEP-27' },
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy SYEP 2026 Summer Cohort' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy Enrollment Program' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: 'Code' }), 'SYEP-27');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('You have copied this enrollment program successfully.')).toBeVisible();
  },
};
