import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { apiToken, call } from './qualityReview.ts';

interface Lottery {
  enrollmentProgramId: number;
  eligibleCount: number;
  draw: { id: number; seed: string; entries: { applicantId: number; selected: boolean }[] } | null;
}

const PROGRAM = 'Summer Youth Employment 2026';

const successToast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: 'Success' }).getByText(text);

async function openLottery(page: Page) {
  await page.goto('#/enrollment/lottery');
  await expect(page.getByRole('heading', { name: 'Lottery', exact: true })).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Enrollment Program', exact: true });
  // A select is disabled until its options have loaded.
  await expect(select).toBeEnabled();
  await select.click();
  await page.getByRole('option', { name: PROGRAM, exact: true }).click();
  await expect(page.getByText(/Eligible applications? for \d+ slots?/)).toBeVisible();
}

// Issue 30: the applicant lottery of the demo summer program through the screen, against the
// reference server: drawn with a typed seed, stored (still there after a reload), the same inputs
// finding the same draw, and the ranked list exported.
test.describe('Applicant lottery against the reference server', () => {
  test('admin draws the summer program, reloads, draws again with the same seed and exports', async ({
    page,
    request,
  }) => {
    const seed = `E2E ${String(Date.now())}`;
    await signInAs(page, 'admin');
    await openLottery(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Published Seed' }).fill(seed);
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    await expect(successToast(page, /^Draw \d+: \d+ selected, \d+ on the waitlist$/)).toBeVisible();
    const ranked = page.getByRole('table', { name: 'Ranked List' });
    await expect(ranked.getByText('Selected', { exact: true }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const token = await apiToken(request);
    const programs = await call<{ id: number; text: string }[]>(
      request,
      token,
      'GET',
      'enrollment-programs/select-list-with-org',
    );
    const programId = programs.find((program) => program.text === PROGRAM)?.id;
    if (programId === undefined) throw new Error(`${PROGRAM} is not among the programs`);
    const stored = await call<Lottery>(request, token, 'GET', `enrollment-programs/${String(programId)}/lottery`);
    expect(stored.draw?.seed).toBe(seed);
    const drawId = stored.draw?.id ?? 0;

    // After a reload the draw is the program's, not the page's.
    await page.reload();
    await openLottery(page);
    await expect(page.getByRole('heading', { name: `Draw ${String(drawId)}` })).toBeVisible();

    // A second click with the same seed: nothing new, unless another test moved an applicant of the
    // program in between (the inputs are then not the same).
    await page.getByRole('textbox', { name: 'Published Seed' }).fill(` ${seed} `);
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    const again = await call<Lottery>(request, token, 'GET', `enrollment-programs/${String(programId)}/lottery`);
    if (again.eligibleCount === stored.eligibleCount) {
      await expect(successToast(page, `The same seed and applicants: draw ${String(drawId)} stands`)).toBeVisible();
    }

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^lottery-draw-\d+\.xlsx$/);
  });
});
