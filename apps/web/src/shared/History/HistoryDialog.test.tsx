import type { RecordHistoryPage } from '@pathway/api-client';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi } from '../../kit/testing/kitHarness.tsx';
import HistoryDialog from './HistoryDialog.tsx';

/** A contract's edit and a job's approval as the server answers them: labels and names, masked. */
const contractHistory: RecordHistoryPage = {
  total: 1,
  items: [
    {
      id: 918273,
      occurredAt: '2026-06-30T13:12:44Z',
      userName: 'jcarter',
      action: 'Update',
      actionName: 'update',
      operationId: 'contractsUpdate',
      changes: [
        {
          field: 'organizationId',
          label: 'Organization',
          before: 'Partner4Work',
          after: 'Urban League of Greater Pittsburgh',
        },
        { field: 'contractTypeId', label: 'Contract Type', before: 'Cost Reimbursement', after: 'Fixed Price' },
        { field: 'fundingSourceId', label: 'Funding Source', before: 'WIOA Youth', after: '(removed)' },
        { field: 'payrollFrequencyId', label: 'Payroll Frequency', before: 'Weekly', after: 'Bi-weekly' },
        { field: 'budgetAmount', label: 'Budget', before: '$100,000.00', after: '$1,234.50' },
        { field: 'endDate', label: 'End Date', before: '08/31/2026', after: '09/30/2026' },
      ],
    },
  ],
};

const jobHistory: RecordHistoryPage = {
  total: 1,
  items: [
    {
      id: 918280,
      occurredAt: '2026-07-01T09:00:00Z',
      userName: 'jmorales',
      action: 'Action',
      actionName: 'approve',
      operationId: 'jobsApprove',
      changes: [
        { field: 'status', label: 'Status', before: 'Pending Approval', after: 'Approved' },
        {
          field: 'changes.jobSectorId',
          label: 'Changes Since Last Approval › Job Sector',
          before: 'Education & Libraries',
          after: 'Environment & Parks',
        },
        {
          field: 'changes.incentiveOnly',
          label: 'Changes Since Last Approval › Incentive Only',
          before: 'Yes',
          after: 'No',
        },
      ],
    },
  ],
};

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  signInWith(null);
});

/** A participant's own edit and an edit of one of its guardians, as the server answers them. */
const participantHistory: RecordHistoryPage = {
  total: 2,
  items: [
    {
      id: 918290,
      occurredAt: '2026-07-02T10:00:00Z',
      userName: 'jcarter',
      action: 'Update',
      actionName: 'update',
      operationId: 'studentGuardiansUpdate',
      part: 'Guardian',
      changes: [{ field: 'relationshipId', label: 'Relationship', before: 'Mother', after: 'Legal Guardian' }],
    },
    {
      id: 918289,
      occurredAt: '2026-07-02T09:00:00Z',
      userName: 'jcarter',
      action: 'Update',
      actionName: 'update',
      operationId: 'studentsUpdate',
      changes: [{ field: 'mainPhone', label: 'Main Phone', before: '(412) 555-0100', after: '(412) 555-0101' }],
    },
  ],
};

async function open(type: 'contract' | 'job' | 'participant', id: number, answer: RecordHistoryPage, name: string) {
  signInWith(['VIEW_RECORD_HISTORY']);
  restore = stubApi({ [`GET /history/${type}/${String(id)}`]: { body: answer } }).restore;
  await render(
    <KitHarness screen={<HistoryDialog type={type} recordId={id} name={name} onClose={() => undefined} />} />,
  );
  return page.getByRole('dialog', { name: `History of ${name}` });
}

describe('HistoryDialog', () => {
  test("shows a contract's changed references by name under the contract screen's labels", async () => {
    const dialog = await open('contract', 311, contractHistory, 'SYEP-2026-014');
    const changes = dialog.getByRole('table', { name: /^Fields changed: Update by jcarter/ });
    await expect
      .element(changes.getByRole('row', { name: 'Organization Partner4Work Urban League of Greater Pittsburgh' }))
      .toBeVisible();
    await expect
      .element(changes.getByRole('row', { name: 'Contract Type Cost Reimbursement Fixed Price' }))
      .toBeVisible();
    await expect.element(changes.getByRole('row', { name: 'Funding Source WIOA Youth (removed)' })).toBeVisible();
    await expect.element(changes.getByRole('row', { name: 'Payroll Frequency Weekly Bi-weekly' })).toBeVisible();
    await expect.element(changes.getByRole('row', { name: 'Budget $100,000.00 $1,234.50' })).toBeVisible();
    await expect.element(changes.getByRole('row', { name: 'End Date 08/31/2026 09/30/2026' })).toBeVisible();
    expect(dialog.element().textContent).not.toMatch(/\bId\b/);
  });

  test("shows a job's approval as labelled fields, not JSON", async () => {
    const dialog = await open('job', 9071, jobHistory, 'Library Aide');
    const changes = dialog.getByRole('table', { name: /^Fields changed: Approve by jmorales/ });
    await expect
      .element(
        changes.getByRole('row', {
          name: 'Changes Since Last Approval › Job Sector Education & Libraries Environment & Parks',
        }),
      )
      .toBeVisible();
    await expect
      .element(changes.getByRole('row', { name: 'Changes Since Last Approval › Incentive Only Yes No' }))
      .toBeVisible();
    expect(dialog.element().textContent).not.toMatch(/[{[]"/);
  });

  test('says which part of a participant a write changed: its guardian, beside its own edits', async () => {
    const dialog = await open('participant', 248, participantHistory, 'Maya Abdullah');
    const guardian = dialog.getByRole('table', { name: /^Fields changed: Update Guardian by jcarter/ });
    await expect.element(guardian.getByRole('row', { name: 'Relationship Mother Legal Guardian' })).toBeVisible();
    const own = dialog.getByRole('table', { name: /^Fields changed: Update by jcarter/ });
    await expect.element(own.getByRole('row', { name: 'Main Phone (412) 555-0100 (412) 555-0101' })).toBeVisible();
  });
});
