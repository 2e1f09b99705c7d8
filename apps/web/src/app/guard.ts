import { shellMessages } from '@pathway/validation';
import { returnTarget } from '../config/guestPaths.ts';
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

export const PASSWORD_UPDATE_TOAST = shellMessages.changePasswordBeforeStart;

/** Where the guard is asked about: the route path and its query, e.g. `/participants/2037` and `?tab=2`. */
export interface GuardLocation {
  pathname: string;
  search: string;
}

/**
 * The guard rules of spec section 2, applied to the handles of every matched route (outermost
 * first). Claims are cumulative: a child route needs its section's claim as well as its own.
 * A signed-out visitor goes to login with the page asked for as `returnTo` (the login page opens it
 * after sign-in); login is closed to a signed-in user at all times and sends them on to its
 * `returnTo`, or home. (The login page's own sign-in changes the session and the address in one
 * transition, so the guard never sees a signed-in user on it then.)
 */
export function decideAccess(
  handles: readonly (RouteHandle | undefined)[],
  session: GuardSession,
  location: GuardLocation = { pathname: '/', search: '' },
): GuardDecision {
  const rules = handles.flatMap((handle) => (handle ? [handle.access] : []));
  const leaf = handles.at(-1);
  const isPublic = rules.length === 0 || rules.every((rule) => rule.kind === 'public' || rule.kind === 'guest');

  if (rules.some((rule) => rule.kind === 'guest') && session.isLoggedIn) {
    const returnTo = returnTarget(new URLSearchParams(location.search).get('returnTo'));
    return { kind: 'redirect', to: returnTo ?? paths.home.href() };
  }
  if (isPublic) return { kind: 'allow' };
  if (!session.isLoggedIn) {
    const returnTo = returnTarget(`${location.pathname}${location.search}`);
    return { kind: 'redirect', to: paths.login.href({ returnTo }) };
  }
  if (session.isPasswordUpdateRequired && leaf?.isPasswordChange !== true) {
    return { kind: 'redirect', to: paths.changePassword.href({ required: true }), warning: PASSWORD_UPDATE_TOAST };
  }
  const missing = rules.some((rule) => rule.kind === 'claim' && !hasClaim(session.claims, rule.claim));
  if (missing) return { kind: 'redirect', to: paths.restrictedContent.href() };
  return { kind: 'allow' };
}
