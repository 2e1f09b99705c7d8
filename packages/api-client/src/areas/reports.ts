import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';
import { createResource } from '../resource.ts';
import { attachmentFileName, type DownloadableFile } from './exports.ts';

export type ReportSummary = components['schemas']['ReportSummary'];
export type ReportRunRequest = components['schemas']['ReportRunRequest'];
export type ReportResult = components['schemas']['ReportResult'];
export type ReportColumn = components['schemas']['ReportColumn'];
export type ReportRow = components['schemas']['ReportRow'];
export type ReportSeries = components['schemas']['ReportSeries'];
export type ReportCategory = components['schemas']['ReportCategory'];
export type ReportParameter = components['schemas']['ReportParameter'];
export type ParameterValue = components['schemas']['ParameterValue'];

const EXTENSIONS: Record<ReportRunRequest['format'], string> = { Excel: 'xlsx', CSV: 'csv', PDF: 'pdf' };

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
  /**
   * The same run as a file in `body.format` (Export To Excel sends `Excel`), streamed by the server
   * and named by its Content-Disposition.
   */
  run: async (reportId: number, body: ReportRunRequest): Promise<DownloadableFile> => {
    const response = await http.post(`reports/${String(reportId)}/run`, {
      json: body,
      headers: { Accept: 'application/octet-stream' },
    });
    const fileName = attachmentFileName(
      response.headers.get('Content-Disposition'),
      `report.${EXTENSIONS[body.format]}`,
    );
    return { fileName, blob: await response.blob() };
  },
});

/**
 * Data extracts (`/data-extracts`): the uniform operations, and `run`, the extract as a file in its
 * format (Excel or CSV), streamed by the server and named by its Content-Disposition.
 */
export function dataExtractsResource(http: KyInstance) {
  return {
    ...createResource(http, '/data-extracts'),
    run: async (dataExtractId: number): Promise<DownloadableFile> => {
      const response = await http.post(`data-extracts/${String(dataExtractId)}/run`, {
        headers: { Accept: 'application/octet-stream' },
      });
      return {
        fileName: attachmentFileName(response.headers.get('Content-Disposition'), 'extract'),
        blob: await response.blob(),
      };
    },
  };
}

/** One page of a business view opened as a grid: its columns and rows keyed by them. */
export type BusinessViewRows = ResponseBody<'/business-views/{businessViewId}/rows', 'post'>;
/** An entity a business view can be made over, with every column it offers. */
export type BusinessViewEntity = components['schemas']['BusinessViewEntity'];

/**
 * Business views (`/business-views`): the uniform operations, `entities`, what a view can be made
 * over (each entity with its columns), and `rows`, one page of the view's entity in the caller's
 * row scope with the view's saved filters and sort (the grid's on top).
 */
export function businessViewsResource(http: KyInstance) {
  return {
    ...createResource(http, '/business-views'),
    entities: (options: { signal?: AbortSignal } = {}) =>
      http.get('business-views/entities', { signal: options.signal }).json<BusinessViewEntity[]>(),
    rows: (
      businessViewId: number,
      body: components['schemas']['SearchRequest'],
      options: { signal?: AbortSignal } = {},
    ) =>
      http
        .post(`business-views/${String(businessViewId)}/rows`, { json: body, signal: options.signal })
        .json<BusinessViewRows>(),
  };
}
