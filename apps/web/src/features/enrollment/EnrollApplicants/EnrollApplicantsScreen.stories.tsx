import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { filledApi } from './candidateFixtures.ts';
import { EnrollApplicantsScreen } from './EnrollApplicantsScreen.tsx';

const claims = ['MAINTAIN_ENROLLEES', 'ENROLL_APPLICANTS'] as const;

const meta = {
  title: 'Enrollment/Enroll Applicants',
  component: EnrollApplicantsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(claims, filledApi),
} satisfies Meta<typeof EnrollApplicantsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    // The date picker loads lazily: the picture waits for it.
    await expect(await canvas.findByRole('textbox', { name: 'Enrollment Date' })).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'Select Marcus Bell' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(claims, {
    ...filledApi,
    'POST /enrollment/enroll-applicants/search': { body: { items: [], total: 0 } },
  }),
  play: async ({ canvas }) => {
    // The date picker loads lazily: the picture waits for it.
    await expect(await canvas.findByRole('textbox', { name: 'Enrollment Date' })).toBeVisible();
    await expect(await canvas.findByText('No records to display')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(claims, { ...filledApi, 'POST /enrollment/enroll-applicants/search': never }),
  play: async ({ canvas }) => {
    // The date picker loads lazily: the picture waits for it.
    await expect(await canvas.findByRole('textbox', { name: 'Enrollment Date' })).toBeVisible();
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(claims, {
    ...filledApi,
    'POST /enrollment/enroll-applicants/search': { status: 503, body: { message: 'Applications are unavailable.' } },
  }),
  play: async ({ canvas }) => {
    // The date picker loads lazily: the picture waits for it.
    await expect(await canvas.findByRole('textbox', { name: 'Enrollment Date' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Applications are unavailable.')[0]).toBeVisible());
  },
};

export const NoRights: Story = {
  beforeEach: storySetup(['MAINTAIN_ENROLLEES'], filledApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Select Marcus Bell' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Enroll Selected/ })).toBeNull();
  },
};

/** An enrollment program chosen: its income ranges show above the grid. */
export const WithIncomeRanges: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The date picker loads lazily: the picture waits for it.
    await expect(await canvas.findByRole('textbox', { name: 'Enrollment Date' })).toBeVisible();
    const programs = await canvas.findByRole('combobox', { name: 'Enrollment Program' });
    // The programs load with the screen; the select is disabled until they are there.
    await waitFor(() => expect(programs).toBeEnabled());
    await userEvent.click(programs);
    const option = await waitFor(() => {
      const found = [...canvasElement.ownerDocument.querySelectorAll('[role="option"]')].find(
        (candidate) => candidate.textContent === 'SYEP 2026 Summer Cohort',
      );
      if (!found) throw new globalThis.Error('no option yet');
      return found;
    });
    await userEvent.click(option);
    await expect(await canvas.findByRole('table', { name: 'Income ranges of SYEP 2026 Summer Cohort' })).toBeVisible();
  },
};

/** A partial enroll: the refused applicant is listed with the server's reason. */
export const PartlyRefused: Story = {
  beforeEach: storySetup(claims, {
    ...filledApi,
    'POST /enrollment/enroll': {
      body: {
        succeeded: 1,
        failed: 1,
        results: [
          { id: 60219, succeeded: true, message: null },
          { id: 60231, succeeded: false, message: 'The provider screening of this applicant is not complete.' },
        ],
      },
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Marcus Bell' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Aaliyah Greene' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Enrollment Date' }), '06012026');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Enroll Selected (2)' }));
    await expect(
      await canvas.findByText('Aaliyah Greene: The provider screening of this applicant is not complete.'),
    ).toBeVisible();
  },
};
