import { paths } from '../config/paths.ts';
import type { Claim } from '../kit/claims.ts';
import { hasClaim, type Claims } from '../lib/jwt.ts';

/**
 * Who may open a route:
 * - `public`: anyone (account recovery, activation);
 * - `guest`: only someone not logged in (login);
 * - `logged`: any logged-in user;
 * - `claim`: a logged-in user whose claim is "true".
 */
export type Access = { kind: 'public' } | { kind: 'guest' } | { kind: 'logged' } | { kind: 'claim'; claim: Claim };

/** Route data (a route's `handle`) the shell reads: guard, breadcrumb and layout. */
export interface RouteHandle {
  /** Required: a route without an access rule does not compile (deny by default, ADR 072). */
  access: Access;
  /** Breadcrumb label; a trail when a top-level route sits deeper in the menu. */
  crumb?: string | readonly string[];
  /** Narrow panel and no breadcrumb bar (account screens). */
  narrow?: boolean;
  hideBreadcrumbs?: boolean;
  /** Pages before sign-in start no session countdown. */
  noCountdown?: boolean;
  /** The forced password change itself; the password rule must not redirect away from it. */
  isPasswordChange?: boolean;
}

export interface GuardSession {
  isLoggedIn: boolean;
  claims: Claims;
  isPasswordUpdateRequired: boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; warning?: string };

export const PASSWORD_UPDATE_TOAST = 'You need to change password before start application';

/**
 * The guard rules of spec section 2, applied to the handles of every matched route (outermost
 * first). Claims are cumulative: a child route needs its section's claim as well as its own.
 * `blockGuestPages: false` skips the login block: the shell re-checks on every render, and signing in
 * on the login page must not bounce the user before the navigation to the returned route lands
 * (RootLayout applies that rule only to a user who was signed in when the address was opened).
 */
export function decideAccess(
  handles: readonly (RouteHandle | undefined)[],
  session: GuardSession,
  options: { blockGuestPages?: boolean } = {},
): GuardDecision {
  const rules = handles.flatMap((handle) => (handle ? [handle.access] : []));
  const leaf = handles.at(-1);
  const isPublic = rules.length === 0 || rules.every((rule) => rule.kind === 'public' || rule.kind === 'guest');

  if (options.blockGuestPages !== false && rules.some((rule) => rule.kind === 'guest') && session.isLoggedIn) {
    return { kind: 'redirect', to: paths.home.href() };
  }
  if (isPublic) return { kind: 'allow' };
  if (!session.isLoggedIn) return { kind: 'redirect', to: paths.login.href() };
  if (session.isPasswordUpdateRequired && leaf?.isPasswordChange !== true) {
    return { kind: 'redirect', to: paths.changePassword.href({ required: true }), warning: PASSWORD_UPDATE_TOAST };
  }
  const missing = rules.some((rule) => rule.kind === 'claim' && !hasClaim(session.claims, rule.claim));
  if (missing) return { kind: 'redirect', to: paths.restrictedContent.href() };
  return { kind: 'allow' };
}
