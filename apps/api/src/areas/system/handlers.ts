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
  const row = (
    await sql<SettingsRow>`select session_time_limit_minutes as minutes, version, last_update_date, last_update_user
      from system_settings where id = 1`.execute(db)
  ).rows[0];
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
      await sql`select 1`.execute(db);
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
    const saved =
      await sql`insert into system_settings as s (id, session_time_limit_minutes, last_update_date, last_update_user, version)
      values (1, ${body.sessionTimeLimitMinutes}, now(), ${caller.userName}, 1)
      on conflict (id) do update set session_time_limit_minutes = excluded.session_time_limit_minutes,
        last_update_date = now(), last_update_user = excluded.last_update_user, version = s.version + 1
      where s.version = ${body.version}`.execute(db);
    if (Number(saved.numAffectedRows ?? 0) === 0) throw stale();
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
    return (
      await sql<{ id: number; name: string; code: string; url: string; version: string; isCurrent: boolean }>`
        select id, name, code, url, version, is_current as "isCurrent" from applications order by id`.execute(db)
    ).rows;
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
