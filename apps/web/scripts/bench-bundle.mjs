#!/usr/bin/env node
// `pnpm bench:bundle`: builds the app for production and prints, in kB (1,000 bytes) at gzip -9, the JavaScript a
// browser loads for the login route (a signed-out visitor's first page: the entry and the guest
// page's chunk with their static imports, ADR 044 and 087) and for the shell plus each section (its heaviest screen), against the issues'
// budgets (login ≤ 120 kB, shell + maintenance ≤ 190 kB, shell + participants ≤ 195 kB (ADR 203), others
// ≤ 250 kB), then what the login route's bytes are made of, per package (from
// the source maps). Exits 1 when a budget is exceeded.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const app = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(app, 'dist');
// Source maps are built beside the served folder, never in it (vite.config.ts, ADR 082).
const maps = join(app, 'dist-sourcemaps');

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

/** Scripts written into index.html itself (the guest check of ADR 173), by a name of their own. */
const inlineScripts = new Map();
/** A built file's bytes, or an inline script's. */
const bytesOf = (file) => inlineScripts.get(file) ?? readFileSync(join(dist, file));
/**
 * The unit of the budgets' anchors: kB of 1,000 bytes at `gzip -9` (zlib level 9), what `gzip -9c f | wc -c`
 * gives. Node's default (level 6, divided by 1,024) read about 2 % lower than the figures it is held to.
 */
const GZIP = { level: 9 };
const KB = 1000;
const gzipped = (code) => gzipSync(code, GZIP).length;
const gzipKb = (files) => [...files].reduce((total, file) => total + gzipped(bytesOf(file)), 0) / KB;

/** A built file's source map; Vite's own helper chunks have none. */
const sourceMapOf = (file) =>
  existsSync(join(maps, `${file}.map`))
    ? JSON.parse(readFileSync(join(maps, `${file}.map`), 'utf8'))
    : { sources: [], mappings: '' };

/** Whether a built file's source map lists a source file of ours, e.g. `src/app/GuestLogin.tsx`. */
const containsSource = (files, source) =>
  [...files].some(
    (file) => !inlineScripts.has(file) && sourceMapOf(file).sources.some((path) => path.endsWith(source)),
  );

// A signed-out visitor's login page: the entry and the guest page's chunk, which the entry loads
// before its first render when the visitor is signed out (ADR 044, ADR 087); never the router.
const entry = closure(entryKey);
// Classic scripts index.html loads beside the entry, and scripts written into it (the guest check,
// ADR 087 and 173): every first page downloads them, and the manifest lists neither.
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
for (const [, file] of indexHtml.matchAll(/<script src="\.\/(assets\/[^"]+\.js)"/g)) entry.add(file);
for (const [index, [, body]] of [
  ...indexHtml.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
].entries()) {
  const name = `index.html <script> ${String(index + 1)}`;
  inlineScripts.set(name, Buffer.from(body ?? ''));
  entry.add(name);
}
const login = closure('src/app/GuestLogin.tsx', new Set(entry));
if (!containsSource(login, 'src/app/GuestLogin.tsx') || containsSource(login, 'src/app/router.tsx')) {
  throw new Error('the login page no longer renders without the router: ADR 044 is broken');
}
// The shell: the entry and the routed app (react-router, the route table, the menu); a signed-in
// reload does not load the guest page.
const shell = closure('src/app/RoutedApp.tsx', new Set(entry));
/**
 * The shell and one section: the section's map, and its heaviest screen where screens have chunks
 * of their own (ADR 085) — what a user downloads to open the largest screen of the section.
 */
function sectionRoute(section) {
  const key = `src/app/sections/${section}.tsx`;
  const base = closure(key, new Set(shell));
  let heaviest = { files: base, screen: null };
  // Screens only: a form module a screen loads when its popup opens is not part of opening it.
  for (const screen of (manifest[key].dynamicImports ?? []).filter((file) => /Screen\.tsx$/.test(file))) {
    const files = closure(screen, new Set(base));
    if (gzipKb(files) > gzipKb(heaviest.files)) heaviest = { files, screen };
  }
  const screenName = heaviest.screen
    ?.split('/')
    .at(-1)
    ?.replace(/\.tsx$/, '');
  return {
    name: screenName ? `shell + ${section} (${screenName})` : `shell + ${section}`,
    files: heaviest.files,
    budget: SECTION_BUDGETS[section] ?? 250,
  };
}

/**
 * Issue 10 set shell + Maintenance at 155 KB and issue 12 shell + Participants at 180 KB; ADR 203 moved
 * them to 190 and 195 KB when every grid date filter became the forms' masked date input (issue 26).
 * Others ≤ 250 KB.
 */
