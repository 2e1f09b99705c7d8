export { buildXlsx, decodeBase64, DEFAULT_EXPORT_NAME, exportToExcel, saveServerFile, XLSX_MIME } from './excel.ts';
export type { ExcelColumn, ServerFile } from './excel.ts';
export { saveBlob } from './saveBlob.ts';
