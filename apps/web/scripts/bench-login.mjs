#!/usr/bin/env node
// `pnpm bench:login`: Lighthouse (desktop preset, performance only, 3 runs) on the production login
// page, served by `vite preview` (with the CSP headers of vite.config.ts) on a free loopback port.
// Prints the performance score, LCP (and which element it was), FCP, TBT and CLS of each run, and
// their min and median, against issue 10's goal (score 100, LCP ≤ 400 ms). A largest paint can be
// something painted before the app runs, so each Lighthouse run alternates with a run in Chromium
// driven by Playwright that times what a user waits for: the login form on screen, and the form
// answering a Login press (the "Username is required" message), both from navigation start. It also checks what the production build must never ship: the
// session-timings override (ADR 081) and source maps in the served folder (ADR 082). Exits 1 when a
// check fails; the Lighthouse figures are for notes, not a gate.
//
// Options: --reuse keeps an existing dist/ instead of building; --runs N (default 3); --dist DIR
// measures another build folder as it is (an A/B against an older build under the same load);
// --details prints, per run, the LCP element, its phases, the requests that block rendering and
// those finished before the observed LCP (the simulation counts them);
// --save DIR writes each run's Lighthouse JSON there (run-N.json).
// Chromium: $CHROMIUM_PATH or Debian's /usr/bin/chromium. Nothing connects beyond 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium as playwrightChromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';

const app = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dist = option('--dist') ? resolve(option('--dist')) : join(app, 'dist');
const runs = Number(option('--runs')) || 3;
const details = args.includes('--details');
const save = option('--save') ? resolve(option('--save')) : undefined;
const reuse = (args.includes('--reuse') || option('--dist') !== undefined) && existsSync(join(dist, 'index.html'));

if (!reuse) {
  const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: app, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// What the production build must not ship.
const failures = [];
const served = readdirSync(dist, { recursive: true }).map(String);
if (served.some((file) => file.endsWith('.map'))) failures.push('source maps in the served folder dist/');
const scripts = served.filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(dist, file), 'utf8'));
if (scripts.some((code) => code.includes('pathway.sessionTimings')))
  failures.push('the session-timings override is in the production bundle');
if (scripts.some((code) => code.includes('sourceMappingURL'))) failures.push('a script points at its source map');

/** A free loopback port. */
const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

const port = await freePort();
// Vite's own bin (a shim that execs node), so the process started is the server itself.
const preview = spawn(
  join(app, 'node_modules', '.bin', 'vite'),
  ['preview', '--outDir', dist, '--port', String(port), '--strictPort'],
  {
    cwd: app,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const stopPreview = () => {
  if (preview.exitCode === null) preview.kill('SIGTERM');
};
process.on('exit', stopPreview);
process.on('SIGINT', () => process.exit(130));

const url = `http://127.0.0.1:${String(port)}/#/login`;
for (let waited = 0; ; waited += 200) {
  const answer = await fetch(url).catch(() => undefined);
  if (answer?.ok) break;
  if (answer !== undefined) throw new Error(`vite preview answered ${String(answer.status)} for the login page`);
  if (waited > 30_000) throw new Error(`vite preview did not answer on port ${String(port)}`);
  await new Promise((wake) => setTimeout(wake, 200));
}

const chromeFlags = ['--headless', ...chromiumArgs].join(' ');
const minMedian = (values, digits = 0) => `${Math.min(...values).toFixed(digits)} / ${median(values).toFixed(digits)}`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** What Lighthouse says makes the LCP what it is: the element, its phases, render-blocking requests. */
function printDetails(report) {
  const items = (id) => report.audits[id]?.details?.items ?? [];
  const tables = (id) => items(id).filter((item) => item.type === 'table' || Array.isArray(item.items));
  for (const item of items('lcp-breakdown-insight')) {
    if (item.type === 'node') console.log(`  LCP element: ${item.snippet ?? item.nodeLabel ?? '?'}`.slice(0, 160));
  }
  for (const table of tables('lcp-breakdown-insight')) {
    for (const phase of table.items ?? []) {
      if (phase.label !== undefined && typeof phase.duration === 'number')
        console.log(`  LCP phase ${String(phase.label)}: ${phase.duration.toFixed(0)} ms`);
    }
  }
  for (const blocking of items('render-blocking-insight')) {
    if (typeof blocking.url === 'string') console.log(`  render-blocking: ${blocking.url}`);
  }
  // Lighthouse's simulated LCP counts every request that had finished when the LCP was observed.
  const observed = report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0;
  for (const request of items('network-requests')) {
    if (request.networkEndTime <= observed)
      console.log(`  finished before the LCP (${String(observed)} ms observed): ${String(request.url).slice(0, 100)}`);
  }
}

/** The largest paint's element as Lighthouse names it, so a paint that is not the form shows. */
function lcpElement(report) {
  const items = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  return String(node?.snippet ?? node?.nodeLabel ?? '?').slice(0, 80);
}

/**
 * A fresh browser profile opens the login page; the times, from navigation start, when the form is on
 * screen with its Login button, and when a Login press on the empty form is answered by the app.
 */
async function formTimings(browser) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const login = page.getByRole('button', { name: 'Login' });
    await login.waitFor({ state: 'visible' });
    const shown = await page.evaluate(() => performance.now());
    await login.click();
    await page.getByText('Username is required').waitFor({ state: 'visible' });
    const answered = await page.evaluate(() => performance.now());
    return { shown, answered };
  } finally {
    await context.close();
  }
}

