import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { chunkGroups } from './chunking.ts';
import { prerenderGuestPage } from './prerender.ts';
import { CSP_NONCE_PLACEHOLDER, POLICY_FILE, securityHeaders } from './src/build/securityPolicy.ts';

const apiPort = Number(process.env.PATHWAY_API_PORT ?? 4010);
// The dev server and the preview of the build both pass /api on to the API (the Prism mock).
const apiProxy = { '/api': { target: `http://127.0.0.1:${String(apiPort)}`, changeOrigin: false } };

/**
 * react-router 7 publishes one module whose top level creates its components with unannotated
 * `React.forwardRef(…)`/`memo`/`createContext` calls and then assigns them `displayName`s; a
 * bundler must assume both have side effects, so Form, NavLink, ScrollRestoration and the rest
 * land in every bundle. The production build marks those calls pure and drops the names (they
 * only label components in React DevTools; lines stay in place, so the source map still lines
 * up), and turns off the development warnings its only export condition leaves on (ADR 042).
 */
function reactRouterForProduction(): Plugin {
  return {
    name: 'pathway:react-router-for-production',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        const trimmed = code
          .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;');
        return trimmed === code ? null : { code: trimmed, map: null };
      },
    },
  };
}

/**
 * `vite preview` (what the end-to-end tests run against) serves the build as a server should: the
 * index page with a fresh nonce and the CSP the build wrote beside it naming that nonce (the
 * reference server does the same, ADR 082), and the security headers on everything.
 */
function securityHeadersInPreview(): Plugin {
  return {
    name: 'pathway:security-headers-in-preview',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
        const path = (request.url ?? '/').split('?')[0];
        if (request.method !== 'GET' || (path !== '/' && path !== '/index.html')) {
          next();
          return;
        }
        const nonce = randomBytes(16).toString('base64');
        const withNonce = (file: string) =>
          readFileSync(join(outDir, file), 'utf8').replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
        const html = withNonce('index.html');
        response.setHeader('Content-Security-Policy', withNonce(POLICY_FILE).trim());
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(html);
      });
    },
  };
}

/**
 * Source maps are written next to the build, never into the folder that is served: `hidden` drops
 * the sourceMappingURL comments, and this moves the .map files to `<outDir>-sourcemaps/` (which
 * scripts/bench-bundle.mjs reads). Error reports stay mappable by whoever holds that folder.
 */
function sourceMapsOutOfTheServedFolder(): Plugin {
  return {
    name: 'pathway:source-maps-out-of-the-served-folder',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const mapsDir = `${outDir}-sourcemaps`;
      rmSync(mapsDir, { recursive: true, force: true });
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        mkdirSync(dirname(join(mapsDir, fileName)), { recursive: true });
        renameSync(join(outDir, fileName), join(mapsDir, fileName));
      }
    },
  };
}

/**
 * For each dynamic import Vite writes the list of JS files to preload with it (`__vite__mapDeps`):
 * the imported chunk and everything it imports, app and shell included. The chunks the importing
 * chunk imports statically have loaded before it ran, so listing them again only adds bytes to
 * every chunk that lazy-loads screens and popups (ADR 177). This drops them from each list; the
 * bundle is read just before Vite writes the lists.
 */
