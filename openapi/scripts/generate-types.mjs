#!/usr/bin/env node
// Generates packages/api-client/src/generated/schema.d.ts from dist/openapi.json with openapi-typescript.
// With --check it regenerates in memory and fails when the committed file differs (stale types).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const bundle = join(here, '..', 'dist', 'openapi.json');
const target = join(here, '..', '..', 'packages', 'api-client', 'src', 'generated', 'schema.d.ts');
const check = process.argv.includes('--check');

const header = `// Generated from openapi/ by \`pnpm --filter @pathway/openapi run generate\`. Do not edit.\n`;
const ast = await openapiTS(pathToFileURL(bundle), { alphabetize: false, exportType: false });
const output = header + astToString(ast);

if (check) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== output) {
    process.stderr.write(
      `${relative(process.cwd(), target)} is stale: run pnpm --filter @pathway/openapi run generate\n`,
    );
    process.exit(1);
  }
  process.stdout.write('generated types are fresh\n');
} else {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, output);
  process.stdout.write(`wrote ${relative(process.cwd(), target)}\n`);
}
