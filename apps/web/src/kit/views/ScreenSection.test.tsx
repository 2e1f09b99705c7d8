import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ScreenSection } from './ScreenSection.tsx';

describe('ScreenSection', () => {
  test('is a region named by its level-2 heading, with its content below it', async () => {
    await render(
      <ScreenSection title="Manual Check Run">
        <p>No check payments.</p>
      </ScreenSection>,
    );
    const region = page.getByRole('region', { name: 'Manual Check Run' });
    await expect.element(region.getByRole('heading', { level: 2, name: 'Manual Check Run' })).toBeVisible();
    await expect.element(region.getByText('No check payments.')).toBeVisible();
  });

  test('two sections on one screen keep their own names', async () => {
    await render(
      <>
        <ScreenSection title="System Documents" />
        <ScreenSection title="Participant Documents" />
      </>,
    );
    await expect.element(page.getByRole('region', { name: 'System Documents' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Participant Documents' })).toBeVisible();
  });
});
