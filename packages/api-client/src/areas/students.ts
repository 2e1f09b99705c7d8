import type { KyInstance } from 'ky';
import type { components, paths } from '../generated/schema.d.ts';
import type { ResponseBody } from '../http.ts';
import type { SearchRequest } from '../resource.ts';

export type StudentListItem = components['schemas']['StudentListItem'];
export type Student = components['schemas']['Student'];
export type StudentInfo = components['schemas']['StudentInfo'];

/** The sub-record kinds of a participant, as their path segment under `/students/{studentId}/`. */
export type StudentRecordKind = {
  [K in keyof paths]: K extends `/students/{studentId}/${infer Kind}/{${string}}`
    ? Kind extends `${string}/${string}`
      ? never
      : paths[`/students/{studentId}/${Kind}` & keyof paths] extends { get: object }
        ? Kind
        : never
    : never;
}[keyof paths];

/** A row of one sub-record kind, e.g. `StudentContract` for `contracts`. */
export type StudentRecordOf<K extends StudentRecordKind> =
  ResponseBody<`/students/{studentId}/${K}` & keyof paths, 'get'> extends readonly (infer Row extends object)[]
    ? Row
    : never;

const studentPath = (studentId: number) => `students/${encodeURIComponent(String(studentId))}`;

/**
 * Participants (`/students`). Only the calls the Participants screens make; each has its Pact
 * interaction (pact/consumer/participants.pact.test.ts). The thirteen sub-record kinds share one
 * shape (`GET|POST /students/{id}/{kind}`, `PUT|DELETE /students/{id}/{kind}/{recordId}`), so they
 * share one set of calls, typed per kind.
 */
export const studentsApi = (http: KyInstance) => ({
  /** One page of participants; the SSN comes masked. Accepts the `clearanceExpiringWithinDays` filter (ADR 065). */
  search: (body: SearchRequest, options: { signal?: AbortSignal } = {}) =>
    http
      .post('students/search', { json: body, signal: options.signal })
      .json<ResponseBody<'/students/search', 'post'>>(),
  /** One participant. */
  get: (id: number) => http.get(studentPath(id)).json<ResponseBody<'/students/{studentId}', 'get'>>(),
  /** The details header: identity, status, age, program and the current job. */
  info: (id: number) => http.get(`${studentPath(id)}/info`).json<StudentInfo>(),
  /** Every record of one kind of a participant. */
  listRecords: <K extends StudentRecordKind>(studentId: number, kind: K) =>
    http.get(`${studentPath(studentId)}/${kind}`).json<StudentRecordOf<K>[]>(),
  /** Removes one record of a kind with the `version` it read (a stale one answers 409); answers 204. */
  removeRecord: async (studentId: number, kind: StudentRecordKind, recordId: number, version: number) => {
    await http.delete(`${studentPath(studentId)}/${kind}/${encodeURIComponent(String(recordId))}`, {
      searchParams: { version },
    });
  },
});
