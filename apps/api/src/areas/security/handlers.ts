import { messages, profileSchema } from '@pathway/validation';
import type { BodyMessages, Handlers } from '../../http/context.ts';
import { accessHandlers } from './access.ts';
import { auditHandlers } from './audit.ts';
import { historyHandlers } from './history.ts';
import { recoveryHandlers } from './recovery.ts';
import { userHandlers } from './userHandlers.ts';

// The framework names each write's operation for the audit log (app.ts, migration 0010).
export const handlers: Handlers = {
  ...userHandlers,
  ...recoveryHandlers,
  ...accessHandlers,
  ...auditHandlers,
  ...historyHandlers,
};

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
