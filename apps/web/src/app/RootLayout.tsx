import { startTransition, Suspense, useEffect } from 'react';
import { matchRoutes, Navigate, renderMatches, useLocation, useNavigate } from 'react-router';
import { toast } from '@pathway/design-system';
import { paths } from '../config/paths.ts';
import { useSession, useSignOut } from '../lib/session.ts';
import type { BreadcrumbItem } from '@pathway/design-system';
import { Shell } from '../features/shell/Shell.tsx';
import { decideAccess, type RouteHandle } from './guard.ts';
import { RouteError } from './RouteError.tsx';
import { pages } from './routes.tsx';
import { preloadSections, SECTION_PRELOAD_DELAY_MS } from './sectionModules.ts';
import { onDemand } from '../lib/onDemand.tsx';

// Loaded after sign-in only: the login route's bundle stays free of the dialog machinery.
const SessionMonitor = onDemand(() =>
  import('../features/session/SessionMonitor.tsx').then((m) => ({ default: m.SessionMonitor })),
);

function GuardRedirect({ to, warning }: { to: string; warning: string | undefined }) {
  useEffect(() => {
    // A fixed id: StrictMode and repeated redirects show the warning once, not stacked.
    if (warning) toast.warning(warning, { id: 'guard-warning' });
  }, [warning]);
  return <Navigate to={to} replace />;
}

/** The app's layout: applies the guards, then lays out the matched page in the shell. */
export function RootLayout() {
  const location = useLocation();
  // Matched once per render: the handles feed the guard and the breadcrumbs, the same matches render.
  const matches = matchRoutes(pages, location) ?? [];
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  useEffect(() => {
    if (!session.isLoggedIn) return;
    const timer = setTimeout(preloadSections, SECTION_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session.isLoggedIn]);
  // Route data is ours: every handle in routes.tsx is a RouteHandle.
  const handles = matches.map((match) => match.route.handle as RouteHandle | undefined);
  const decision = decideAccess(handles, session, location);
  if (decision.kind === 'redirect') {
    return <GuardRedirect to={decision.to} warning={decision.warning} />;
  }

  const leaf: Partial<RouteHandle> = handles.at(-1) ?? {};
  const crumbs: BreadcrumbItem[] = matches.flatMap((match, index) => {
    const crumb = handles[index]?.crumb;
    if (crumb === undefined) return [];
    if (typeof crumb === 'string') return [{ label: crumb, href: match.pathname }];
    return crumb.map((label) => ({ label }));
  });

  return (
    <>
      <Shell
        isLoggedIn={session.isLoggedIn}
        claims={session.claims}
        narrow={leaf.narrow === true}
        crumbs={leaf.hideBreadcrumbs === true ? undefined : crumbs}
        onLogout={() => {
          // The server ends the session first (ADR 185); this tab forgets it whatever the answer.
          void import('../features/session/logout.ts')
            .then(({ logout }) => logout())
            .catch(() => undefined)
            .finally(() => {
              // One transition: the guard never sees the signed-out user still on this page (it
              // would send them to login with this page to come back to, as for a visitor).
              startTransition(() => {
                signOut();
                void navigate(paths.login.href());
              });
            });
        }}
      >
        <RouteError resetKey={location.pathname}>
          {/* A page's first chunk: nothing until it arrives; later pages keep the one before on screen. */}
          <Suspense fallback={null}>{renderMatches(matches)}</Suspense>
        </RouteError>
      </Shell>
      {session.isLoggedIn && leaf.noCountdown !== true ? <SessionMonitor /> : null}
    </>
  );
}
