#!/usr/bin/env node
// Everything `npm test` checks, in order, each step run even when an earlier one failed so one
// run shows every problem. Ends with one line: "total: N passed, N failed".
//
// Steps: formatting, lint, types, the root Vitest projects, then the `test` script of every
// workspace package that has one (openapi first, since the others read its bundle). A step that
// writes a JSON report to .reports/<step>.json (Vitest's or Playwright's JSON reporter) is counted
// by its tests; any other step counts as one check.
//
// `--changed [ref]` (`npm run test:changed`) checks what a change can affect, for the loop while
// working: the files changed since `ref` (default HEAD: what is not committed yet; untracked files
// count) are formatted and linted, types are checked whole (tsc -b is incremental), the Vitest
// projects run the test files whose import graph holds a changed file (Vitest's --changed), the
// screenshots only of stories in a changed component's folder, and a package's own suite only when
// a file it is built from changed. `npm test` and CI always run everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const workspaceDirs = ['openapi', 'packages', 'apps', 'stories', 'pact'];
function workspacePackagesWithTests() {
  const found = [];
  for (const entry of workspaceDirs) {
    const dir = join(root, entry);
    const candidates = existsSync(join(dir, 'package.json'))
      ? [dir]
      : existsSync(dir)
        ? readdirSync(dir).map((name) => join(dir, name))
        : [];
    for (const candidate of candidates) {
      const manifest = join(candidate, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      if (pkg.scripts?.test) found.push(pkg.name);
    }
  }
  return found;
}

const changedFlag = process.argv.indexOf('--changed');
const changedSince = changedFlag === -1 ? undefined : (process.argv[changedFlag + 1] ?? 'HEAD');

/** Files changed since `ref`, committed, staged, unstaged or untracked (what Vitest's --changed reads). */
function changedFiles(ref) {
  const git = (...args) => {
    const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
    return result.stdout.split('\n').filter(Boolean);
  };
  return [
    ...new Set([
      ...git('diff', '--name-only', `${ref}...HEAD`),
      ...git('diff', '--cached', '--name-only'),
      ...git('ls-files', '--other', '--modified', '--exclude-standard'),
    ]),
  ].filter((file) => existsSync(join(root, file)));
}

const changed = changedSince === undefined ? undefined : changedFiles(changedSince);
const touches = (...prefixes) =>
  changed === undefined || changed.some((file) => prefixes.some((p) => file.startsWith(p)));
/** What each package's suite is built from: its own folder and what it imports. */
const suiteInputs = {
  '@pathway/openapi': ['openapi/'],
  '@pathway/api': ['apps/api/', 'openapi/', 'packages/validation/', 'packages/api-client/'],
  '@pathway/web': ['apps/web/e2e/', 'apps/web/playwright.config.ts'],
  '@pathway/pact': ['pact/', 'openapi/', 'packages/api-client/', 'apps/api/'],
};
/** Story files beside a changed file (a component's folder holds its stories). */
function storiesBesideChanges() {
  const folders = new Set(changed.map((file) => dirname(file)));
  return [...folders].flatMap((folder) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder))
          .filter((name) => name.endsWith('.stories.tsx'))
          .map((name) => `${folder}/${name}`)
      : [],
  );
}
const vitestChanged = changed === undefined ? [] : ['--changed', changedSince, '--passWithNoTests'];
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const storiesToCapture = changed === undefined ? [] : storiesBesideChanges();
const visualFilter =
  changed === undefined ? [] : ['--testNamePattern', `^(${storiesToCapture.map(escapeRegExp).join('|')})`];
const lintable = (changed ?? []).filter((file) => /\.(c|m)?[jt]sx?$/.test(file));

