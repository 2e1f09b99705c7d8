#!/usr/bin/env node
// Generates packages/api-client/src/generated/schema.d.ts from dist/openapi.json with openapi-typescript,
// and generated/claims.ts from scripts/permissions.json (the claims of spec section 6, which x-claims
// name): one list the web app and the server both import, typed so a misspelt claim does not compile.
// With --check it regenerates in memory and fails when a committed file differs (stale types).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const bundle = join(here, '..', 'dist', 'openapi.json');
const generated = join(here, '..', '..', 'packages', 'api-client', 'src', 'generated');
const check = process.argv.includes('--check');

const header = `// Generated from openapi/ by \`pnpm --filter @pathway/openapi run generate\`. Do not edit.\n`;
const ast = await openapiTS(pathToFileURL(bundle), { alphabetize: false, exportType: false });

const claims = JSON.parse(readFileSync(join(here, 'permissions.json'), 'utf8'));
const claimsModule =
  header +
  "\n/** Every claim of spec section 6, in the contract's order (openapi/scripts/permissions.json). */\n" +
  `export const CLAIMS = [\n${claims.map((claim) => `  '${claim}',\n`).join('')}] as const;\n\n` +
  '/** A claim of the spec, e.g. `SCHOOLS` or `MAINTAIN_TAXCODES`. */\n' +
  'export type Claim = (typeof CLAIMS)[number];\n';

const outputs = [
  [join(generated, 'schema.d.ts'), header + astToString(ast)],
  [join(generated, 'claims.ts'), claimsModule],
];

let stale = false;
for (const [target, output] of outputs) {
  if (check) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (current !== output) {
      process.stderr.write(
        `${relative(process.cwd(), target)} is stale: run pnpm --filter @pathway/openapi run generate\n`,
      );
      stale = true;
    }
  } else {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, output);
    process.stdout.write(`wrote ${relative(process.cwd(), target)}\n`);
  }
}
if (stale) process.exit(1);
if (check) process.stdout.write('generated types are fresh\n');
