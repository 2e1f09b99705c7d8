// One Fastify route per operation of the bundled contract, each request checked in one place
// (token, claims, parameters, body), run in a transaction unless it only reads, and each JSON answer
// checked against the contract before it leaves; handlers only do the work. The areas mount their
// operations through it (areaPlugin.ts); buildApp mounts what no area handles.
import { MAX_DOCUMENT_BYTES } from '@pathway/validation';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PrincipalLoader } from '../auth/principal.ts';
import { HttpError, badRequest, unauthorized, unprocessable } from '../core/errors.ts';
import { isPublic, type OpenApiDocument, type SpecOperation } from '../core/spec.ts';
import type { OpenDatabase } from '../db/database.ts';
import type { Services } from '../lib/services.ts';
import { API_HEADERS } from './answers.ts';
import { authorize } from './authorize.ts';
import type { BodyMessages, FileResult, Handlers, OperationId, Principal } from './context.ts';
import { assertBodyShape, assertNoNul, bodyShapeOf, carriesFile } from './input.ts';
import { createValidators, toFieldMessages } from './validation.ts';

/** The largest JSON body (issue 27): far above any form's, far below what would strain the server. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** A JSON body that carries a document as base64: the document's own limit, plus a third, plus the fields. */
const FILE_JSON_BODY_LIMIT = Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + JSON_BODY_LIMIT;

/** An area's operations: its handlers by operationId and the field messages of its own rules. */
export interface AreaTable {
  handlers: Handlers;
  bodyMessages?: BodyMessages;
}

function isFile(value: unknown): value is FileResult {
  return value !== null && typeof value === 'object' && 'kind' in value && value.kind === 'file';
}

function successStatus(op: SpecOperation): number {
  for (const status of ['200', '201', '204', '202']) if (status in op.operation.responses) return Number(status);
  return 200;
}

