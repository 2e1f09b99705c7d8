#!/usr/bin/env node
// `pnpm bench:bundle`: builds the app for production and prints, in gzip KB, the JavaScript a
// browser loads for the login route and for the shell plus each section, against the issue's
// budgets (login ≤ 120 KB, shell + one section ≤ 250 KB). Exits 1 when a budget is exceeded.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const app = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(app, 'dist');

const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: app, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('the manifest has no entry chunk');

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no chunk for ${key} in the manifest`);
  if (!chunk.file.endsWith('.js') || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const gzipKb = (files) =>
  [...files].reduce((total, file) => total + gzipSync(readFileSync(join(dist, file))).length, 0) / 1024;

const shell = closure(entryKey);
const routes = [
  { name: 'login route (initial)', key: 'src/features/account/LoginScreen.tsx', budget: 120 },
  ...['enrollment', 'participants', 'contract', 'payroll', 'reports', 'maintenance'].map((section) => ({
    name: `shell + ${section}`,
    key: `src/app/sections/${section}.tsx`,
    budget: 250,
  })),
  { name: 'shell + session time limit', key: 'src/features/session/SessionTimeLimitScreen.tsx', budget: 250 },
];

let over = false;
console.log(`\nshell alone: ${gzipKb(shell).toFixed(1)} KB gzip (${shell.size} files)`);
for (const route of routes) {
  const files = closure(route.key, new Set(shell));
  const size = gzipKb(files);
  const verdict = size <= route.budget ? 'ok' : 'OVER BUDGET';
  if (size > route.budget) over = true;
  console.log(
    `${route.name.padEnd(30)} ${size.toFixed(1).padStart(7)} KB gzip  (budget ${route.budget} KB) ${verdict}`,
  );
}
process.exit(over ? 1 : 0);
