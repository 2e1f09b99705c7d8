#!/usr/bin/env node
// The folder-level import edges of apps/api/src and how many run upward (ADR 225): a lower layer
// importing a higher one, one area importing another, or anything importing the pact package (its
// provider states mount through buildApp's plugins). `node scripts/api-layers.mjs [src folder]`; exits 1 when any edge is upward.
// The lint rule (import-x/no-restricted-paths in eslint.config.js) enforces the same order; this
// prints it. A root file or folder it does not know counts as the composition.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = resolve(process.argv[2] ?? join(root, 'apps/api/src'));
/** The pact package: above the server, which never imports it (ADR 184). */
const pact = join(root, 'pact');
const LAYERS = [
  ['core'],
  ['db', 'config.ts'],
  ['auth', 'lib', 'seed'],
  ['http'],
  ['areas'],
  ['app.ts', 'server.ts', 'start.ts', 'main.ts', 'nightly.ts', 'cli', 'dev'],
];
const COMPOSITION = 5;

/** `areas/<area>` for an area, else the first path segment under src. */
const unitOf = (file) => {
  if (!relative(pact, file).startsWith('..')) return 'pact';
  const parts = relative(src, file).split('/');
  return parts[0] === 'areas' ? `areas/${parts[1] ?? ''}` : (parts[0] ?? '');
};
const layerOf = (unit) => {
  const index = LAYERS.findIndex((layer) => layer.includes(unit.split('/')[0] ?? ''));
  return index === -1 ? COMPOSITION : index;
};

const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.ts')) files.push(path);
  }
};
walk(src);

const edges = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const from = unitOf(file);
    const to = unitOf(resolve(dirname(file), match[1] ?? ''));
    if (from === to) continue;
    const key = `${from} -> ${to}`;
    const edge = edges.get(key) ?? { from, to, count: 0, files: new Set() };
    edge.count += 1;
    edge.files.add(relative(src, file));
    edges.set(key, edge);
  }
}

const upward = (edge) => {
  if (edge.to === 'pact') return true;
  if (edge.from.startsWith('areas/') && edge.to.startsWith('areas/')) return true;
  return layerOf(edge.from) < layerOf(edge.to);
};
let up = 0;
for (const edge of [...edges.values()].sort(
  (a, b) => layerOf(a.from) - layerOf(b.from) || a.from.localeCompare(b.from),
)) {
  const bad = upward(edge);
  if (bad) up += 1;
  console.log(
    `${bad ? 'UP ' : '   '} L${String(layerOf(edge.from))} ${edge.from} -> L${String(layerOf(edge.to))} ${edge.to} (${String(edge.count)})`,
  );
  if (bad) for (const file of edge.files) console.log(`        ${file}`);
}
console.log(`${String(edges.size)} folder-level edges, ${String(up)} upward`);
process.exitCode = up === 0 ? 0 : 1;