/** The operations' routes of one app: what every route shares, and the handlers mounted so far. */
export function createOperationRoutes(context: {
  spec: OpenApiDocument;
  operations: readonly SpecOperation[];
  database: OpenDatabase;
  services: Services;
  principals: PrincipalLoader;
}) {
  const { spec, operations, database, services, principals } = context;
  const validators = createValidators(spec);
  /** Every handler mounted, by operationId (the app's `pathway.handlers`). */
  const handlers: Handlers = {};
  /** The area that mounted each operation. */
  const mountedBy = new Map<string, string>();

  async function authenticate(request: FastifyRequest): Promise<Principal> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Sign in to continue.');
    const verified = await services.tokens.verify(match[1]);
    if (verified === 'expired') throw unauthorized('Your session is expired');
    if (verified === 'invalid') throw unauthorized('Sign in to continue.');
    const principal = await principals.load(verified);
    if (!principal) throw unauthorized('Your session is expired');
    return principal;
  }

  async function sendResult(op: SpecOperation, reply: FastifyReply, result: unknown) {
    if (isFile(result)) {
      const file = result;
      const encoded = encodeURIComponent(file.fileName);
      return reply
        .code(200)
        .headers({ ...API_HEADERS, 'content-type': file.contentType })
        .header(
          'content-disposition',
          `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encoded}`,
        )
        .send(file.content);
    }
    const status = successStatus(op);
    if (status === 204) return reply.code(204).headers(API_HEADERS).send();
    const validate = validators.response(op, String(status));
    if (validate && !validate(result)) {
      // Never a silent difference: the client gets a 500 and the log says what broke the contract.
      services.log.error(
        { operationId: op.operation.operationId, errors: validate.errors?.slice(0, 5) },
        'response does not match the contract',
      );
      throw new Error(`The response of ${op.operation.operationId} does not match the contract.`);
    }
    return reply.code(status).headers(API_HEADERS).type('application/json').send(JSON.stringify(result));
  }

  /** The route of one operation; without a handler it answers 501 once the request passed its checks. */
  function route(app: FastifyInstance, op: SpecOperation, bodyMessages: BodyMessages): void {
    const operationId = op.operation.operationId as OperationId;
    // Each handler is typed by its own operation; here they are only called with the context built below.
    const handler = handlers[operationId] as ((context: never) => Promise<unknown>) | undefined;
    const publicOp = isPublic(spec, op.operation);
    const validateParams = validators.parameters(op, 'path');
    const validateQuery = validators.parameters(op, 'query');
    const jsonBody = validators.body(op, 'application/json');
    const multipartBody = op.operation.requestBody?.content['multipart/form-data'] !== undefined;
    const bodyRequired = op.operation.requestBody?.required === true;
    const bodyShape = bodyShapeOf(spec, op);
    // Reads run without a transaction: GETs, and the POST searches (their query is a body), which
    // only read. That saves each search three statements (begin, the audit's operation id, commit)
    // and, on PGlite's one connection, lets other requests run between an export's batches.
    const reads = op.method === 'get' || op.path.endsWith('/search');

    app.route({
      method: op.method.toUpperCase(),
      url: `/api${op.path.replace(/\{(\w+)\}/g, ':$1')}`,
      config: { operationId },
      ...(carriesFile(spec, op.operation.requestBody?.content['application/json']?.schema)
        ? { bodyLimit: FILE_JSON_BODY_LIMIT }
        : {}),
      handler: async (request, reply) => {
        const user = publicOp ? null : await authenticate(request);
        if (user) authorize(op, user);

        const params = { ...(request.params as Record<string, unknown>) };
        assertNoNul(params);
        if (validateParams && !validateParams(params)) {
          throw badRequest(
            `Invalid path parameter: ${Object.entries(toFieldMessages(validateParams.errors))
              .map(([k, v]) => `${k} ${v}`)
              .join('; ')}`,
          );
        }
        const query = { ...(request.query as Record<string, unknown>) };
        assertNoNul(query);
        if (validateQuery && !validateQuery(query)) {
          throw badRequest(
            `Invalid query parameter: ${Object.entries(toFieldMessages(validateQuery.errors))
              .map(([k, v]) => `${k} ${v}`)
              .join('; ')}`,
          );
        }
        let body: unknown = request.body;
        if (jsonBody && !multipartBody) {
          if (body === undefined) {
            if (bodyRequired) throw badRequest('The request needs a JSON body.');
          } else {
            assertBodyShape(bodyShape, body);
            if (!jsonBody(body)) {
              const own = bodyMessages[operationId]?.(body) ?? {};
              throw unprocessable({ ...toFieldMessages(jsonBody.errors), ...own });
            }
          }
        } else if (!multipartBody && body !== undefined && op.method !== 'get') {
          body = undefined;
        }

        if (!handler) throw new HttpError(501, `${operationId} is not implemented yet.`);
        const run = (db: OpenDatabase['db'], genericPlanDb: OpenDatabase['db']) =>
          handler({ db, genericPlanDb, user, params, query, body, operation: op, request, reply, services } as never);
        let result: unknown;
        try {
          result = reads
            ? await run(database.db, database.genericPlanDb)
            : await database.db.transaction().execute(async (trx) => {
                // The audit log's operation_id column reads this (migration 0010).
                // Raw SQL: sets a transaction-local setting, no table.
                await sql`select set_config('pathway.operation_id', ${operationId}, true)`.execute(trx);
                return run(trx, trx);
              });
        } catch (error) {
          if (error instanceof HttpError && error.afterRollback) await error.afterRollback(database.db);
          throw error;
        }
        return sendResult(op, reply, result);
      },
    });
  }

  return {
    handlers,
    /**
     * Mounts, on the area's plugin, the route of each operation the area handles; an operationId
     * already handled is a start-up error.
     */
    mount(app: FastifyInstance, area: string, table: AreaTable): void {
      const own = Object.keys(table.handlers);
      for (const operationId of own) {
        if (mountedBy.has(operationId)) throw new Error(`${operationId} is handled twice (areas/${area}).`);
        mountedBy.set(operationId, area);
      }
      Object.assign(handlers, table.handlers);
      for (const op of operations) {
        if (mountedBy.get(op.operation.operationId) === area) route(app, op, table.bodyMessages ?? {});
      }
    },
    /** Mounts every operation of the contract no area handles: each answers 501 after its checks. */
    mountUnhandled(app: FastifyInstance): void {
      for (const op of operations) if (!mountedBy.has(op.operation.operationId)) route(app, op, {});
    },
  };
}

export type OperationRoutes = ReturnType<typeof createOperationRoutes>;
