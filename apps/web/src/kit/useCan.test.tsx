import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useCan } from './claims.ts';
import { KitHarness, signInWith } from './testing/kitHarness.tsx';

function Rights() {
  const canAdd = useCan('ADD_NEW_USER');
  const canRemove = useCan('REMOVE_USER');
  return <p>{`add ${String(canAdd)}, remove ${String(canRemove)}`}</p>;
}

afterEach(() => {
  signInWith(null);
});

test('useCan answers from the signed-in token, and follows a change of session', async () => {
  signInWith(['ADD_NEW_USER']);
  await render(<KitHarness screen={<Rights />} />);
  await expect.element(page.getByText('add true, remove false')).toBeVisible();
  signInWith(['ADD_NEW_USER', 'REMOVE_USER']);
  await expect.element(page.getByText('add true, remove true')).toBeVisible();
  signInWith(null);
  await expect.element(page.getByText('add false, remove false')).toBeVisible();
});
