import { MAX_DOCUMENT_BYTES } from '@pathway/validation';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginCallback,
} from 'fastify';
import type { OpenDatabase } from './db/database.ts';
import { createPrincipalLoader, type PrincipalLoader } from './auth/principal.ts';
import type { Tokens } from './auth/tokens.ts';
import type { ServerConfig } from './config.ts';
import type { Services } from './lib/services.ts';
import { createSealer } from './lib/sealer.ts';
import { loadSpec, operationsOf, type OpenApiDocument, type SpecOperation } from './core/spec.ts';
import type { Handlers } from './http/context.ts';
import { HttpError, badRequest, type ErrorBody } from './core/errors.ts';
import { createMethodIndex, parseJson } from './http/input.ts';
import { registerSecurityHeaders, requestIdOf } from './http/headers.ts';
import { createMetrics, type Metrics } from './core/metrics.ts';
import { serveWebApp } from './http/static.ts';
import { answerErrors, answerUnknownRoutes } from './http/answers.ts';
import { areaPlugin, type AreaPlugin } from './http/areaPlugin.ts';
import { createOperationRoutes, JSON_BODY_LIMIT } from './http/operations.ts';

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

const areasDir = join(import.meta.dirname, 'areas');

/** Every `areas/<area>/plugin.ts` exports its area's `plugin`, in the areas' alphabetical order. */
async function loadAreaPlugins(): Promise<AreaPlugin[]> {
  const plugins: AreaPlugin[] = [];
  for (const area of readdirSync(areasDir).sort()) {
    const file = join(areasDir, area, 'plugin.ts');
    if (!existsSync(file)) continue;
    const module = (await import(file)) as { plugin: AreaPlugin };
    plugins.push(module.plugin);
  }
  return plugins;
}

/** Fastify with the server's logging, request ids, proxies and body limit. */
function createFastify(options: AppOptions): FastifyInstance {
  return Fastify({
    logger: options.logger ?? false,
    // Behind a load balancer, the client's address (throttling is per address) from X-Forwarded-For,
    // believed only from the proxies named (ADR 187).
    trustProxy: options.config.trustProxy ?? false,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // JSON bodies; an operation whose body carries a file as base64 has its own limit (operations.ts),
    // and multipart uploads are bounded by the multipart limits instead.
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { maxParamLength: 500 },
  });
}

/** JSON as sent: an empty body (actions without one still carry the JSON content type) is no body. */
function parseJsonAsSent(app: FastifyInstance): void {
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
}

/** Every answer carries its request id; every request is timed by operation, method and status. */
function countRequests(app: FastifyInstance, metrics: Metrics): void {
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
}

/**
 * The reference server: one Fastify route per operation of the bundled contract (http/operations.ts),
 * mounted by the areas' plugins; buildApp composes them with what every request shares, in order.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const spec = options.spec ?? loadSpec();
  const operations = operationsOf(spec);
  const { database, config, tokens } = options;
  const principals = createPrincipalLoader(database.db);
  const areas = options.handlers ? [areaPlugin('handlers', { handlers: options.handlers })] : await loadAreaPlugins();

  const app = createFastify(options);
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

  parseJsonAsSent(app);
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 10 } });
  await registerSecurityHeaders(app, config);
  countRequests(app, metrics);
  answerErrors(app);
  answerUnknownRoutes(app, createMethodIndex(operations));

  const routes = createOperationRoutes({ spec, operations, database, services, principals });
  app.decorate('pathway', { operations, handlers: routes.handlers, principals, spec, metrics });
  for (const area of areas) await app.register(area, { routes });
  routes.mountUnhandled(app);
  for (const plugin of options.plugins ?? []) await app.register(plugin, { database, services });
  if (config.webDir) await serveWebApp(app, config.webDir);
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
