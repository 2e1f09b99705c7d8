import { expect, type Page } from '@playwright/test';
import { claimsNamedBy } from '../src/features/shell/menu.ts';

/** Every claim the menu tree names: with all of them "true" the whole menu shows. */
export const ALL_MENU_CLAIMS = claimsNamedBy();

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT: the app only reads claims; the mock server does not verify signatures. */
export function tokenWith(claims: Record<string, string>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ userName: 'jcarter', ...claims })}.c2lnbmF0dXJl`;
}

export const claimsOf = (names: readonly string[], value = 'true'): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, value]));

export interface LoginOptions {
  claims?: Record<string, string>;
  isPasswordUpdateRequired?: boolean;
  /** Milliseconds from now until the session expires; far in the future by default. */
  sessionExpiresIn?: number;
  redirectionUrl?: string;
}

/** The body POST /auth/login answers with (the contract's shape). */
export function loginResponse(options: LoginOptions = {}) {
  const expires = new Date(Date.now() + (options.sessionExpiresIn ?? 3_600_000)).toISOString();
  return {
    token: tokenWith(options.claims ?? claimsOf(ALL_MENU_CLAIMS)),
    user: {
      id: 1042,
      userName: 'jcarter',
      firstName: 'Jasmine',
      lastName: 'Carter',
      email: 'jasmine.carter@example.org',
      userType: 'global',
      organizations: [{ id: 3, name: 'Partner4Work' }],
      passwordExpirationDate: '2099-06-30',
    },
    tokenExpiration: expires,
    sessionExpiration: expires,
    isPasswordUpdateRequired: options.isPasswordUpdateRequired ?? false,
    redirectionUrl: options.redirectionUrl ?? '/enrollment/maintain-applicants',
  };
}

/** Answers the next sign-in with a chosen user instead of the mock's example. */
export async function interceptLogin(page: Page, options: LoginOptions = {}): Promise<void> {
  await page.route('**/api/auth/login', (route) => route.fulfill({ json: loginResponse(options) }));
}

/** Shortens the session timings the app reads at start (features/session/sessionClock.ts). */
export async function shortenSessionTimings(
  page: Page,
  timings: { warningSeconds?: number; debounceSeconds?: number },
): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('pathway.sessionTimings', value);
  }, JSON.stringify(timings));
}

/** Signs in through the login screen with any user name and password. */
export async function signIn(page: Page, userName = 'jcarter', password = 'Summer#2026'): Promise<void> {
  await page.goto('#/login');
  await page.getByLabel('User Name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: 'Logout', includeHidden: true })).toBeAttached();
  // The landing screen has loaded (its section's map, then its own chunk): a menu opened before
  // that would close again when the route settles. Until then the router still shows the login
  // page (its heading too) under the new address.
  await expect(page.getByLabel('User Name')).toBeHidden();
  // Found by its element, not its role: the session warning can open before the screen arrives, and
  // then takes the page out of the accessibility tree (aria-hidden, inert) while it stays on screen.
  await expect(page.locator('main h1')).toBeVisible();
}

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return violations;
}
