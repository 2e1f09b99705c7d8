import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { applicants, filledApi } from './applicantFixtures.ts';
import { MaintainApplicantsScreen } from './MaintainApplicantsScreen.tsx';

const ALL = ['MAINTAIN_ENROLLEES', 'DELETE_ENROLLMENT_APPLICATION'] as const;

const meta = {
  title: 'Enrollment/Maintain Applicants',
  component: MaintainApplicantsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(ALL, filledApi),
} satisfies Meta<typeof MaintainApplicantsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Lock Jasmine Carter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unlock Marcus Bell' })).toBeVisible();
    await expect(canvas.getByText('*****6789')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(ALL, { ...filledApi, 'POST /enrollment/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(ALL, { ...filledApi, 'POST /enrollment/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(ALL, {
    ...filledApi,
    'POST /enrollment/search': { status: 503, body: { message: 'The applicant list is unavailable right now.' } },
  }),
};

/** MAINTAIN_ENROLLEES only: Details, Lock and Unlock, no Delete. */
export const NoDeleteRight: Story = {
  beforeEach: storySetup(['MAINTAIN_ENROLLEES'], filledApi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Lock Jasmine Carter' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete Jasmine Carter' })).toBeNull();
  },
};

/** The applicant header popup of spec section 2. */
export const HeaderPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Details Jasmine Carter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Applicant' });
    await expect(await within(dialog).findByText('Jasmine Renee Carter (60214)')).toBeVisible();
    await expect(within(dialog).getByText('$32,500.00')).toBeVisible();
    await expect(within(dialog).getByText('Last Updated By jcarter')).toBeVisible();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Jasmine Carter' }));
    await expect(await screen.findByText('Are you sure you want to remove this applicant?')).toBeVisible();
  },
};

/** The list as the server has it after the first applicant was locked: they offer Unlock. */
let firstLocked = false;

/** An unlocked applicant locked: the toast names them, and the list read again offers Unlock on their row. */
export const Locked: Story = {
  beforeEach: () => {
    firstLocked = false;
    return storySetup(ALL, {
      ...filledApi,
      'POST /enrollment/search': () => {
        const items = applicants.map((row, index) => (index === 0 ? { ...row, isLocked: firstLocked } : row));
        return { body: { items, total: items.length } };
      },
      'POST /enrollment/lock-unlock': () => {
        firstLocked = true;
        return { body: { ...applicants[0], isLocked: true } };
      },
    })();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Lock Jasmine Carter' }));
    await expect(await screen.findByText('Jasmine Carter locked')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Unlock Jasmine Carter' })).toBeVisible();
  },
};
