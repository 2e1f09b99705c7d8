#!/usr/bin/env node
// How the server's statements are written (issue 46): each `.execute…()` call of apps/api/src is one
// statement, raw when what it executes is a `sql` template, built otherwise (Kysely's builder).
// Migrations and seeds (the seed folder and each area's seed.ts) are left out: they are data
// definitions, written once. A raw statement keeps its reason in a comment before it that starts
// `Raw SQL:` (what the builder cannot say). Prints the count per folder, then the total; `--list`
// prints every raw statement's place, `(no reason)` where it has none. `--max N` exits 1 above N;
// `--reasons` exits 1 when a raw statement has no reason.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps/api/src');
const args = process.argv.slice(2);
const list = args.includes('--list');
const maxFlag = args.indexOf('--max');
const max = maxFlag === -1 ? undefined : Number(args[maxFlag + 1]);
const needReasons = args.includes('--reasons');
const EXECUTES = new Set(['execute', 'executeTakeFirst', 'executeTakeFirstOrThrow', 'stream']);
const LEFT_OUT = [/\/migrations\//, /\/seed\//, /\/areas\/[^/]+\/seed\.ts$/, /\.test\.ts$/];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.name.endsWith('.ts') && !LEFT_OUT.some((pattern) => pattern.test(path))) yield path;
  }
}

/** `sql\`…\``, `sql<T>\`…\`` or `sql.raw(…)`: what a raw statement executes. */
function isRaw(node) {
  let target = node;
  while (ts.isParenthesizedExpression(target) || ts.isAsExpression(target)) target = target.expression;
  if (ts.isTaggedTemplateExpression(target)) return target.tag.getText() === 'sql';
  if (ts.isCallExpression(target) && ts.isPropertyAccessExpression(target.expression))
    return target.expression.getText() === 'sql.raw';
  return false;
}

/** A `Raw SQL:` comment before the statement (or declaration) that holds the call. */
function hasReason(source, node) {
  let holder = node;
  while (holder.parent && !ts.isStatement(holder) && !ts.isSourceFile(holder.parent)) holder = holder.parent;
  const text = source.getFullText();
  const comments = ts.getLeadingCommentRanges(text, holder.getFullStart()) ?? [];
  return comments.some((range) => text.slice(range.pos, range.end).includes('Raw SQL:'));
}

const byFolder = new Map();
const raws = [];
for (const file of files(src)) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const folder = dirname(relative(src, file)).split('/').slice(0, 2).join('/');
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      EXECUTES.has(node.expression.name.text)
    ) {
      const raw = isRaw(node.expression.expression);
      const counts = byFolder.get(folder) ?? { raw: 0, built: 0 };
      counts[raw ? 'raw' : 'built'] += 1;
      byFolder.set(folder, counts);
      if (raw) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        const reasoned = hasReason(source, node);
        if (reasoned) counts.reasoned = (counts.reasoned ?? 0) + 1;
        raws.push(`${relative(root, file)}:${String(line + 1)}${reasoned ? '' : '  (no reason)'}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

let raw = 0;
let built = 0;
let reasoned = 0;
const line = (name, counts) =>
  `${name.padEnd(28)} raw ${String(counts.raw).padStart(4)} (${String(counts.reasoned ?? 0).padStart(3)} with a reason)  built ${String(counts.built).padStart(4)}\n`;
for (const [folder, counts] of [...byFolder].sort(([a], [b]) => a.localeCompare(b))) {
  raw += counts.raw;
  built += counts.built;
  reasoned += counts.reasoned ?? 0;
  process.stdout.write(line(folder, counts));
}
process.stdout.write(line('total', { raw, built, reasoned }));
if (list) process.stdout.write(`${raws.join('\n')}\n`);
if (max !== undefined && raw > max) {
  process.stderr.write(`${String(raw)} raw statements, above ${String(max)}.\n`);
  process.exit(1);
}
const unreasoned = raws.filter((place) => place.endsWith('(no reason)'));
if (needReasons && unreasoned.length > 0) {
  process.stderr.write(`Raw statements without a 'Raw SQL:' reason:\n${unreasoned.join('\n')}\n`);
  process.exit(1);
}
