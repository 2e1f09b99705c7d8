#!/usr/bin/env node
// `pnpm bench:participants`: issue 12's speed figures in a real browser, against the reference
// server holding BENCH_PARTICIPANTS participants (100,000 by default). A benchmark that prints
// figures, not a test (ADR 112).
//
//  1. Seeds a temporary PGlite data folder (core, security, maintenance, contract and participants
//     seeders, as bench:api does; enrollment, payroll and reports are left out: the screens measured
//     read none of their tables).
//  2. Builds the production web app into a temporary folder (or measures --dist DIR as it is) and
//     starts the reference server serving it at / beside /api (PATHWAY_WEB_DIR), same origin, as a
//     deployment does.
//  3. Drives Debian's Chromium ($CHROMIUM_PATH or /usr/bin/chromium) with Playwright: signs in as
//     admin, then after BENCH_WARMUP runs (3) measures BENCH_RUNS runs (20) of
//     (a) quick search: from the Enter keydown in Participants > Search's quick search box (a
//         capture-phase listener stamps performance.now()) to the first frame painted after every
//         rendered body row of the grid holds the searched last name (a MutationObserver sees the
//         rows; then requestAnimationFrame, then a MessageChannel task, which runs after that
//         frame's paint). Each run searches a different last name, so no answer comes from the
//         client's cache.
//     (b) opening a participant: from the route change (location.hash set to participants/:id
//         from the search screen, as the last-name link does) to the first frame painted after the
//         header's heading and the first tab's (Contracts) rows, or its empty text, are in the DOM.
//         A different participant each run; the Details chunk is loaded by the warm-up.
//  Prints each run, p50/p95/max, the budgets (a ≤ 300 ms p95, b ≤ 500 ms p95), the API calls each
//  step made (a waterfall shows up as more than one call), and the machine's load.
//
// Options: BENCH_PARTICIPANTS (100000), BENCH_RUNS (20), BENCH_WARMUP (3); --dist DIR measures an
// existing production build. Nothing connects anywhere but 127.0.0.1; every folder is removed.
/* global window, document, location, requestAnimationFrame, MutationObserver -- the probes run in the page */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';
import { DEMO_PASSWORD } from '../../api/src/db/seed/core.ts';
import { percentile, seedParticipantAreas, sql, startServer } from '../../api/scripts/bench-support.mjs';

const app = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Kysely is the reference server's dependency, not the web app's: resolved from there.
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const BUDGET = { search: 300, open: 500 };
const args = process.argv.slice(2);
const distOption = args.includes('--dist') ? resolve(args[args.indexOf('--dist') + 1] ?? '') : undefined;
const log = (line) => process.stdout.write(`${line}\n`);

const scratch = mkdtempSync(join(tmpdir(), 'pathway-bench-participants-'));
let server;
let browser;
async function cleanUp() {
  await browser?.close().catch(() => undefined);
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/**
 * Seeds the areas the screens read, then picks what the runs use: last names that find participants
 * (distinct, so no run is answered from the client's cache), and participants spread over the
 * whole table.
 */
async function seed(dataDir) {
  const { result } = await seedParticipantAreas({ dataDir }, PARTICIPANTS, async (db) => {
    const wanted = WARMUP + RUNS;
    // None within another ("Hill", "Hillman"): the rows of one search must not already hold the next.
    const names = [];
    for (const { last_name: name } of (
      await sql`select last_name from students where length(last_name) >= 4
        group by last_name order by md5(last_name)`.execute(db)
    ).rows) {
      const lower = name.toLowerCase();
      if (names.every((kept) => !kept.toLowerCase().includes(lower) && !lower.includes(kept.toLowerCase())))
        names.push(name);
      if (names.length === wanted) break;
    }
    const ids = (await sql`select id from students order by md5(id::text) limit ${wanted}`.execute(db)).rows.map(
      (row) => Number(row.id),
    );
    const count = Number((await sql`select count(*) as n from students`.execute(db)).rows[0].n);
    return { names, ids, count };
  });
  return result;
}

/** Installs the in-page probes once per document: the Enter stamp and the painted-frame wait. */
const PROBES = () => {
  const probe = { enterAt: null };
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') probe.enterAt = performance.now();
    },
    true,
  );
  /** Resolves with the time of the first frame painted after `ready()` holds in the DOM. */
  probe.paintedWhen = (ready, timeoutMs = 30_000) =>
    new Promise((done, fail) => {
      const painted = () =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done(performance.now());
          channel.port2.postMessage(null);
        });
      if (ready()) return painted();
      const observer = new MutationObserver(() => {
        if (!ready()) return;
        observer.disconnect();
        clearTimeout(timer);
        painted();
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        const main = document.querySelector('main') ?? document.body;
        fail(new Error(`timed out waiting for the screen at ${location.hash}: ${main.innerText.slice(0, 300)}`));
      }, timeoutMs);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  window.__bench = probe;
};

