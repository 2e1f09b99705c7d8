import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaceholderTablePage } from '@pathway/design-system';
import { expect, fn } from 'storybook/test';
import { TestRouter } from '../../lib/testRouter.tsx';
import { claimsNamedBy } from './menu.ts';
import { Shell } from './Shell.tsx';

/** A coordinator who schedules interviews and runs payroll, nothing else. */
const limitedClaims = {
  LOGIN: 'true',
  MAINTAIN_STUDENTS: 'true',
  VIEW_STUDENT: 'true',
  PAYROLL: 'true',
  PAYROLL_CALENDAR: 'true',
  SECURITY: 'true',
};

const everyClaim = Object.fromEntries(claimsNamedBy().map((claim) => [claim, 'true']));

const meta = {
  title: 'App/Shell',
  component: Shell,
  args: {
    isLoggedIn: true,
    claims: everyClaim,
    narrow: false,
    crumbs: [{ label: 'Participants', href: '/participants' }, { label: 'Search' }],
    onLogout: fn(),
    year: 2026,
    children: <PlaceholderTablePage title="Search" />,
  },
  // The shell reads the current route; each story renders at one fixed location.
  decorators: [
    (Story, { parameters }) => {
      const path = (parameters as { path?: string }).path ?? '/participants/search';
      return <TestRouter url={path} routes={[{ path: '*', element: <Story /> }]} />;
    },
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullMenu: Story = {};

export const MenuForALimitedUser: Story = {
  args: { claims: limitedClaims },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Enrollment' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Maintenance' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Payroll' }));
    await expect(canvas.getByRole('link', { name: 'Available Timesheets' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Payroll Calendars' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Payroll Processing' })).toBeNull();
  },
};

export const SignedOutNarrowPanel: Story = {
  args: { isLoggedIn: false, claims: {}, narrow: true, crumbs: undefined, children: <p>Login form goes here.</p> },
  parameters: { path: '/login' },
};

export const NarrowPanelWithBreadcrumbs: Story = {
  args: {
    narrow: true,
    crumbs: [{ label: 'Maintenance' }, { label: 'Security' }, { label: 'Session Time Limit' }],
    children: <PlaceholderTablePage title="Session Time Limit" />,
  },
  parameters: { path: '/maintenance/security/session-time-limit' },
};
