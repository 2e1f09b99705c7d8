import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './reports.ts';

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
