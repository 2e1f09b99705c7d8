// What every provider-state module shares: the types of a state, and the kit a state's set-up runs
// with (the server's own database, configuration and a way to call the server as a client would).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ServerConfig } from '../../../apps/api/src/config.ts';
import type { Database } from '../../../apps/api/src/core/schema.ts';
import type { Sealers } from '../../../apps/api/src/lib/sealer.ts';

/** The parameters a pact records for a state (the names in braces of its sentence). */
export type Params = Record<string, unknown>;
/** The values a state returns for the interaction's `fromProviderState` expressions. */
export type Values = Record<string, string | number | boolean>;

/**
 * Who the interaction is sent as: the state answers that user's token as `token`, which the pact
 * puts in `Authorization: Bearer ${token}`. `expired` is a token of the admin that has expired.
 */
export type SignedIn = 'admin' | 'jcarter' | 'viewer' | 'orgstaff' | 'expired';

export interface ProviderState {
  /** What the provider must hold once the state is set up, in words (the state catalogue prints it). */
  holds: string;
  /** Who is signed in for the interaction; the demo admin when unset. */
  as?: SignedIn;
  /** Makes the state true and returns the ids the interaction needs. */
  setUp: (kit: StateKit, params: Params) => Promise<Values | undefined>;
}

/** Provider states by their sentence, e.g. `a user with id {userId} exists`. */
export type StateTable = Record<string, ProviderState>;

/** Rows the states make are marked with this create_user, so a later state can find and replace them. */
export const PACT_USER = 'pact';

/** The password of every demo account (apps/api/src/seed/core.ts). */
export const DEMO_PASSWORD = 'Pathway!2026';

/** The small PDF every document state stores; the pact's download interaction expects these bytes. */
export const PERMIT_PDF = readFileSync(join(import.meta.dirname, 'work-permit.pdf'));

/** How long the admin's token is reused before signing in again. */
const ADMIN_TOKEN_REUSE_MS = 60_000;

/** What the server lends the states. */
export interface StateServices {
  db: Kysely<Database>;
  config: ServerConfig;
  /** The server's own sealers, so what a state seals (card numbers, files) the server opens. */
  sealers: Sealers;
  /** Sends a request to the server itself (no socket), as a client would. */
  call: (request: {
    method: 'GET' | 'POST';
    url: string;
    token?: string;
    body?: unknown;
  }) => Promise<{ status: number; body: unknown }>;
  /** Drops the server's memo of a user's row after a state changed that row. */
  forgetUser: (userId: number) => void;
}

export interface StateKit extends StateServices {
  /** The rows of a query. */
  rows: <R>(query: RawBuilder<R>) => Promise<R[]>;
  /** The first row of a query; a state that finds none fails, naming `what`. */
  first: <R>(what: string, query: RawBuilder<R>) => Promise<R>;
  /** Fails, naming `what`, unless the count query answers a count above 0. */
  exists: (what: string, query: RawBuilder<{ n: number }>) => Promise<void>;
  /** The id the next insert into a table will get (for `fromProviderState` of a record the interaction creates). */
  nextId: (table: string) => Promise<number>;
  /** The first option of a lookup list. */
  lookupOption: (name: string) => Promise<{ id: number }>;
  /** Signs a user in through POST /api/auth/login and returns the token. */
  signIn: (userName: string, password: string) => Promise<string>;
  /** The demo admin's token, reused for a minute (a state may change the session time limit). */
  adminToken: () => Promise<string>;
}

export function createKit(services: StateServices): StateKit {
  const { db } = services;
  const rows = async <R>(query: RawBuilder<R>): Promise<R[]> => (await query.execute(db)).rows;
  const first = async <R>(what: string, query: RawBuilder<R>): Promise<R> => {
    const row = (await rows(query))[0];
    if (row === undefined) throw new Error(`provider state: no ${what} in the data`);
    return row;
  };
  let admin: { token: string; at: number } | undefined;
  const kit: StateKit = {
    ...services,
    rows,
    first,
    async exists(what, query) {
      if ((await first(what, query)).n === 0) throw new Error(`provider state: no ${what} in the data`);
    },
    async nextId(table) {
      const row = await first(
        `${table} id`,
        sql<{ next: number }>`select coalesce(max(id), 0) + 1 as next from ${sql.table(table)}`,
      );
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${row.next}, false)`.execute(db);
      return row.next;
    },
    lookupOption: (name) =>
      first(
        `${name} option`,
        sql<{ id: number }>`select id from lookup_options where lookup_name = ${name} order by sort_order, id limit 1`,
      ),
    async signIn(userName, password) {
      // Earlier interactions sign in with wrong passwords on purpose; the throttle must not count them.
      await sql`delete from throttle`.execute(db);
      const response = await services.call({
        method: 'POST',
        url: '/api/auth/login',
        body: { username: userName, password },
      });
      const token = (response.body as { token?: unknown } | undefined)?.token;
      if (response.status !== 200 || typeof token !== 'string') {
        throw new Error(`provider state: ${userName} cannot sign in (${String(response.status)})`);
      }
      return token;
    },
    async adminToken() {
      // An interaction may have ended the session (sign-out, sign out everywhere): a new one then.
      if (!admin || Date.now() - admin.at > ADMIN_TOKEN_REUSE_MS || !(await liveSession(db, admin.token))) {
        admin = { token: await kit.signIn('admin', DEMO_PASSWORD), at: Date.now() };
      }
      return admin.token;
    },
  };
  return kit;
}

/** Whether the session a token names (its `sid`) is neither revoked nor past its expiry. */
async function liveSession(db: Kysely<Database>, token: string): Promise<boolean> {
  const payload = token.split('.')[1] ?? '';
  const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: unknown };
  if (typeof sid !== 'string') return false;
  const { rows } = await sql<{ live: boolean }>`select exists (select 1 from sessions where id = ${sid}::uuid
      and revoked_at is null and expires_at > now()) as live`.execute(db);
  return rows[0]?.live === true;
}

/** A parameter as a number or a string. */
export const num = (params: Params, name: string): number => Number(params[name]);
export const str = (params: Params, name: string): string => String(params[name]);
