import { describe, expect, it } from 'vitest';
import { attachmentFileName, DEFAULT_EXPORT_FILE_NAME, excelFileToDownload } from './exports.ts';

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

describe('attachmentFileName', () => {
  it('reads the quoted file name of an attachment', () => {
    expect(attachmentFileName('attachment; filename="hours-and-pay-2026-07-06.xlsx"', 'report.xlsx')).toBe(
      'hours-and-pay-2026-07-06.xlsx',
    );
  });

  it('prefers the UTF-8 extended name and reads an unquoted one', () => {
    expect(attachmentFileName(`attachment; filename="a.xlsx"; filename*=UTF-8''caf%C3%A9.xlsx`, 'x')).toBe('café.xlsx');
    expect(attachmentFileName('attachment; filename=totals.csv', 'x')).toBe('totals.csv');
  });

  it('falls back when the server names no file', () => {
    expect(attachmentFileName(null, 'report.xlsx')).toBe('report.xlsx');
    expect(attachmentFileName('attachment', 'report.pdf')).toBe('report.pdf');
  });
});
