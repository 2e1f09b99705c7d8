// Conventions of the bundle that the linters cannot express (README "Deletes, bulk actions and
// versions"): versioned deletes take ?version, list rows carry only masked SSNs, bulk bodies carry a
// version per record, and every state a machine names is reachable through an x-transition.
import { existsSync, readFileSync } from 'node:fs';
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
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  'x-transition'?: Transition;
}
type PathItem = Record<string, Operation>;
interface Bundle {
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'openapi.json');
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
});
