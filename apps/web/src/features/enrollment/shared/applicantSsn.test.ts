import { describe, expect, it } from 'vitest';
import { maskApplicantSsn } from './applicantSsn.ts';

describe('maskApplicantSsn', () => {
  it('masks a full SSN to five asterisks and the last four digits', () => {
    expect(maskApplicantSsn('123-45-6789')).toBe('*****6789');
    expect(maskApplicantSsn('123456789')).toBe('*****6789');
  });

  it('leaves shorter or already masked values as they are', () => {
    expect(maskApplicantSsn('*****6789')).toBe('*****6789');
    expect(maskApplicantSsn('6789')).toBe('6789');
    expect(maskApplicantSsn(null)).toBe('');
  });
});
