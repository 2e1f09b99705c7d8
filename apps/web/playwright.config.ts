import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

/** A free loopback port, chosen once by the runner and handed to its workers through the environment. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

process.env.PATHWAY_E2E_API_PORT ??= String(await freePort());
process.env.PATHWAY_E2E_WEB_PORT ??= String(await freePort());
const apiPort = process.env.PATHWAY_E2E_API_PORT;
const webPort = process.env.PATHWAY_E2E_WEB_PORT;
const reports = process.env.PATHWAY_REPORTS ?? resolve(import.meta.dirname, '../../.reports');

// Debian's Chromium; no browser is downloaded, and nothing connects beyond loopback.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: resolve(reports, 'web.json') }]],
  use: {
    baseURL: process.env.PATHWAY_E2E_BASE_URL ?? `http://127.0.0.1:${webPort}/`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  // The end-to-end build (`vite build --mode e2e`: production plus the session-timings override, ADR
  // 081; vite preview proxies /api and sends the CSP) against the Prism mock of openapi/. PATHWAY_E2E_BASE_URL
  // points the tests at servers already running instead (a quicker loop while developing).
  webServer: process.env.PATHWAY_E2E_BASE_URL
    ? []
    : [
        {
          command: 'pnpm --filter @pathway/openapi run mock',
          env: { PATHWAY_API_PORT: apiPort, REDOCLY_TELEMETRY: 'off', DO_NOT_TRACK: '1' },
          port: Number(apiPort),
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
        },
        {
          command: `pnpm exec vite preview --mode e2e --port ${webPort} --strictPort`,
          env: { PATHWAY_API_PORT: apiPort },
          port: Number(webPort),
          reuseExistingServer: false,
          timeout: 60_000,
        },
      ],
});
