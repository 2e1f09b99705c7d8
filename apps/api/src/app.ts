import { MAX_DOCUMENT_BYTES, messages } from '@pathway/validation';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { sql } from 'kysely';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyPluginCallback,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { OpenDatabase } from './db/database.ts';
import { createPrincipalLoader, type PrincipalLoader } from './auth/principal.ts';
import type { Tokens } from './auth/tokens.ts';
import type { ServerConfig } from './config.ts';
import type { Services } from './lib/services.ts';
import { createSealer } from './lib/sealer.ts';
import { isPublic, loadSpec, operationsOf, type OpenApiDocument, type SpecOperation } from './core/spec.ts';
import type { BodyMessages, FileResult, Handlers, OperationId, Principal } from './http/context.ts';
import { authorize } from './http/authorize.ts';
import { HttpError, badRequest, unauthorized, unprocessable, type ErrorBody } from './core/errors.ts';
import { assertBodyShape, assertNoNul, bodyShapeOf, carriesFile, createMethodIndex, parseJson } from './http/input.ts';
import { registerSecurityHeaders, requestIdOf } from './http/headers.ts';
import { createMetrics, type Metrics } from './core/metrics.ts';
import { serveWebApp } from './http/static.ts';
import { createValidators, toFieldMessages } from './http/validation.ts';

export interface AppOptions {
  database: OpenDatabase;
  config: ServerConfig;
  tokens: Tokens;
  logger?: boolean | FastifyBaseLogger | { level: string };
  spec?: OpenApiDocument;
  /** Handlers to use instead of the areas' (tests of the framework itself). */
  handlers?: Handlers;
  now?: () => Date;
  /** The metrics to count into (main.ts serves them); a registry of its own otherwise. */
  metrics?: Metrics;
  /** The caller's own plugins, mounted after the operations (the pact package's provider states). */
  plugins?: readonly AppPlugin[];
}

/** What a caller's plugin is lent besides the app: the server's own database and services. */
export interface AppPluginOptions {
  database: OpenDatabase;
  services: Services;
}

/** A Fastify plugin a caller of buildApp mounts beside the operations. */
export type AppPlugin = FastifyPluginCallback<AppPluginOptions>;

function isFile(value: unknown): value is FileResult {
  return value !== null && typeof value === 'object' && 'kind' in value && value.kind === 'file';
}

const areasDir = join(import.meta.dirname, 'areas');

/** Every `areas/<area>/handlers.ts` exports `handlers`; an operationId handled twice is a start-up error. */
export async function loadAreaHandlers(): Promise<{ handlers: Handlers; bodyMessages: BodyMessages }> {
  const merged: Record<string, unknown> = {};
  const messages: Record<string, unknown> = {};
  for (const area of readdirSync(areasDir).sort()) {
    const file = join(areasDir, area, 'handlers.ts');
    if (!existsSync(file)) continue;
    const module = (await import(file)) as {
      handlers?: Record<string, unknown>;
      bodyMessages?: Record<string, unknown>;
    };
    Object.assign(messages, module.bodyMessages ?? {});
    for (const [operationId, handler] of Object.entries(module.handlers ?? {})) {
      if (operationId in merged) throw new Error(`${operationId} is handled twice (areas/${area}).`);
      merged[operationId] = handler;
    }
  }
  return { handlers: merged, bodyMessages: messages };
}

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** Database refusals a client caused, as the contract's 409/422; anything else is the server's fault. */
function fromDatabase(error: PgError, method: string): HttpError | undefined {
  switch (error.code) {
    case '23505':
      return new HttpError(409, 'A record with the same values already exists.');
    case '23503':
      return method === 'DELETE'
        ? new HttpError(409, 'This record is still used by other records and cannot be removed.')
        : unprocessable('A referenced record does not exist.');
    case '23514':
    case '22P02':
    case '22021':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
      return unprocessable('A value is outside what this field accepts.');
    case '40001':
    case '40P01':
      return new HttpError(409, 'The record was being changed at the same time. Try again.');
    default:
      return undefined;
  }
}

/** The largest JSON body (issue 27): far above any form's, far below what would strain the server. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** A JSON body that carries a document as base64: the document's own limit, plus a third, plus the fields. */
const FILE_JSON_BODY_LIMIT = Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + JSON_BODY_LIMIT;

/** What every API answer carries besides helmet's security headers (headers.ts): nothing is cached. */
const API_HEADERS = { 'cache-control': 'no-store' };

