import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';
import { createResource, type Resource } from '../resource.ts';

export type PayrollProcessingRequest = RequestBody<'/payroll/processing/reject', 'post'>;
export type CardProviderFile = components['schemas']['CardProviderFile'];
export type CardProviderFileGenerateRequest = components['schemas']['CardProviderFileGenerateRequest'];
export type CardProviderFilePreflight = components['schemas']['CardProviderFilePreflight'];
export type InboundLoadResult = components['schemas']['InboundLoadResult'];
export type ReconciliationRow = components['schemas']['ReconciliationRow'];
export type InboundExceptionCount = components['schemas']['InboundExceptionCount'];
export type PayrollException = components['schemas']['PayrollException'];
export type PayrollExceptionKind = components['schemas']['PayrollExceptionKind'];
export type PayrollExceptionStatus = components['schemas']['PayrollExceptionStatus'];
export type PayrollExceptionResolveRequest = components['schemas']['PayrollExceptionResolveRequest'];
export type CheckPayment = components['schemas']['CheckPayment'];
export type CheckPaymentReason = CheckPayment['reason'];

/** Payroll Processing's grid (`POST /payroll/processing/search`): a search and nothing else. */
export function payrollProcessesResource(http: KyInstance): Resource<'/payroll/processing'> {
  const { path, search } = createResource(http, '/payroll/processing');
  return { path, search } as Resource<'/payroll/processing'>;
}

/** Card-provider files: search, get and remove (a Pending outbound file, with its version). */
export function cardProviderFilesResource(http: KyInstance): Resource<'/payroll/card-provider-files'> {
  const { path, search, get, remove } = createResource(http, '/payroll/card-provider-files');
  return { path, search, get, remove } as Resource<'/payroll/card-provider-files'>;
}

/** Payroll reconciliation (`POST /payroll/reconciliation/search`): a search and nothing else. */
export function payrollReconciliationResource(http: KyInstance): Resource<'/payroll/reconciliation'> {
  const { path, search } = createResource(http, '/payroll/reconciliation');
  return { path, search } as Resource<'/payroll/reconciliation'>;
}

/**
 * Payroll exceptions (`POST /payroll/exceptions/search`, ADR 182): the lines a provider did not pay as
 * sent; a search and nothing else (they are resolved by `payrollCycle.resolveException`).
 */
export function payrollExceptionsResource(http: KyInstance): Resource<'/payroll/exceptions'> {
  const { path, search } = createResource(http, '/payroll/exceptions');
  return { path, search } as Resource<'/payroll/exceptions'>;
}

/**
 * The manual check run (`POST /payroll/check-payments/search`, ADR 182): per participant and payroll
 * process, the approved pay no file carries; a search and nothing else.
 */
export function payrollCheckPaymentsResource(http: KyInstance): Resource<'/payroll/check-payments'> {
  const { path, search } = createResource(http, '/payroll/check-payments');
  return { path, search } as Resource<'/payroll/check-payments'>;
}

/**
 * The payroll cycle's actions (issue 14): reject and move-to-pending of processes (approval is
 * `timesheets.approve`), and the card-provider file process of ADRs 067 and 069.
 */
export const payrollCycleApi = (http: KyInstance) => ({
  /** Submitted for Payroll → Pending; answers the updated summaries. */
  reject: (body: PayrollProcessingRequest) =>
    http.post('payroll/processing/reject', { json: body }).json<ResponseBody<'/payroll/processing/reject', 'post'>>(),
  /** Approved for Payroll → Pending, while no file holds them; answers the updated summaries. */
  moveToPending: (body: PayrollProcessingRequest) =>
    http
      .post('payroll/processing/move-to-pending', { json: body })
      .json<ResponseBody<'/payroll/processing/move-to-pending', 'post'>>(),
  /** The pre-flight report of a file; running it records that the caller saw it (ADR 069). */
  preflight: (body: CardProviderFileGenerateRequest) =>
    http.post('payroll/card-provider-files/preflight', { json: body }).json<CardProviderFilePreflight>(),
  /** Writes the 3171 file (201, Pending); 409 while a Pending or Sent outbound file exists. */
  generate: (body: CardProviderFileGenerateRequest) =>
    http.post('payroll/card-provider-files/generate', { json: body }).json<CardProviderFile>(),
  /** Pending → Sent, with the version read. */
  send: (id: number, version: number) =>
    http
      .post(`payroll/card-provider-files/${encodeURIComponent(String(id))}/send`, {
        json: { version } satisfies RequestBody<'/payroll/card-provider-files/{cardProviderFileId}/send', 'post'>,
      })
      .json<CardProviderFile>(),
  /** Reads the provider's answers; 409 "There aren't any inbound files yet." when there is none. */
  loadInbound: (cardProviderId: number) =>
    http
      .post('payroll/card-provider-files/load-inbound', {
        json: { cardProviderId } satisfies RequestBody<'/payroll/card-provider-files/load-inbound', 'post'>,
      })
      .json<InboundLoadResult>(),
  /**
   * Re-pays an exception in the next file of its organization and provider, or closes it, with a
   * reason and the version read (PAYROLL_PROCESSING); another status or a stale version answers 409.
   */
  resolveException: (payrollExceptionId: number, body: PayrollExceptionResolveRequest) =>
    http
      .post(`payroll/exceptions/${encodeURIComponent(String(payrollExceptionId))}/resolve`, { json: body })
      .json<PayrollException>(),
  /** The file as written (CSV of ADR 067). */
  download: (id: number) =>
    http
      .get(`payroll/card-provider-files/${encodeURIComponent(String(id))}/download`, {
        headers: { Accept: 'application/octet-stream' },
      })
      .blob(),
});
