import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { authorize } from '../../http/authorize.ts';
import { signedIn, type Handlers, type OperationId, type Principal } from '../../http/context.ts';
import type { SpecOperation } from '../../core/spec.ts';
import type { Db } from '../../core/schema.ts';
import { presentChanges } from '../../lib/historyValues.ts';
import { assertRecordVisible } from '../../lib/ports.ts';
import { loadUser } from './users.ts';

type RecordType = components['schemas']['HistoryRecordType'];
type Entry = components['schemas']['RecordHistoryEntry'];

/**
 * The audit-log entities whose rows tell a record's history. An applicant's review and provider
 * screening are written under their own names with the applicant's id.
 */
export const ENTITIES: Record<RecordType, readonly string[]> = {
  participant: ['Participant'],
  applicant: ['Enrollment', 'QualityReview', 'ProviderScreening'],
  worksite: ['Worksite'],
  job: ['Job'],
  contract: ['Contract'],
  timesheet: ['Timesheet'],
  user: ['User'],
};

/**
 * The audit-log entities that are parts of a record, written under their own ids: a participant's
 * contracts, guardians, jobs and the other Details tabs carry the participant in `studentId`. Their
 * writes are the participant's history too, each named by its part ("Guardian").
 */
export const PARTS: Partial<Record<RecordType, { prefix: string; entities: readonly string[] }>> = {
  participant: {
    prefix: 'Participant ',
    entities: ['Contract', 'Eligibility', 'Program', 'Barrier', 'Education', 'Guardian', 'Interest', 'Referral']
      .concat(['Follow-up', 'Career Program', 'Job'])
      .map((name) => `Participant ${name}`),
  },
};

/**
 * The operation that reads each kind of record by id: its history needs that operation's claims too
 * (issue 43), so the History tab never shows what the record's own screen would refuse.
 */
export const READ_BY: Record<RecordType, OperationId> = {
  participant: 'studentsGet',
  applicant: 'enrollmentGet',
  worksite: 'worksitesGet',
  job: 'jobsGet',
  contract: 'contractsGet',
  timesheet: 'timesheetsGet',
  user: 'usersGet',
};

/** The caller must hold the claims of the record's own read, answered with that read's 403. */
function authorizeRead(operations: readonly SpecOperation[], user: Principal, type: RecordType) {
  const read = operations.find((op) => op.operation.operationId === READ_BY[type]);
  if (!read) throw new Error(`The contract has no ${READ_BY[type]}, the read of a ${type}.`);
  authorize(read, user);
}

/**
 * The record as its own screen's row scope allows (ADR 060): a record out of scope answers 404 like
 * a missing one, so neither its history nor its existence leaks. A user is this area's own record;
 * the area that owns each other kind provides its check (lib/ports.ts, ADR 225).
 */
async function assertHistoryVisible(db: Db, user: Principal | null, type: RecordType, id: number) {
  if (type === 'user') {
    await loadUser(db, user, id);
    return;
  }
  await assertRecordVisible(db, user, type, id);
}

interface Row {
  id: number;
  occurredAt: string;
  userName: string;
  entity: string;
  actionName: string;
  operationId: string;
  before: unknown;
  after: unknown;
}

const ACTIONS: Record<string, Entry['action']> = { create: 'Create', update: 'Update', delete: 'Delete' };

export const historyHandlers: Handlers = {
  async recordHistoryList({ db, user, params, query, request }) {
    const type = params.recordType;
    const id = params.recordId;
    authorizeRead(request.server.pathway.operations, signedIn(user), type);
    await assertHistoryVisible(db, user, type, id);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 10;
    const part = PARTS[type];
    const history = db.selectFrom('audit_log as a').where((eb) =>
      eb.or([
        eb.and([eb('a.entity', 'in', ENTITIES[type]), eb('a.entity_id', '=', String(id))]),
        ...(part
          ? [
              eb.and([
                eb('a.entity', 'in', part.entities),
                // The expression of the index audit_log_student_idx, word for word (a JSON path the
                // builder cannot write).
                eb(sql`coalesce(a.after, a.before) ->> 'studentId'`, '=', String(id)),
              ]),
            ]
          : []),
      ]),
    );
    const total = (await history.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst())?.n ?? 0;
    const rows: Row[] = await history
      .select([
        sql<number>`a.id::int`.as('id'),
        'a.at as occurredAt',
        'a.user_name as userName',
        'a.entity as entity',
        'a.action as actionName',
        sql<string>`coalesce(a.operation_id, a.entity || '.' || a.action)`.as('operationId'),
        'a.before as before',
        'a.after as after',
      ])
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const changes = await presentChanges(db, type, rows);
    return {
      total,
      items: rows.map((row, index) => ({
        id: row.id,
        occurredAt: new Date(row.occurredAt).toISOString(),
        userName: row.userName,
        action: ACTIONS[row.actionName.toLowerCase()] ?? 'Action',
        actionName: row.actionName,
        operationId: row.operationId,
        ...(part && row.entity.startsWith(part.prefix) ? { part: row.entity.slice(part.prefix.length) } : {}),
        changes: changes[index] ?? [],
      })),
    };
  },
};
