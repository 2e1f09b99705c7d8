import { describe, expect, it } from 'vitest';
import { passwordExpiryNote } from './passwordExpiry.ts';

describe('passwordExpiryNote', () => {
  const now = new Date(2026, 5, 10, 15, 30);

  it('says nothing more than 10 days ahead or without a date', () => {
    expect(passwordExpiryNote('2026-06-21', now)).toBeNull();
    expect(passwordExpiryNote(undefined, now)).toBeNull();
    expect(passwordExpiryNote('not a date', now)).toBeNull();
  });

  it('warns from 10 days ahead', () => {
    expect(passwordExpiryNote('2026-06-20', now)).toBe(
      'Your password expires in 10 days, on 06/20/2026. Please change it.',
    );
    expect(passwordExpiryNote('2026-06-11', now)).toBe(
      'Your password expires in 1 day, on 06/11/2026. Please change it.',
    );
  });

  it('says today, and past expiry', () => {
    expect(passwordExpiryNote('2026-06-10', now)).toBe('Your password expires today (06/10/2026). Please change it.');
    expect(passwordExpiryNote('2026-06-01T00:00:00Z', now)).toBe(
      'Your password expired on 06/01/2026. Please change it.',
    );
  });
});
