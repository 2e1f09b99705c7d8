import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';
import type { SearchRequest } from '../resource.ts';

export type AvailableTimesheetRow = components['schemas']['AvailableTimesheetRow'];
export type AvailableTimesheetsMoveRequest = components['schemas']['AvailableTimesheetsMoveRequest'];
/** A participant's timesheet as entered (hours, incentive, comments and period of one job). */
export type TimesheetEntryRequest = RequestBody<'/students/{studentId}/timesheets', 'post'>;

/**
 * Payroll > Available Timesheets (ADR 160): the timesheets of every status, taking chosen ones back
 * to Pending, and a participant's timesheet entry. Submit, approve and void are the timesheets and
 * students calls every screen shares (`timesheets.submit`, `timesheets.approve`, `students.removeRecord`).
 */
export const availableTimesheetsApi = (http: KyInstance) => ({
  /** One page of timesheets of any status; filter `status` for one status. SSNs come masked. */
  search: (body: SearchRequest, options: { signal?: AbortSignal } = {}) =>
    http
      .post('payroll/available-timesheets/search', { json: body, signal: options.signal })
      .json<ResponseBody<'/payroll/available-timesheets/search', 'post'>>(),
  /** Submitted or approved timesheets back to Pending, each with the version read; all or nothing (409). */
  moveToPending: (body: AvailableTimesheetsMoveRequest) =>
    http
      .post('payroll/available-timesheets/move-to-pending', { json: body })
      .json<ResponseBody<'/payroll/available-timesheets/move-to-pending', 'post'>>(),
  /**
   * Enters a timesheet for one of the participant's jobs; the youth hour rules answer 422 on
   * `workedHours` naming the rule and the numbers (ADR 068).
   */
  enter: (studentId: number, body: TimesheetEntryRequest) =>
    http
      .post(`students/${encodeURIComponent(String(studentId))}/timesheets`, { json: body })
      .json<components['schemas']['StudentTimesheet']>(),
});
