import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi } from '../testing/kitHarness.tsx';
import { useLookup } from './useOptions.ts';

function Genders({ label }: { label: string }) {
  const { items } = useLookup('genders', 'id');
  return <p>{`${label}: ${items.map((item) => item.label).join(', ')}`}</p>;
}

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  signInWith(null);
});

test('a lookup is fetched once and shared by every field that names it', async () => {
  signInWith([]);
  const stub = stubApi({
    'GET /lookups/genders': {
      body: [
        { id: 1, text: 'Female' },
        { id: 2, text: 'Male' },
      ],
    },
  });
  restore = stub.restore;
  await render(
    <KitHarness
      screen={
        <>
          <Genders label="Participant" />
          <Genders label="Guardian" />
        </>
      }
    />,
  );
  await expect.element(page.getByText('Participant: Female, Male')).toBeVisible();
  await expect.element(page.getByText('Guardian: Female, Male')).toBeVisible();
  expect(stub.calls.filter((call) => call.path === '/lookups/genders')).toHaveLength(1);
});
