import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { signedIn, type Handlers } from '../../http/context.ts';
import { maskForAudit } from '../../lib/audit.ts';
import { datetime, int, json, runSearch, text } from '../../lib/search.ts';

type AuditLogEntry = components['schemas']['AuditLogEntry'];
type AuditValues = components['schemas']['AuditValues'];

const MAX_VALUES = 200;
const MAX_TEXT = 4000;

/**
 * Stored before/after as the contract's flat AuditValues: nested values as JSON text, long text
 * cut, SSNs masked again (rows written before masking, or by hand, never leave unmasked).
 */
export function toAuditValues(value: unknown): AuditValues | null {
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) return null;
  const masked = maskForAudit(value) as Record<string, unknown>;
  const out: AuditValues = {};
  for (const [key, inner] of Object.entries(masked).slice(0, MAX_VALUES)) {
    const flat =
      inner === null || typeof inner === 'number' || typeof inner === 'boolean'
        ? inner
        : typeof inner === 'string'
          ? inner
          : JSON.stringify(inner);
    out[key] = typeof flat === 'string' && flat.length > MAX_TEXT ? `${flat.slice(0, MAX_TEXT - 1)}…` : flat;
  }
  return out;
}

const ACTION = sql`case lower(a.action) when 'create' then 'Create' when 'update' then 'Update'
  when 'delete' then 'Delete' else 'Action' end`;

const columns = {
  id: int(sql`a.id::int`),
  occurredAt: datetime('a.at'),
  userName: text('a.user_name', { quick: true }),
  entity: text('a.entity', { quick: true }),
  entityId: int(sql`case when a.entity_id ~ '^[1-9][0-9]{0,8}$' then a.entity_id::int end`),
  action: text(ACTION),
  // Rows written outside an operation (seeds) or before operations were recorded name their action.
  operationId: text(sql`coalesce(a.operation_id, a.entity || '.' || a.action)`, { quick: true }),
  before: json('a.before'),
  after: json('a.after'),
};

export const auditHandlers: Handlers = {
  /**
   * Every write of the server, newest first. The contract's entityId is a positive integer, so
   * rows about something without one (none today) are left out rather than sent malformed.
   */
  async auditLogSearch({ db, user, body }) {
    signedIn(user);
    const page = await runSearch<Omit<AuditLogEntry, 'before' | 'after'> & { before: unknown; after: unknown }>(
      db,
      {
        from: sql`audit_log a`,
        columns,
        defaultSort: [{ field: 'occurredAt', direction: 'desc' }],
        key: sql`a.id`,
        where: [sql`a.entity_id ~ '^[1-9][0-9]{0,8}$'`],
      },
      body,
    );
    return {
      total: page.total,
      items: page.items.map((row) => ({ ...row, before: toAuditValues(row.before), after: toAuditValues(row.after) })),
    };
  },
};
