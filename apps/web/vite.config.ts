import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), reactRouterForProduction()],
  // Relative asset URLs: the app is served from any folder and routes live in the hash.
  base: './',
  server: { host: '127.0.0.1', proxy: apiProxy },
  preview: { host: '127.0.0.1', proxy: apiProxy },
  // The manifest lets scripts/bench-bundle.mjs follow each route's chunks. Every es2023 browser
  // supports <link rel="modulepreload">, so the entry need not carry Vite's polyfill for it.
  build: { sourcemap: true, target: 'es2023', manifest: true, modulePreload: { polyfill: false } },
});
