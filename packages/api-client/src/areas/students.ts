import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { ResponseBody } from '../http.ts';
import type { SearchRequest } from '../resource.ts';

export type StudentListItem = components['schemas']['StudentListItem'];
export type Student = components['schemas']['Student'];

/**
 * Participants (`/students`). Only the calls the Participants screens make; each has its Pact
 * interaction (pact/consumer/participants.pact.test.ts).
 */
export const studentsApi = (http: KyInstance) => ({
  /** One page of participants; the SSN comes masked. Accepts the `clearanceExpiringWithinDays` filter (ADR 065). */
  search: (body: SearchRequest, options: { signal?: AbortSignal } = {}) =>
    http
      .post('students/search', { json: body, signal: options.signal })
      .json<ResponseBody<'/students/search', 'post'>>(),
  /** One participant. */
  get: (id: number) =>
    http.get(`students/${encodeURIComponent(String(id))}`).json<ResponseBody<'/students/{studentId}', 'get'>>(),
});
