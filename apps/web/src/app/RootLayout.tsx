import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useMatches, useNavigate, useNavigation } from 'react-router';
import { toast } from '@pathway/design-system';
import { paths } from '../config/paths.ts';
import { useSession, useSignOut } from '../lib/session.ts';
import type { BreadcrumbItem } from '@pathway/design-system';
import { Shell } from '../features/shell/Shell.tsx';
import { decideAccess, type RouteHandle } from './guard.ts';
import { preloadSections, SECTION_PRELOAD_DELAY_MS } from './sectionModules.ts';

// Loaded after sign-in only: the login route's bundle stays free of the dialog machinery.
const SessionMonitor = lazy(() =>
  import('../features/session/SessionMonitor.tsx').then((m) => ({ default: m.SessionMonitor })),
);

function GuardRedirect({ to, warning }: { to: string; warning: string | undefined }) {
  useEffect(() => {
    // A fixed id: StrictMode and repeated redirects show the warning once, not stacked.
    if (warning) toast.warning(warning, { id: 'guard-warning' });
  }, [warning]);
  return <Navigate to={to} replace />;
}

/** The root route: applies the guards, then lays out the matched page in the shell. */
export function RootLayout() {
  const matches = useMatches();
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const navigation = useNavigation();
  useEffect(() => {
    if (!session.isLoggedIn) return;
    const timer = setTimeout(preloadSections, SECTION_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session.isLoggedIn]);
  // Route data is ours: every handle in routes.tsx is a RouteHandle.
  const handles = matches.map((match) => match.handle as RouteHandle | undefined);
  const decision = decideAccess(handles, session, { blockGuestPages: false });
  // While a navigation is loading the guard waits for it to land; the new location is judged then.
  if (decision.kind === 'redirect' && navigation.state === 'idle') {
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
          signOut();
          void navigate(paths.login.href());
        }}
      >
        <Outlet />
      </Shell>
      {session.isLoggedIn && leaf.noCountdown !== true ? (
        <Suspense fallback={null}>
          <SessionMonitor />
        </Suspense>
      ) : null}
    </>
  );
}
