import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi } from '../../../kit/testing/kitHarness.tsx';
import { inScreening } from './screeningFixtures.ts';
import { ProviderScreeningScreen } from './ProviderScreeningScreen.tsx';

let restore: (() => void) | undefined;

beforeEach(() => {
  signInWith(['MAINTAIN_ENROLLEES', 'PROVIDER_SCREENING']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('ProviderScreeningScreen', () => {
  test('lists the applications in Provider Screening, each last name opening its screening', async () => {
    const api = stubApi({ 'POST /enrollment/search': { body: { items: inScreening, total: inScreening.length } } });
    restore = api.restore;
    await render(<KitHarness screen={<ProviderScreeningScreen />} />);
    await expect.element(page.getByRole('heading', { name: 'Provider Screening' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Hill' }))
      .toHaveAttribute('href', '#/enrollment/provider-screening/60220');
    await expect.element(page.getByRole('cell', { name: 'Locked by kwashington' })).toBeVisible();
    expect(api.calls.find((call) => call.path === '/enrollment/search')?.body).toEqual({
      page: 1,
      pageSize: 50,
      filters: [{ field: 'status', operator: 'eq', value: 'Provider Screening' }],
    });
  });
});
