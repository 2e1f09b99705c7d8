import { messages } from '@pathway/validation';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The one error body of the contract: `message`, or `field: message` pairs (422). */
export type ErrorBody = Record<string, string>;

/** A failure a handler or hook answers with; the error handler sends `status` and `body` as they are. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /**
   * Work that must persist although the operation fails (a failed sign-in's count): run on the
   * database after the operation's transaction has rolled back, before the answer is sent.
   */
  afterRollback: ((db: Kysely<Database>) => Promise<void>) | undefined;
  /** Headers the answer carries besides the body (Retry-After of a 429). */
  headers: Record<string, string> | undefined;
  constructor(status: number, body: ErrorBody | string) {
    const payload = typeof body === 'string' ? { message: body } : body;
    super(payload.message ?? Object.values(payload).join(' '));
    this.status = status;
    this.body = payload;
  }
}

/** The stale-version message of openapi/README.md (optimistic concurrency). */
export const STALE_VERSION_MESSAGE = messages.staleRecord;

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Your session is expired') => new HttpError(401, message);
export const forbidden = (message = 'You do not have rights to do this.') => new HttpError(403, message);
export const notFound = (what = 'The record') => new HttpError(404, `${what} was not found.`);
export const conflict = (message: string) => new HttpError(409, message);
export const stale = () => new HttpError(409, STALE_VERSION_MESSAGE);
/** 422 with one message per wire field, or a general `message`. */
export const unprocessable = (fields: ErrorBody | string) => new HttpError(422, fields);
export const tooManyRequests = (message: string) => new HttpError(429, message);
