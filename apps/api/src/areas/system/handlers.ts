import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { DEFAULT_SESSION_MINUTES } from '../../auth/session.ts';
import { signedIn, type Handlers } from '../../http/context.ts';
import { HttpError, stale } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';

interface SettingsRow {
  minutes: number;
  version: number;
  last_update_date: string | null;
  last_update_user: string | null;
}

async function settings(db: Parameters<NonNullable<Handlers['systemGetSessionTimeLimit']>>[0]['db']) {
  const row: SettingsRow | undefined = await db
    .selectFrom('system_settings')
    .select(['session_time_limit_minutes as minutes', 'version', 'last_update_date', 'last_update_user'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ?? { minutes: DEFAULT_SESSION_MINUTES, version: 0, last_update_date: null, last_update_user: null };
}

const toWire = (row: SettingsRow) => ({
  sessionTimeLimitMinutes: row.minutes,
  version: row.version,
  ...(row.last_update_date ? { lastUpdateDate: row.last_update_date } : {}),
  ...(row.last_update_user ? { lastUpdateUser: row.last_update_user } : {}),
});

/** The server's version (its package's), as the health answers report it. */
const VERSION = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string }
).version;

export const handlers: Handlers = {
  // Liveness touches nothing but the process: a slow database must not get replicas restarted.
  // eslint-disable-next-line @typescript-eslint/require-await -- a handler is async by contract.
  async systemHealth() {
    return { status: 'ok', version: VERSION };
  },

  async systemReady({ db }) {
    try {
      await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
    } catch {
      throw new HttpError(503, 'The database does not answer.');
    }
    return { status: 'ok', version: VERSION };
  },

  async systemGetSessionTimeLimit({ db }) {
    return toWire(await settings(db));
  },

  async systemSaveSessionTimeLimit({ db, user, body }) {
    const caller = signedIn(user);
    const before = await settings(db);
    const saved = await db
      .insertInto('system_settings')
      .values({
        id: 1,
        session_time_limit_minutes: body.sessionTimeLimitMinutes,
        last_update_date: sql<string>`now()`,
        last_update_user: caller.userName,
        version: 1,
      })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) => ({
            session_time_limit_minutes: eb.ref('excluded.session_time_limit_minutes'),
            last_update_date: sql<string>`now()`,
            last_update_user: eb.ref('excluded.last_update_user'),
            version: eb('system_settings.version', '+', 1),
          }))
          .where('system_settings.version', '=', body.version),
      )
      .executeTakeFirst();
    if (Number(saved.numInsertedOrUpdatedRows ?? 0) === 0) throw stale();
    const after = await settings(db);
    await writeAudit(db, caller, {
      entity: 'SessionTimeLimit',
      entityId: 1,
      action: 'update',
      before: toWire(before),
      after: toWire(after),
    });
    return toWire(after);
  },

  async systemListApplications({ db }) {
    return db
      .selectFrom('applications')
      .select(['id', 'name', 'code', 'url', 'version', 'is_current as isCurrent'])
      .orderBy('id')
      .execute();
  },

  async systemLogError({ db, user, body, services }) {
    const report = body;
    services.log.warn({ clientError: report.message.slice(0, 2000), url: report.url }, 'client error');
    await db
      .insertInto('client_errors')
      .values({ user_name: user?.userName ?? null, message: report.message, url: report.url ?? null })
      .execute();
  },
};
