import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';

describe('server configuration from the environment', () => {
  it('takes the clearance warning window in whole days, 30 when unset or empty', () => {
    expect(configFromEnv({}).clearanceWarningDays).toBe(30);
    expect(configFromEnv({ PATHWAY_CLEARANCE_WARNING_DAYS: '' }).clearanceWarningDays).toBe(30);
    expect(configFromEnv({ PATHWAY_CLEARANCE_WARNING_DAYS: '0' }).clearanceWarningDays).toBe(0);
    expect(configFromEnv({ PATHWAY_CLEARANCE_WARNING_DAYS: '90' }).clearanceWarningDays).toBe(90);
  });

  it('refuses a window that is not a whole number of days from 0 to 3650, naming the variable', () => {
    for (const value of ['thirty', '-1', '3651', '7.5']) {
      expect(() => configFromEnv({ PATHWAY_CLEARANCE_WARNING_DAYS: value })).toThrow(
        `PATHWAY_CLEARANCE_WARNING_DAYS must be a whole number of days from 0 to 3650, not "${value}".`,
      );
    }
  });
});
