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

  it('takes the maintenance hour as a whole hour from 0 to 23, 3 when unset, naming the variable when not', () => {
    expect(configFromEnv({}).maintenanceAt).toEqual({ hour: 3 });
    expect(configFromEnv({ PATHWAY_MAINTENANCE_HOUR: '0' }).maintenanceAt).toEqual({ hour: 0 });
    expect(configFromEnv({ PATHWAY_MAINTENANCE_HOUR: '23' }).maintenanceAt).toEqual({ hour: 23 });
    for (const value of ['night', '-1', '24', '2.5']) {
      expect(() => configFromEnv({ PATHWAY_MAINTENANCE_HOUR: value })).toThrow(
        `PATHWAY_MAINTENANCE_HOUR must be a whole hour from 0 to 23, not "${value}".`,
      );
    }
  });

  it('takes a maintenance time of day HH:MM[:SS] before the hour, naming the variable when not one', () => {
    expect(configFromEnv({ PATHWAY_MAINTENANCE_TIME: '03:30' }).maintenanceAt).toEqual({
      hour: 3,
      minute: 30,
      second: 0,
    });
    expect(
      configFromEnv({ PATHWAY_MAINTENANCE_TIME: '23:59:58', PATHWAY_MAINTENANCE_HOUR: '4' }).maintenanceAt,
    ).toEqual({
      hour: 23,
      minute: 59,
      second: 58,
    });
    for (const value of ['3', '24:00', '03:60', 'noon']) {
      expect(() => configFromEnv({ PATHWAY_MAINTENANCE_TIME: value })).toThrow(
        `PATHWAY_MAINTENANCE_TIME must be a time of day HH:MM or HH:MM:SS, not "${value}".`,
      );
    }
  });

  it('takes the session lifetime in whole hours from 1 to 168, 12 when unset', () => {
    expect(configFromEnv({}).sessionMaxHours).toBe(12);
    expect(configFromEnv({ PATHWAY_SESSION_MAX_HOURS: '8' }).sessionMaxHours).toBe(8);
    for (const value of ['0', '169', '1.5', 'day']) {
      expect(() => configFromEnv({ PATHWAY_SESSION_MAX_HOURS: value })).toThrow(
        `PATHWAY_SESSION_MAX_HOURS must be a whole number of hours from 1 to 168, not "${value}".`,
      );
    }
  });

  it('reads the production settings: public address, trusted proxies, metrics port', () => {
    const config = configFromEnv({
      PATHWAY_PUBLIC_URL: 'https://pathway.example.org',
      PATHWAY_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      PATHWAY_METRICS_PORT: '9464',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://pathway.example.org',
      trustProxy: ['127.0.0.1', '10.0.0.0/8'],
      metricsPort: 9464,
      metricsHost: '127.0.0.1',
    });
    expect(() => configFromEnv({ PATHWAY_PUBLIC_URL: 'pathway.example.org' })).toThrow(/PATHWAY_PUBLIC_URL/);
    expect(() => configFromEnv({ PATHWAY_METRICS_PORT: '70000' })).toThrow(/PATHWAY_METRICS_PORT/);
  });

  it('takes the PostgreSQL pool size as a whole number from 1 to 100, 10 when unset, naming the variable when not', () => {
    expect(configFromEnv({}).dbPool).toBe(10);
    expect(configFromEnv({ PATHWAY_DB_POOL: '4' }).dbPool).toBe(4);
    for (const value of ['many', '0', '101', '2.5']) {
      expect(() => configFromEnv({ PATHWAY_DB_POOL: value })).toThrow(
        `PATHWAY_DB_POOL must be a whole number of connections from 1 to 100, not "${value}".`,
      );
    }
  });

  it('switches the Pact test mode on with PATHWAY_PACT_STATES=1, off by default', () => {
    expect(configFromEnv({}).pactStates).toBe(false);
    expect(configFromEnv({ PATHWAY_PACT_STATES: '0' }).pactStates).toBe(false);
    expect(configFromEnv({ PATHWAY_PACT_STATES: '1' }).pactStates).toBe(true);
    expect(() => configFromEnv({ PATHWAY_PACT_STATES: 'yes' })).toThrow(
      'PATHWAY_PACT_STATES must be 1 (on) or 0 (off), not "yes".',
    );
  });

  it('refuses the Pact test mode with production settings, in one line naming them', () => {
    expect(() => configFromEnv({ PATHWAY_PACT_STATES: '1', NODE_ENV: 'production' })).toThrow(
      'PATHWAY_PACT_STATES=1 is a test mode that lets any caller rewrite data and sign in as anyone; it is refused with NODE_ENV=production (production settings).',
    );
    expect(() =>
      configFromEnv({ PATHWAY_PACT_STATES: '1', PATHWAY_PUBLIC_URL: 'https://pathway.example.org' }),
    ).toThrow(/refused with PATHWAY_PUBLIC_URL \(production settings\)\.$/);
    expect(configFromEnv({ PATHWAY_PACT_STATES: '0', NODE_ENV: 'production' }).pactStates).toBe(false);
  });
});
