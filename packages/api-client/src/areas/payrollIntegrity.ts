import type { KyInstance } from 'ky';
import type { components, operations } from '../generated/schema.d.ts';

export type IntegrityKind = components['schemas']['IntegrityKind'];
export type IntegrityFinding = components['schemas']['IntegrityFinding'];
export type IntegrityFindingList = components['schemas']['IntegrityFindingList'];
export type IntegrityAcknowledgement = components['schemas']['IntegrityAcknowledgement'];
export type IntegrityAcknowledgementEntry = components['schemas']['IntegrityAcknowledgementEntry'];
export type IntegrityAcknowledgementPage = components['schemas']['IntegrityAcknowledgementPage'];
/** An organization, a page, and optionally one kind (`GET /payroll/integrity/acknowledgements`). */
export type IntegrityHistoryQuery = operations['payrollIntegrityAcknowledgementsList']['parameters']['query'];
export type IntegrityAcknowledgeRequest = components['schemas']['IntegrityAcknowledgeRequest'];
export type IntegritySettings = components['schemas']['IntegritySettings'];
/** An organization's pay period, and optionally one kind (`GET /payroll/integrity/findings`). */
export type IntegrityPeriodQuery = operations['payrollIntegrityFindings']['parameters']['query'];

/** The query's values as the search parameters ky sends (the kind only when one is chosen). */
const periodParams = (query: IntegrityPeriodQuery) => ({
  organizationId: query.organizationId,
  periodStartDate: query.periodStartDate,
  periodEndDate: query.periodEndDate,
  ...(query.kind === undefined ? {} : { kind: query.kind }),
});

/**
 * Payroll > Integrity (issue 48, ADR 227): the integrity findings of an organization's pay period,
 * their export to Excel, acknowledging one with a reason, and the thresholds of Payroll Settings.
 */
export const payrollIntegrityApi = (http: KyInstance) => ({
  /** The period's findings, computed on every call; with `kind`, that kind only. */
  findings: (query: IntegrityPeriodQuery, options: { signal?: AbortSignal } = {}) =>
    http
      .get('payroll/integrity/findings', { searchParams: periodParams(query), signal: options.signal })
      .json<IntegrityFindingList>(),
  /** The same findings as an .xlsx workbook. */
  exportFindings: (query: IntegrityPeriodQuery) =>
    http
      .get('payroll/integrity/findings/export', {
        searchParams: periodParams(query),
        headers: { Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      })
      .blob(),
  /** Who acknowledged a finding of the period, when and why; 422 when it is no longer a finding, 409 when already acknowledged. */
  acknowledge: (body: IntegrityAcknowledgeRequest) =>
    http.post('payroll/integrity/acknowledgements', { json: body }).json<IntegrityAcknowledgement>(),
  /** Every acknowledgement of the organization, newest first, with the finding as it was when acknowledged. */
  acknowledgements: (query: IntegrityHistoryQuery, options: { signal?: AbortSignal } = {}) =>
    http
      .get('payroll/integrity/acknowledgements', {
        searchParams: {
          organizationId: query.organizationId,
          ...(query.kind === undefined ? {} : { kind: query.kind }),
          ...(query.page === undefined ? {} : { page: query.page }),
          ...(query.pageSize === undefined ? {} : { pageSize: query.pageSize }),
        },
        signal: options.signal,
      })
      .json<IntegrityAcknowledgementPage>(),
  /** The organization's thresholds (version 0 while they were never saved). */
  settings: (organizationId: number, options: { signal?: AbortSignal } = {}) =>
    http
      .get('payroll/integrity/settings', { searchParams: { organizationId }, signal: options.signal })
      .json<IntegritySettings>(),
  /** Saves the thresholds with the version read; a stale one answers 409. */
  updateSettings: (organizationId: number, body: IntegritySettings) =>
    http.put('payroll/integrity/settings', { searchParams: { organizationId }, json: body }).json<IntegritySettings>(),
});
