import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_FILE_NAME, excelFileToDownload } from './exports.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('excelFileToDownload', () => {
  it('decodes the base64 content into a Blob named by the response', async () => {
    const file = excelFileToDownload({ fileName: 'timesheets.xlsx', content: 'UEsDBBQABgAI' });
    expect(file.fileName).toBe('timesheets.xlsx');
    expect(file.blob.type).toBe(XLSX);
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08]),
    );
  });

  it('falls back to export.xlsx when the response has no name', () => {
    expect(excelFileToDownload({ fileName: '  ', content: '' }).fileName).toBe(DEFAULT_EXPORT_FILE_NAME);
    expect(DEFAULT_EXPORT_FILE_NAME).toBe('export.xlsx');
  });

  it('keeps the content type the server sent', () => {
    expect(excelFileToDownload({ fileName: 'a.csv', contentType: 'text/csv', content: 'YSxi' }).blob.type).toBe(
      'text/csv',
    );
  });

  it('says so when the content is not base64', () => {
    expect(() => excelFileToDownload({ fileName: 'x.xlsx', content: '***' })).toThrow(
      'The exported file could not be read.',
    );
  });
});
