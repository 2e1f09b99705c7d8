import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { KitHarness, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { placementApi, settings } from './placementFixtures.ts';
import { PlacementScreen } from './PlacementScreen.tsx';

const claims = ['WORKER_JOB_ASSIGNMENT'] as const;

const meta = {
  title: 'Enrollment/Placement',
  component: PlacementScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(claims, placementApi()),
} satisfies Meta<typeof PlacementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

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
    await expect(
      await canvas.findByText('Choose an enrollment program to place its recruited participants into jobs.'),
    ).toBeVisible();
    // Nothing to propose until a program is chosen; the select offers the programs.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Enrollment Program' })).toBeEnabled());
    await expect(canvas.queryByRole('button', { name: 'Propose Placement' })).toBeNull();
  },
};

export const NotProposed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chooseProgram(canvas, canvasElement.ownerDocument);
    await expect(await canvas.findByRole('textbox', { name: 'Interest Match' })).toHaveValue('30');
    await expect(await canvas.findByRole('button', { name: 'Propose Placement' })).toBeEnabled();
  },
};

export const Proposed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chooseProgram(canvas, canvasElement.ownerDocument);
    await userEvent.click(await canvas.findByRole('button', { name: 'Propose Placement' }));
    await expect(await canvas.findByRole('table', { name: 'Proposed Pairs' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Not Placed' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Accept All (2)' })).toBeEnabled();
  },
};

/** A weight changed and saved: the toast. */
export const WeightsSaved: Story = {
  beforeEach: storySetup(claims, {
    ...placementApi(),
    'PUT /enrollment-programs/21/placement/settings': {
      body: { weights: { ...settings.weights, perMile: 5 }, version: 3 },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await chooseProgram(canvas, canvasElement.ownerDocument);
    const perMile = await canvas.findByRole('textbox', { name: 'Per Mile' });
    await userEvent.clear(perMile);
    await userEvent.type(perMile, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Weights' }));
    await expect(await canvas.findByText('Placement weights saved')).toBeVisible();
  },
};
