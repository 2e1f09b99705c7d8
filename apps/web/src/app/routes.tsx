import { lazy, type ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { menuTree, SIGNED_IN, type MenuNode } from '../features/shell/menu.ts';
import type { Access, RouteHandle } from './guard.ts';
import { screenRoute, type LazyComponent } from './sectionModules.ts';

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

/**
 * A page loaded when it is first opened. The router shows it inside a transition, so the page
 * before stays on screen until this one's chunk has arrived.
 */
function lazyPage(load: LazyComponent): ReactElement {
  const Page = lazy(() => load().then(({ Component }) => ({ default: Component })));
  return <Page />;
}

const accessOf = (node: Pick<MenuNode, 'access'>): Access =>
  node.access === SIGNED_IN ? { kind: 'logged' } : { kind: 'claim', claim: node.access };

/** The page of a menu leaf: the screen it names in its section's module. */
function screenOf(node: MenuNode): ReactElement {
  if (node.screen === undefined) throw new Error(`The menu leaf ${node.path} names no screen`);
  return lazyPage(screenRoute(node.screen));
}

const relative = (path: string, parent: string) => path.slice(parent.length + 1);

/**
 * A page route: the handle with its access rule is required, so a page without one does not compile
 * (deny by default, ADR 072). RootLayout applies the rules of every matched route.
 */
export type PageRoute = RouteObject & { handle: RouteHandle };

/** The child a section (or group) path opens: the one marked default, else the first menu item. */
function defaultChild(node: MenuNode): MenuNode | undefined {
  const children = node.children?.filter((child) => child.dynamic !== true && child.standalone !== true) ?? [];
  return children.find((child) => child.isDefault === true) ?? children[0];
}

function menuRoute(node: MenuNode, parentPath: string): PageRoute {
  const handle: RouteHandle = { access: accessOf(node), crumb: node.label };
  const path = parentPath === '' ? node.path : relative(node.path, parentPath);
  if (!node.children) return { path, handle, element: screenOf(node) };
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
      return [{ path: node.path, handle, element: screenOf(node) }];
    }
    return node.children ? standaloneRoutes(node.children, crumbs) : [];
  });
}

/** Login is for signed-out visitors; RootLayout sends a signed-in user who opens it home. */
const loginHandle: RouteHandle = { narrow: true, hideBreadcrumbs: true, noCountdown: true, access: { kind: 'guest' } };

const accountPage = (extra: RouteHandle): RouteHandle => ({ narrow: true, hideBreadcrumbs: true, ...extra });
const beforeSignIn = (access: Access): RouteHandle => accountPage({ access, noCountdown: true });

/** Redirects of older addresses: open to anyone, the page they lead to applies its own rule. */
const redirectHandle: RouteHandle = { access: { kind: 'public' } };

/** Every page of the app, under RootLayout. */
export const pages: PageRoute[] = [
  {
    index: true,
    handle: { access: { kind: 'claim', claim: 'MAINTAIN_ENROLLEES' } } satisfies RouteHandle,
    element: <Navigate to={paths.maintainApplicants.href()} replace />,
  },
  { path: paths.login.path, handle: loginHandle, element: lazyPage(account.login) },
  { path: paths.userActivation.path, handle: beforeSignIn({ kind: 'public' }), element: lazyPage(account.activation) },
  {
    path: paths.forgetPassword.path,
    handle: beforeSignIn({ kind: 'public' }),
    element: lazyPage(account.forgotPassword),
  },
  {
    path: paths.forgetUsername.path,
    handle: beforeSignIn({ kind: 'public' }),
    element: lazyPage(account.forgotUsername),
  },
  {
    path: paths.contractCodeValidation.path,
    handle: accountPage({ access: { kind: 'public' }, crumb: 'Contract Code Validation' }),
    element: lazyPage(account.contractCode),
  },
  {
    path: paths.restrictedContent.path,
    handle: accountPage({ access: { kind: 'logged' } }),
    element: lazyPage(account.restricted),
  },
  { path: paths.profile.path, handle: accountPage({ access: { kind: 'logged' } }), element: lazyPage(account.profile) },
  {
    path: paths.changePassword.path,
    handle: accountPage({ access: { kind: 'logged' }, isPasswordChange: true }),
    element: lazyPage(account.changePassword),
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
    element: lazyPage(screenRoute({ section: 'enrollment', name: 'applicantReviewPrint' })),
  },
  ...standaloneRoutes(menuTree),
  ...menuTree.map((node) => menuRoute(node, '')),
  {
    path: '*',
    handle: { access: { kind: 'public' } } satisfies RouteHandle,
    element: lazyPage(() => import('./NotFound.tsx')),
  },
];
