import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { apiToken, applicationsInQualityReview, call, submitQualityReview } from './qualityReview.ts';

interface Page_<T> {
  items: T[];
  total: number;
}
interface Summary {
  id: number;
  firstName: string;
  lastName: string;
  status: string;
  enrollmentProgramName: string;
}

const successToast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: 'Success' }).getByText(text, { exact: true });

async function quickSearch(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Grid Quick Search' });
  await box.fill(text);
  await box.press('Enter');
}

async function choose(page: Page, label: string, option: string | RegExp) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  // A select is disabled until its options have loaded.
  await expect(select).toBeEnabled();
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('Enrollment pipeline against the reference server', () => {
  test('an applicant past quality review is screened, enrolled and found as a participant', async ({
    page,
    request,
  }) => {
    // Brought to Provider Screening through the API, from the newest end of the queue (the applicant
    // review spec takes from the oldest end).
    const token = await apiToken(request);
    const [id] = await applicationsInQualityReview(request, token, 'desc');
    if (id === undefined) throw new Error('no application in Quality Review');
    await submitQualityReview(request, token, id);
    const applicant = await call<Summary>(request, token, 'GET', `enrollment/${String(id)}`);
    const name = `${applicant.firstName} ${applicant.lastName}`;

    await signInAs(page, 'admin');
    await page.goto('#/enrollment/provider-screening');
    await expect(page.getByRole('heading', { name: 'Provider Screening' })).toBeVisible();
    await quickSearch(page, applicant.lastName);
    const link = page.locator(`a[href="#/enrollment/provider-screening/${String(id)}"]`);
    await expect(link).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await link.click();

    // Applicant Screening: every item Complete, then Eligible.
    await expect(page.getByRole('heading', { name: 'Applicant Screening' })).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    const statuses = page.getByRole('combobox', { name: / status$/ });
    await expect(statuses.first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const count = await statuses.count();
    for (let index = 0; index < count; index += 1) {
      await statuses.nth(index).click();
      await page.getByRole('option', { name: 'Complete', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Mark Eligible' }).click();
    await expect(successToast(page, 'Provider screening completed: Eligible')).toBeVisible();
    await expect(page).toHaveURL(/#\/enrollment\/provider-screening$/);
    expect((await call<Summary>(request, token, 'GET', `enrollment/${String(id)}`)).status).toBe('Eligible');

    // Enroll Applicants: the program's income ranges, then the applicant enrolled on a date.
    await page.goto('#/enrollment/enroll-applicants');
    await expect(page.getByRole('heading', { name: 'Enroll Applicants' })).toBeVisible();
    await choose(page, 'Enrollment Program', applicant.enrollmentProgramName);
    await expect(
      page.getByRole('table', { name: `Income ranges of ${applicant.enrollmentProgramName}` }),
    ).toBeVisible();
    await quickSearch(page, applicant.lastName);
    const pick = page.getByRole('checkbox', { name: `Select ${name}` });
    await expect(pick).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await pick.check();
    await page.getByRole('textbox', { name: 'Enrollment Date' }).fill('06/01/2026');
    await page.getByRole('textbox', { name: 'Enrollment Date' }).press('Tab');
    await page.getByRole('button', { name: 'Enroll Selected (1)' }).click();
    await expect(successToast(page, '1 of 1 applicants enrolled')).toBeVisible();
    expect((await call<Summary>(request, token, 'GET', `enrollment/${String(id)}`)).status).toBe('Enrolled');

    // Participants > Search finds the new participant.
    await page.goto('#/participants/search');
    const grid = page.getByRole('table', { name: 'Participants' });
    await expect(grid.getByRole('link').first()).toBeVisible();
    await quickSearch(page, applicant.lastName);
    const row = grid.getByRole('row').filter({ hasText: applicant.firstName }).filter({ hasText: 'Enrolled' });
    await expect(row.getByRole('link', { name: applicant.lastName })).toBeVisible();
  });

  test('an enrollment program is copied under a new name and code, on both menu entries', async ({ page }) => {
    const suffix = String(Date.now()).slice(-6);
    const copyName = `E2E Summer Cohort ${suffix}`;
    await signInAs(page, 'admin');
    await page.goto('#/maintenance/maintain-organizations/enrollment-programs');
    await expect(page.getByRole('heading', { name: 'Enrollment Programs' })).toBeVisible();
    await page.goto('#/enrollment/enrollment-programs');
    await expect(page.getByRole('heading', { name: 'Enrollment Programs' })).toBeVisible();
    const copy = page.getByRole('button', { name: /^Copy / }).first();
    await expect(copy).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await copy.click();
    await page.getByRole('button', { name: 'Yes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy Enrollment Program' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(copyName);
    await dialog.getByRole('textbox', { name: 'Code' }).fill(`E2E-${suffix}`);
    await dialog.getByRole('textbox', { name: 'Start Date' }).fill('06/28/2027');
    await dialog.getByRole('textbox', { name: 'End Date' }).fill('08/27/2027');
    await dialog.getByRole('textbox', { name: 'End Date' }).press('Tab');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(successToast(page, 'You have copied this enrollment program successfully.')).toBeVisible();
    await quickSearch(page, copyName);
    await expect(page.getByRole('cell', { name: copyName, exact: true })).toBeVisible();
  });

  test('an enrolled participant is recruited to a contracted worksite and released', async ({ page, request }) => {
    const token = await apiToken(request);
    // A participant and a contracted worksite of the same organization (recruit requires it).
    const links = await call<Page_<{ contractId: number; contractCode: string; worksiteName: string }>>(
      request,
      token,
      'POST',
      'worksites/contracted/search',
      { page: 1, pageSize: 500 },
    );
    const contracts = await call<Page_<{ id: number; organizationId: number }>>(
      request,
      token,
      'POST',
      'contracts/search',
      { page: 1, pageSize: 500 },
    );
    const organizationOf = new Map(contracts.items.map((contract) => [contract.id, contract.organizationId]));
    let participant: { id: number; firstName: string; lastName: string } | undefined;
    let link: (typeof links.items)[number] | undefined;
    for (const candidate of links.items) {
      const organizationId = organizationOf.get(candidate.contractId);
      if (organizationId === undefined) continue;
      // From the end of the alphabet: other specs take participants from the start.
      const enrolled = await call<Page_<{ id: number; firstName: string; lastName: string }>>(
        request,
        token,
        'POST',
        'students/search',
        {
          filters: [
            { field: 'status', operator: 'eq', value: 'Enrolled' },
            { field: 'organizationId', operator: 'eq', value: organizationId },
          ],
          sort: [{ field: 'lastName', direction: 'desc' }],
          page: 1,
          pageSize: 1,
        },
      );
      participant = enrolled.items[0];
      link = candidate;
      if (participant) break;
    }
    if (!participant || !link)
      throw new Error('no Enrolled participant with a contracted worksite of their organization');
    const name = `${participant.firstName} ${participant.lastName}`;

    await signInAs(page, 'admin');
    await page.goto('#/enrollment/recruit');
    await expect(page.getByRole('heading', { name: 'Recruit/Release' })).toBeVisible();
    await quickSearch(page, participant.lastName);
    const pick = page.getByRole('checkbox', { name: `Select ${name}` }).first();
    await expect(pick).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await pick.check();
    await choose(page, 'Contracted Worksite', `${link.contractCode} – ${link.worksiteName}`);
    await page.getByRole('button', { name: 'Recruit Selected (1)' }).click();
    await expect(successToast(page, '1 of 1 participants recruited')).toBeVisible();
    const recruitedRow = page
      .getByRole('row')
      .filter({ hasText: participant.firstName })
      .filter({ hasText: 'Recruited' });
    await expect(recruitedRow.first()).toBeVisible();

    await page
      .getByRole('checkbox', { name: `Select ${name}` })
      .first()
      .check();
    await choose(page, 'Release Reason', /./);
    await page.getByRole('textbox', { name: 'Release Comment' }).fill('The worksite reduced its summer positions.');
    await page.getByRole('button', { name: 'Release Selected (1)' }).click();
    await expect(successToast(page, '1 of 1 participants released')).toBeVisible();
    const student = await call<{ status: string }>(request, token, 'GET', `students/${String(participant.id)}`);
    expect(student.status).toBe('Enrolled');
  });
});
