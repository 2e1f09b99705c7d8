import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { Breadcrumbs } from './Breadcrumbs.tsx';

test('links every crumb but the current page, which is marked', async () => {
  const screen = await render(
    <Breadcrumbs
      items={[
        { label: 'Participants', href: '/participants' },
        { label: 'Search', href: '/participants/search' },
      ]}
    />,
  );
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  await expect.element(nav.getByRole('link', { name: 'Participants' })).toHaveAttribute('href', '#/participants');
  await expect.element(nav.getByText('Search')).toHaveAttribute('aria-current', 'page');
  expect(nav.getByRole('link').elements()).toHaveLength(1);
});

test('the link prefix can be changed for path routing', async () => {
  const screen = await render(
    <Breadcrumbs linkPrefix="" items={[{ label: 'Payroll', href: '/payroll' }, { label: 'Calendars' }]} />,
  );
  await expect.element(screen.getByRole('link', { name: 'Payroll' })).toHaveAttribute('href', '/payroll');
});
