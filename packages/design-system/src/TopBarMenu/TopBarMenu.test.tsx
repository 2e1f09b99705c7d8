import { beforeEach, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { TopBarMenu } from './TopBarMenu.tsx';
import type { TopBarMenuItem } from './TopBarMenu.tsx';

// Desktop width: below 768 px the menu collapses behind its Menu toggle.
beforeEach(async () => {
  await page.viewport(1024, 768);
});

const items: TopBarMenuItem[] = [
  {
    label: 'Payroll',
    path: 'payroll',
    children: [
      { label: 'Payroll Calendars', path: 'payroll-calendars' },
      { label: 'Card Provider Credentials', path: 'fsv-credentials' },
    ],
  },
  { label: 'Reports', href: '/reports' },
];

test('builds links from the tree and highlights the active route', async () => {
  const screen = await render(<TopBarMenu position="static" items={items} activeHref="/payroll/fsv-credentials" />);
  const payroll = screen.getByRole('button', { name: 'Payroll' });
  await expect.element(payroll).toHaveAttribute('data-active', 'true');
  await payroll.click();
  const link = screen.getByRole('link', { name: 'Card Provider Credentials' });
  await expect.element(link).toHaveAttribute('href', '#/payroll/fsv-credentials');
  await expect.element(link).toHaveAttribute('aria-current', 'page');
  await expect.element(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '#/reports');
});

test('Escape closes an open drop-down and returns focus to its button', async () => {
  const screen = await render(<TopBarMenu position="static" items={items} />);
  const payroll = screen.getByRole('button', { name: 'Payroll' });
  await payroll.click();
  await expect.element(payroll).toHaveAttribute('aria-expanded', 'true');
  screen.getByRole('link', { name: 'Payroll Calendars' }).element().focus();
  await userEvent.keyboard('{Escape}');
  await expect.element(payroll).toHaveAttribute('aria-expanded', 'false');
  await expect.element(payroll).toHaveFocus();
});

test('right-side items without a link are buttons that call back', async () => {
  const onSelect = vi.fn();
  const screen = await render(
    <TopBarMenu
      position="static"
      items={[]}
      rightItems={[
        { label: 'Profile', href: '/profile' },
        { label: 'Logout', onSelect },
      ]}
    />,
  );
  await screen.getByRole('button', { name: 'Logout' }).click();
  expect(onSelect).toHaveBeenCalledTimes(1);
  await expect.element(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '#/profile');
});

test('collapses behind a Menu toggle on small screens', async () => {
  await page.viewport(375, 667);
  const screen = await render(<TopBarMenu position="static" items={items} />);
  const toggle = screen.getByRole('button', { name: 'Menu' });
  // display: none takes the entries out of the accessibility tree until the toggle opens them.
  await expect.element(screen.getByRole('button', { name: 'Payroll' })).not.toBeInTheDocument();
  await toggle.click();
  await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.element(screen.getByRole('button', { name: 'Payroll' })).toBeVisible();
});

test('a route change closes an open drop-down, however it came (Back, an edited address)', async () => {
  const screen = await render(<TopBarMenu position="static" items={items} activeHref="/reports" />);
  const payroll = screen.getByRole('button', { name: 'Payroll' });
  await payroll.click();
  await expect.element(screen.getByRole('link', { name: 'Payroll Calendars' })).toBeVisible();
  await screen.rerender(<TopBarMenu position="static" items={items} activeHref="/payroll/payroll-calendars" />);
  await expect.element(payroll).toHaveAttribute('aria-expanded', 'false');
  await expect.element(screen.getByRole('link', { name: 'Payroll Calendars' })).not.toBeInTheDocument();
});

test('a route change closes the collapsed menu on small screens', async () => {
  await page.viewport(375, 667);
  const screen = await render(<TopBarMenu position="static" items={items} activeHref="/reports" />);
  const toggle = screen.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
  await screen.rerender(<TopBarMenu position="static" items={items} activeHref="/payroll/fsv-credentials" />);
  await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
});
