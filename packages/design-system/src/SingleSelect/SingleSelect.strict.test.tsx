import { StrictMode } from 'react';
import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../theme/ThemeProvider.tsx';
import { SingleSelect, type SelectItem } from './SingleSelect.tsx';

const expiry: SelectItem<number>[] = [
  { value: 30, label: '30 days' },
  { value: 60, label: '60 days' },
  { value: 90, label: '90 days' },
];

// A file of its own: downshift is not loaded when it starts, so both selects render at rest. The
// app renders under StrictMode (main.tsx), which runs a mount's effects twice in development: what
// the user did while downshift loaded must still act once (issue 45: a select took two clicks).
test('under StrictMode one click opens a select at rest and one click on an option chooses it; one key acts once', async () => {
  const onValueChange = vi.fn();
  await render(
    <StrictMode>
      <ThemeProvider>
        <SingleSelect label="Expiring within" items={expiry} defaultText="Any time" onValueChange={onValueChange} />
        <SingleSelect label="Renewal within" items={expiry} defaultText="Any time" />
      </ThemeProvider>
    </StrictMode>,
  );
  const expiring = page.getByRole('combobox', { name: 'Expiring within' });
  await expiring.click();
  await expect.element(page.getByRole('listbox', { name: 'Expiring within' })).toBeVisible();
  await page.getByRole('option', { name: '60 days' }).click();
  await expect.element(expiring).toHaveTextContent('60 days');
  await expect.element(expiring).toHaveAttribute('aria-expanded', 'false');
  expect(onValueChange).toHaveBeenCalledOnce();
  expect(onValueChange).toHaveBeenLastCalledWith({ value: 60, item: expiry[1] });

  // The second is still at rest: one ArrowDown opens its list (nothing highlighted), each further
  // one moves down one option.
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(page.getByRole('listbox', { name: 'Renewal within' })).toBeVisible();
  const renewal = page.getByRole('combobox', { name: 'Renewal within' });
  await expect.element(renewal).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  await expect.element(renewal).toHaveTextContent('30 days');
});
