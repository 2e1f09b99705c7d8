import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody } from '../http.ts';

export type ExcelExportRequest = RequestBody<'/export/excel', 'post'>;
export type ExcelFile = components['schemas']['ExcelFile'];

/** The file name used when the server sends none (spec section 7). */
export const DEFAULT_EXPORT_FILE_NAME = 'export.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
});
