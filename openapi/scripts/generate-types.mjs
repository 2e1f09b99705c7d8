#!/usr/bin/env node
// Generates packages/api-client/src/generated/schema.d.ts from dist/openapi.json with openapi-typescript,
// generated/claims.ts from scripts/permissions.json (the claims of spec section 6, which x-claims
// name): one list the web app and the server both import, typed so a misspelt claim does not compile;
// and generated/enums.ts, the values of every enum of the contract's schemas as constants (and a
// value's claim where the schema says so in `x-claims-by-value`, and the named subsets of
// `x-value-groups`), so neither side keeps a copy.
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

const schemas = JSON.parse(readFileSync(bundle, 'utf8')).components?.schemas ?? {};
const quote = (value) => `'${String(value).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const enumBlocks = [];
for (const [name, schema] of Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) {
  if (schema.type !== 'string' || !Array.isArray(schema.enum)) continue;
  enumBlocks.push(
    `/** The values of ${name}, in the contract's order. */\n` +
      `export const ${name}Values = [${schema.enum.map(quote).join(', ')}] as const;\n`,
  );
  // Named subsets the contract gives meaning to (x-value-groups), e.g. the timesheet statuses an
  // adjustment corrects: `${name}${Group}`, so server and client read one list.
  for (const [group, { description, values }] of Object.entries(schema['x-value-groups'] ?? {})) {
    const unknown = values.filter((value) => !schema.enum.includes(value));
    if (unknown.length > 0) throw new Error(`${name}: x-value-groups.${group} lists ${unknown.join(', ')}, not values`);
    enumBlocks.push(
      `/** ${description} (x-value-groups). */\n` +
        `export const ${name}${group} = [${values.map(quote).join(', ')}] as const satisfies readonly (typeof ${name}Values)[number][];\n`,
    );
  }
  const byValue = schema['x-claims-by-value'];
  if (byValue) {
    for (const value of schema.enum) {
      if (!claims.includes(byValue[value])) throw new Error(`${name}: x-claims-by-value names no claim for ${value}`);
    }
    enumBlocks.push(
      `/** The claim that sees each ${name} (x-claims-by-value). */\n` +
        `export const ${name}Claims = {\n${schema.enum.map((value) => `  ${quote(value)}: ${quote(byValue[value])},\n`).join('')}} as const satisfies Record<(typeof ${name}Values)[number], Claim>;\n`,
    );
  }
}
const enumsModule = `${header}\nimport type { Claim } from './claims.ts';\n\n${enumBlocks.join('\n')}`;

const outputs = [
  [join(generated, 'schema.d.ts'), header + astToString(ast)],
  [join(generated, 'claims.ts'), claimsModule],
  [join(generated, 'enums.ts'), enumsModule],
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
