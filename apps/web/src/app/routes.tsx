import { Navigate, redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { menuTree, SIGNED_IN, type MenuNode } from '../features/shell/menu.ts';
import { appStore, claimsAtom, isLoggedInAtom, isPasswordUpdateRequiredAtom } from '../lib/session.ts';
import { decideAccess, type Access, type RouteHandle } from './guard.ts';
import { RootLayout } from './RootLayout.tsx';
import { screenRoute, type LazyComponent } from './sectionModules.ts';
import { RouteError } from './RouteError.tsx';

/** The account screens live in features/account; each module names its screen export. */
const account = {
  login: () => import('../features/account/LoginRoute.tsx').then((m) => ({ Component: m.LoginRoute })),
  forgotPassword: () =>
    import('../features/account/ForgotPasswordScreen.tsx').then((m) => ({ Component: m.ForgotPasswordScreen })),
  forgotUsername: () =>
    import('../features/account/ForgotUsernameScreen.tsx').then((m) => ({ Component: m.ForgotUsernameScreen })),
  activation: () => import('../features/account/ActivationScreen.tsx').then((m) => ({ Component: m.ActivationScreen })),
  contractCode: () =>
    import('../features/account/ContractCodeValidationScreen.tsx').then((m) => ({
      Component: m.ContractCodeValidationScreen,
    })),
  profile: () => import('../features/account/ProfileScreen.tsx').then((m) => ({ Component: m.ProfileScreen })),
  changePassword: () =>
    import('../features/account/ChangePasswordScreen.tsx').then((m) => ({ Component: m.ChangePasswordScreen })),
  restricted: () =>
    import('../features/account/RestrictedContentScreen.tsx').then((m) => ({
      Component: m.RestrictedContentScreen,
    })),
} satisfies Record<string, LazyComponent>;

const accessOf = (node: Pick<MenuNode, 'access'>): Access =>
  node.access === SIGNED_IN ? { kind: 'logged' } : { kind: 'claim', claim: node.access };

/** The lazy route of a menu leaf: the screen it names in its section's module. */
function screenOf(node: MenuNode): LazyComponent {
  if (node.screen === undefined) throw new Error(`The menu leaf ${node.path} names no screen`);
  return screenRoute(node.screen);
}

const relative = (path: string, parent: string) => path.slice(parent.length + 1);

/**
 * A page route: the handle with its access rule is required, so a page without one does not compile
 * (deny by default, ADR 072). Only the root layout, which applies the rules, has no handle.
 */
type PageRoute = RouteObject & { handle: RouteHandle };

/** The child a section (or group) path opens: the one marked default, else the first menu item. */
function defaultChild(node: MenuNode): MenuNode | undefined {
  const children = node.children?.filter((child) => child.dynamic !== true && child.standalone !== true) ?? [];
  return children.find((child) => child.isDefault === true) ?? children[0];
}

function menuRoute(node: MenuNode, parentPath: string): PageRoute {
  const handle: RouteHandle = { access: accessOf(node), crumb: node.label };
  const path = parentPath === '' ? node.path : relative(node.path, parentPath);
  if (!node.children) return { path, handle, lazy: screenOf(node) };
  const fallback = defaultChild(node);
  return {
    path,
    handle,
    children: [
      ...(fallback
        ? [{ index: true, handle: { access: handle.access }, element: <Navigate to={`/${fallback.path}`} replace /> }]
        : []),
      ...node.children.filter((child) => child.standalone !== true).map((child) => menuRoute(child, node.path)),
    ],
  };
}

/** Top-level routes that sit deeper in the menu keep the whole trail as their breadcrumb. */
function standaloneRoutes(nodes: readonly MenuNode[], trail: readonly string[] = []): PageRoute[] {
  return nodes.flatMap((node) => {
    const crumbs = [...trail, node.label];
    if (node.standalone === true) {
      const handle: RouteHandle = { access: accessOf(node), crumb: crumbs, narrow: true };
      return [{ path: node.path, handle, lazy: screenOf(node) }];
    }
    return node.children ? standaloneRoutes(node.children, crumbs) : [];
  });
}

/** Login is blocked for a signed-in user when navigating to it (see decideAccess). */
const loginHandle: RouteHandle = { narrow: true, hideBreadcrumbs: true, noCountdown: true, access: { kind: 'guest' } };
function blockSignedIn() {
  const decision = decideAccess([loginHandle], {
    isLoggedIn: appStore.get(isLoggedInAtom),
    claims: appStore.get(claimsAtom),
    isPasswordUpdateRequired: appStore.get(isPasswordUpdateRequiredAtom),
  });
  return decision.kind === 'redirect' ? redirect(decision.to) : null;
}

const accountPage = (extra: RouteHandle): RouteHandle => ({ narrow: true, hideBreadcrumbs: true, ...extra });
const beforeSignIn = (access: Access): RouteHandle => accountPage({ access, noCountdown: true });

/** Redirects of older addresses: open to anyone, the page they lead to applies its own rule. */
const redirectHandle: RouteHandle = { access: { kind: 'public' } };

const pages: PageRoute[] = [
  {
    index: true,
    handle: { access: { kind: 'claim', claim: 'MAINTAIN_ENROLLEES' } } satisfies RouteHandle,
    element: <Navigate to={paths.maintainApplicants.href()} replace />,
  },
  { path: paths.login.path, handle: loginHandle, loader: blockSignedIn, lazy: account.login },
  { path: paths.userActivation.path, handle: beforeSignIn({ kind: 'public' }), lazy: account.activation },
  { path: paths.forgetPassword.path, handle: beforeSignIn({ kind: 'public' }), lazy: account.forgotPassword },
  { path: paths.forgetUsername.path, handle: beforeSignIn({ kind: 'public' }), lazy: account.forgotUsername },
  {
    path: paths.contractCodeValidation.path,
    handle: accountPage({ access: { kind: 'public' }, crumb: 'Contract Code Validation' }),
    lazy: account.contractCode,
  },
  {
    path: paths.restrictedContent.path,
    handle: accountPage({ access: { kind: 'logged' } }),
    lazy: account.restricted,
  },
  { path: paths.profile.path, handle: accountPage({ access: { kind: 'logged' } }), lazy: account.profile },
  {
    path: paths.changePassword.path,
    handle: accountPage({ access: { kind: 'logged' }, isPasswordChange: true }),
    lazy: account.changePassword,
  },
  {
    path: paths.securityChangePassword.path,
    handle: redirectHandle,
    element: <Navigate to={paths.changePassword.href()} replace />,
  },
  { path: paths.securityLogin.path, handle: redirectHandle, element: <Navigate to={paths.login.href()} replace /> },
  {
    path: paths.qualityReviewPrint.path,
    handle: { access: { kind: 'logged' }, crumb: 'Applicant Review' } satisfies RouteHandle,
    lazy: screenRoute({ section: 'enrollment', name: 'applicantReviewPrint' }),
  },
  ...standaloneRoutes(menuTree),
  ...menuTree.map((node) => menuRoute(node, '')),
  { path: '*', handle: { access: { kind: 'public' } } satisfies RouteHandle, lazy: () => import('./NotFound.tsx') },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Loaders are synchronous checks of the local session; there is nothing to show meanwhile.
    hydrateFallbackElement: null,
    children: pages,
  },
];
