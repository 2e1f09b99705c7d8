import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { createApi } from './index.ts';

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

function recordingFetch(responses: (() => Response)[]) {
  const seen: Seen[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  };
  return { seen, fetch: fetchImpl };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createApi', () => {
  it('sends the bearer token and JSON content type under the prefix', async () => {
    const { seen, fetch } = recordingFetch([() => json(200, { isSessionExpired: false, sessionExpiration: 'x' })]);
    const api = createApi({ prefix: 'http://127.0.0.1:9/api', getToken: () => 'abc.def.ghi', retry: 0, fetch });
    await api.auth.checkSession();
    expect(seen[0]?.url).toBe('http://127.0.0.1:9/api/auth/check-session');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('posts the login body without a token when there is none', async () => {
    const { seen, fetch } = recordingFetch([() => json(403, {})]);
    const api = createApi({ prefix: 'http://127.0.0.1:9/api', getToken: () => undefined, retry: 0, fetch });
    await expect(api.auth.login({ username: 'jcarter', password: 'Summer#2026' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
    });
    expect(seen[0]?.method).toBe('POST');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ username: 'jcarter', password: 'Summer#2026' });
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('never retries a POST, but retries an idempotent GET', async () => {
    const post = recordingFetch([() => json(503, {}), () => json(200, {})]);
    const postApi = createApi({ prefix: 'http://127.0.0.1:9/api', retry: 2, fetch: post.fetch });
    await expect(postApi.auth.login({ username: 'a', password: 'b' })).rejects.toBeInstanceOf(ApiError);
    expect(post.seen).toHaveLength(1);

    const get = recordingFetch([
      () => json(503, {}),
      () => json(200, { tokenExpiration: 't', sessionExpiration: 's' }),
    ]);
    const getApi = createApi({ prefix: 'http://127.0.0.1:9/api', retry: 2, fetch: get.fetch });
    await expect(getApi.auth.refreshSession()).resolves.toEqual({ tokenExpiration: 't', sessionExpiration: 's' });
    expect(get.seen).toHaveLength(2);
  });

  it('turns a failure into an ApiError carrying the parsed body', async () => {
    const { fetch } = recordingFetch([() => json(400, { message: 'Current Password is wrong' })]);
    const api = createApi({ prefix: 'http://127.0.0.1:9/api', retry: 0, fetch });
    const failure: unknown = await api.users
      .changePassword({ currentPassword: 'a', newPassword: 'b' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, serverMessage: 'Current Password is wrong' });
  });
});
