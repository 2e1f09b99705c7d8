import { guestPaths } from '../config/guestPaths.ts';

/** The paths a signed-out visitor is sent to the login page from: the login routes and the root. */
const loginPaths = new Set<string>(['', '/', guestPaths.login.href(), guestPaths.securityLogin.href()]);

/** The route path of a location hash: `#/login?x=1` → `/login`. */
export function pathOfHash(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] ?? '';
}

/**
 * Whether the first page is the login page of a signed-out visitor, which the app renders before
 * react-router loads (ADR 044). The root redirects a signed-out visitor to the login page anyway
 * (its route needs a claim); every other path goes through the router and its guards.
 */
export function opensAsGuest(hash: string, isLoggedIn: boolean): boolean {
  return !isLoggedIn && loginPaths.has(pathOfHash(hash));
}
