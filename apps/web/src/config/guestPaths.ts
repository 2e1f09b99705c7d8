/** A route without parameters: its pattern and its link. */
export function fixed<const P extends string>(path: P) {
  return { path, href: () => `/${path}` as const };
}

/**
 * The routes a signed-out visitor's first page uses: the guest check inlined into index.html, the
 * entry and the login page (ADRs 044, 173). Kept apart from `paths` (which spreads them in) so that
 * those carry these five routes instead of the app's whole route table.
 */
export const guestPaths = {
  /** The empty path; redirects to enrollment/maintain-applicants. */
  home: { path: '', href: () => '/' as const },
  login: fixed('login'),
  /** An older route name that still reaches the login page. */
  securityLogin: fixed('security/login'),
  forgetPassword: fixed('forget-password'),
  forgetUsername: fixed('forget-username'),
} as const;
