import type { KyInstance } from 'ky';
import type { components, paths } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';
import type { SearchRequest } from '../resource.ts';

export type StudentListItem = components['schemas']['StudentListItem'];
export type Student = components['schemas']['Student'];
export type StudentInfo = components['schemas']['StudentInfo'];
export type StudentPaymentMethod = components['schemas']['StudentPaymentMethod'];
export type StudentPaymentMethodUpdateRequest = components['schemas']['StudentPaymentMethodUpdateRequest'];
export type BankAccountType = components['schemas']['BankAccountType'];
/** What a timesheet of one job assignment and period may still hold (ADR 182). */
export type TimesheetAllowance = components['schemas']['TimesheetAllowance'];
/** The query of an allowance read: the assignment, the period and, when editing, the timesheet itself. */
export type TimesheetAllowanceQuery = NonNullable<
  paths['/students/{studentId}/timesheet-allowance']['get']
>['parameters']['query'];
export type TimesheetAdjustmentRequest = components['schemas']['TimesheetAdjustmentRequest'];

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

/** The create body of one sub-record kind, e.g. `StudentContractCreateRequest` for `contracts`. */
export type StudentRecordCreateOf<K extends StudentRecordKind> = RequestBody<
  `/students/{studentId}/${K}` & keyof paths,
  'post'
>;

/** The update body of one sub-record kind (with the `version` last read). */
export type StudentRecordUpdateOf<K extends StudentRecordKind> = {
  [P in keyof paths]: P extends `/students/{studentId}/${K}/{${string}}` ? RequestBody<P, 'put'> : never;
}[keyof paths];

export type Interview = components['schemas']['Interview'];
export type InterviewOutcome = components['schemas']['InterviewOutcome'];
export type InterviewScheduleRequest = components['schemas']['InterviewScheduleRequest'];
export type InterviewUpdateRequest = components['schemas']['InterviewUpdateRequest'];
/** The maintained lookups the participant record forms choose from that have no fixed select-list path. */
export type StudentRecordLookup =
  'barrier-types' | 'guardian-relationships' | 'referral-service-types' | 'career-program-types' | 'unassign-reasons';
