import { StrictMode } from 'react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi } from '../../../../kit/testing/kitHarness.tsx';
import { profileHandlers } from './profileFixtures.ts';
import { ProfileTab } from './ProfileTab.tsx';

let restore: (() => void) | undefined;

beforeEach(() => {
  signInWith(['VIEW_STUDENT', 'MAINTAIN_STUDENT']);
});

afterEach(() => {
  restore?.();
  signInWith(null);
});

// A file of its own: the select's list (downshift) has not loaded when it starts, as on a user's
// first visit, and the tab renders under StrictMode as the app does (main.tsx). Issue 45: here
// Edit Profile's State took two clicks to open.
test('in Edit Profile one click opens State and one click on a state chooses it', async () => {
  const api = stubApi({
    ...profileHandlers,
    'GET /lookups/us-states': {
      body: [
        { id: 35, text: 'Ohio', code: 'OH' },
        { id: 39, text: 'Pennsylvania', code: 'PA' },
        { id: 49, text: 'West Virginia', code: 'WV' },
      ],
    },
  });
  restore = api.restore;
  await render(
    <StrictMode>
      <KitHarness screen={<ProfileTab studentId={48213} />} />
    </StrictMode>,
  );
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  const state = dialog.getByRole('combobox', { name: 'State' });
  await expect.element(state).toHaveTextContent('Pennsylvania');
  await state.click();
  await expect.element(page.getByRole('listbox', { name: 'State' })).toBeVisible();
  await page.getByRole('option', { name: 'Ohio' }).click();
  await expect.element(state).toHaveTextContent('Ohio');
  await expect.element(page.getByRole('option')).not.toBeInTheDocument();
});
