import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ErrorScreen } from './ErrorScreen.tsx';

describe('ErrorScreen', () => {
  test("shows the caller's error text as a danger alert", async () => {
    await render(<ErrorScreen message="Request data status 502" />);
    await expect.element(page.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Request data status 502');
  });
});
