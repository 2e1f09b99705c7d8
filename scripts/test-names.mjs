#!/usr/bin/env node
// `pnpm test:names [--save FILE] [--against FILE]`: the name of every test the last `npm test` ran,
// read from its JSON reports (.reports/<step>.json), one per line as `step › file › test` (issue 44:
// a change to the suite says which tests it lost, added or renamed). With --save the sorted list is
// written to FILE; with --against it is compared with a list saved before: tests no longer there,
// tests new, and, file by file, the pairs that look like renames.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.reports');
const option = (flag) => {
  const index = process.argv.indexOf(flag);
  return index === -1 ? undefined : process.argv[index + 1];
};

/** `step › file › test` for each test of one report; Vitest's and Playwright's JSON both read. */
function namesOf(step, report) {
  const names = [];
  if (Array.isArray(report.testResults)) {
    for (const file of report.testResults) {
      const path = relative(root, file.name);
      for (const test of file.assertionResults ?? []) names.push(`${step} › ${path} › ${test.fullName}`);
    }
    return names;
  }
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        names.push(`${step} › [${test.projectName}] ${spec.file} › ${[...trail, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title ? [...trail, child.title] : trail);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

if (!existsSync(reports)) {
  process.stderr.write('test:names: no .reports folder; run npm test first.\n');
  process.exit(2);
}
const all = [];
for (const file of readdirSync(reports)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const step = file.replace(/\.json$/, '');
  const names = namesOf(step, JSON.parse(readFileSync(join(reports, file), 'utf8')));
  process.stdout.write(`${step.padEnd(10)} ${String(names.length).padStart(6)} tests\n`);
  all.push(...names);
}
// Names repeat where a test is parameterised by data that prints the same; each counts once.
const current = [...new Set(all)].sort();
process.stdout.write(
  `${'total'.padEnd(10)} ${String(all.length).padStart(6)} tests (${String(current.length)} names)\n`,
);

const save = option('--save');
if (save !== undefined) writeFileSync(save, `${current.join('\n')}\n`);

const against = option('--against');
if (against !== undefined) {
  const before = new Set(readFileSync(against, 'utf8').split('\n').filter(Boolean));
  const now = new Set(current);
  const lost = [...before].filter((name) => !now.has(name));
  const added = current.filter((name) => !before.has(name));
  const fileOf = (name) => name.split(' › ').slice(0, 2).join(' › ');
  const renames = [];
  for (const name of lost) {
    const twin = added.find(
      (candidate) => fileOf(candidate) === fileOf(name) && !renames.some(([, n]) => n === candidate),
    );
    if (twin !== undefined) renames.push([name, twin]);
  }
  const renamed = new Set(renames.flat());
  const print = (title, lines) => {
    process.stdout.write(`\n${title}: ${String(lines.length)}\n`);
    for (const line of lines) process.stdout.write(`  ${line}\n`);
  };
  print(
    'renamed (same file, one name gone and one new)',
    renames.map(([from, to]) => `${from}\n    → ${to.split(' › ').slice(2).join(' › ')}`),
  );
  print(
    'lost',
    lost.filter((name) => !renamed.has(name)),
  );
  print(
    'new',
    added.filter((name) => !renamed.has(name)),
  );
}