const SECTION_BUDGETS = { maintenance: 190, participants: 195 };

const routes = [
  { name: 'login route (initial)', files: login, budget: 120 },
  ...['enrollment', 'participants', 'contract', 'payroll', 'reports', 'maintenance'].map(sectionRoute),
  {
    name: 'shell + routed login',
    files: closure('src/features/account/LoginRoute.tsx', new Set(shell)),
    budget: 250,
  },
];

/**
 * The chunk groups of ADRs 175 and 177 (apps/web/chunking.ts) are layered: a signed-out login page loads
 * none of the shell's, the shell none of the screens'. A module of an earlier layer matched by a
 * later group makes the earlier layer load that whole group; say so by name, not only by size.
 */
const groupFiles = (names) =>
  Object.values(manifest)
    .filter((chunk) => names.includes(chunk.name) && !chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map((chunk) => chunk.file);
for (const [layer, files, later] of [
  ['login route', login, ['shell', 'api', 'screens']],
  ['shell', shell, ['messages', 'rules', 'api', 'screens']],
]) {
  const loaded = groupFiles(later).filter((file) => files.has(file));
  if (loaded.length > 0)
    throw new Error(`the ${layer} loads ${loaded.join(', ')}: a later layer's chunk group (ADR 175)`);
}

let over = false;
console.log(`\nshell (entry + routed app): ${gzipKb(shell).toFixed(1)} kB gzip -9 (${shell.size} files)`);
for (const route of routes) {
  const size = gzipKb(route.files);
  const verdict = size <= route.budget ? 'ok' : 'OVER BUDGET';
  if (size > route.budget) over = true;
  console.log(
    `${route.name.padEnd(52)} ${size.toFixed(1).padStart(7)} kB gzip -9  (budget ${route.budget} kB) ${verdict}`,
  );
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(segment) {
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return numbers;
}

/** A source's package name (the last node_modules folder), or the workspace part it belongs to. */
function ownerOf(source) {
  const inModules = source.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  const inPackages = source.match(/packages\/([^/]+)\//);
  if (inPackages) return `@pathway/${inPackages[1]}`;
  return 'apps/web';
}

/**
 * Splits each file's gzip size over the packages its minified characters come from, in
 * proportion to those characters; Vite's runtime helpers and CSS text in template literals have
 * no mapping and count as "(unmapped)". Estimates, good to a few tenths of a kB per package.
 */
function gzipKbByOwner(files) {
  const owners = new Map();
  for (const file of files) {
    if (inlineScripts.has(file)) {
      owners.set('(inline in index.html)', (owners.get('(inline in index.html)') ?? 0) + gzipped(bytesOf(file)) / KB);
      continue;
    }
    const code = readFileSync(join(dist, file), 'utf8');
    const map = sourceMapOf(file);
    const gzipPerChar = gzipped(code) / KB / code.length;
    const add = (owner, chars) => owners.set(owner, (owners.get(owner) ?? 0) + chars * gzipPerChar);
    const mappingLines = map.mappings.split(';');
    let sourceIndex = 0;
    code.split('\n').forEach((line, index) => {
      let column = 0;
      const starts = [];
      for (const segment of (mappingLines[index] ?? '').split(',').filter(Boolean)) {
        const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
        column += columnDelta;
        if (sourceDelta !== undefined) sourceIndex += sourceDelta;
        starts.push({ column, owner: sourceDelta === undefined ? '(unmapped)' : ownerOf(map.sources[sourceIndex]) });
      }
      add('(unmapped)', starts[0]?.column ?? line.length + 1);
      starts.forEach(({ column: start, owner }, at) => add(owner, (starts[at + 1]?.column ?? line.length + 1) - start));
    });
  }
  return [...owners].sort((a, b) => b[1] - a[1]);
}

/** What a route's bytes are made of, per package; the shell's part is left out of a section's. */
function printOwners(title, files, without = new Set()) {
  console.log(`\n${title} by package, kB gzip -9 (estimated from the source maps):`);
  const own = new Set([...files].filter((file) => !without.has(file)));
  for (const [owner, kb] of gzipKbByOwner(own)) {
    if (kb >= 0.1) console.log(`  ${owner.padEnd(28)} ${kb.toFixed(1).padStart(6)}`);
  }
}

printOwners('login route (initial)', login);
printOwners('shell', shell);
// The sections over their budget: what they add to the shell.
for (const route of routes.filter((route) => gzipKb(route.files) > route.budget)) {
  printOwners(`${route.name}, beyond the shell`, route.files, shell);
}
process.exit(over ? 1 : 0);
