import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { header, screening } from '../ProviderScreening/screeningFixtures.ts';
import { ApplicantScreening } from './ApplicantScreeningScreen.tsx';

let restore: (() => void) | undefined;

const summary = { ...header, id: 60214, status: 'Eligible', version: 6 };

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'GET /applicant-review/60214/info': { body: header },
    'GET /applicant-review/60214/provider-screening-items': { body: screening },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<ApplicantScreening applicantId={60214} />} />);
  await expect.element(page.getByRole('heading', { name: 'Proof of Residency' })).toBeVisible();
  return api;
}

const calls = (api: ReturnType<typeof stubApi>, suffix: string) =>
  api.calls
    .filter((call) => call.method !== 'GET' && call.path === `/applicant-review/60214/${suffix}`)
    .map((call) => call.body);

beforeEach(() => {
  signInWith(['PROVIDER_SCREENING']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('ApplicantScreening', () => {
  test('shows the applicant with a masked SSN and saves the item statuses and comments with the version', async () => {
    const api = await setup({
      'PUT /applicant-review/60214/provider-screening-items': { body: { ...screening, version: 5 } },
    });
    await expect.element(page.getByText('*****6789')).toBeVisible();
    await expect.element(page.getByText('123-45-6789')).not.toBeInTheDocument();
    await page.getByRole('combobox', { name: 'Work Permit status' }).click();
    await page.getByRole('option', { name: 'Complete' }).click();
    await page.getByRole('textbox', { name: 'Work Permit comment' }).fill('Signed by the school.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(successToast('Provider screening successfully saved')).toBeVisible();
    expect(calls(api, 'provider-screening-items').at(-1)).toEqual({
      version: 4,
      items: [
        { id: 44, statusId: 2, comment: null },
        { id: 45, statusId: 1, comment: 'Signed by the school.' },
      ],
    });
  });

  test('saves the lottery facts the provider ticks with the items, and only those changed', async () => {
    const api = await setup({
      'PUT /applicant-review/60214/provider-screening-items': {
        body: { ...screening, isFosterCare: true, version: 5 },
      },
    });
    const foster = page.getByRole('checkbox', { name: 'Youth in foster care' });
    await expect.element(foster).not.toBeChecked();
    await foster.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(successToast('Provider screening successfully saved')).toBeVisible();
    expect(calls(api, 'provider-screening-items').at(-1)).toEqual({
      version: 4,
      items: [{ id: 44, statusId: 2, comment: null }],
      isFosterCare: true,
    });
    await expect.element(page.getByRole('checkbox', { name: 'Youth with a disability' })).not.toBeChecked();
  });

  test('Mark Ineligible needs a decision comment, then completes with it', async () => {
    const api = await setup({
      'POST /applicant-review/60214/complete-provider-screening': { body: { ...summary, status: 'Ineligible' } },
    });
    await page.getByRole('button', { name: 'Mark Ineligible' }).click();
    await expect.element(page.getByText('Required')).toBeVisible();
    expect(calls(api, 'complete-provider-screening')).toEqual([]);
    await page.getByRole('textbox', { name: 'Decision comment' }).fill('FBI clearance not cleared.');
    await page.getByRole('button', { name: 'Mark Ineligible' }).click();
    await expect.element(successToast('Provider screening completed: Ineligible')).toBeVisible();
    expect(calls(api, 'complete-provider-screening')).toEqual([
      { version: 4, decision: 'Ineligible', comment: 'FBI clearance not cleared.' },
    ]);
    await expect.element(page.getByText('Now at /enrollment/provider-screening')).toBeVisible();
  });

  test('Mark Eligible saves changed statuses first and completes with the saved version', async () => {
    const api = await setup({
      'PUT /applicant-review/60214/provider-screening-items': { body: { ...screening, version: 5 } },
      'POST /applicant-review/60214/complete-provider-screening': { body: summary },
    });
    await page.getByRole('combobox', { name: 'Proof of Residency status' }).click();
    await page.getByRole('option', { name: 'Complete' }).click();
    await page.getByRole('button', { name: 'Mark Eligible' }).click();
    await expect.element(successToast('Provider screening completed: Eligible')).toBeVisible();
    expect(calls(api, 'complete-provider-screening')).toEqual([{ version: 5, decision: 'Eligible', comment: null }]);
  });

  test('a refused completion (409) shows "Enrollment was not successfully updated."', async () => {
    await setup({
      'POST /applicant-review/60214/complete-provider-screening': {
        status: 409,
        body: { message: 'Application 60214 is Eligible; only Provider Screening can move.' },
      },
    });
    await page.getByRole('button', { name: 'Mark Eligible' }).click();
    await expect
      .element(
        errorToast(
          'Enrollment was not successfully updated. Application 60214 is Eligible; only Provider Screening can move.',
        ),
      )
      .toBeVisible();
  });

  test('without PROVIDER_SCREENING the items are shown read-only', async () => {
    signInWith(['MAINTAIN_ENROLLEES']);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Mark Eligible' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'Work Permit comment' })).toBeDisabled();
  });
});
