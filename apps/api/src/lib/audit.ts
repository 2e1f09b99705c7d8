import { sql, type Kysely } from 'kysely';
import type { Json } from '../db/database.generated.ts';
import type { Database } from '../db/schema.ts';
import type { Principal } from '../http/context.ts';

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

/** One row per write: who, when, which entity, before and after (masked). */
export async function writeAudit(db: Kysely<Database>, user: Principal | null | string, entry: AuditEntry) {
  const userName = typeof user === 'string' ? user : (user?.userName ?? 'anonymous');
  // Sent as text and cast, so both engines store the object rather than a JSON string.
  const json = (value: unknown) =>
    value === undefined ? null : sql<Json>`${JSON.stringify(maskForAudit(value))}::jsonb`;
  await db
    .insertInto('audit_log')
    .values({
      user_name: userName,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      action: entry.action,
      before: json(entry.before),
      after: json(entry.after),
    })
    .execute();
}