export type StudentCreateRequest = components['schemas']['StudentCreateRequest'];
export type StudentUpdateRequest = components['schemas']['StudentUpdateRequest'];
export type JobOpening = components['schemas']['JobOpening'];
export type StudentJobUnassignRequest = components['schemas']['StudentJobUnassignRequest'];

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
  /** Adds a participant (ADD_STUDENT); it starts Enrolled. A duplicate SSN does not block (ADR 065). */
  create: (body: StudentCreateRequest) =>
    http.post('students', { json: body }).json<ResponseBody<'/students', 'post'>>(),
  /** Whether any participant, in any organization, has the full SSN: the wizard's duplicate warning. */
  ssnExists: async (ssn: string) =>
    (await http.post('students/ssn-check', { json: { ssn } }).json<ResponseBody<'/students/ssn-check', 'post'>>())
      .exists,
  /** One participant. */
  get: (id: number) => http.get(studentPath(id)).json<ResponseBody<'/students/{studentId}', 'get'>>(),
  /** Replaces the participant's editable fields (MAINTAIN_STUDENT) with the `version` it read; a stale one answers 409. */
  update: (id: number, body: StudentUpdateRequest) =>
    http.put(studentPath(id), { json: body }).json<ResponseBody<'/students/{studentId}', 'put'>>(),
  /** The details header: identity, status, age, program and the current job. */
  info: (id: number) => http.get(`${studentPath(id)}/info`).json<StudentInfo>(),
  /** Every record of one kind of a participant. */
  listRecords: <K extends StudentRecordKind>(studentId: number, kind: K) =>
    http.get(`${studentPath(studentId)}/${kind}`).json<StudentRecordOf<K>[]>(),
  /** Adds a record of a kind; answers it with its id and version. Jobs: assigns the job (ASSIGN_STUDENT). */
  createRecord: <K extends StudentRecordKind>(studentId: number, kind: K, body: StudentRecordCreateOf<K>) =>
    http.post(`${studentPath(studentId)}/${kind}`, { json: body }).json<StudentRecordOf<K>>(),
  /** Saves a record of a kind with the `version` in the body (a stale one answers 409). */
  updateRecord: <K extends StudentRecordKind>(
    studentId: number,
    kind: K,
    recordId: number,
    body: StudentRecordUpdateOf<K>,
  ) =>
    http
      .put(`${studentPath(studentId)}/${kind}/${encodeURIComponent(String(recordId))}`, { json: body })
      .json<StudentRecordOf<K>>(),
  /** The options of a lookup a record form chooses from (`GET /lookups/{lookup}`, open to every signed-in user). */
  recordLookup: (name: StudentRecordLookup) =>
    http.get(`lookups/${name}`).json<ResponseBody<'/lookups/{lookup}', 'get'>>(),
  /** Approved jobs with open positions that fit the participant. */
  availableJobs: (studentId: number) => http.get(`${studentPath(studentId)}/available-jobs`).json<JobOpening[]>(),
  /** Ends an assignment on `endDate` (UNASSIGN_STUDENT); the participant becomes Awaiting Assignment. */
  unassignJob: (studentId: number, studentJobId: number, body: StudentJobUnassignRequest) =>
    http
      .post(`${studentPath(studentId)}/jobs/${encodeURIComponent(String(studentJobId))}/unassign`, { json: body })
      .json<StudentRecordOf<'jobs'>>(),
  /** Marks the participant Awaiting Assignment; answers the new header. */
  setAwaitingAssignment: (
    studentId: number,
    body: RequestBody<'/students/{studentId}/set-awaiting-assignment', 'post'>,
  ) => http.post(`${studentPath(studentId)}/set-awaiting-assignment`, { json: body }).json<StudentInfo>(),
  /** Turns paper-check payment on or off; answers the new header. */
  setPaperCheck: (studentId: number, body: RequestBody<'/students/{studentId}/set-paper-check', 'post'>) =>
    http.post(`${studentPath(studentId)}/set-paper-check`, { json: body }).json<StudentInfo>(),
  /** How the participant is paid: the method and the last four digits of the numbers on file (ADR 181). */
  paymentMethod: (studentId: number) =>
    http.get(`${studentPath(studentId)}/payment-method`).json<StudentPaymentMethod>(),
  /**
   * Changes the payment method with the numbers it needs (MAINTAIN_STUDENT) and the participant's
   * `version`; the numbers are never answered back, only their last four digits.
   */
  changePaymentMethod: (studentId: number, body: StudentPaymentMethodUpdateRequest) =>
    http.put(`${studentPath(studentId)}/payment-method`, { json: body }).json<StudentPaymentMethod>(),
  /**
   * What a timesheet of one of the participant's assignments and a period may still hold: the caps
   * with what remains, the youth hour rule's remaining hours, and the timesheet already covering the
   * period (a second one is refused with 409). `excludeTimesheetId`: the timesheet being edited.
   */
  timesheetAllowance: (studentId: number, query: TimesheetAllowanceQuery, options: { signal?: AbortSignal } = {}) =>
    http
      .get(`${studentPath(studentId)}/timesheet-allowance`, {
        // ky leaves out search parameters that are undefined (no excludeTimesheetId on a new entry).
        searchParams: { ...query },
        signal: options.signal,
      })
      .json<TimesheetAllowance>(),
  /**
   * A signed correction of an Approved, In Process, Exception or Payrolled timesheet (MAINTAIN_STUDENT)
   * with the original's `version`: answers the adjustment, a Pending timesheet linked to the original.
   */
  adjustTimesheet: (studentId: number, studentTimesheetId: number, body: TimesheetAdjustmentRequest) =>
    http
      .post(`${studentPath(studentId)}/timesheets/${encodeURIComponent(String(studentTimesheetId))}/adjustments`, {
        json: body,
      })
      .json<StudentRecordOf<'timesheets'>>(),
  /** One page of interviews (SCHEDULE_INTERVIEWS or UPDATE_INTERVIEW); the SSN comes masked. */
  searchInterviews: (body: SearchRequest, options: { signal?: AbortSignal } = {}) =>
    http
      .post('interviews/search', { json: body, signal: options.signal })
      .json<ResponseBody<'/interviews/search', 'post'>>(),
  /** One Scheduled interview per participant, each sent the email template (SCHEDULE_INTERVIEWS); answers them. */
  scheduleInterviews: (body: InterviewScheduleRequest) =>
    http.post('interviews/schedule', { json: body }).json<ResponseBody<'/interviews/schedule', 'post'>>(),
  /** Records an interview's outcome and note with the `version` it read (UPDATE_INTERVIEW). */
  updateInterview: (interviewId: number, body: InterviewUpdateRequest) =>
    http.put(`interviews/${encodeURIComponent(String(interviewId))}`, { json: body }).json<Interview>(),
  /** Removes one record of a kind with the `version` it read (a stale one answers 409); answers 204. */
  removeRecord: async (studentId: number, kind: StudentRecordKind, recordId: number, version: number) => {
    await http.delete(`${studentPath(studentId)}/${kind}/${encodeURIComponent(String(recordId))}`, {
      searchParams: { version },
    });
  },
});
