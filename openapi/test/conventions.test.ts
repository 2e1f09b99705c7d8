// Conventions of the bundle that the linters cannot express (README "Deletes, bulk actions and
// versions", "Responses"): versioned deletes take ?version, list rows carry only masked SSNs, bulk
// bodies carry a version per record, every state a machine names is reachable through an
// x-transition, and every operation declares the error responses its shape lets the server send,
// all with the one Error body.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}
interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
}
interface Transition {
  machine: string;
  from: string[];
  to: string | string[];
}
interface Response {
  $ref?: string;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, Response>;
  'x-transition'?: Transition;
  'x-scope'?: string;
}
type PathItem = Record<string, Operation>;
interface Bundle {
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    responses: Record<string, Response>;
  };
  'x-method-not-allowed'?: Response;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, 'dist', 'openapi.json');
if (!existsSync(file))
  throw new Error('openapi/dist is missing: run `pnpm --filter @pathway/openapi run bundle` first.');
const bundle = JSON.parse(readFileSync(file, 'utf8')) as Bundle;
const { schemas } = bundle.components;

const refName = (ref: string) => ref.split('/').at(-1) ?? '';
const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(schemas[refName(schema.$ref)] ?? {}) : schema);

/** Every property of an object schema, through allOf/oneOf/anyOf. */
function properties(schema: Schema): Record<string, Schema> {
  const resolved = resolve(schema);
  const parts = [...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])];
  return Object.assign({}, ...parts.map(properties), resolved.properties ?? {}) as Record<string, Schema>;
}

const operations = Object.entries(bundle.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
    .map(([method, operation]) => ({ path, method, operation, item })),
);
const jsonSchema = (operation: Operation, status: string) =>
  operation.responses[status]?.content?.['application/json']?.schema;
const parameter = (entry: Parameter): Parameter =>
  entry.$ref ? (bundle.components.parameters?.[refName(entry.$ref)] ?? {}) : entry;

