import ky, { type KyInstance } from 'ky';

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
    retry: { limit: retry, methods: ['get', 'put', 'head', 'delete', 'options'] },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          // Multipart bodies set their own boundary; everything else is JSON.
          if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/')) {
            request.headers.set('Accept', 'application/json');
          }
        },
      ],
    },
  });
}
