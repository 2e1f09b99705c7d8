import { toast } from '@pathway/design-system';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { enrollmentPrograms, filledApi } from './enrollmentProgramFixtures.ts';
import { EnrollmentProgramsScreen } from './EnrollmentProgramsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({ ...filledApi, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<EnrollmentProgramsScreen />} />);
  await expect.element(page.getByRole('cell', { name: 'SYEP 2026 Summer Cohort' })).toBeVisible();
  return api;
}

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('EnrollmentProgramsScreen', () => {
  test('copies an enrollment program after the confirmation, under a new name, code and dates', async () => {
    signInWith(['PROGRAMS', 'MAINTAIN_ENROLLMENT_PROGRAM']);
    const api = await setup({
      'POST /enrollment-programs/21/copy': { status: 201, body: { ...enrollmentPrograms[0], id: 23, code: 'SYEP-27' } },
    });
    await page.getByRole('button', { name: 'Copy SYEP 2026 Summer Cohort' }).click();
    await expect.element(page.getByText('Are you sure you want to copy this enrollment program?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy Enrollment Program' });
    await expect.element(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('SYEP 2026 Summer Cohort (copy)');
    await expect.element(dialog.getByRole('textbox', { name: 'Start Date' })).toHaveValue('06/29/2027');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Code' }), 'SYEP-27');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('You have copied this enrollment program successfully.')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/enrollment-programs/21/copy')?.body).toEqual({
      name: 'SYEP 2026 Summer Cohort (copy)',
      code: 'SYEP-27',
      startDate: '2027-06-29',
      endDate: '2027-08-28',
    });
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('adds an enrollment program with the contract fields', async () => {
    signInWith(['PROGRAMS', 'MAINTAIN_ENROLLMENT_PROGRAM']);
    const api = await setup({
      'POST /enrollment-programs': { status: 201, body: enrollmentPrograms[0] },
    });
    await page.getByRole('button', { name: 'Add Enrollment Program' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Enrollment Program' });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'SYEP 2027 Summer Cohort');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Code' }), 'SYEP-27');
    await userEvent.type(dialog.getByRole('combobox', { name: 'Organization' }), 'Partner');
    await page.getByRole('option', { name: 'Partner4Work' }).click();
    await userEvent.type(dialog.getByRole('combobox', { name: 'Program' }), 'Summer');
    await page.getByRole('option', { name: 'Summer Youth Employment Program' }).click();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Start Date' }), '06282027');
    await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '08272027');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Min Age' }), '14');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Max Age' }), '21');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Enrollment program successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/enrollment-programs')?.body).toEqual({
      name: 'SYEP 2027 Summer Cohort',
      code: 'SYEP-27',
      organizationId: 3,
      programId: 7,
      startDate: '2027-06-28',
      endDate: '2027-08-27',
      minAge: 14,
      maxAge: 21,
      isActive: true,
    });
  });

  test('without MAINTAIN_ENROLLMENT_PROGRAM the programs are listed only', async () => {
    signInWith(['PROGRAMS']);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Add Enrollment Program' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Copy SYEP 2026 Summer Cohort' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Edit SYEP 2026 Summer Cohort' })).not.toBeInTheDocument();
  });
});