describe('the conventions of the bundle', () => {
  it('gives every delete of a versioned entity a required version query parameter', () => {
    const missing = operations
      .filter(({ method, item }) => {
        if (method !== 'delete') return false;
        const read = item.get ?? item.put;
        const schema = read && (jsonSchema(read, '200') ?? undefined);
        return schema !== undefined && resolve(schema).type !== 'array' && 'version' in properties(schema);
      })
      .filter(({ operation }) => {
        const version = (operation.parameters ?? []).map(parameter).find(({ name }) => name === 'version');
        return version?.in !== 'query' || version.required !== true;
      })
      .map(({ operation }) => operation.operationId);
    expect(missing).toEqual([]);
  });

  it('carries only masked SSNs in list rows', () => {
    const rowSchemas = operations.flatMap(({ operation }) =>
      Object.keys(operation.responses)
        .filter((status) => status.startsWith('2'))
        .flatMap((status) => {
          const schema = jsonSchema(operation, status);
          if (!schema) return [];
          const resolved = resolve(schema);
          if (resolved.type === 'array' && resolved.items) return [resolved.items];
          const items = properties(schema).items;
          const list = items && resolve(items);
          return list?.type === 'array' && list.items ? [list.items] : [];
        }),
    );
    const withSsn = rowSchemas.filter((row) => properties(row).ssn !== undefined);
    const unmasked = withSsn
      .filter((row) => properties(row).ssn?.$ref !== '#/components/schemas/MaskedSsn')
      .map((row) => row.$ref ?? 'an inline row');
    expect([...new Set(unmasked)]).toEqual([]);
    // Participants, applicants, timesheets, workers, interviews, reconciliation: the check has rows to check.
    expect(new Set(withSsn.map((row) => row.$ref)).size).toBeGreaterThanOrEqual(8);
  });

  it('sends a version per record in the bulk actions over versioned records', () => {
    const bulk = ['timesheetsSubmit', 'enrollmentEnroll', 'enrollmentRecruit', 'enrollmentRelease', 'jobsBulkAssign'];
    const withoutVersions = operations
      .filter(({ operation }) => bulk.includes(operation.operationId))
      .filter(({ operation }) => {
        const body = operation.requestBody?.content['application/json']?.schema;
        const items = body && properties(body).items;
        return items?.items?.$ref !== '#/components/schemas/VersionedId';
      })
      .map(({ operation }) => operation.operationId);
    expect(withoutVersions).toEqual([]);
    expect(operations.filter(({ operation }) => bulk.includes(operation.operationId))).toHaveLength(bulk.length);
  });

  it('reaches every state of a machine through some x-transition or a create', () => {
    const transitions = operations.flatMap(({ operation }) =>
      operation['x-transition'] ? [operation['x-transition']] : [],
    );
    const unreachable = [...new Set(transitions.map(({ machine }) => machine))].flatMap((machine) => {
      const states = (schemas[machine]?.enum ?? []) as string[];
      const touched = new Set(
        transitions
          .filter((transition) => transition.machine === machine)
          .flatMap(({ from, to }) => [...from, ...(Array.isArray(to) ? to : [to])]),
      );
      return states.filter((state) => !touched.has(state)).map((state) => `${machine}.${state}`);
    });
    // States entered without an operation of their own (ADR 061): dates move job assignments to
    // Completed, an approved worksite or job becomes Inactive through its update, and timesheets
    // become Payrolled or Payroll Exception when load-inbound matches their card-provider file. A
    // re-paid payroll exception is Repaying while the file that re-pays it is out, and Resolved
    // when its answer paid it (ADR 182).
    expect(unreachable.sort()).toEqual([
      'ApprovalStatus.Inactive',
      'PayrollExceptionStatus.Repaying',
      'PayrollExceptionStatus.Resolved',
      'StudentJobStatus.Completed',
      'TimesheetStatus.Payroll Exception',
      'TimesheetStatus.Payrolled',
    ]);
  });

  describe('the error responses', () => {
    const statuses = (operation: Operation) => Object.keys(operation.responses);
    const without = (status: string, which: (entry: (typeof operations)[number]) => boolean) =>
      operations
        .filter(which)
        .filter(({ operation }) => !statuses(operation).includes(status))
        .map(({ operation }) => operation.operationId);
    const isPublic = (operation: Operation) => operation.security?.length === 0;
    const isWrite = (method: string, path: string) => method !== 'get' && !path.endsWith('/search');

    it('declare what the server answers for the shape of each operation (README "Responses")', () => {
      expect(without('401', ({ operation }) => !isPublic(operation))).toEqual([]);
      expect(without('403', ({ operation }) => !isPublic(operation))).toEqual([]);
      expect(without('400', ({ method }) => method !== 'get')).toEqual([]);
      expect(without('404', ({ path }) => path.includes('{'))).toEqual([]);
      expect(without('404', ({ method, path, operation }) => isWrite(method, path) && 'x-scope' in operation)).toEqual(
        [],
      );
      expect(without('409', ({ method, path }) => isWrite(method, path))).toEqual([]);
      expect(without('413', ({ method }) => method !== 'get')).toEqual([]);
      expect(without('415', ({ method }) => method !== 'get')).toEqual([]);
      expect(without('422', ({ operation }) => operation.requestBody !== undefined)).toEqual([]);
      const throttled = operations.filter(({ operation }) => '429' in operation.responses);
      expect(throttled.map(({ operation }) => operation.operationId).sort()).toEqual([
        'authLogin',
        'usersChangePassword',
        'usersValidateActivation',
        'usersValidateForgetPassword',
        'usersValidateForgetUsername',
      ]);
      expect(bundle['x-method-not-allowed']?.$ref).toBe('#/components/responses/MethodNotAllowed');
    });

    it('all send the one Error body', () => {
      const errorBodies = new Set(
        operations.flatMap(({ operation }) =>
          Object.entries(operation.responses)
            .filter(([status]) => /^[45]/.test(status))
            .map(([, response]) => {
              const resolved = response.$ref ? bundle.components.responses[refName(response.$ref)] : response;
              const content = Object.entries(resolved?.content ?? {});
              return JSON.stringify(content.map(([type, media]) => [type, media.schema]));
            }),
        ),
      );
      expect([...errorBodies]).toEqual([
        JSON.stringify([['application/json', { $ref: '#/components/schemas/Error' }]]),
      ]);
    });

    it('fail the bundle when an error response has another body', () => {
      const folder = mkdtempSync(join(tmpdir(), 'pathway-bundle-'));
      try {
        const broken = JSON.parse(readFileSync(file, 'utf8')) as Bundle;
        const get = broken.paths['/users/{userId}']?.get;
        if (!get) throw new Error('GET /users/{userId} is not in the bundle');
        get.responses['404'] = { content: { 'text/plain': { schema: { type: 'string' } } } };
        const copy = join(folder, 'openapi.json');
        writeFileSync(copy, JSON.stringify(broken));
        const run = spawnSync(process.execPath, [join(root, 'scripts', 'standard-responses.mjs'), copy], {
          encoding: 'utf8',
        });
        expect(run.status).toBe(1);
        expect(run.stderr).toContain('error responses without the Error schema: GET /users/{userId} 404');
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  });
});
