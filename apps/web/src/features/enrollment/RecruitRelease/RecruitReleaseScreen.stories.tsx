import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { filledApi } from './recruitFixtures.ts';
import { RecruitReleaseScreen } from './RecruitReleaseScreen.tsx';

const claims = ['MAINTAIN_ENROLLEES', 'RECRUIT_ENROLLEES'] as const;

const meta = {
  title: 'Enrollment/Recruit Release',
  component: RecruitReleaseScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(claims, filledApi),
} satisfies Meta<typeof RecruitReleaseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: storySetup(claims, {
    ...filledApi,
    'POST /enrollment/recruit/search': { body: { items: [], total: 0 } },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(claims, { ...filledApi, 'POST /enrollment/recruit/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(claims, {
    ...filledApi,
    'POST /enrollment/recruit/search': { status: 503, body: { message: 'Participants are unavailable.' } },
  }),
};

/** A participant picked: the recruit and release buttons count it. */
export const Picked: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Tyrell Jackson' }));
    await expect(canvas.getByRole('button', { name: 'Release Selected (1)' })).toBeVisible();
  },
};

/** A refused release (409): the spec's enrollment message. */
export const Refused: Story = {
  beforeEach: storySetup(claims, {
    ...filledApi,
    'POST /enrollment/release': { status: 409, body: { message: 'The participant is Enrolled.' } },
  }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Jasmine Whitfield' }));
    const reasons = canvas.getByRole('combobox', { name: 'Release Reason' });
    // The reasons load after the grid; the select is disabled until they are there.
    await waitFor(() => expect(reasons).toBeEnabled());
    await userEvent.click(reasons);
    const option = await waitFor(() => {
      const found = [...canvasElement.ownerDocument.querySelectorAll('[role="option"]')].find(
        (candidate) => candidate.textContent === 'Participant declined',
      );
      if (!found) throw new globalThis.Error('no option yet');
      return found;
    });
    await userEvent.click(option);
    await userEvent.click(canvas.getByRole('button', { name: 'Release Selected (1)' }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body.textContent).toContain('Enrollment was not successfully updated.'),
    );
  },
};

/** Participants > Recruit: Enrolled participants only, and only the recruit move. */
export const RecruitOnly: Story = {
  args: { mode: 'recruit' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Recruit' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Release' })).toBeNull();
  },
};

/** Participants > Release: Recruited or Awaiting Assignment participants, and only the release move. */
export const ReleaseOnly: Story = {
  args: { mode: 'release' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Release' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Recruit' })).toBeNull();
  },
};

/** Without RECRUIT_ENROLLEES (the Participants menu shows the entries to everyone): no call is made. */
export const NoRights: Story = {
  args: { mode: 'recruit' },
  beforeEach: storySetup(['VIEW_STUDENT'], filledApi),
};
