import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { ResponseBody } from '../http.ts';

export type HistoryRecordType = components['schemas']['HistoryRecordType'];
export type RecordHistoryEntry = components['schemas']['RecordHistoryEntry'];
export type HistoryChange = components['schemas']['HistoryChange'];
export type RecordHistoryPage = ResponseBody<'/history/{recordType}/{recordId}', 'get'>;

/** The History of one record (ADR 196): its audit-log writes, newest first, one page at a time. */
export const historyApi = (http: KyInstance) => ({
  list: (recordType: HistoryRecordType, recordId: number, page = 1, pageSize = 10) =>
    http
      .get(`history/${recordType}/${String(recordId)}`, { searchParams: { page, pageSize } })
      .json<RecordHistoryPage>(),
});
