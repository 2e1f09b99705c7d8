import type { operations } from '@pathway/api-client/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../core/schema.ts';
import type { Services } from '../lib/services.ts';
import type { Principal } from '../core/principal.ts';
import type { SpecOperation } from '../core/spec.ts';

export type OperationId = keyof operations;
export type { Principal, UserType } from '../core/principal.ts';

type Op<K extends OperationId> = operations[K];

/** The JSON request body the contract declares for an operation. */
export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Op<K> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;
export type PathOf<K extends OperationId> = Op<K>['parameters'] extends { path: infer P } ? NonNullable<P> : never;
export type QueryOf<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never;

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
/** What a handler returns: the 200/201 JSON body, nothing for 204 (undefined), or a file. */
export type ResultOf<K extends OperationId> = Op<K>['responses'] extends infer R
  ? | (R extends { 200: infer A } ? JsonOf<A> : never)
    | (R extends { 201: infer C } ? JsonOf<C> : never)
    | (R extends { 204: unknown } ? undefined : never)
  : never;

/** A download: sent with Content-Disposition instead of JSON. */
export interface FileResult {
  kind: 'file';
  fileName: string;
  contentType: string;
  content: Buffer | NodeJS.ReadableStream;
}

export interface HandlerContext<K extends OperationId> {
  /** The database; inside a transaction for every operation but the reads (GETs and POST …/search). */
  db: Kysely<Database>;
  /**
   * For a read whose plan does not depend on its values: connections that plan each statement once
   * (ADR 179). Inside a transaction, the transaction itself.
   */
  genericPlanDb: Kysely<Database>;
  /** The caller; null only on public operations. */
  user: Principal | null;
  params: PathOf<K>;
  query: QueryOf<K>;
  body: BodyOf<K>;
  operation: SpecOperation;
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
}

export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<ResultOf<K> | FileResult>;

/**
 * Field messages of an area's own rules, in the spec's words, that replace the generic ones of
 * schema validation for the same fields (e.g. the password policy's sentence instead of
 * "newPassword is invalid.").
 */
export type BodyMessages = Partial<Record<OperationId, (body: unknown) => Record<string, string>>>;

/** An area's handlers by operationId. */
export type Handlers = { [K in OperationId]?: Handler<K> };

/** The caller of a secured operation (the claims hook has already refused anyone else). */
export function signedIn(user: Principal | null): Principal {
  if (!user) throw new Error('A secured operation ran without a caller.');
  return user;
}
