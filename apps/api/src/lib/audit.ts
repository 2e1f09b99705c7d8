import { sql, type Kysely } from 'kysely';
import type { Json } from '../core/database.generated.ts';
import type { Database } from '../core/schema.ts';
import type { Principal } from '../core/principal.ts';

const SSN_KEYS = /^(ssn|socialSecurityNumber)$/i;
/** Card and bank numbers (ADR 181): callers audit their last four; this is the backstop. */
const ACCOUNT_KEYS = /^(cardProxyNumber|routingNumber|accountNumber)$/i;

/** SSNs and account numbers never reach the audit log in full: asterisks and the last four digits. */
export function maskForAudit(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskForAudit);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (SSN_KEYS.test(key) && typeof inner === 'string') {
      const digits = inner.replace(/\D/g, '');
      out[key] = digits.length >= 4 ? `*****${digits.slice(-4)}` : '*****';
    } else if (ACCOUNT_KEYS.test(key) && typeof inner === 'string') {
      out[key] = `****${inner.replace(/\D/g, '').slice(-4)}`;
    } else if (/password|secret|apiKey|hash/i.test(key)) {
      out[key] = inner === null || inner === undefined ? inner : '(set)';
    } else {
      out[key] = maskForAudit(inner);
    }
  }
  return out;
}

export interface AuditEntry {
  entity: string;
  entityId: string | number | null;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Masked and sent as text, then cast, so both engines store the object rather than a JSON string. */
const asJson = (value: unknown) =>
  value === undefined ? null : sql<Json>`${JSON.stringify(maskForAudit(value))}::jsonb`;

const nameOf = (user: Principal | null | string) => (typeof user === 'string' ? user : (user?.userName ?? 'anonymous'));

const rowOf = (userName: string, entry: AuditEntry) => ({
  user_name: userName,
  entity: entry.entity,
  entity_id: entry.entityId === null ? null : String(entry.entityId),
  action: entry.action,
  before: asJson(entry.before),
  after: asJson(entry.after),
});

/** One row per write: who, when, which entity, before and after (masked). */
export async function writeAudit(db: Kysely<Database>, user: Principal | null | string, entry: AuditEntry) {
  await db
    .insertInto('audit_log')
    .values(rowOf(nameOf(user), entry))
    .execute();
}

/**
 * The rows of a write to many records, in one statement per thousand rather than one per record.
 * Six bind parameters a row keeps each statement far under PostgreSQL's 65,535.
 */
export async function writeAudits(
  db: Kysely<Database>,
  user: Principal | null | string,
  entries: readonly AuditEntry[],
  chunk = 1000,
) {
  const userName = nameOf(user);
  for (let start = 0; start < entries.length; start += chunk) {
    const rows = entries.slice(start, start + chunk).map((entry) => rowOf(userName, entry));
    await db.insertInto('audit_log').values(rows).execute();
  }
}
