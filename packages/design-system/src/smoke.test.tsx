import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
test('renders in chromium', async () => {
  const screen = await render(<button>Export To Excel</button>);
  await expect.element(screen.getByRole('button', { name: 'Export To Excel' })).toBeVisible();
  expect(navigator.userAgent).toContain('Chrome');
});
