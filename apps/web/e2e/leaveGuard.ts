import { expect, type Dialog, type Page } from '@playwright/test';

/**
 * Waits until the page's leave guard is armed: its beforeunload handler cancels an unload. The guard
 * arms in effects a render or two after the form shows its change (lib/LeaveGuard.tsx holds, then
 * lib/useLeavePrompt.tsx listens, in the same effects that block the app's history), so nothing on
 * screen says when; the page is asked instead, with an event only that handler listens to.
 */
export async function untilLeaveGuardArmed(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }))))
    .toBe(true);
}

/**
 * Closes the tab as its user would and returns the browser's own question. The listeners are in place
 * before the close starts, so the question cannot be missed; a tab that closes without asking fails
 * here, by name. The question is left open: the caller answers it.
 */
export async function closeTab(page: Page): Promise<Dialog> {
  const asked = new Promise<Dialog>((resolve) => page.once('dialog', resolve));
  const closed = new Promise<null>((resolve) => page.once('close', () => resolve(null)));
  await page.close({ runBeforeUnload: true });
  const question = await Promise.race([asked, closed]);
  if (question === null) throw new Error('The tab closed without the browser asking to confirm.');
  return question;
}