async function main() {
  log(
    `bench:participants — ${PARTICIPANTS.toLocaleString('en-US')} participants, ${RUNS} runs after ${WARMUP} warm-up`,
  );
  const dataDir = join(scratch, 'data');
  let started = Date.now();
  const { names, ids, count } = await seed(dataDir);
  log(`seeded ${count.toLocaleString('en-US')} participants in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (names.length < WARMUP + RUNS || ids.length < WARMUP + RUNS) throw new Error('not enough distinct participants');

  let dist = distOption;
  if (dist === undefined) {
    dist = join(scratch, 'web');
    started = Date.now();
    const build = spawnSync(
      'pnpm',
      ['exec', 'vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: app,
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) throw new Error('vite build failed');
    log(`built the production web app in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no index.html in ${dist}`);

  server = await startServer(
    { DATABASE_URL: '', PATHWAY_DATA_DIR: dataDir, PATHWAY_WEB_DIR: dist, LOG_LEVEL: 'error' },
    'bench-participants-secret-0123456789-abcdefghij',
  );
  const base = `${server.base}/`;

  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(PROBES);
  const page = await context.newPage();
  // The API calls of each measured step, with when they started and ended after the step began
  // (the runner's clock): calls one after another instead of side by side are a waterfall.
  let calls = [];
  let stepStart = 0;
  const startStep = () => {
    calls = [];
    stepStart = Date.now();
  };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    calls.push({
      request,
      what: `${request.method()} ${url.pathname.replace(/\/\d+/g, '/:id')}`,
      start: Date.now() - stepStart,
    });
  });
  page.on('requestfinished', (request) => {
    const call = calls.find((candidate) => candidate.request === request);
    if (call) call.end = Date.now() - stepStart;
  });
  /** Adds this step's calls to `byCalls`: per sequence of calls, each call's start and end times. */
  const recordCalls = (byCalls) => {
    const key = calls.map((call) => call.what).join(', ');
    const entry = byCalls.get(key) ?? { runs: 0, starts: calls.map(() => []), ends: calls.map(() => []) };
    entry.runs += 1;
    calls.forEach((call, index) => {
      entry.starts[index]?.push(call.start);
      entry.ends[index]?.push(call.end ?? Number.NaN);
    });
    byCalls.set(key, entry);
  };

  await page.goto(`${base}#/login`);
  await page.getByLabel('User Name').fill('admin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page
    .getByRole('button', { name: 'Logout', includeHidden: true })
    .waitFor({ state: 'attached', timeout: 60_000 });
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });

  const searchScreen = async () => {
    await page.evaluate(() => {
      location.hash = '#/participants/search';
    });
    await page.getByRole('table', { name: 'Participants' }).getByRole('link').first().waitFor({ timeout: 60_000 });
  };

  // (a) Enter in the quick search → result rows painted.
  await searchScreen();
  const box = page.getByRole('searchbox', { name: 'Grid Quick Search' });
  const searchTimes = [];
  const searchCalls = new Map();
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const name = names[run];
    await box.fill(name);
    startStep();
    const painted = page.evaluate((term) => {
      const lower = term.toLowerCase();
      return window.__bench.paintedWhen(() => {
        const rows = document.querySelectorAll(
          '[role="table"][aria-label="Participants"] [role="row"][data-part="body"]',
        );
        return rows.length > 0 && [...rows].every((row) => row.textContent.toLowerCase().includes(lower));
      });
    }, name);
    await box.press('Enter');
    const end = await painted;
    const begin = await page.evaluate(() => window.__bench.enterAt);
    if (run >= WARMUP) {
      searchTimes.push(end - begin);
      recordCalls(searchCalls);
    }
  }

  // (b) Opening a participant → header and first tab painted.
  const openTimes = [];
  const openCalls = new Map();
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    await searchScreen();
    startStep();
    const elapsed = await page.evaluate(async (id) => {
      const begin = performance.now();
      const painted = window.__bench.paintedWhen(() => {
        const main = document.querySelector('main') ?? document.body;
        const heading = main.querySelector('h1');
        const tab = main.querySelector('[role="tab"][aria-selected="true"]');
        const panel = main.querySelector('[role="tabpanel"]');
        const rows = panel?.querySelectorAll('[role="table"] [role="row"][data-part="body"]').length ?? 0;
        // The grid's empty state sits beside its table, in the tab panel.
        const empty = panel?.textContent.includes('No records to display') ?? false;
        return (
          location.hash === `#/participants/${id}` &&
          heading !== null &&
          !heading.textContent.includes('Participants') &&
          tab?.textContent === 'Contracts' &&
          (rows > 0 || empty)
        );
      });
      location.hash = `#/participants/${id}`;
      return (await painted) - begin;
    }, ids[run]);
    if (run >= WARMUP) {
      openTimes.push(elapsed);
      recordCalls(openCalls);
    }
  }

  const report = (label, times, budget, byCalls) => {
    log(`\n${label}`);
    log(`  runs (ms): ${times.map((time) => time.toFixed(0)).join(' ')}`);
    const p95 = percentile(times, 95);
    log(
      `  p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms` +
        `  (budget p95 ≤ ${String(budget)} ms: ${p95 <= budget ? 'met' : 'NOT met'})`,
    );
    for (const [sequence, entry] of byCalls) {
      const timeline = sequence
        .split(', ')
        .map(
          (what, index) =>
            `${what} ${percentile(entry.starts[index], 50).toFixed(0)}→${percentile(entry.ends[index], 50).toFixed(0)} ms`,
        )
        .join(', ');
      log(
        `  API calls in ${String(entry.runs)} runs (p50 start→end after the step began): ${sequence ? timeline : 'none'}`,
      );
    }
  };
  report('(a) quick search: Enter → result rows painted', searchTimes, BUDGET.search, searchCalls);
  report('(b) open a participant: route → header and Contracts rows painted', openTimes, BUDGET.open, openCalls);
  log(`\nload average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
}

try {
  await main();
} finally {
  await cleanUp();
}
