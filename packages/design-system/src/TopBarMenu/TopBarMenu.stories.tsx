import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { TopBarMenu } from './TopBarMenu.tsx';
import type { TopBarMenuItem } from './TopBarMenu.tsx';

const menu: TopBarMenuItem[] = [
  {
    label: 'Enrollment',
    path: 'enrollment',
    children: [
      { label: 'Maintain Applicants', path: 'maintain-applicants' },
      { label: 'Enroll Applicants', path: 'enroll-applicants' },
      { label: 'Quality Review', path: 'quality-review' },
    ],
  },
  {
    label: 'Participants',
    path: 'participants',
    children: [
      { label: 'Schedule Interviews', path: 'schedule-interviews' },
      { label: 'Search', path: 'search' },
    ],
  },
  {
    label: 'Maintenance',
    path: 'maintenance',
    children: [
      { label: 'Data Dictionary', path: 'data-dictionary' },
      {
        label: 'Security',
        path: 'security',
        children: [
          { label: 'Roles', path: 'roles' },
          { label: 'Permissions', path: 'permissions' },
          { label: 'Users', path: 'users' },
        ],
      },
      { label: 'Schools', path: 'schools' },
    ],
  },
];

const meta = {
  title: 'Navigation/TopBarMenu',
  component: TopBarMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    items: menu,
    position: 'static',
    activeHref: '/participants/search',
    rightItems: [
      { label: 'Profile', href: '/profile' },
      { label: 'Logout', onSelect: fn() },
    ],
    onNavigate: fn(),
  },
  decorators: [
    // Stories stay on their page: links report through onNavigate instead of changing the hash.
    (Story) => (
      <div style={{ minHeight: 320 }} onClickCapture={(event) => event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopBarMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Participants' })).toHaveAttribute('data-active', 'true');
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '#/profile');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const ThirdLevelOpen: Story = {
  args: { activeHref: '/maintenance/security/users' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Maintenance' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Security' }));
    const users = canvas.getByRole('link', { name: 'Users' });
    await expect(users).toHaveAttribute('href', '#/maintenance/security/users');
    await expect(users).toHaveAttribute('aria-current', 'page');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const maintenance = canvas.getByRole('button', { name: 'Maintenance' });
    maintenance.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(maintenance).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Data Dictionary' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const security = canvas.getByRole('button', { name: 'Security' });
    await expect(security).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Roles' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(security).toHaveFocus();
    await expect(security).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(maintenance).toHaveFocus();
    await expect(maintenance).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Participants' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/participants/schedule-interviews' });
  },
};

export const CollapsedOnSmallScreens: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await waitFor(() => expect(toggle).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Enrollment', hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByRole('button', { name: 'Enrollment' })).toBeVisible();
  },
};
