// The one Chromium every browser test and benchmark launches (issue 46: the flags were copied four
// times and had drifted apart). Plain, erasable TypeScript, so Node 24 runs it as it is from the
// benchmark scripts (.mjs) as well as from the Vitest and Playwright configs.

/** Debian's Chromium: the bootstrap installs it, and no browser build is ever downloaded. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags the machine needs: no sandbox as root, and no connection beyond loopback (no background
 * networking, component updates, sync or QUIC); text drawn without hinting, the same on every machine,
 * so screenshots compare.
 */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
