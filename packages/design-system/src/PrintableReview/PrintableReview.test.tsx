import { afterEach, describe, expect, test, vi } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../theme/index.ts';
import { sampleReviewItems } from './fixtures.ts';
import { REVIEW_ITEM_TITLES } from './items.ts';
import { PrintableReview } from './PrintableReview.tsx';

afterEach(async () => {
  await cdp().send('Emulation.setEmulatedMedia', { media: '' });
});

function renderReview(props: { onCancel?: () => void; onPrint?: () => void } = {}) {
  return render(
    <ThemeProvider>
      <nav aria-label="Main menu">Applicants · Timesheets</nav>
      <PrintableReview
        title="Applicant Review"
        subtitle="Maria Lopez (ID 204518)"
        items={sampleReviewItems}
        onCancel={props.onCancel ?? vi.fn()}
        onPrint={props.onPrint ?? vi.fn()}
      />
    </ThemeProvider>,
  );
}

describe('PrintableReview', () => {
  test('renders every item kind as a labelled section', async () => {
    await renderReview();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Applicant Review' })).toBeVisible();
    for (const title of Object.values(REVIEW_ITEM_TITLES)) {
      await expect.element(page.getByRole('region', { name: title, exact: true })).toBeVisible();
    }
  });

  test('prints values with their labels', async () => {
    await renderReview();
    const income = page.getByRole('region', { name: 'Income Proved' });
    await expect.element(income.getByRole('definition').filter({ hasText: '$38,250.00' })).toBeVisible();
    await expect.element(income.getByRole('term').filter({ hasText: 'Annual income' })).toBeVisible();
    const standard = page.getByRole('region', { name: 'Standard' });
    // An unanswered question prints a dash, never the select's placeholder.
    await expect.element(standard.getByRole('definition').filter({ hasText: '—' })).toBeVisible();
    expect(page.getByText('Select Value').query()).toBeNull();
    await expect
      .element(page.getByRole('region', { name: 'Debit Card Feedback' }).getByText('**** 4821'))
      .toBeVisible();
  });

  test("prints an item's own fields with their labels, a dash where nothing was chosen", async () => {
    await render(
      <ThemeProvider>
        <PrintableReview
          title="Applicant Review"
          items={[
            {
              id: 'wp',
              kind: 'workPermit',
              title: 'Work permit',
              status: null,
              fields: [
                { label: 'Work Permit', value: 'Yes' },
                { label: 'Work Permit Number', value: null },
              ],
            },
          ]}
          onCancel={vi.fn()}
        />
      </ThemeProvider>,
    );
    const permit = page.getByRole('region', { name: 'Work permit' });
    const terms = permit
      .getByRole('term')
      .elements()
      .map((term) => term.textContent);
    const values = permit
      .getByRole('definition')
      .elements()
      .map((value) => value.textContent);
    expect(terms).toEqual(['Work Permit', 'Work Permit Number', 'Status']);
    expect(values).toEqual(['Yes', '—', '—']);
  });

  test('Cancel and Print call back', async () => {
    const onCancel = vi.fn();
    const onPrint = vi.fn();
    await renderReview({ onCancel, onPrint });
    await page.getByRole('button', { name: 'Print' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(onPrint).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('the print stylesheet hides the buttons and the page chrome', async () => {
    await renderReview();
    await expect.element(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
    // Hidden elements leave the accessibility tree, so the locators must ask for them.
    await expect.element(page.getByRole('button', { name: 'Print', includeHidden: true })).not.toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Cancel', includeHidden: true })).not.toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Main menu', includeHidden: true })).not.toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Summary' })).toBeVisible();
  });
});
