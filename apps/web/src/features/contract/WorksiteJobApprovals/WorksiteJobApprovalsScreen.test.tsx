import { toast } from '@pathway/design-system';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/claims.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { approvalHandlers, queue } from './approvalFixtures.ts';
import { WorksiteJobApprovalsScreen } from './WorksiteJobApprovalsScreen.tsx';

let restore: (() => void) | undefined;
const both: Claim[] = ['APPROVE_WORKSITE', 'APPROVE_JOB'];

async function setup(claims: Claim[] = both, handlers: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi({ ...approvalHandlers, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<WorksiteJobApprovalsScreen />} />);
  await expect.element(page.getByRole('cell', { name: 'Library Aide' })).toBeVisible();
  return api;
}

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('WorksiteJobApprovalsScreen', () => {
  test('lists the queue with what changed since the last approval', async () => {
    await setup();
    await expect.element(page.getByRole('heading', { name: 'Worksite/Job Approvals' })).toBeVisible();
    await expect.element(page.getByText('New', { exact: true })).toBeVisible();
    await expect.element(page.getByText('2 fields changed')).toBeVisible();
  });

  test('shows the changed fields and approves the job with the version read', async () => {
    const api = await setup(both, { 'POST /jobs/9071/approve': { body: { id: 9071, status: 'Approved' } } });
    await page.getByRole('button', { name: 'Review Job Library Aide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Job Library Aide' });
    const changes = dialog.getByRole('table', { name: 'Changes since the last approval' });
    await expect.element(changes.getByRole('row', { name: 'Capacity 3 4' })).toBeVisible();
    await expect.element(changes.getByRole('row', { name: 'Work Schedule — Mon-Thu 9:00-14:00' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect.element(successToast('Job successfully approved')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/jobs/9071/approve')?.body).toEqual({
      version: 4,
      decision: 'Approved',
      comment: null,
    });
  });

  test("names the job's sector, never its id (issue 45)", async () => {
    // The server names what an id points to in the changes since the last approval.
    const sectorChanged = queue.map((item) =>
      item.kind === 'Job'
        ? {
            ...item,
            changesSinceApproval: [
              { field: 'jobSectorId', before: 'Environment & Parks', after: 'Education & Libraries' },
            ],
          }
        : item,
    );
    await setup(both, {
      'POST /worksites/approvals/search': { body: { items: sectorChanged, total: sectorChanged.length } },
    });
    await page.getByRole('button', { name: 'Review Job Library Aide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Job Library Aide' });
    const fields = dialog.getByLabelText('Job details');
    await expect.element(fields.getByText('Education & Libraries', { exact: true })).toBeVisible();
    expect(fields.element().textContent).not.toMatch(/Job Sector\s*4/);
    const changes = dialog.getByRole('table', { name: 'Changes since the last approval' });
    await expect
      .element(changes.getByRole('row', { name: 'Job Sector Environment & Parks Education & Libraries' }))
      .toBeVisible();
  });

  test('rejects a worksite only with a reason', async () => {
    const api = await setup(both, { 'POST /worksites/215/approve': { body: { id: 215, status: 'Rejected' } } });
    await page.getByRole('button', { name: 'Review Worksite Frick Park Conservancy Crew' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Worksite Frick Park Conservancy Crew' });
    await expect.element(dialog.getByText('Never approved before: the whole worksite is new.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.element(dialog.getByText('Enter the reason for the rejection.')).toBeVisible();
    expect(api.calls.some((call) => call.path === '/worksites/215/approve')).toBe(false);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The entrance on Beechwood Blvd is missing.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.element(successToast('Worksite successfully rejected')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/worksites/215/approve')?.body).toEqual({
      version: 1,
      decision: 'Rejected',
      comment: 'The entrance on Beechwood Blvd is missing.',
    });
  });

  test('offers Review only for the kinds the user may decide', async () => {
    await setup(['APPROVE_JOB']);
    await expect.element(page.getByRole('button', { name: 'Review Job Library Aide' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Review Worksite Frick Park Conservancy Crew' }).query()).toBeNull();
  });
});
