import type { Rolldown } from 'vite';

/** Whether a module's path matches one of the patterns (`/` matches either path separator). */
function anyOf(...patterns: string[]): (id: string) => boolean {
  const expressions = patterns.map((pattern) => new RegExp(pattern.replaceAll('/', String.raw`[\\/]`)));
  return (id) => expressions.some((expression) => expression.test(id));
}

/**
 * How the build groups modules into chunks (ADRs 175, 177). Rolldown's automatic splitting gives
 * every distinct set of importers a chunk of its own: the shell came out as 24 files and a grid
 * screen as 30 more, many under 1 KB. Each file is compressed on its own, and the names one chunk
 * imports from another are spelled out twice, so the same code cost about a tenth more. Each group
 * below is what is always loaded together, by layer:
 *
 * - `app`: the entry's libraries and modules, needed before the first render, login page included:
 *   also Vite's preload helper, the Button, FormField and TextField every page shows, and the two
 *   spec texts of the shell's guard and error boundary (which the login page's messages include).
 * - `shell`: what the routed app adds (the router, the query client, the menu and the route table).
 * - `messages`: the spec's messages, which the login page, every form and some screens show.
 * - `rules`: the validation rules, which the login page and every form use.
 *   A plain list screen loads neither.
 * - `api`: what every screen needs, a form-only one (Session Time Limit) included: the api client's
 *   requests with ky's code, the modal and the confirmation (the unsaved-changes prompt, removes).
 *   Not its areas: each goes with the screens that call it (src/lib/api.ts).
 * - `screens`: what every list screen adds: the grid and its table engine, the query hooks, the kit.
 *
 * A group names only modules its layer loads: a module of the shell put into `screens` would make
 * the shell load the whole group (`pnpm bench:bundle` fails when a layer loads a later layer's
 * group). `includeDependenciesRecursively: false` keeps a group from pulling in what its modules
 * import (the grid imports the Button of `app`). A screen's own code, a form module loaded when its
 * popup opens and a library only some screens use stay with the automatic splitting.
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  {
    name: 'app',
    test: anyOf(
      '^\\0vite/preload-helper\\.js$',
      '/node_modules/(react|react-dom|scheduler|styled-components|stylis|jotai|react-hot-toast)/',
      '/node_modules/ky/distribution/(errors/(HTTPError|KyError|NetworkError|TimeoutError)|utils/type-guards)\\.js$',
      '/packages/api-client/src/errors\\.ts$',
      '/packages/validation/src/shellMessages\\.ts$',
      '/packages/design-system/src/(Alert|Button|FormField|LeaveGuard|TextField|Toast|TopBarMenu|theme)/',
      '/apps/web/src/(app/(Root|errorReporting|guestEntry)|config/guestPaths|features/account/(AccountPanel\\.styles|ErrorScreen)|features/shell/(Shell\\.styles|ShellFrame)|lib/(failure|jwt|loading|session|storageKeys|storedSession))\\.tsx?$',
    ),
  },
  {
    name: 'shell',
    test: anyOf(
      '/node_modules/react-router/',
      '/node_modules/@tanstack/query-core/build/modern/(?!queryObserver|mutationObserver|infiniteQueryObserver|queriesObserver)',
      '/node_modules/@tanstack/react-query/build/modern/(QueryClientProvider|useIsFetching|useMutationState)\\.js$',
      '/packages/design-system/src/Breadcrumbs/',
      '/apps/web/src/(app/(RoutedApp|RootLayout|RouteError|guard|history|routes|sectionModules|sections/lazyScreen)|config/paths|features/shell/(Shell|menu)|lib/(history|historyContext|historyRouter|LeaveGuard|queryClient|queryLayer|sessionRejection|useLeavePrompt))\\.tsx?$',
    ),
  },
  {
    name: 'messages',
    test: anyOf('/packages/validation/src/messages\\.ts$'),
  },
  {
    name: 'rules',
    test: anyOf('/packages/validation/src/(dates|rules)\\.ts$'),
  },
  {
    name: 'api',
    test: anyOf(
      '/node_modules/ky/distribution/(?!errors/(HTTPError|KyError|NetworkError|TimeoutError)\\.js|utils/type-guards\\.js)',
      '/packages/api-client/src/(?!errors\\.ts|areas/)',
      '/apps/web/src/lib/api/http\\.ts$',
      '/packages/design-system/src/(ConfirmDialog/|Modal/(Modal|ModalContext)\\.tsx?$)',
    ),
  },
  {
    name: 'screens',
    test: anyOf(
      '/node_modules/(@tanstack/(table-core|react-table|react-store|store)|use-sync-external-store)/',
      '/node_modules/@tanstack/(query-core/build/modern/(queryObserver|mutationObserver)|react-query/build/modern/(useQuery|useBaseQuery|useMutation|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense|queryOptions))\\.js$',
      '/packages/design-system/src/(DataGrid/|GridDateFilter/|GridSearchPanel/|RowDetailsDialog/|Checkbox/|format/format\\.ts$|excel/saveBlob\\.ts$)',
      // The api areas the kit calls (export, named lookups, organizations); a screen's own go with it.
      '/packages/api-client/src/areas/(exports|lookups|organizations)\\.ts$',
      '/apps/web/src/lib/api/(exports|lookups|organizations)\\.ts$',
      '/apps/web/src/kit/(index|core/(useResourceList|useResourceMutations|messages|searchExport|exportAll|useOptions|columns)|claims|views/ResourceScreen)\\.tsx?$',
    ),
  },
].map((group) => ({ ...group, includeDependenciesRecursively: false }));