const browser = await playwrightChromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs],
});
const results = [];
const forms = [];
for (let run = 1; run <= runs; run += 1) {
  const form = await formTimings(browser);
  forms.push(form);
  const lighthouse = spawnSync(
    'pnpm',
    [
      'exec',
      'lighthouse',
      url,
      '--preset=desktop',
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--no-enable-error-reporting',
      `--chrome-flags=${chromeFlags}`,
    ],
    { cwd: app, env: { ...process.env, CHROME_PATH: chromiumPath }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (lighthouse.status !== 0) {
    process.stderr.write(lighthouse.stderr);
    throw new Error(`lighthouse run ${String(run)} failed`);
  }
  const report = JSON.parse(lighthouse.stdout);
  if (report.runtimeError) throw new Error(`lighthouse run ${String(run)}: ${report.runtimeError.message}`);
  const metric = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const result = {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
  };
  results.push(result);
  console.log(
    `run ${String(run)}: performance ${String(result.score)}, LCP ${result.lcp.toFixed(0)} ms (${lcpElement(report)}), FCP ${result.fcp.toFixed(0)} ms, TBT ${result.tbt.toFixed(0)} ms, CLS ${result.cls.toFixed(3)} | form on screen ${form.shown.toFixed(0)} ms, Login answered ${form.answered.toFixed(0)} ms`,
  );
  if (save) {
    mkdirSync(save, { recursive: true });
    writeFileSync(join(save, `run-${String(run)}.json`), lighthouse.stdout);
  }
  if (details) printDetails(report);
}

await browser.close();

const of = (key) => results.map((result) => result[key]);
const score = median(of('score'));
const lcp = median(of('lcp'));
console.log(
  `min / median of ${String(runs)}: performance ${minMedian(of('score'))}, LCP ${minMedian(of('lcp'))} ms, FCP ${minMedian(of('fcp'))} ms, TBT ${minMedian(of('tbt'))} ms, CLS ${minMedian(of('cls'), 3)}` +
    `  (goal: 100 and LCP ≤ 400 ms: ${score >= 100 && lcp <= 400 ? 'met' : 'not met'})`,
);
console.log(
  `min / median of ${String(runs)}, unthrottled: login form on screen ${minMedian(forms.map((form) => form.shown))} ms, a Login press answered ${minMedian(forms.map((form) => form.answered))} ms`,
);
console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);

for (const failure of failures) console.error(`FAILED: ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
