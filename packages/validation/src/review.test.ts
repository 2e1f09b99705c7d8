import { describe, expect, it } from 'vitest';
import { isIncompleteStatus } from './review.ts';

describe('quality review statuses', () => {
  it('counts the three incomplete statuses of spec section 4 as still to do', () => {
    expect(isIncompleteStatus('Incomplete')).toBe(true);
    expect(isIncompleteStatus('Not Present')).toBe(true);
    expect(isIncompleteStatus('Incomplete - Requires Clearances')).toBe(true);
  });

  it('does not count Complete, an unknown text or no status at all', () => {
    expect(isIncompleteStatus('Complete')).toBe(false);
    expect(isIncompleteStatus('incomplete')).toBe(false);
    expect(isIncompleteStatus(null)).toBe(false);
    expect(isIncompleteStatus(undefined)).toBe(false);
  });
});