const packagesWithTests = workspacePackagesWithTests().filter((name) => touches(...(suiteInputs[name] ?? [''])));
// The static checks read files and write nothing the others read: they run side by side (lint
// waits on its type information, prettier and tsc fill the other core), their output kept until
// each ends so the log reads as if they ran in turn.
const together = 'static';
const steps = [
  {
    name: 'format',
    command: 'prettier',
    args: ['--check', '--log-level=warn', '--ignore-unknown', ...(changed ?? ['.'])],
    group: together,
  },
  {
    name: 'lint',
    command: 'eslint',
    args: ['--max-warnings=0', '--no-warn-ignored', ...(changed ? lintable : ['.'])],
    group: together,
  },
  { name: 'types', command: 'tsc', args: ['-b'], group: together },
  ...packagesWithTests.filter((name) => name === '@pathway/openapi').map(packageStep),
  // Vitest runs its browser projects one after the other, each on one Chromium: the stories (each
  // rendered once for its play function, axe and screenshot, ADR 228) go in a second Vitest beside
  // the rest, so both cores work. The `storybook` project stays for Storybook's own test panel.
  {
    name: 'vitest',
    command: 'vitest',
    args: [
      'run',
      ...['unit', 'browser'].flatMap((project) => ['--project', project]),
      ...vitestChanged,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ],
    group: 'browsers',
  },
  {
    name: 'visual',
    command: 'vitest',
    args: [
      'run',
      '--project',
      'visual',
      ...visualFilter,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'visual.json')}`,
    ],
    group: 'browsers',
  },
  ...packagesWithTests.filter((name) => name !== '@pathway/openapi').map(packageStep),
].filter(
  (step) =>
    changed === undefined ||
    (step.name === 'format' && changed.length > 0) ||
    (step.name === 'lint' && lintable.length > 0) ||
    (step.name === 'visual' && storiesToCapture.length > 0) ||
    !['format', 'lint', 'visual'].includes(step.name),
);
if (changed !== undefined) {
  process.stdout.write(
    `Checking what ${String(changed.length)} file(s) changed since ${changedSince} can affect; npm test checks everything.\n`,
  );
}

function packageStep(name) {
  const step = name.replace('@pathway/', '');
  // A Vitest suite narrows itself to the changed files' tests; Playwright to the changed specs.
  const narrow =
    changed === undefined || name === '@pathway/openapi' || name === '@pathway/pact'
      ? []
      : name === '@pathway/web'
        ? [`--only-changed=${changedSince}`, '--pass-with-no-tests']
        : vitestChanged;
  return { name: step, command: 'pnpm', args: ['--filter', name, 'run', 'test', ...narrow] };
}

/** Runs one step; `buffered` keeps its output and prints it, headed, when it ends. */
function runStep(step, buffered = false) {
  return new Promise((done) => {
    const started = Date.now();
    const heading = `\n━━ ${step.name}: ${step.command} ${step.args.join(' ')}\n`;
    if (!buffered) process.stdout.write(heading);
    const output = [];
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, PATHWAY_REPORTS: reports, FORCE_COLOR: process.env.CI ? '0' : '1' },
    });
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    let finished = false;
    const finish = (ok) => {
      // A child that cannot start reports 'error' and may still report 'close'.
      if (finished) return;
      finished = true;
      if (buffered) process.stdout.write(heading + Buffer.concat(output).toString('utf8'));
      done({ ...step, ok, seconds: (Date.now() - started) / 1000 });
    };
    child.on('close', (code) => finish(code === 0));
    child.on('error', (error) => {
      output.push(Buffer.from(`${step.name} could not start: ${error.message}\n`));
      if (!buffered) process.stderr.write(`${step.name} could not start: ${error.message}\n`);
      finish(false);
    });
  });
}

function relativeTo(file) {
  return file.startsWith(root) ? file.slice(root.length + 1) : file;
}

function firstLine(text) {
  return (
    String(text ?? '')
      // Runners colour their messages; the summary is plain text.
      // eslint-disable-next-line no-control-regex -- the escape character is what is matched
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')[0]
      .slice(0, 200)
  );
}

/**
 * The first line of a failure, then what an assertion looked for and found, and where: a CI log
 * keeps only a part of the output, so the summary alone has to say which expectation failed.
 */
function gist(text, location) {
  const lines = String(text ?? '')
    // eslint-disable-next-line no-control-regex -- the escape character is what is matched
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim());
  const detail = lines
    // Playwright's expectation lines, and what a screenshot comparison found (how many pixels, or
    // that no stable picture came).
    .filter(
      (line) =>
        /^(Locator|Expected|Received|Timeout):/.test(line) ||
        /^(Screenshot does not match|\d+ pixels \(ratio|Could not capture a stable)/.test(line),
    )
    .map((line) => line.slice(0, 160));
  const where = location ? `${relativeTo(location.file)}:${String(location.line)}` : undefined;
  return [firstLine(text), ...detail, ...(where ? [`at ${where}`] : [])].join(' · ');
}

/** The first frame of a stack that lies in a test file: the line of the failed expectation. */
function testLine(text) {
  const match = /((?:\/|[A-Za-z]:)[^\s():]+\.(?:test|spec)\.[cm]?[jt]sx?):(\d+)/.exec(String(text ?? ''));
  return match ? { file: match[1], line: Number(match[2]) } : undefined;
}

function countsFromReport(name) {
  const file = join(reports, `${name}.json`);
  if (!existsSync(file)) return undefined;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof report.numPassedTests === 'number') {
      // Vitest's JSON reporter.
      const failures = [];
      for (const file of report.testResults ?? []) {
        for (const test of file.assertionResults ?? []) {
          // The first line of the message too: CI keeps only the log's tail, not the artifacts.
          if (test.status === 'failed')
            failures.push(
              `${relativeTo(file.name)} › ${test.fullName}: ${gist(test.failureMessages?.[0], testLine(test.failureMessages?.[0]))}`,
            );
        }
        // A file that failed to load has no assertions but still carries a message.
        if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
          failures.push(`${relativeTo(file.name)}: ${firstLine(file.message)}`);
        }
      }
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        skipped: report.numPendingTests + report.numTodoTests,
        failures,
      };
    }
    if (report.stats && typeof report.stats.expected === 'number') {
      // Playwright's JSON reporter.
      const failures = [];
      const walk = (suite, trail) => {
        for (const spec of suite.specs ?? []) {
          if (!spec.ok) {
            const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
            failures.push(
              `${spec.file} › ${[...trail, spec.title].join(' › ')}: ${gist(error?.message, error?.location)}`,
            );
          }
        }
        for (const child of suite.suites ?? []) walk(child, child.title ? [...trail, child.title] : trail);
      };
      for (const suite of report.suites ?? []) walk(suite, []);
      return {
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected,
        skipped: report.stats.skipped,
        failures,
      };
    }
  } catch (error) {
    process.stderr.write(`could not read ${file}: ${error.message}\n`);
  }
  return undefined;
}

/** A step that could not run its tests leaves `<step>.not-run` with one line saying why. */
function notRun(name) {
  const file = join(reports, `${name}.not-run`);
  return existsSync(file) ? `did not run: ${firstLine(readFileSync(file, 'utf8'))}` : undefined;
}

/**
 * The steps a step waits for: the ones it names in `after`, else every step before it outside its
 * own group (a group's members start together).
 */
function prerequisites(step, index) {
  if (step.after) return step.after.filter((name) => steps.some((other) => other.name === name));
  return steps
    .slice(0, index)
    .filter((other) => step.group === undefined || other.group !== step.group)
    .map((other) => other.name);
}
// Each step starts as soon as what it waits for has ended; one that may run beside another keeps its
// output until it ends.
const running = new Map();
for (const [index, step] of steps.entries()) {
  const waits = prerequisites(step, index).map((name) => running.get(name));
  const buffered = step.group !== undefined || step.after !== undefined;
  running.set(
    step.name,
    Promise.all(waits).then(() => runStep(step, buffered)),
  );
}
const results = await Promise.all(steps.map((step) => running.get(step.name)));

let passed = 0;
let failed = 0;
let skipped = 0;
process.stdout.write('\n━━ summary\n');
for (const result of results) {
  const counts = countsFromReport(result.name);
  let line;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    // A runner that crashed before reporting a failure still fails its step.
    if (!result.ok && counts.failed === 0) failed += 1;
    line = `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`;
  } else {
    if (result.ok) passed += 1;
    else failed += 1;
    line = result.ok ? 'ok' : (notRun(result.name) ?? 'FAILED');
  }
  process.stdout.write(
    `${result.ok ? '✓' : '✗'} ${result.name.padEnd(10)} ${line}  (${result.seconds.toFixed(1)} s)\n`,
  );
  // Name what failed here, at the end, because a CI log is often read from its tail only.
  for (const failure of counts?.failures ?? []) process.stdout.write(`    ✗ ${failure}\n`);
}
process.stdout.write(`total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
