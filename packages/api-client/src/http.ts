import ky, { isHTTPError, type KyInstance } from 'ky';
import type { paths } from './generated/schema.d.ts';
import { ApiError } from './errors.ts';

export interface HttpOptions {
  /** Where the API lives, e.g. `/api` in the app or the Pact mock server's URL in contract tests. */
  prefix: string;
  /** The current bearer token, read on every request so a refreshed token is used at once. */
  getToken?: () => string | undefined;
  /** Retries for idempotent calls (GET, PUT, DELETE); POSTs are never retried. Tests pass 0. */
  retry?: number;
  /** A fetch to use instead of the global one (Storybook and tests). */
  fetch?: typeof fetch;
}

export function createHttp({ prefix, getToken, retry = 2, fetch: fetchImpl }: HttpOptions): KyInstance {
  return ky.create({
    prefix,
    // POST and PATCH are absent on purpose: a retried POST could create or change a record twice.
    retry: { limit: retry, methods: ['get', 'put', 'head', 'delete', 'options'] },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          // Multipart bodies carry their own Content-Type with the boundary; every other call is JSON
          // (spec section 7). Accept is left to ky, which sets it from the body method (.json(), .blob()).
          if (!request.headers.has('Content-Type')) request.headers.set('Content-Type', 'application/json');
        },
      ],
      // One error type for callers: the body is already parsed into HTTPError.data by ky 2.
      beforeError: [
        ({ error }) => (isHTTPError(error) ? new ApiError(error.response.status, error.data, { cause: error }) : error),
      ],
    },
  });
}

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The JSON request body of an operation in the OpenAPI contract. */
export type RequestBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

/** The JSON body of an operation's 200 (or 201) response; `undefined` when it has none. */
export type ResponseBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer Body } } } }
    ? Body
    : Operation<P, M> extends { responses: { 201: { content: { 'application/json': infer Body } } } }
      ? Body
      : undefined;
