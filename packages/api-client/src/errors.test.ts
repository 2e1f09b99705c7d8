import { describe, expect, it } from 'vitest';
import { ApiError, describeFailure, FORBIDDEN_TEXT, retryAfterSeconds } from './errors.ts';

describe('describeFailure', () => {
  it('shows the body message first', () => {
    expect(describeFailure(new ApiError(400, { message: 'Contract code is not valid', code: 'X1' }))).toBe(
      'Contract code is not valid',
    );
  });

  it('joins every field value with spaces when there is no message', () => {
    const error = new ApiError(422, { firstName: 'First Name is required', email: ['Incorrect Email', 'Max: 100'] });
    expect(describeFailure(error)).toBe('First Name is required Incorrect Email Max: 100');
    expect(error.fieldMessages).toEqual({ firstName: 'First Name is required', email: 'Incorrect Email Max: 100' });
  });

  it('reads field texts nested one level down, as validation bodies send them', () => {
    expect(describeFailure(new ApiError(400, { errors: { userName: ['User name is taken'] } }))).toBe(
      'User name is taken',
    );
  });

  it('shows a field whose name an object inherits (the server names what the request named)', () => {
    const body = JSON.parse(
      '{"__proto__":"__proto__ is not a parameter of this report.","constructor":"constructor is invalid."}',
    ) as unknown;
    const error = new ApiError(422, body);
    expect(describeFailure(error)).toBe('__proto__ is not a parameter of this report. constructor is invalid.');
    expect(Object.keys(error.fieldMessages)).toEqual(['__proto__', 'constructor']);
  });

  it('falls back to the permissions text for an unreadable 403', () => {
    expect(describeFailure(new ApiError(403, undefined))).toBe(FORBIDDEN_TEXT);
    expect(FORBIDDEN_TEXT).toBe('You do not have access to some of requested data. Issue of your permissions');
  });

  it('falls back to the status for any other unreadable body', () => {
    expect(describeFailure(new ApiError(500, '<html>Server Error</html>'))).toBe('Request data status 500');
    expect(describeFailure(new ApiError(404, {}))).toBe('Request data status 404');
    expect(describeFailure(new ApiError(502, { message: '' }))).toBe('Request data status 502');
  });

  it('treats a failure without a response as status 0', () => {
    expect(describeFailure(new TypeError('Failed to fetch'))).toBe('Request data status 0');
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-07-01T12:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
    expect(retryAfterSeconds('Wed, 01 Jul 2026 12:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Wed, 01 Jul 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds('-5', now)).toBeUndefined();
  });
});