/**
 * The reference server: one Fastify route per operation of the bundled contract, each request
 * checked in one place (token, claims, parameters, body) and each JSON answer checked against the
 * contract before it leaves; handlers only do the work.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const spec = options.spec ?? loadSpec();
  const operations = operationsOf(spec);
  const validators = createValidators(spec);
  const loaded = options.handlers ? { handlers: options.handlers, bodyMessages: {} } : await loadAreaHandlers();
  const { handlers, bodyMessages } = loaded;
  const { database, config, tokens } = options;
  const principals = createPrincipalLoader(database.db);

  const app = Fastify({
    logger: options.logger ?? false,
    // Behind a load balancer, the client's address (throttling is per address) from X-Forwarded-For,
    // believed only from the proxies named (ADR 187).
    trustProxy: config.trustProxy ?? false,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // JSON bodies; an operation whose body carries a file as base64 has its own limit (below), and
    // multipart uploads are bounded by the multipart limits instead.
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { maxParamLength: 500 },
  });
  const methods = createMethodIndex(operations);
  const metrics = options.metrics ?? createMetrics({ poolStats: database.poolStats });
  const services: Services = {
    config,
    tokens,
    metrics,
    log: app.log,
    now: options.now ?? (() => new Date()),
    forgetUser: (userId) => principals.forget(userId),
    sealers: createSealer(config),
    forgetSession: (sessionId) => principals.forgetSession(sessionId),
  };

  // JSON as sent: an empty body (actions without one still carry the JSON content type) is no body.
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const source = typeof text === 'string' ? text : text.toString('utf8');
    if (source.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, parseJson(source));
    } catch (error) {
      done(error instanceof HttpError ? error : badRequest('The request body is not valid JSON.'), undefined);
    }
  });
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 10 } });
  await registerSecurityHeaders(app, config);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.config as { operationId?: string } | undefined;
    const operation = route?.operationId ?? (request.url.startsWith('/api') ? 'unknown' : 'static');
    metrics.requestDuration.observe(
      { operation, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    const http =
      error instanceof HttpError
        ? error
        : (fromDatabase(error as PgError, request.method) ??
          (typeof (error as { statusCode?: number }).statusCode === 'number' &&
          (error as { statusCode: number }).statusCode < 500
            ? new HttpError((error as { statusCode: number }).statusCode, (error as Error).message)
            : undefined));
    if (http) {
      void reply
        .code(http.status)
        .headers({ ...API_HEADERS, ...http.headers })
        .type('application/json')
        .send(JSON.stringify(http.body));
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    // The request id lets whoever reads the toast find the log lines of what went wrong.
    void reply
      .code(500)
      .headers(API_HEADERS)
      .type('application/json')
      .send(JSON.stringify({ message: messages.somethingWentWrong, requestId: request.id }));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = methods.allowed(request.url);
    if (allowed.length > 0) {
      void reply
        .code(405)
        .headers(API_HEADERS)
        .header('allow', allowed.join(', '))
        .type('application/json')
        .send(
          JSON.stringify({
            message: `${request.method} is not a method of this path; it answers ${allowed.join(', ')}.`,
          }),
        );
      return;
    }
    void reply
      .code(404)
      .headers(API_HEADERS)
      .type('application/json')
      .send(JSON.stringify({ message: `No operation ${request.method} ${path}.` }));
  });

  async function authenticate(request: FastifyRequest): Promise<Principal> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Sign in to continue.');
    const verified = await tokens.verify(match[1]);
    if (verified === 'expired') throw unauthorized('Your session is expired');
    if (verified === 'invalid') throw unauthorized('Sign in to continue.');
    const principal = await principals.load(verified);
    if (!principal) throw unauthorized('Your session is expired');
    return principal;
  }

  function successStatus(op: SpecOperation): number {
    for (const status of ['200', '201', '204', '202']) if (status in op.operation.responses) return Number(status);
    return 200;
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
      app.log.error(
        { operationId: op.operation.operationId, errors: validate.errors?.slice(0, 5) },
        'response does not match the contract',
      );
      throw new Error(`The response of ${op.operation.operationId} does not match the contract.`);
    }
    return reply.code(status).headers(API_HEADERS).type('application/json').send(JSON.stringify(result));
  }

  for (const op of operations) {
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

  for (const plugin of options.plugins ?? []) await app.register(plugin, { database, services });
  if (config.webDir) await serveWebApp(app, config.webDir);
  app.decorate('pathway', { operations, handlers, principals, spec, metrics });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The contract (bundled), its operations and their handlers: for the tests that walk them and the
     * grid export, which runs a search operation's own handler (ADR 096).
     */
    pathway: {
      operations: SpecOperation[];
      handlers: Handlers;
      principals: PrincipalLoader;
      spec: OpenApiDocument;
      metrics: Metrics;
    };
  }
}

export type PathwayApp = FastifyInstance;
export type { ErrorBody };