function preloadOnlyWhatIsMissing() {
  let bundle: Rolldown.OutputBundle | undefined;
  const loadedWith = (file: string, loaded = new Set<string>()): Set<string> => {
    const chunk = bundle?.[file];
    if (chunk?.type !== 'chunk' || loaded.has(file)) return loaded;
    loaded.add(file);
    for (const imported of chunk.imports) loadedWith(imported, loaded);
    return loaded;
  };
  const plugin: Plugin = {
    name: 'pathway:preload-only-what-is-missing',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = loadedWith(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

const preload = preloadOnlyWhatIsMissing();

const webRoot = import.meta.dirname;
const repositoryRoot = resolve(webRoot, '../..');

/**
 * What the dev server may read from disk (ADR 217): the web app's own sources, the workspace
 * packages it imports and the installed dependencies. Nothing else of the checkout (the server's
 * code, scripts, tools, git) is the web app's to serve. The runtime data and mail live outside the
 * checkout altogether (apps/api/src/stateDir.ts); the deny list is only the second line.
 */
const devServerFiles = {
  strict: true,
  allow: [webRoot, join(repositoryRoot, 'packages'), join(repositoryRoot, 'node_modules')],
  // Vite's own defaults, plus where runtime files were kept before they moved out of the checkout.
  deny: [
    '.env',
    '.env.*',
    '*.{crt,pem,key}',
    '**/.git/**',
    '**/.data/**',
    '**/.mail/**',
    '**/.tools/**',
    '**/.reports/**',
    '**/*.eml',
    '**/jwt-secret',
  ],
};

/**
 * The dev server answers its own origin only (ADR 217): a page of another origin (any other port
 * on localhost included) may neither read its files through CORS nor load them as subresources.
 * Navigations are let through, so a link in the mail catcher's inbox still opens the app. No path
 * of the app climbs or hides a separator, so one that does (`..`, `%2e`, `%2f`, `%5c`, `\`) is
 * refused before Vite reads it.
 */
function ownOriginOnly(): Plugin {
  return {
    name: 'pathway:own-origin-only',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { origin, host } = request.headers;
        const site = request.headers['sec-fetch-site'];
        const navigation = request.headers['sec-fetch-mode'] === 'navigate';
        const foreignOrigin = origin !== undefined && origin !== `http://${host ?? ''}`;
        const foreignLoad = site !== undefined && site !== 'same-origin' && site !== 'none' && !navigation;
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        const climbs = /\.\.|%2e|%2f|%5c|\\/i.test(path);
        if (foreignOrigin || foreignLoad || climbs) {
          response.statusCode = 403;
          response.setHeader('Content-Type', 'text/plain; charset=utf-8');
          response.end('The Pathway dev server answers its own pages only.');
          return;
        }
        next();
      });
    },
  };
}

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    reactRouterForProduction(),
    sourceMapsOutOfTheServedFolder(),
    preload.plugin,
    securityHeadersInPreview(),
    ownOriginOnly(),
    prerenderGuestPage(CSP_NONCE_PLACEHOLDER),
  ],
  // Relative asset URLs: the app is served from any folder and routes live in the hash.
  base: './',
  // The build compiles styled-components' templates with Oxc's plugin for them: the CSS minified
  // (no comments, indentation or line breaks) and every styled() call marked pure, 0.5 KB gzip
  // less on a screen (ADR 177). No display names or component ids: nothing renders on a server
  // (the prerendered login page brings its own style sheet, prerender.ts).
  oxc:
    command === 'build'
      ? {
          plugins: {
            styledComponents: {
              displayName: false,
              fileName: false,
              ssr: false,
              minify: true,
              transpileTemplateLiterals: true,
              pure: true,
            },
          },
        }
      : undefined,
  resolve: {
    // TanStack Store asks for the shim of useSyncExternalStore, which carries a copy for React
    // before 18; React 19 has its own, and the package's plain entry uses it (ADR 178).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  // No CORS headers at all: the app and its API are one origin (the proxy), so no other origin
  // has anything to read here (ADR 217).
  server: { host: '127.0.0.1', proxy: apiProxy, cors: false, fs: devServerFiles },
  preview: { host: '127.0.0.1', proxy: apiProxy, cors: false },
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    // `vite build --mode e2e` is the build the end-to-end tests run: the production build plus the
    // session-timings override (ADR 081), in a folder of its own so it is never mistaken for the
    // release. `vite preview --mode e2e` serves it.
    outDir: mode === 'e2e' ? 'dist-e2e' : 'dist',
    sourcemap: 'hidden',
    target: 'es2023',
    // The manifest lets scripts/bench-bundle.mjs follow each route's chunks. Every es2023 browser
    // supports <link rel="modulepreload">, so the entry need not carry Vite's polyfill for it.
    manifest: true,
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    // A few chunks per layer instead of one per set of importers (ADRs 175, 177).
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
      // src/lib/api.ts and its area modules only create clients: without side effects of their
      // own, a chunk that calls one area does not also load the others (ADR 177).
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]lib[\\/]api(\.ts$|[\\/])/, sideEffects: false }] },
    },
  },
}));
