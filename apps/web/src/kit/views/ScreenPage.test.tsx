import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ScreenPage } from './ScreenPage.tsx';

describe('ScreenPage', () => {
  test('is a region named by its level-1 heading, with the screen below it', async () => {
    await render(
      <ScreenPage title="Card Provider Files">
        <p>No files yet.</p>
      </ScreenPage>,
    );
    const region = page.getByRole('region', { name: 'Card Provider Files' });
    await expect.element(region.getByRole('heading', { level: 1, name: 'Card Provider Files' })).toBeVisible();
    await expect.element(region.getByText('No files yet.')).toBeVisible();
  });

  test('two screens on one page keep their own names', async () => {
    await render(
      <>
        <ScreenPage title="Recruit" />
        <ScreenPage title="Release" />
      </>,
    );
    await expect.element(page.getByRole('region', { name: 'Recruit' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Release' })).toBeVisible();
  });

  test('shows the screen actions inside the region, beside the heading', async () => {
    await render(
      <ScreenPage title="Applicant Review" actions={<a href="#print">Printable review</a>}>
        <p>Sections</p>
      </ScreenPage>,
    );
    const region = page.getByRole('region', { name: 'Applicant Review' });
    await expect.element(region.getByRole('link', { name: 'Printable review' })).toBeVisible();
  });
});
