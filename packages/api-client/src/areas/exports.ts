import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody } from '../http.ts';

export type ExcelExportRequest = RequestBody<'/export/excel', 'post'>;
/** A server-mode grid's search and visible columns, exported by the server (ADR 096). */
export type SearchExportRequest = components['schemas']['SearchExportRequest'];
export type SearchExportColumn = components['schemas']['SearchExportColumn'];
export type ExcelFile = components['schemas']['ExcelFile'];

/**
 * The file name of an `attachment; filename="…"` header (RFC 6266: the UTF-8 `filename*` form
 * first), or `fallback` when the server sends none.
 */
export function attachmentFileName(header: string | null, fallback: string): string {
  if (header === null) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name === '' ? fallback : name;
}

/** The file name used when the server sends none (spec section 7). */
export const DEFAULT_EXPORT_FILE_NAME = 'export.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** How long a server-side export may take before the client gives up. */
const EXPORT_TIMEOUT_MS = 180_000;

/** A file ready for the browser to save. */
export interface DownloadableFile {
  fileName: string;
  blob: Blob;
}

/** Decodes the server's base64 workbook into a Blob named by the response, default export.xlsx. */
export function excelFileToDownload(file: ExcelFile): DownloadableFile {
  let binary: string;
  try {
    binary = atob(file.content);
  } catch (error) {
    throw new Error('The exported file could not be read.', { cause: error });
  }
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  const fileName = file.fileName.trim() === '' ? DEFAULT_EXPORT_FILE_NAME : file.fileName;
  return { fileName, blob: new Blob([bytes], { type: file.contentType ?? XLSX_TYPE }) };
}

/** Grid export to Excel (spec section 7). */
export const exportsApi = (http: KyInstance) => ({
  /** Builds the workbook on the server from the grid's columns and rows. */
  excel: async (body: ExcelExportRequest) =>
    excelFileToDownload(await http.post('export/excel', { json: body }).json<ExcelFile>()),
  /**
   * Every row of a server-mode grid's search (its filters, quick search and sort, in the caller's
   * scope), written by the server as an .xlsx of the given columns and streamed back; named by its
   * Content-Disposition, export.xlsx when it names none.
   */
  search: async (body: SearchExportRequest): Promise<DownloadableFile> => {
    const response = await http.post('export/search', {
      json: body,
      headers: { Accept: XLSX_TYPE },
      // 100,000 rows take the server tens of seconds, far past the usual ten.
      timeout: EXPORT_TIMEOUT_MS,
    });
    return {
      fileName: attachmentFileName(
        response.headers.get('Content-Disposition'),
        body.fileName ? `${body.fileName}.xlsx` : DEFAULT_EXPORT_FILE_NAME,
      ),
      blob: await response.blob(),
    };
  },
});
