import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';

export type Timesheet = components['schemas']['Timesheet'];
export type TimesheetRow = components['schemas']['TimesheetRow'];
export type TimesheetEntry = components['schemas']['TimesheetEntry'];
export type TimesheetStatus = components['schemas']['TimesheetStatus'];
export type PayrollProcessSummary = components['schemas']['PayrollProcessSummary'];
export type SearchRequest = components['schemas']['SearchRequest'];
export type ProcessingItemSaveRequest = RequestBody<'/timesheets/processing-items/save', 'post'>;
export type TimesheetSubmitRequest = RequestBody<'/timesheets/submit', 'post'>;
export type TimesheetApproveRequest = RequestBody<'/timesheets/approve', 'post'>;
export type TimesheetActionResult = ResponseBody<'/timesheets/submit', 'post'>;

/** Timesheets, their entries and payroll processing items; every call is a POST (spec section 7). */
export const timesheetsApi = (http: KyInstance) => ({
  get: (id: number) =>
    http
      .post('timesheets/get', { json: { id } satisfies RequestBody<'/timesheets/get', 'post'> })
      .json<ResponseBody<'/timesheets/get', 'post'>>(),
  search: (body: SearchRequest) =>
    http.post('timesheets/search', { json: body }).json<ResponseBody<'/timesheets/search', 'post'>>(),
  searchItems: (body: SearchRequest) =>
    http.post('timesheets/items/search', { json: body }).json<ResponseBody<'/timesheets/items/search', 'post'>>(),
  searchProcessingItems: (body: SearchRequest) =>
    http
      .post('timesheets/processing-items/search', { json: body })
      .json<ResponseBody<'/timesheets/processing-items/search', 'post'>>(),
  /** Sends back the `version` it read; a stale one is refused with 409. */
  saveProcessingItem: (body: ProcessingItemSaveRequest) =>
    http
      .post('timesheets/processing-items/save', { json: body })
      .json<ResponseBody<'/timesheets/processing-items/save', 'post'>>(),
  /** Submits timesheets for payroll; `manualCheck` after the user confirmed the manual-check warning. */
  submit: (body: TimesheetSubmitRequest) =>
    http.post('timesheets/submit', { json: body }).json<TimesheetActionResult>(),
  approve: (body: TimesheetApproveRequest) =>
    http.post('timesheets/approve', { json: body }).json<ResponseBody<'/timesheets/approve', 'post'>>(),
});
