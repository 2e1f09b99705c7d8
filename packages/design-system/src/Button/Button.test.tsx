import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from './Button.tsx';

test('is a plain button that reports clicks', async () => {
  const onClick = vi.fn();
  const screen = await render(<Button onClick={onClick}>Export To Excel</Button>);
  const button = screen.getByRole('button', { name: 'Export To Excel' });
  await expect.element(button).toHaveAttribute('type', 'button');
  await button.click();
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('a busy button is disabled and announces it', async () => {
  const screen = await render(<Button busy>Login</Button>);
  const button = screen.getByRole('button', { name: 'Login' });
  await expect.element(button).toBeDisabled();
  await expect.element(button).toHaveAttribute('aria-busy', 'true');
});

test('passes its ref and rest props to the element', async () => {
  let element: HTMLButtonElement | null = null;
  const screen = await render(
    <Button
      ref={(node) => {
        element = node;
      }}
      title="Reset Password"
    >
      Reset Password
    </Button>,
  );
  await expect
    .element(screen.getByRole('button', { name: 'Reset Password' }))
    .toHaveAttribute('data-component', 'Button');
  expect(element).toBeInstanceOf(HTMLButtonElement);
});
