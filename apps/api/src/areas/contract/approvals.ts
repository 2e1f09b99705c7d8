import { messages } from '@pathway/validation';
import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import type { Json } from '../../core/database.generated.ts';
import type { Principal } from '../../http/context.ts';
import { stale, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { touchedBy } from '../../lib/versions.ts';
import { assertTransition } from '../../lib/transitions.ts';
import type { SpecOperation } from '../../core/spec.ts';
import type { Db } from './common.ts';

type ApprovalStatus = components['schemas']['ApprovalStatus'];
type Decision = components['schemas']['ApprovalDecisionRequest'];

export const REJECTION_NEEDS_REASON = messages.rejectionNeedsReason;

/** One field that differs between the record as last approved and as now decided. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields of `after` that differ from `before` (every field when nothing was approved yet). */
export function changesBetween(before: Record<string, unknown> | undefined, after: Record<string, unknown>) {
  const changes: FieldChange[] = [];
  for (const [field, value] of Object.entries(after)) {
    const previous = before?.[field] ?? null;
    if (JSON.stringify(previous) !== JSON.stringify(value ?? null))
      changes.push({ field, before: previous, after: value });
  }
  return changes;
}

/**
 * Whether an edit changes what the last approval covered: a field the body carries (one it leaves out
 * stays as it is) that differs from the record's snapshot. Active/inactive has its own rule.
 */
export function coveredFieldsChanged(snapshot: Record<string, unknown>, body: object): boolean {
  const sent = body as Record<string, unknown>;
  return Object.entries(snapshot).some(
    ([field, value]) =>
      field !== 'isActive' && field in sent && JSON.stringify(sent[field] ?? null) !== JSON.stringify(value ?? null),
  );
}

/**
 * Editing moves the approval state (ADR 017, ADR 197): a Rejected record goes back to Pending
 * Approval; so does an Approved one whose approved fields change (the approver sees what changed);
 * deactivating an Approved one makes it Inactive and reactivating an Inactive one asks for a new
 * approval.
 */
export function statusAfterEdit(
  status: ApprovalStatus,
  isActive: boolean | undefined,
  approvedFieldsChanged = false,
): ApprovalStatus {
  if (status === 'Rejected') return 'Pending Approval';
  if (isActive === false && status === 'Approved') return 'Inactive';
  if (isActive === true && status === 'Inactive') return 'Pending Approval';
  if (approvedFieldsChanged && status === 'Approved') return 'Pending Approval';
  return status;
}

interface Decided {
  entity: 'worksite' | 'job';
  table: 'worksites' | 'jobs';
  id: number;
  status: ApprovalStatus;
  version: number;
  /** The record's editable fields as they stand, stored with the decision. */
  snapshot: Record<string, unknown>;
  notPendingMessage: string;
}

/**
 * Approve or reject a Pending Approval worksite or job: the version must match, a rejection needs a
 * reason, and the decision is kept with what changed since the last approval.
 */
export async function decide(db: Db, user: Principal, operation: SpecOperation, record: Decided, body: Decision) {
  assertTransition(operation, record.status, { message: record.notPendingMessage });
  if (record.version !== body.version) throw stale();
  const comment = body.comment?.trim() ?? '';
  if (body.decision === 'Rejected' && comment === '') throw unprocessable({ comment: REJECTION_NEEDS_REASON });
  const lastApproved = await db
    .selectFrom('approval_history')
    .select('snapshot')
    .where('entity', '=', record.entity)
    .where('entity_id', '=', record.id)
    .where('decision', '=', 'Approved')
    .orderBy('id', 'desc')
    .limit(1)
    .$castTo<{ snapshot: Record<string, unknown> }>()
    .executeTakeFirst();
  const changes = changesBetween(lastApproved?.snapshot, record.snapshot);
  const updated = await db
    .updateTable(record.table)
    .set({ status: body.decision, ...touchedBy(user.userName) })
    .where('id', '=', record.id)
    .where('version', '=', body.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw stale();
  await db
    .insertInto('approval_history')
    .values({
      entity: record.entity,
      entity_id: record.id,
      decision: body.decision,
      comment: comment === '' ? null : comment,
      snapshot: sql<Json>`${JSON.stringify(record.snapshot)}::jsonb`,
      changes: sql<Json>`${JSON.stringify(changes)}::jsonb`,
      decided_by: user.userName,
    })
    .execute();
  await writeAudit(db, user, {
    entity: record.entity === 'job' ? 'Job' : 'Worksite',
    entityId: record.id,
    action: body.decision === 'Approved' ? 'approve' : 'reject',
    before: { status: record.status },
    after: { status: body.decision, comment: comment === '' ? null : comment, changes },
  });
}

/** Approval rows of a record go with it. */
export async function forgetApprovals(db: Db, entity: 'worksite' | 'job', id: number) {
  await db.deleteFrom('approval_history').where('entity', '=', entity).where('entity_id', '=', id).execute();
}
