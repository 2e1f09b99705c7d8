// Checks an operation's x-claims against its security: a bearer-secured operation must say which
// claims it needs (`[]` = any signed-in user), every named claim must be one of spec section 6
// (scripts/permissions.json), and a public operation (security: []) carries none.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Spectral bundles ruleset functions without JSON imports or import.meta, so the list is read from
// the package folder, where both `pnpm run lint` and the tooling test run Spectral.
const listFile = [
  join(process.cwd(), 'scripts', 'permissions.json'),
  join(process.cwd(), 'openapi', 'scripts', 'permissions.json'),
].find((file) => existsSync(file));
if (!listFile) throw new Error('pathwayClaims: run Spectral from openapi/ (scripts/permissions.json not found)');
const known = new Set(JSON.parse(readFileSync(listFile, 'utf8')));

export default function pathwayClaims(operation, _options, context) {
  if (operation === null || typeof operation !== 'object') return [];
  const document = context.document.data;
  const security = operation.security ?? document.security ?? [];
  const bearer = security.some((requirement) => Object.hasOwn(requirement, 'bearer'));
  const claims = operation['x-claims'];
  if (!bearer) {
    return claims === undefined ? [] : [{ message: 'a public operation (no bearer) carries no `x-claims`.' }];
  }
  if (!Array.isArray(claims)) {
    return [{ message: 'a secured operation needs `x-claims` (a list of claims; [] = any signed-in user).' }];
  }
  const results = [];
  claims.forEach((claim, index) => {
    if (!known.has(claim)) {
      results.push({
        message: `\`${String(claim)}\` is not a claim of spec section 6.`,
        path: [...context.path, 'x-claims', index],
      });
    }
  });
  if (new Set(claims).size !== claims.length) results.push({ message: '`x-claims` lists a claim twice.' });
  return results;
}
