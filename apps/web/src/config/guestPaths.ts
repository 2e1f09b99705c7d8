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
  /** The login page; `returnTo` is the page a signed-out visitor asked for, opened after sign-in. */
  login: {
    path: 'login',
    href: ({ returnTo }: { returnTo?: string } = {}) =>
      returnTo === undefined ? ('/login' as const) : `/login?${new URLSearchParams({ returnTo }).toString()}`,
  },
  /** An older route name that still reaches the login page. */
  securityLogin: fixed('security/login'),
  forgetPassword: fixed('forget-password'),
  forgetUsername: fixed('forget-username'),
} as const;

/**
 * The page to open after sign-in, from the login page's `returnTo`: an app path ("/participants/2037"),
 * never another site ("//host", "https:…") nor a page only a signed-out visitor may open.
 */
export function returnTarget(returnTo: string | null | undefined): string | undefined {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return undefined;
  const path = returnTo.split('?')[0];
  const guestOnly: readonly string[] = [
    guestPaths.home.href(),
    guestPaths.login.href(),
    guestPaths.securityLogin.href(),
  ];
  return guestOnly.includes(path ?? '') ? undefined : returnTo;
}
