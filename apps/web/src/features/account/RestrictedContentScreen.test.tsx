import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RestrictedContentScreen } from './RestrictedContentScreen.tsx';

describe('RestrictedContentScreen', () => {
  test('tells the user they may not see the page', async () => {
    await render(<RestrictedContentScreen />);
    await expect.element(page.getByRole('status')).toHaveTextContent('You do not have rights to see the page.');
  });
});
