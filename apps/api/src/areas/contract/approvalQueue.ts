import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import type { Handlers, Principal } from '../../http/context.ts';
import { datetime, int, json, runSearch, text } from '../../lib/search.ts';
import { idNamer } from '../../lib/historyValues.ts';
import { changesBetween } from './approvals.ts';
import { andScope, hasClaim, scopes, type Db } from './common.ts';
import { jobs, jobSnapshot } from './jobs.ts';
import { worksites, worksiteSnapshot } from './worksites.ts';

type QueueItem = components['schemas']['ApprovalQueueItem'];
type FieldChange = components['schemas']['ApprovalFieldChange'];
type QueueRow = Omit<QueueItem, 'changesSinceApproval'> & { approvedSnapshot: Record<string, unknown> | null };

/**
 * The pending worksites and jobs in one queue: each branch keeps its own row scope (ADR 060) and is
 * there only for the caller holding its approval claim.
 */
function queueFrom(user: Principal | null) {
  const worksitesToo = hasClaim(user, 'APPROVE_WORKSITE');
  const jobsToo = hasClaim(user, 'APPROVE_JOB');
  return sql`(
    select 'Worksite' as kind, w.id, w.name, w.id as worksite_id, w.name as worksite_name,
      ct.name as contractor_name, null::text as contract_code, w.status,
      coalesce(w.last_update_date, w.create_date) as submitted_on,
      coalesce(w.last_update_user, w.create_user) as submitted_by, w.version
    from worksites w join contractors ct on ct.id = w.contractor_id
    where w.status = 'Pending Approval' and ${worksitesToo} ${andScope(user, scopes.worksite('w'))}
    union all
    select 'Job', j.id, j.title, w.id, w.name, ct.name, c.contract_code, j.status,
      coalesce(j.last_update_date, j.create_date), coalesce(j.last_update_user, j.create_user), j.version
    from jobs j join worksites w on w.id = j.worksite_id join contractors ct on ct.id = w.contractor_id
      join contracts c on c.id = j.contract_id
    where j.status = 'Pending Approval' and ${jobsToo} ${andScope(user, scopes.job('j'))}
  ) q left join lateral (
    select h.decided_at, h.decided_by, h.snapshot from approval_history h
    where h.entity = lower(q.kind) and h.entity_id = q.id and h.decision = 'Approved'
    order by h.id desc limit 1
  ) la on true`;
}

const queueColumns = {
  kind: text('q.kind'),
  id: int('q.id'),
  name: text('q.name', { quick: true }),
  worksiteId: int('q.worksite_id'),
  worksiteName: text('q.worksite_name', { quick: true }),
  contractorName: text('q.contractor_name', { quick: true }),
  contractCode: text('q.contract_code', { quick: true }),
  status: text('q.status'),
  submittedOn: datetime('q.submitted_on', { quick: true }),
  submittedBy: text('q.submitted_by', { quick: true }),
  lastApprovedOn: datetime('la.decided_at'),
  lastApprovedBy: text('la.decided_by'),
  version: int('q.version'),
  approvedSnapshot: json('la.snapshot'),
};

/** A snapshot value as the queue shows it: text, or null when empty. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * What changed since the last approval: the record as it stands now (its read model's snapshot, as
 * the approval stores it) against the snapshot stored with the last Approved decision.
 */
async function withChanges(db: Db, user: Principal | null, rows: QueueRow[]): Promise<QueueItem[]> {
  const idsOf = (kind: QueueItem['kind']) =>
    rows.filter((row) => row.kind === kind && row.approvedSnapshot !== null).map((row) => row.id);
  const current = new Map<string, Record<string, unknown>>();
  const worksiteIds = idsOf('Worksite');
  if (worksiteIds.length > 0) {
    const page = await worksites.search(
      { db, user },
      { filters: [{ field: 'id', operator: 'in', value: worksiteIds }], page: 1, pageSize: worksiteIds.length },
    );
    for (const row of page.items) current.set(`Worksite ${String(row.id)}`, worksiteSnapshot(row));
  }
  const jobIds = idsOf('Job');
  if (jobIds.length > 0) {
    const page = await jobs.search(
      { db, user },
      { filters: [{ field: 'id', operator: 'in', value: jobIds }], page: 1, pageSize: jobIds.length },
    );
    for (const row of page.items) current.set(`Job ${String(row.id)}`, jobSnapshot(row));
  }
  const changed = rows.map(({ approvedSnapshot, ...row }) => {
    const now = current.get(`${row.kind} ${String(row.id)}`);
    return {
      row,
      changes: approvedSnapshot === null || now === undefined ? null : changesBetween(approvedSnapshot, now),
    };
  });
  // The approver reads names, not ids (issue 45): every id of the page named in one statement.
  const name = await idNamer(
    db,
    changed.flatMap(({ changes }) =>
      (changes ?? []).flatMap((change) => [
        { field: change.field, value: change.before },
        { field: change.field, value: change.after },
      ]),
    ),
  );
  return changed.map(({ row, changes }) => ({
    ...row,
    changesSinceApproval:
      changes?.map((change): FieldChange => ({
        field: change.field,
        before: name(change.field, asText(change.before)),
        after: name(change.field, asText(change.after)),
      })) ?? null,
  }));
}

export const handlers: Handlers = {
  async worksitesSearchApprovals({ db, user, body }) {
    const page = await runSearch<QueueRow>(
      db,
      {
        from: queueFrom(user),
        columns: queueColumns,
        defaultSort: [{ field: 'submittedOn', direction: 'asc' }],
        key: sql`q.kind, q.id`,
      },
      body,
    );
    return { items: await withChanges(db, user, page.items), total: page.total };
  },
};
