import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { WizardPopup } from './WizardPopup.tsx';

const sections = [
  { id: 'one', label: 'Citizenship', content: <p>Citizenship documents</p> },
  { id: 'two', label: 'Work Permit', content: <p>Work permit on file</p> },
];

test('lists sections on the left and walks them with Prev and Next', async () => {
  await render(<WizardPopup open title="Applicant Review" sections={sections} onSubmit={vi.fn()} onCancel={vi.fn()} />);
  const list = page.getByRole('navigation', { name: 'Sections' });
  await expect.element(list.getByRole('button', { name: 'Citizenship' })).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.element(page.getByText('Work permit on file')).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect.element(page.getByText('Citizenship documents')).toBeVisible();
});

test('Cancel closes without submitting', async () => {
  const onCancel = vi.fn();
  const onSubmit = vi.fn();
  await render(
    <WizardPopup open title="Applicant Review" sections={sections} onSubmit={onSubmit} onCancel={onCancel} />,
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(onCancel).toHaveBeenCalledWith({ reason: 'cancel' });
  expect(onSubmit).not.toHaveBeenCalled();
});
