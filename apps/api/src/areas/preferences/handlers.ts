import { sql } from 'kysely';
import type { components } from '@pathway/api-client/schema';
import { signedIn, type Handlers } from '../../http/context.ts';

type GridView = components['schemas']['GridView'];

interface PreferenceRow {
  view: GridView;
  last_update_date: string | Date;
}

const isoDate = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * Each user's saved grid views (ADR 198). Every statement is keyed by the caller's own id, never by
 * an id from the request: another user's preferences cannot be named, so they cannot be reached.
 * A view is not a business record, so saving one writes no audit entry.
 */
export const handlers: Handlers = {
  async gridPreferencesGet({ db, user, params }) {
    const caller = signedIn(user);
    const row = (
      await sql<PreferenceRow>`select view, last_update_date from grid_preferences
        where user_id = ${caller.id} and screen_key = ${params.screenKey}`.execute(db)
    ).rows[0];
    return row
      ? { screenKey: params.screenKey, view: row.view, lastUpdateDate: isoDate(row.last_update_date) }
      : { screenKey: params.screenKey, view: null };
  },

  async gridPreferencesSave({ db, user, params, body }) {
    const caller = signedIn(user);
    const row = (
      await sql<PreferenceRow>`insert into grid_preferences (user_id, screen_key, view, last_update_date)
        values (${caller.id}, ${params.screenKey}, ${JSON.stringify(body)}::jsonb, now())
        on conflict (user_id, screen_key) do update set view = excluded.view, last_update_date = now()
        returning view, last_update_date`.execute(db)
    ).rows[0];
    if (!row) throw new Error('Saving a grid view returned no row.');
    return { screenKey: params.screenKey, view: row.view, lastUpdateDate: isoDate(row.last_update_date) };
  },

  async gridPreferencesDelete({ db, user, params }) {
    const caller = signedIn(user);
    await sql`delete from grid_preferences where user_id = ${caller.id} and screen_key = ${params.screenKey}`.execute(
      db,
    );
    return undefined;
  },
};
