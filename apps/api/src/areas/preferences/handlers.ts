import { sql } from 'kysely';
import type { components } from '@pathway/api-client/schema';
import { signedIn, type Handlers } from '../../http/context.ts';

type GridView = components['schemas']['GridView'];

/** A stored view is a body the contract validated on its way in (jsonb keeps no shape of its own). */
const asView = (view: unknown) => view as GridView;

/**
 * Each user's saved grid views (ADR 198). Every statement is keyed by the caller's own id, never by
 * an id from the request: another user's preferences cannot be named, so they cannot be reached.
 * A view is not a business record, so saving one writes no audit entry.
 */
export const handlers: Handlers = {
  async gridPreferencesGet({ db, user, params }) {
    const caller = signedIn(user);
    const row = await db
      .selectFrom('grid_preferences')
      .select(['view', 'last_update_date'])
      .where('user_id', '=', caller.id)
      .where('screen_key', '=', params.screenKey)
      .executeTakeFirst();
    return row
      ? { screenKey: params.screenKey, view: asView(row.view), lastUpdateDate: row.last_update_date }
      : { screenKey: params.screenKey, view: null };
  },

  async gridPreferencesSave({ db, user, params, body }) {
    const caller = signedIn(user);
    const row = await db
      .insertInto('grid_preferences')
      .values({
        user_id: caller.id,
        screen_key: params.screenKey,
        // Sent as text and cast, so both engines store the object rather than a JSON string.
        view: sql`${JSON.stringify(body)}::jsonb`,
        last_update_date: sql`now()`,
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'screen_key']).doUpdateSet({
          view: (eb) => eb.ref('excluded.view'),
          last_update_date: sql`now()`,
        }),
      )
      .returning(['view', 'last_update_date'])
      .executeTakeFirstOrThrow(() => new Error('Saving a grid view returned no row.'));
    return { screenKey: params.screenKey, view: asView(row.view), lastUpdateDate: row.last_update_date };
  },

  async gridPreferencesDelete({ db, user, params }) {
    const caller = signedIn(user);
    await db
      .deleteFrom('grid_preferences')
      .where('user_id', '=', caller.id)
      .where('screen_key', '=', params.screenKey)
      .execute();
    return undefined;
  },
};
