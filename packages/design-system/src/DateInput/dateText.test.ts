import { describe, expect, test } from 'vitest';
import { commitDateText, parseInputDate } from './dateText.ts';

const textOf = (raw: string) => {
  const result = commitDateText(raw);
  return result.kind === 'valid' ? result.text : result.kind;
};

describe('commitDateText', () => {
  test('keeps a complete valid date', () => {
    expect(textOf('03/15/2024')).toBe('03/15/2024');
  });
  test('pads single-digit pieces', () => {
    expect(textOf('1/5/2024')).toBe('01/05/2024');
  });
  test('clamps month and day to what exists', () => {
    expect(textOf('13/01/2024')).toBe('12/01/2024');
    expect(textOf('00/00/2024')).toBe('01/01/2024');
    expect(textOf('02/30/2023')).toBe('02/28/2023');
    expect(textOf('02/30/2024')).toBe('02/29/2024');
    expect(textOf('04/31/2025')).toBe('04/30/2025');
  });
  test('expands two-digit years around 50', () => {
    expect(textOf('03/15/24')).toBe('03/15/2024');
    expect(textOf('07/04/87')).toBe('07/04/1987');
    expect(textOf('01/01/00')).toBe('01/01/2000');
  });
  test('refuses incomplete text and years outside 1900-2100', () => {
    expect(textOf('03/15')).toBe('invalid');
    expect(textOf('03/15/202')).toBe('invalid');
    expect(textOf('12/31/1899')).toBe('invalid');
    expect(textOf('01/02/2100')).toBe('invalid');
    expect(textOf('01/01/2100')).toBe('01/01/2100');
    expect(textOf('01/01/1900')).toBe('01/01/1900');
  });
  test('empty is empty', () => {
    expect(commitDateText('  ')).toEqual({ kind: 'empty' });
  });
  test('parseInputDate reads only committed text', () => {
    expect(parseInputDate('03/15/2024')).toEqual(new Date(2024, 2, 15));
    expect(parseInputDate('3/15/2024')).toBeNull();
  });
});
