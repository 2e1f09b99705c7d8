import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { formatHistoryValue, RecordHistory, spellField } from './RecordHistory.tsx';

test('each write names who and when, and lists its fields before and after', async () => {
  const screen = await render(
    <RecordHistory
      items={[
        {
          id: 1,
          occurredAt: '2026-06-30T08:05:00',
          userName: 'dwilliams',
          label: 'Update',
          changes: [{ field: 'mainPhone', before: null, after: '(412) 555-0199' }],
        },
      ]}
      total={1}
      page={1}
      pageSize={10}
      onPageChange={() => undefined}
    />,
  );
  const table = screen.getByRole('table', { name: 'Fields changed: Update by dwilliams on 06/30/2026 8:05 AM' });
  await expect.element(table.getByRole('rowheader', { name: 'Main Phone' })).toBeVisible();
  await expect.element(table.getByRole('cell', { name: '—' })).toBeVisible();
  await expect.element(table.getByRole('cell', { name: '(412) 555-0199' })).toBeVisible();
});

test('the pager asks for the next page and stops at the last', async () => {
  const onPageChange = vi.fn();
  const screen = await render(
    <RecordHistory items={[]} total={25} page={3} pageSize={10} onPageChange={onPageChange} />,
  );
  await expect.element(screen.getByText('Page 3 of 3')).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  await screen.getByRole('button', { name: 'Newer' }).click();
  expect(onPageChange).toHaveBeenCalledWith({ page: 2 });
});

test('values read as a user reads them', () => {
  expect(formatHistoryValue(true)).toBe('Yes');
  expect(formatHistoryValue('2009-04-17')).toBe('04/17/2009');
  expect(formatHistoryValue('')).toBe('—');
  expect(spellField('zipPlus4')).toBe('Zip Plus4');
});
