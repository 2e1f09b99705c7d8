import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { Alert } from './Alert.tsx';

test('a danger alert interrupts with role alert', async () => {
  const screen = await render(<Alert variant="danger">You do not have rights to see the page.</Alert>);
  await expect.element(screen.getByRole('alert')).toHaveAttribute('data-variant', 'danger');
  await expect.element(screen.getByText('You do not have rights to see the page.')).toBeVisible();
});

test('other variants are polite status messages with an optional title', async () => {
  const screen = await render(
    <Alert variant="success" title="Success">
      Contact successfully updated
    </Alert>,
  );
  const status = screen.getByRole('status');
  await expect.element(status.getByText('Success', { exact: true })).toBeVisible();
  await expect.element(status.getByText('Contact successfully updated')).toBeVisible();
});
