import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { fontsReady } from './fonts.ts';
import { ThemeProvider } from './ThemeProvider.tsx';
import { tokens } from './tokens.ts';

test('publishes every token as a CSS variable and loads the bundled Inter', async () => {
  const screen = await render(
    <ThemeProvider>
      <p>Maintain Applicants</p>
    </ThemeProvider>,
  );
  await expect.element(screen.getByText('Maintain Applicants')).toBeVisible();
  const root = getComputedStyle(document.documentElement);
  expect(root.getPropertyValue('--color-primary').trim()).toBe(tokens['color-primary']);
  expect(root.getPropertyValue('--space-4').trim()).toBe(tokens['space-4']);
  await fontsReady();
  expect(document.fonts.check('600 16px Inter')).toBe(true);
  expect(getComputedStyle(document.body).fontFamily).toContain('Inter');
});

test('mounts the toast region', async () => {
  const screen = await render(<ThemeProvider />);
  await expect.element(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
});
