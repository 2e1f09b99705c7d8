#!/usr/bin/env node
// Part of `bundle`: gives every operation of dist/openapi.json the error responses the server can
// send by the shape of the operation alone (README "Responses"), so no path file lists them by hand
// and an operation added later gets them too. A response a path file declares itself (a 409 with its
// own example, say) is kept. Also declares 405 once for the whole contract (`x-method-not-allowed`)
// and fails the bundle when an error response has any body but the one `Error` schema.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** dist/openapi.json, or the bundle named on the command line (the tests' broken copies). */
const bundleFile = process.argv[2] ?? join(root, 'dist', 'openapi.json');
const spec = JSON.parse(readFileSync(bundleFile, 'utf8'));
const shared = parse(readFileSync(join(root, 'components', 'responses.yaml'), 'utf8'));

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const ERROR_SCHEMA = '#/components/schemas/Error';

/**
 * The conventions, in status order. `op` is { method, path, operation, parameters }. A write is what
 * the server runs in a transaction: anything but a GET or a POST …/search.
 */
const isWrite = ({ method, path }) => method !== 'get' && !path.endsWith('/search');
const isSecured = ({ operation }) => (operation.security ?? spec.security ?? []).some((r) => Object.keys(r).length > 0);
const carriesBody = ({ method }) => method !== 'get';
const RULES = [
  // Parameters that do not match their schema, a body that is not JSON, a required body missing.
  { status: '400', response: 'BadRequest', applies: (op) => carriesBody(op) || op.parameters.length > 0 },
  { status: '401', response: 'Unauthorized', applies: isSecured },
  { status: '403', response: 'Forbidden', applies: isSecured },
  // The addressed record does not exist or is outside the caller's rows: by its id in the path, or a
  // write naming a row of another organization in its body (x-scope).
  {
    status: '404',
    response: 'NotFound',
    applies: (op) =>
      op.parameters.some((p) => p.in === 'path') || (isWrite(op) && op.operation['x-scope'] !== undefined),
  },
  // A stale version, a state the record is not in, dependants, a duplicate, a concurrent change.
  { status: '409', response: 'Conflict', applies: isWrite },
  { status: '413', response: 'PayloadTooLarge', applies: carriesBody },
  { status: '415', response: 'UnsupportedMediaType', applies: carriesBody },
  // A body outside its schema, or a value the database refuses.
  {
    status: '422',
    response: 'UnprocessableEntity',
    applies: (op) => op.operation.requestBody !== undefined || isWrite(op),
  },
];

/** A shared response of components/responses.yaml, its Error reference pointing into the bundle. */
function sharedResponse(name) {
  const response = shared[name];
  if (!response) throw new Error(`components/responses.yaml has no ${name}.`);
  return JSON.parse(JSON.stringify(response).replaceAll('"../schemas/common.yaml#/Error"', `"${ERROR_SCHEMA}"`));
}

function useResponse(name) {
  spec.components.responses ??= {};
  spec.components.responses[name] ??= sharedResponse(name);
  return { $ref: `#/components/responses/${name}` };
}

const resolveParameter = (p) => (p.$ref ? spec.components.parameters?.[p.$ref.split('/').pop()] : p);

let added = 0;
for (const [path, item] of Object.entries(spec.paths)) {
  for (const method of METHODS) {
    const operation = item[method];
    if (!operation) continue;
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolveParameter);
    const op = { method, path, operation, parameters };
    for (const rule of RULES) {
      if (rule.applies(op) && !(rule.status in operation.responses)) {
        operation.responses[rule.status] = useResponse(rule.response);
        added += 1;
      }
    }
    operation.responses = Object.fromEntries(
      Object.entries(operation.responses).sort(([a], [b]) => a.localeCompare(b)),
    );
  }
}
spec['x-method-not-allowed'] = useResponse('MethodNotAllowed');

// One error body everywhere: every 4xx/5xx answers the Error schema as JSON, and nothing else.
const wrong = [];
for (const [path, item] of Object.entries(spec.paths)) {
  for (const method of METHODS) {
    for (const [status, declared] of Object.entries(item[method]?.responses ?? {})) {
      if (!/^[45]/.test(status)) continue;
      const response = declared.$ref ? spec.components.responses[declared.$ref.split('/').pop()] : declared;
      const content = response?.content ?? {};
      if (
        Object.keys(content).join() !== 'application/json' ||
        content['application/json'].schema?.$ref !== ERROR_SCHEMA
      ) {
        wrong.push(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
  }
}
if (wrong.length > 0) {
  process.stderr.write(`error responses without the Error schema: ${wrong.join(', ')}\n`);
  process.exit(1);
}

writeFileSync(bundleFile, `${JSON.stringify(spec, null, 2)}\n`);
process.stdout.write(`standard responses: ${String(added)} added by convention\n`);
