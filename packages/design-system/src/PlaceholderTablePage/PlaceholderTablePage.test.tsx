import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { PlaceholderTablePage } from './PlaceholderTablePage.tsx';

test('reads Table HTML and Footer under the page title', async () => {
  const screen = await render(<PlaceholderTablePage title="Tax Codes" />);
  await expect.element(screen.getByRole('heading', { level: 1, name: 'Tax Codes' })).toBeVisible();
  await expect.element(screen.getByText('Table HTML')).toBeVisible();
  await expect.element(screen.getByText('Footer')).toBeVisible();
});
