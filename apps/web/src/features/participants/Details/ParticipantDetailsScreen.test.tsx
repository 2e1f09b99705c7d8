import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/index.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { documentHandlers } from '../../../shared/Documents/documentFixtures.ts';
import { barriers, contracts, participantInfo, participantOwedPay, participantWithAlerts } from './detailsFixtures.ts';
import { ParticipantDetails, payrollExceptionBadge } from './ParticipantDetailsScreen.tsx';
import { depositOnFile, paymentMethodHandlers } from './PaymentMethod/paymentMethodFixtures.ts';

let restore: (() => void) | undefined;

async function setup(claims: Claim[], handlers: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi({
    'GET /students/48213/info': { body: participantInfo },
    ...paymentMethodHandlers,
    'GET /students/48213/contracts': { body: contracts },
    'GET /students/48213/barriers': { body: barriers },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<ParticipantDetails studentId={48213} />} />);
  await expect.element(page.getByRole('heading', { name: 'Jasmine R Whitfield' })).toBeVisible();
  return api;
}

beforeEach(() => {
  signInWith(null);
});

afterEach(() => {
  vi.restoreAllMocks();
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('ParticipantDetails', () => {
  test('the header shows the masked SSN, age, program, worksite and job; the first tab lists contracts', async () => {
    await setup(['VIEW_STUDENT']);
    await expect.element(page.getByText('*****6781')).toBeVisible();
    await expect.element(page.getByText('219-44-6781')).not.toBeInTheDocument();
    await expect.element(page.getByText('Carnegie Library - Hill District')).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'Contracts' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('table', { name: 'Contracts' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'SYEP-26-TRYW' })).toBeVisible();
    await expect.element(page.getByRole('tab')).toHaveLength(14);
    await expect.element(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  });

  test('the header shows the payment method with the last four digits on file; Change Payment Method needs MAINTAIN_STUDENT', async () => {
    await setup(['VIEW_STUDENT']);
    await expect.element(page.getByText('Debit card ****4821')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Change Payment Method' })).not.toBeInTheDocument();
  });

  test('a Deposit shows its account type and the last four of account and routing numbers', async () => {
    await setup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
      'GET /students/48213/payment-method': { body: depositOnFile },
    });
    await expect.element(page.getByText('Checking ****7890 at routing ****0096')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Change Payment Method' })).toBeVisible();
  });

  test('the header badges each clearance that has expired or expires soon, as the server lists them', async () => {
    await setup(['VIEW_STUDENT'], { 'GET /students/48213/info': { body: participantWithAlerts } });
    const badges = page.getByRole('list', { name: 'Clearances' }).getByRole('listitem');
    await expect.element(badges).toHaveLength(2);
    await expect.element(badges.nth(0)).toHaveTextContent('Work Permit expired 06/12/2026');
    await expect.element(badges.nth(1)).toHaveTextContent('FBI Clearance expires 07/10/2026');
  });

  test('the header badges open payroll exceptions with what they leave owed or overpaid', async () => {
    await setup(['VIEW_STUDENT'], { 'GET /students/48213/info': { body: participantOwedPay } });
    const badge = page.getByRole('list', { name: 'Payroll' }).getByRole('listitem');
    await expect.element(badge).toHaveTextContent('Payroll exception: $25.00 owed');
    expect(payrollExceptionBadge({ count: 2, outstanding: -40 })).toBe('2 payroll exceptions: $40.00 overpaid');
    expect(payrollExceptionBadge({ count: 1, outstanding: 0 })).toBe('Payroll exception open');
    expect(payrollExceptionBadge({ count: 0, outstanding: 0 })).toBeNull();
    expect(payrollExceptionBadge(undefined)).toBeNull();
  });

  test('no clearance due: no badges', async () => {
    await setup(['VIEW_STUDENT']);
    await expect.element(page.getByRole('cell', { name: 'SYEP-26-TRYW' })).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Clearances' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('list', { name: 'Payroll' })).not.toBeInTheDocument();
  });

  test('Assign Job is disabled for an Enrolled participant, saying why in a caseworker’s words', async () => {
    signInWith(['VIEW_STUDENT', 'ASSIGN_STUDENT']);
    restore = stubApi({
      'GET /students/48213/info': { body: { ...participantInfo, status: 'Enrolled', currentJob: null } },
      ...paymentMethodHandlers,
      'GET /students/48213/contracts': { body: contracts },
      'GET /students/48213/jobs': { body: [] },
    }).restore;
    await render(<KitHarness screen={<ParticipantDetails studentId={48213} />} />);
    await page.getByRole('tab', { name: 'Jobs' }).click();
    const assign = page.getByRole('button', { name: 'Assign Job' });
    await expect.element(assign).toBeDisabled();
    await expect
      .element(assign)
      .toHaveAccessibleDescription(
        'A job can be assigned only once the participant is Recruited or Awaiting Assignment; this participant is Enrolled.',
      );
  });

  test('Assign Job is offered to a Recruited participant', async () => {
    signInWith(['VIEW_STUDENT', 'ASSIGN_STUDENT']);
    restore = stubApi({
      'GET /students/48213/info': { body: { ...participantInfo, status: 'Recruited', currentJob: null } },
      ...paymentMethodHandlers,
      'GET /students/48213/contracts': { body: contracts },
      'GET /students/48213/jobs': { body: [] },
    }).restore;
    await render(<KitHarness screen={<ParticipantDetails studentId={48213} />} />);
    await page.getByRole('tab', { name: 'Jobs' }).click();
    await expect.element(page.getByRole('button', { name: 'Assign Job' })).toBeEnabled();
  });

  test('without the kind’s DELETE claim there is no Delete', async () => {
    await setup(['VIEW_STUDENT', 'DELETE_STUDENT_BARRIER']);
    await expect.element(page.getByRole('cell', { name: 'SYEP-26-TRYW' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Delete SYEP-26-TRYW' })).not.toBeInTheDocument();
  });

  test('removes a barrier with DELETE_STUDENT_BARRIER: the confirmation, the version on the wire, the toast', async () => {
    const api = await setup(['VIEW_STUDENT', 'DELETE_STUDENT_BARRIER'], {
      'DELETE /students/48213/barriers/8101': { status: 204 },
    });
    await page.getByRole('tab', { name: 'Barriers' }).click();
    await page.getByRole('button', { name: 'Delete Transportation' }).click();
    await expect.element(page.getByText('Are you sure you want to remove this barrier?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Barrier successfully removed')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/students/48213/barriers/8101?version=2');
  });

  test('Notes opens the shared Notes dialog for the participant', async () => {
    await setup(['VIEW_STUDENT'], { 'GET /notes/students/48213': { body: [] } });
    await page.getByRole('button', { name: 'Notes' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Notes' })).toBeVisible();
  });

  test('the Documents tab lists the participant’s documents; Upload and Remove with MAINTAIN_STUDENT', async () => {
    await setup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], documentHandlers);
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect.element(page.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Documents' });
    await expect.element(panel.getByRole('cell', { name: 'whitfield-work-permit.pdf' })).toBeVisible();
    await expect.element(panel.getByRole('button', { name: 'Upload' })).toBeVisible();
    await expect.element(panel.getByRole('button', { name: 'Remove whitfield-work-permit.pdf' })).toBeVisible();
  });
});
