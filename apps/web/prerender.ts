import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { build, createServer, type Plugin } from 'vite';
import { APP_TAGS_ID } from './src/app/guestCheck.ts';
import { holdAppTags, inlineScript } from './src/build/firstPaint.ts';
import { contentSecurityPolicy, POLICY_FILE } from './src/build/securityPolicy.ts';

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
 * The prerendered page paints at once in a local sans-serif scaled to Inter's metrics (the values
 * next/font computes for Inter over Arial), then in Inter when its files arrive: the first paint
 * waits for no font, the swap barely moves a line, and no text the live page paints in Inter is
 * larger than it was at first paint (so the first paint stays the LCP, ADR 173).
 */
const FALLBACK_FACE =
  '@font-face{font-family:"Inter fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");' +
  'size-adjust:107.4%;ascent-override:90.2%;descent-override:22.48%;line-gap-override:0%}' +
  '#root>[data-prerendered]{--font-family:"Inter","Inter fallback",sans-serif;font-family:var(--font-family)}';

/**
 * A signed-out visitor's login page paints from index.html itself, with nothing to wait for but
 * index.html (ADRs 087, 173): the build renders it into #root, hidden unless the guest check (an
 * inline classic script in <head>) finds that the page opens as the guest login page. The app then
 * replaces the markup with the same page, live. `inert` keeps the static form from taking input
 * the app would drop. The page's styles carry the CSP nonce placeholder (ADR 082). The app's own
 * tags wait in a <template> the guest check empties into the page after the first paint, and the
 * build writes the policy beside index.html (POLICY_FILE), naming the guest check by its hash.
 */
export function prerenderGuestPage(nonce: string): Plugin {
  let root = '';
  let check = '';
  return {
    name: 'pathway:prerender-guest-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      check = await buildGuestCheck(root);
    },
    generateBundle() {
      const hash = createHash('sha256').update(check).digest('base64');
      this.emitFile({ type: 'asset', fileName: POLICY_FILE, source: `${contentSecurityPolicy(nonce, [hash])}\n` });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const page = await renderGuestPage(root);
        const css =
          // Shown only on the guest's first page; the wrapper lays out as if it were not there.
          '#root>[data-prerendered]{display:none}html[data-guest] #root>[data-prerendered]{display:contents}' +
          FALLBACK_FACE +
          page.css;
        return holdAppTags(html, APP_TAGS_ID)
          .replace(
            '</title>',
            `</title>\n    ${inlineScript(check)}\n    <style nonce="${nonce}" data-prerendered>${css}</style>`,
          )
          .replace('<div id="root"></div>', `<div id="root"><div data-prerendered inert>${page.html}</div></div>`);
      },
    },
  };
}
