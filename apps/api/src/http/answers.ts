// How the server answers what no handler answers: a refusal (an HttpError, a database refusal the
// client caused, Fastify's own 4xx), its own failure, and a path or method the contract lacks.
import { messages } from '@pathway/validation';
import type { FastifyInstance } from 'fastify';
import { HttpError, unprocessable } from '../core/errors.ts';
import type { createMethodIndex } from './input.ts';

/** What every API answer carries besides helmet's security headers (headers.ts): nothing is cached. */
export const API_HEADERS = { 'cache-control': 'no-store' };

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

/** Errors as the contract's JSON answers; anything unexpected is logged and answered 500 with the request id. */
export function answerErrors(app: FastifyInstance): void {
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
}

/** A path of the contract with another method is a 405 naming the methods it has; any other path a 404. */
export function answerUnknownRoutes(app: FastifyInstance, methods: ReturnType<typeof createMethodIndex>): void {
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
}
