import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GridSearchPanel } from './GridSearchPanel.tsx';

const meta = {
  title: 'Data/GridSearchPanel',
  component: GridSearchPanel,
  args: {
    onQuickSearch: fn(),
    onClearAll: fn(),
    onAdditionalColumnsChange: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof GridSearchPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { additionalColumnsToggle: true } };

export const WithoutQuickSearch: Story = { args: { quickSearch: false } };

export const AdditionalColumnsShown: Story = {
  args: { additionalColumnsToggle: true, additionalColumnsShown: true },
};

/** Enter runs the filter; so does Backspace once the box is empty. */
export const QuickSearchTriggers: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Grid Quick Search' });
    await userEvent.type(box, 'Nguyen');
    await expect(args.onQuickSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuickSearch).toHaveBeenLastCalledWith({ text: 'Nguyen' });
    await userEvent.clear(box);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onQuickSearch).toHaveBeenLastCalledWith({ text: '' });
  },
};

export const ClearAll: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Grid Quick Search' });
    await userEvent.type(box, 'Harbor Parks');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(box).toHaveValue('');
    await expect(args.onClearAll).toHaveBeenCalledOnce();
  },
};
