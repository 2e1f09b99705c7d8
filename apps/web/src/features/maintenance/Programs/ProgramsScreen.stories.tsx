import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { organizations, programs } from './programFixtures.ts';
import { ProgramsScreen } from './ProgramsScreen.tsx';

const filled = { 'POST /programs/search': { body: { items: programs, total: programs.length } } };

const meta = {
  title: 'Maintenance/Programs',
  component: ProgramsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['PROGRAMS'], filled),
} satisfies Meta<typeof ProgramsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit opens the row's program with its values; a cleared required Code shows Required and stops Submit. */
export const Filled: Story = {
  beforeEach: storySetup(['PROGRAMS'], { ...filled, 'GET /organizations': { body: organizations } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Summer Youth Employment Program' }));
    const popup = await screen.findByRole('dialog', { name: 'Edit Program' });
    // The popup takes focus once open; typing before that would lose the caret.
    await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));
    const dialog = within(popup);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Summer Youth Employment Program');
    const code = dialog.getByRole('textbox', { name: 'Code' });
    await expect(code).toHaveValue('SYEP');
    await userEvent.clear(code);
    await expect(await dialog.findByText('Required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['PROGRAMS'], { 'POST /programs/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['PROGRAMS'], { 'POST /programs/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['PROGRAMS'], {
    'POST /programs/search': { status: 403, body: {} },
  }),
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hill District Learn & Earn')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Program' })).toBeNull();
  },
};
