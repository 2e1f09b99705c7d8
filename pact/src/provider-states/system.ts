// System settings and the registered applications (pact/consumer/system.pact.test.ts).
import { sql } from 'kysely';
import { num, type StateTable } from './kit.ts';
import { countOf } from './shared.ts';

export const systemStates: StateTable = {
  'the session time limit is {minutes} minutes': {
    holds: 'The system settings (row 1) with that session time limit.',
    setUp: async (kit, p) => {
      await sql`update system_settings set session_time_limit_minutes = ${num(p, 'minutes')} where id = 1`.execute(
        kit.db,
      );
      return undefined;
    },
  },
  'the session time limit has version {version}': {
    holds: 'The system settings (row 1) at that version, with a session time limit of 60 minutes.',
    setUp: async (kit, p) => {
      await sql`update system_settings set session_time_limit_minutes = 60, version = ${num(p, 'version')}
        where id = 1`.execute(kit.db);
      return undefined;
    },
  },
  'the back office and the online application are registered': {
    holds: 'At least one registered application (the back office and the online application).',
    setUp: async (kit) => {
      await kit.exists('applications', countOf('applications'));
      return undefined;
    },
  },
};
