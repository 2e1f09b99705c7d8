import { isHTTPError } from 'ky';

/** Text shown when a 403 body cannot be read (spec section 8, verbatim). */
export const FORBIDDEN_TEXT = 'You do not have access to some of requested data. Issue of your permissions';

/**
 * A failed call, whatever the transport said. `status` is 0 when no response arrived (network
 * failure, timeout). `data` is the parsed body (ky 2 parses it into HTTPError.data before hooks run),
 * or undefined when the body was empty or not JSON.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly data: unknown;
  /** The body's own `message`, when it has a non-empty one. */
  readonly serverMessage: string | undefined;
  /** Every other text-valued field of the body, e.g. `{ userName: 'User name is taken' }`. */
  readonly fieldMessages: Readonly<Record<string, string>>;
  /**
   * How long the server asked the client to wait (its Retry-After, in whole seconds), when the
   * failure came with one: a 429 says when to try again (ADR 222).
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, data: unknown, options?: { cause?: unknown }) {
    super(`Request data status ${status}`, options);
    this.status = status;
    this.data = data;
    const body = isRecord(data) ? data : undefined;
    this.serverMessage = body && typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
    this.fieldMessages = body ? collectFieldMessages(body) : {};
    const cause = options?.cause;
    this.retryAfterSeconds = isHTTPError(cause)
      ? retryAfterSeconds(cause.response.headers.get('retry-after'))
      : undefined;
  }
}

/** A Retry-After header (seconds, or an HTTP date) as whole seconds from now; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date always ends in GMT; anything else Date.parse might read as some year.
  const at = text.endsWith('GMT') ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(textOf).filter((part): part is string => part !== undefined);
    return parts.length > 0 ? parts.join(' ') : undefined;
  }
  return undefined;
}

function collectFieldMessages(body: Record<string, unknown>): Record<string, string> {
  // By field in a Map: the server names fields as the request did, and `messages.__proto__ = text`
  // on an object would set its prototype instead of keeping the text.
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(body)) {
    if (key === 'message') continue;
    // Validation bodies often nest the per-field texts one level down (`{ errors: { email: [...] } }`).
    if (isRecord(value)) {
      for (const [innerKey, innerValue] of Object.entries(value)) {
        const text = textOf(innerValue);
        if (text !== undefined) messages.set(innerKey, text);
      }
      continue;
    }
    const text = textOf(value);
    if (text !== undefined) messages.set(key, text);
  }
  return Object.fromEntries(messages);
}

/** Turns whatever a call threw into an ApiError (ky's HTTPError, network errors, anything else). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) return new ApiError(error.response.status, error.data, { cause: error });
  return new ApiError(0, undefined, { cause: error });
}

/**
 * The generic failure text of spec section 8: the body's message; else all its field values joined
 * with spaces; else (the body could not be read) 403 gets the permissions text and any other status
 * "Request data status {status}".
 */
export function describeFailure(error: unknown): string {
  const failure = toApiError(error);
  if (failure.serverMessage !== undefined) return failure.serverMessage;
  const fields = Object.values(failure.fieldMessages);
  if (fields.length > 0) return fields.join(' ');
  if (failure.status === 403) return FORBIDDEN_TEXT;
  return `Request data status ${failure.status}`;
}
