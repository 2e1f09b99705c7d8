import { messages, profileSchema } from '@pathway/validation';
import { sql } from 'kysely';
import type { BodyMessages, Handlers, HandlerContext, OperationId } from '../../http/context.ts';
import { accessHandlers } from './access.ts';
import { auditHandlers } from './audit.ts';
import { recoveryHandlers } from './recovery.ts';
import { userHandlers } from './userHandlers.ts';

/**
 * The audit log names the operation that wrote each row: a write names itself in the transaction
 * (audit_log.operation_id defaults to this setting, migration 0010).
 */
function recordingOperation(handlers: Handlers): Handlers {
  const wrapped: Record<string, unknown> = {};
  for (const [operationId, handler] of Object.entries(handlers) as [OperationId, (ctx: never) => Promise<unknown>][]) {
    wrapped[operationId] = async (ctx: HandlerContext<OperationId>) => {
      if (ctx.operation.method !== 'get') {
        await sql`select set_config('pathway.operation_id', ${operationId}, true)`.execute(ctx.db);
      }
      return handler(ctx as never);
    };
  }
  return wrapped;
}

export const handlers: Handlers = recordingOperation({
  ...userHandlers,
  ...recoveryHandlers,
  ...accessHandlers,
  ...auditHandlers,
});

/** First name, last name and e-mail in the words of spec section 5 (as the profile says them). */
function personMessages(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (body === null || typeof body !== 'object') return fields;
  const { firstName, lastName, email } = body as Record<string, unknown>;
  const parsed = profileSchema.safeParse({ firstName, lastName, email });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'message')] ??= issue.message;
  }
  return fields;
}

/** "At least one role must be checked" (spec section 5) instead of the schema's minItems text. */
function roleMessages(body: unknown): Record<string, string> {
  const roleIds = body !== null && typeof body === 'object' ? (body as { roleIds?: unknown }).roleIds : undefined;
  return Array.isArray(roleIds) && roleIds.length === 0 ? { roleIds: messages.atLeastOneRole } : {};
}

export const bodyMessages: BodyMessages = {
  usersCreate: (body) => ({ ...personMessages(body), ...roleMessages(body) }),
  usersUpdate: personMessages,
  usersRolesSave: roleMessages,
};
