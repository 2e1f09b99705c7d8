import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { build, createServer, type Plugin } from 'vite';

/** Where the guest check is served from (hashed, so a new release never runs an old copy). */
const checkFile = (source: string) =>
  `assets/guest-check-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;

/** src/app/guestCheck.ts as one classic script (no modules: it must run before the page paints). */
async function buildGuestCheck(root: string): Promise<string> {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      target: 'es2023',
      lib: { entry: 'src/app/guestCheck.ts', formats: ['iife'], name: 'pathwayGuestCheck' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((item) => item.type === 'chunk');
    if (chunk?.type === 'chunk') return chunk.code;
  }
  throw new Error('prerender: the guest check did not build');
}

/** The guest login page's markup and styles (src/app/guestPage.tsx, rendered in Node). */
async function renderGuestPage(root: string): Promise<{ html: string; css: string }> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    // styled-components' Node build is CommonJS; through Vite its default export is the styled function.
    ssr: { noExternal: ['styled-components'] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/guestPage.tsx')) as {
      renderGuestPage: () => { html: string; css: string };
    };
    return module.renderGuestPage();
  } finally {
    await server.close();
  }
}

/**
 * A signed-out visitor's login page paints from index.html itself, before any script has loaded
 * (ADR 087): the build renders it into #root, hidden unless the guest check (a small classic
 * script in <head>) finds that the page opens as the guest login page. The app then replaces the
 * markup with the same page, live. `inert` keeps the static form from taking input the app would
 * drop. The styles carry the CSP nonce placeholder (ADR 082).
 */
export function prerenderGuestPage(nonce: string): Plugin {
  let root = '';
  let check = { file: '', source: '' };
  return {
    name: 'pathway:prerender-guest-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const source = await buildGuestCheck(root);
      check = { file: checkFile(source), source };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: check.file, source: check.source });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const page = await renderGuestPage(root);
        const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
          /inter-latin-\d+-normal-[\w-]+\.woff2$/.test(file),
        );
        const preloads = fonts
          .map(
            (file) => `<link rel="preload" href="./${file}" as="font" type="font/woff2" crossorigin nonce="${nonce}">`,
          )
          .join('\n    ');
        const css =
          // Shown only on the guest's first page; the wrapper lays out as if it were not there.
          '#root>[data-prerendered]{display:none}html[data-guest] #root>[data-prerendered]{display:contents}' +
          page.css;
        return html
          .replace(
            '</title>',
            `</title>\n    ${preloads}\n    <script src="./${check.file}" nonce="${nonce}"></script>\n    <style nonce="${nonce}" data-prerendered>${css}</style>`,
          )
          .replace('<div id="root"></div>', `<div id="root"><div data-prerendered inert>${page.html}</div></div>`);
      },
    },
  };
}
