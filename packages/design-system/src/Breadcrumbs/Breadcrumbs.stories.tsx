import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Maintenance', href: '/maintenance' },
      { label: 'Security', href: '/maintenance/security' },
      { label: 'Users' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLevels: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '#/maintenance/security');
    await expect(canvas.getByText('Users')).toHaveAttribute('aria-current', 'page');
  },
};
export const SingleItem: Story = { args: { items: [{ label: 'Maintain Applicants' }] } };
