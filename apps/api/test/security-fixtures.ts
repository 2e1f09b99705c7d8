import { sql } from 'kysely';
import { hashPassword } from '../src/auth/passwords.ts';
import { DEMO_PASSWORD } from '../src/seed/core.ts';
import type { TestServer } from './support/server.ts';

/**
 * Security tests' helpers: contract codes come from the contract area's table (its demo data), the
 * mail from the outbox; a user made through the API gets the demo password to sign in with.
 */
export async function activeContractCode(server: TestServer, organizationId: number): Promise<string> {
  const db = server.database.db;
  const table = (await sql<{ t: string | null }>`select to_regclass('public.contracts')::text as t`.execute(db)).rows[0]
    ?.t;
  if (!table) throw new Error('The contracts table (contract area) is missing.');
  const active = (
    await sql<{ contract_code: string }>`select contract_code from contracts
      where organization_id = ${organizationId} and status = 'Active' order by id limit 1`.execute(db)
  ).rows[0];
  if (active) return active.contract_code;
  const any = (
    await sql<{ id: number; contract_code: string }>`select id, contract_code from contracts
      where organization_id = ${organizationId} order by id limit 1`.execute(db)
  ).rows[0];
  if (!any) throw new Error(`No contract of organization ${String(organizationId)} in the demo data.`);
  await sql`update contracts set status = 'Active' where id = ${any.id}`.execute(db);
  return any.contract_code;
}

export interface Mail {
  to_address: string;
  subject: string;
  body: string;
}

/** Mail sent to an address since `afterId`, oldest first. */
export async function mailTo(server: TestServer, address: string): Promise<Mail[]> {
  return (
    await sql<Mail>`select to_address, subject, body from mail_outbox where lower(to_address) = lower(${address})
      order by id`.execute(server.database.db)
  ).rows;
}

/**
 * The code in the last mail to an address: a typed one (XXXX-XXXX, forgot password) or a link's
 * (XXXX-XXXX-XXXX-XXXX, an invitation or an administrator's reset, ADR 222).
 */
export async function lastCodeTo(server: TestServer, address: string): Promise<string> {
  const mails = await mailTo(server, address);
  const match = /\b([A-Z0-9]{4}(?:-[A-Z0-9]{4}){1,3})\b/.exec(mails.at(-1)?.body ?? '');
  if (!match?.[1]) throw new Error(`No code in the mail to ${address}.`);
  return match[1];
}

export async function lastTemporaryPasswordTo(server: TestServer, address: string): Promise<string> {
  const mails = await mailTo(server, address);
  const match = /temporary password: (\S+)/.exec(mails.at(-1)?.body ?? '');
  if (!match?.[1]) throw new Error(`No temporary password in the mail to ${address}.`);
  return match[1];
}

/** Gives a user the demo password, active, not expired (so the test can sign in as them). */
export async function withDemoPassword(server: TestServer, userId: number): Promise<void> {
  await sql`update users set password_hash = ${await hashPassword(DEMO_PASSWORD)}, is_active = true,
    password_expiration_date = '2099-12-31' where id = ${userId}`.execute(server.database.db);
}

let sequence = 0;
/** A fresh user name and address for each created user. */
export function newPerson(prefix: string) {
  sequence += 1;
  const userName = `${prefix}${String(sequence)}${String(Date.now() % 100000)}`;
  return {
    userName,
    firstName: 'Keisha',
    lastName: 'Washington',
    email: `${userName}@threeriversyouth.example.org`,
  };
}
