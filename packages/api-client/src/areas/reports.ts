import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';

export type ReportSummary = components['schemas']['ReportSummary'];
export type ReportRunRequest = components['schemas']['ReportRunRequest'];
export type ReportResult = components['schemas']['ReportResult'];
export type ReportColumn = components['schemas']['ReportColumn'];
export type ReportRow = components['schemas']['ReportRow'];
export type ReportSeries = components['schemas']['ReportSeries'];

/** Running reports (issue 15, ADR 125): the reports the caller may run and a run's table as data. */
export const reportsApi = (http: KyInstance) => ({
  /** The active reports of the categories the caller's claims allow. */
  search: (body: RequestBody<'/reports/search', 'post'>) =>
    http.post('reports/search', { json: body }).json<ResponseBody<'/reports/search', 'post'>>(),
  /** One run's columns, rows, totals and chart series (the same numbers as the file run). */
  result: (reportId: number, body: ReportRunRequest) =>
    http
      .post(`reports/${String(reportId)}/result`, { json: body })
      .json<ResponseBody<'/reports/{reportId}/result', 'post'>>(),
});
