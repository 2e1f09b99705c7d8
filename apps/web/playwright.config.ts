import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';

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
process.env.PATHWAY_E2E_SERVER_API_PORT ??= String(await freePort());
process.env.PATHWAY_E2E_SERVER_WEB_PORT ??= String(await freePort());
// The reference server mails through the development mail catcher (ADR 201), so a test can read
// what an invited user reads (ADR 222); a folder of this run's own, so no earlier run's mail is found.
process.env.PATHWAY_E2E_MAIL_SMTP_PORT ??= String(await freePort());
process.env.PATHWAY_E2E_MAIL_WEB_PORT ??= String(await freePort());
process.env.PATHWAY_E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'pathway-e2e-mail-'));
const apiPort = process.env.PATHWAY_E2E_API_PORT;
const webPort = process.env.PATHWAY_E2E_WEB_PORT;
const serverApiPort = process.env.PATHWAY_E2E_SERVER_API_PORT;
const serverWebPort = process.env.PATHWAY_E2E_SERVER_WEB_PORT;
const mailSmtpPort = process.env.PATHWAY_E2E_MAIL_SMTP_PORT;
const mailWebPort = process.env.PATHWAY_E2E_MAIL_WEB_PORT;
// The inbox the specs read; with PATHWAY_E2E_BASE_URL (servers already running) only when set.
if (!process.env.PATHWAY_E2E_BASE_URL) process.env.PATHWAY_E2E_MAIL_BASE_URL ??= `http://127.0.0.1:${mailWebPort}/`;
const reports = process.env.PATHWAY_REPORTS ?? resolve(import.meta.dirname, '../../.reports');

// How long an expectation against the reference server waits for what it looks for. Each waits for
// an outcome and passes the moment it is there, so the ceiling costs time only when a test fails;
// on a CI machine loaded by other work a save and the list it reloads took over 7 s (issue 44: a
// clean clone's run failed in the applicant review walk while the server was still answering).
const serverAnswer = 20_000;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI too (issue 44): a test that needs a second try waits by the clock somewhere.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: resolve(reports, 'web.json') }]],
  use: {
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
    trace: 'off',
  },
  // Two back ends: the shell's own behaviour against the Prism mock (its answers are the contract's
  // examples, so a test can stage any session), and the screens against the reference server with
  // its small demo data set in memory, signing in with the demo accounts.
  projects: [
    {
      name: 'mock',
      testIgnore: 'server/**',
      use: { baseURL: process.env.PATHWAY_E2E_BASE_URL ?? `http://127.0.0.1:${webPort}/` },
    },
    {
      name: 'server',
      testDir: './e2e/server',
      testIgnore: ['grid-views.spec.ts', 'enrollment-placement.spec.ts'],
      timeout: 60_000,
      expect: { timeout: serverAnswer },
      use: { baseURL: process.env.PATHWAY_E2E_SERVER_BASE_URL ?? `http://127.0.0.1:${serverWebPort}/` },
    },
    {
      // Files that would change what the others read, run once they are done. Remembered views are
      // one per user and screen: the administrator's Participants view, which grid-views sets and
      // resets, would be changed under it by the other files searching that grid as the
      // administrator (and would change theirs). The placement assigns recruited participants that
      // the recruit and search walks pick.
      name: 'server-after',
      testDir: './e2e/server',
      testMatch: ['grid-views.spec.ts', 'enrollment-placement.spec.ts'],
      dependencies: ['server'],
      timeout: 60_000,
      expect: { timeout: serverAnswer },
      use: { baseURL: process.env.PATHWAY_E2E_SERVER_BASE_URL ?? `http://127.0.0.1:${serverWebPort}/` },
    },
  ],
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
        {
          command: 'pnpm --filter @pathway/api run mail-catcher',
          env: {
            PATHWAY_MAIL_DIR: process.env.PATHWAY_E2E_MAIL_DIR,
            PATHWAY_MAIL_SMTP_PORT: mailSmtpPort,
            PATHWAY_MAIL_WEB_PORT: mailWebPort,
          },
          port: Number(mailWebPort),
          reuseExistingServer: false,
          timeout: 60_000,
          stdout: 'ignore',
        },
        {
          command: 'pnpm --filter @pathway/api start',
          env: {
            PATHWAY_SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
            PORT: serverApiPort,
            PATHWAY_DATA_DIR: 'memory://',
            PATHWAY_SEED: 'small',
            PATHWAY_JWT_SECRET: 'end-to-end-secret-0123456789-0123456789',
            LOG_LEVEL: 'error',
          },
          port: Number(serverApiPort),
          reuseExistingServer: false,
          timeout: 240_000,
          stdout: 'ignore',
        },
        {
          command: `pnpm exec vite preview --mode e2e --port ${serverWebPort} --strictPort`,
          env: { PATHWAY_API_PORT: serverApiPort },
          port: Number(serverWebPort),
          reuseExistingServer: false,
          timeout: 60_000,
        },
      ],
});
