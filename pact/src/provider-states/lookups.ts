// Lookup lists and their options (pact/consumer/lookups.pact.test.ts).
import { sql } from 'kysely';
import { num, str, PACT_USER, type StateKit, type StateTable } from './kit.ts';
import { countOf } from './shared.ts';

/**
 * A named list has options. Most lists are rows of lookup_options; a few (programs, e-mail
 * templates, the time zone) come from their own tables, so the list is read as the admin reads it.
 */
async function ensureLookupOptions(kit: StateKit, name: string): Promise<void> {
  const found = await kit.rows(sql<{ id: number }>`select id from lookup_options where lookup_name = ${name} limit 1`);
  if (found.length > 0) return;
  const response = await kit.call({
    method: 'GET',
    url: `/api/lookups/${encodeURIComponent(name)}`,
    token: await kit.adminToken(),
  });
  if (response.status !== 200 || (Array.isArray(response.body) && response.body.length === 0)) {
    throw new Error(`provider state: the lookup ${name} has no options in the data`);
  }
}

async function insertLookupOption(kit: StateKit, name: string, text: string, version: number): Promise<number> {
  const row = await kit.first(
    'new lookup option',
    sql<{ id: number }>`insert into lookup_options (lookup_name, text, organization_id, start_date, sort_order, version,
        create_user)
      values (${name}, ${text}, 3, '2026-01-01', 900, ${version}, ${PACT_USER}) returning id`,
  );
  return row.id;
}

export const lookupStates: StateTable = {
  'the lookup {name} has options': {
    holds: 'The lookup list of that name with at least one option.',
    setUp: async (kit, p) => {
      await ensureLookupOptions(kit, str(p, 'name'));
      return undefined;
    },
  },
  'maintainable lookups exist': {
    holds: 'Lookup options.',
    setUp: async (kit) => {
      await kit.exists('lookup options', countOf('lookup_options'));
      return undefined;
    },
  },
  'the lookup {name} exists': {
    holds:
      'The lookup list of that name with options but none named "Green Energy" (the interaction adds it); returns the id the new option will get.',
    setUp: async (kit, p) => {
      await ensureLookupOptions(kit, str(p, 'name'));
      await sql`delete from lookup_options where lookup_name = ${str(p, 'name')} and text = 'Green Energy'`.execute(
        kit.db,
      );
      return { lookupOptionId: await kit.nextId('lookup_options') };
    },
  },
  'lookup option {lookupOptionId} exists at version {version}': {
    holds: 'A job-sectors option "Hospitality & Tourism (pact)" of organization 3 at that version.',
    setUp: async (kit, p) => {
      await sql`delete from lookup_options where lookup_name = 'job-sectors' and create_user = ${PACT_USER}`.execute(
        kit.db,
      );
      return {
        lookupOptionId: await insertLookupOption(kit, 'job-sectors', 'Hospitality & Tourism (pact)', num(p, 'version')),
      };
    },
  },
  'lookup option {lookupOptionId} exists and is not used': {
    holds: 'A job-sectors option "Urban Farming (pact)" that no record uses.',
    setUp: async (kit) => ({
      lookupOptionId: await insertLookupOption(kit, 'job-sectors', 'Urban Farming (pact)', 0),
    }),
  },
};
