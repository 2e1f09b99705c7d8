import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { draw, lotteryApi, notDrawn } from './lotteryFixtures.ts';
import { LotteryScreen } from './LotteryScreen.tsx';

const claims = ['MAINTAIN_ENROLLEES', 'ENROLL_APPLICANTS'] as const;

const meta = {
  title: 'Enrollment/Lottery',
  component: LotteryScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(claims, lotteryApi()),
} satisfies Meta<typeof LotteryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The program select is open once the programs are there; the story picks the summer program. */
async function chooseProgram(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], doc: Document) {
  const programs = await canvas.findByRole('combobox', { name: 'Enrollment Program' });
  await waitFor(() => expect(programs).toBeEnabled());
  await userEvent.click(programs);
  const option = await waitFor(() => {
    const found = [...doc.querySelectorAll('[role="option"]')].find(
      (candidate) => candidate.textContent === 'SYEP 2026 Summer Cohort',
    );
    if (!found) throw new Error('the program option is not there yet');
    return found;
  });
  await userEvent.click(option);
}

export const NoProgram: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Choose an enrollment program to set up and draw its lottery.')).toBeVisible();
    // Nothing to set up or draw until a program is chosen; the select offers the programs.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Enrollment Program' })).toBeEnabled());
    await expect(canvas.queryByRole('button', { name: 'Draw' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Published Seed' })).toBeNull();
  },
};

export const NotDrawn: Story = {
  beforeEach: storySetup(claims, lotteryApi(notDrawn)),
  play: async ({ canvas, canvasElement }) => {
    await chooseProgram(canvas, canvasElement.ownerDocument);
    await expect(await canvas.findByText('Not drawn yet.')).toBeVisible();
  },
};

export const Drawn: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chooseProgram(canvas, canvasElement.ownerDocument);
    // The date picker loads lazily: the picture waits for it.
    await expect(await canvas.findByRole('textbox', { name: 'Enrollment Date' })).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: 'Waitlist 2' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(claims, { ...lotteryApi(), 'GET /enrollment-programs/21/lottery': never }),
  play: async ({ canvas, canvasElement }) => {
    await chooseProgram(canvas, canvasElement.ownerDocument);
    await expect(await canvas.findByText('Loading the lottery…')).toBeVisible();
  },
  parameters: { visual: { settle: false } },
};

export const NoSlots: Story = {
  beforeEach: storySetup(claims, lotteryApi({ ...notDrawn, settings: { slots: null, tiers: [], version: 0 } })),
  play: async ({ canvas, canvasElement }) => {
    await chooseProgram(canvas, canvasElement.ownerDocument);
    await expect(await canvas.findByText('Save the number of slots before the draw.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Draw' })).toBeDisabled();
  },
};

/** The lottery drawn with the published seed: the ranked list and the toast. */
export const DrawnNow: Story = {
  beforeEach: storySetup(claims, {
    ...lotteryApi(notDrawn),
    'POST /enrollment-programs/21/lottery/draw': { body: draw },
  }),
  play: async ({ canvas, canvasElement }) => {
    await chooseProgram(canvas, canvasElement.ownerDocument);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Published Seed' }), '2026-06-01 Pick 3: 482');
    await userEvent.click(canvas.getByRole('button', { name: 'Draw' }));
    await expect(await canvas.findByText('Draw 4: 2 selected, 2 on the waitlist')).toBeVisible();
  },
};

/** More slots and the tiers reordered, then saved: the toast. */
export const SettingsSaved: Story = {
  beforeEach: storySetup(claims, {
    ...lotteryApi(),
    'PUT /enrollment-programs/21/lottery/settings': {
      body: {
        slots: 3,
        tiers: [{ kind: 'zipCodes', zipCodes: ['15206', '15208'] }, { kind: 'fosterCare' }],
        version: 4,
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await chooseProgram(canvas, canvasElement.ownerDocument);
    const slots = await canvas.findByRole('textbox', { name: 'Slots' });
    await userEvent.clear(slots);
    await userEvent.type(slots, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Move Tier 2 Up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByText('Lottery settings saved')).toBeVisible();
  },
};
