import { sql } from 'kysely';
import type { components } from '@pathway/api-client/schema';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { conflict, notFound, stale, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { bool, datetime, int, number, runSearch, selectListOf, text, type Column } from '../../lib/search.ts';
import { intArray } from '../../db/arrays.ts';
import { scopeCondition } from '../../lib/scope.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { touchedBy } from '../../lib/versions.ts';
import { OPEN_EXCEPTION, settleLines } from './answers.ts';
import { andScope, organizationScope, type Db } from './common.ts';

type PayrollException = components['schemas']['PayrollException'];

const EXCEPTION_FROM = sql`payroll_exceptions x join card_provider_files f on f.id = x.card_provider_file_id
  left join students s on s.id = x.student_id`;

const columns: Record<string, Column> = {
  id: int('x.id'),
  organizationId: int('x.organization_id'),
  cardProviderFileId: int('x.card_provider_file_id'),
  fileName: text('f.file_name', { quick: true }),
  lineNumber: int('x.line_number'),
  studentId: int('x.student_id'),
  name: text(sql.raw(`s.last_name || ', ' || s.first_name`), { quick: true }),
  payrollProcessId: int('x.payroll_process_id'),
  participantRef: text('x.participant_ref', { quick: true }),
  kind: text('x.kind'),
  expectedAmount: number('x.expected_amount'),
  paidAmount: number('x.paid_amount'),
  outstanding: number('x.outstanding'),
  status: text('x.status'),
  providerReason: text('x.provider_reason'),
  resolution: text('x.resolution'),
  resolvedBy: text('x.resolved_by'),
  resolvedOn: datetime('x.resolved_on'),
  createDate: datetime('x.create_date'),
  version: int('x.version'),
};
/** A filter of the search only: Open, Repay Requested and Repaying. */
const searchColumns: Record<string, Column> = {
  ...columns,
  open: bool(sql`(x.status in ${OPEN_EXCEPTION})`),
};

async function exceptionOf(db: Db, user: Principal | null, id: number): Promise<PayrollException> {
  // Raw SQL: the select list is the search grid's columns (selectListOf), written as SQL once for both.
  const row = (
    await sql<PayrollException>`select ${selectListOf(columns)} from ${EXCEPTION_FROM}
      where x.id = ${id} ${andScope(user, organizationScope('x'))}`.execute(db)
  ).rows[0];
  if (!row) throw notFound('The payroll exception');
  return row;
}

export const exceptionHandlers: Handlers = {
  async payrollExceptionsSearch({ db, user, body }) {
    const page = await runSearch<Record<string, unknown>>(
      db,
      {
        from: EXCEPTION_FROM,
        columns: searchColumns,
        defaultSort: [
          { field: 'createDate', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ],
        key: sql`x.id`,
        where: [scopeCondition(user, organizationScope('x'))],
      },
      body,
    );
    // `open` is a filter of the search, not a field of the row.
    const items = page.items.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([field]) => field !== 'open')),
    );
    return { items: items as PayrollException[], total: page.total };
  },

  /**
   * Repay: what is still owed goes into the next file of the organization and provider. Close: the
   * exception ends with a reason, and the timesheets of its line are Payrolled when nothing else
   * holds them. Either is audited with the reason.
   */
  async payrollExceptionsResolve({ db, user, params, body, operation }) {
    const caller = signedIn(user);
    const before = await exceptionOf(db, caller, params.payrollExceptionId);
    await db.selectFrom('payroll_exceptions').select('id').where('id', '=', before.id).forUpdate().execute();
    const current = await exceptionOf(db, caller, before.id);
    assertTransition(operation, current.status, { entity: 'payroll exception' });
    if (current.version !== body.version) throw stale();
    const reason = body.reason.trim();
    if (reason === '') throw unprocessable({ reason: 'Required' });
    if (body.action === 'Repay') {
      if (current.status !== 'Open')
        throw conflict(`This exception is ${current.status}; only an Open one is re-paid.`);
      if (current.outstanding <= 0) {
        throw unprocessable({
          action:
            'Nothing is owed to the participant on this exception (it was paid in full or beyond): close it with a reason.',
        });
      }
      if (current.studentId === null) {
        throw unprocessable({ action: 'This answer line names no participant of the file: close it with a reason.' });
      }
      await db
        .updateTable('payroll_exceptions')
        .set({ status: 'Repay Requested', resolution: reason, ...touchedBy(caller.userName) })
        .where('id', '=', current.id)
        .execute();
    } else {
      await db
        .updateTable('payroll_exceptions')
        .set({
          status: 'Closed',
          resolution: reason,
          resolved_by: caller.userName,
          resolved_on: sql<string>`now()`,
          ...touchedBy(caller.userName),
        })
        .where('id', '=', current.id)
        .execute();
      const settled = await settleLines(db, [current.id], caller.userName);
      await db
        .insertInto('audit_log')
        .columns(['user_name', 'entity', 'entity_id', 'action', 'before', 'after'])
        .expression((eb) =>
          eb
            .selectFrom('timesheets as t')
            .select((row) => [
              row.val(caller.userName).as('user_name'),
              sql.lit('Timesheet').as('entity'),
              row.cast('t.id', 'text').as('entity_id'),
              sql.lit('exception-closed').as('action'),
              row.cast(sql.lit('{"status":"Payroll Exception"}'), 'jsonb').as('before'),
              row
                .fn('jsonb_build_object', [
                  sql.lit('status'),
                  't.status',
                  sql.lit('payrollExceptionId'),
                  row.cast(row.val(current.id), 'integer'),
                  sql.lit('version'),
                  't.version',
                ])
                .as('after'),
            ])
            .where((row) => row('t.id', '=', row.fn.any(intArray(settled))))
            .orderBy('t.id'),
        )
        .execute();
    }
    const after = await exceptionOf(db, caller, current.id);
    await writeAudit(db, caller, {
      entity: 'PayrollException',
      entityId: current.id,
      action: body.action === 'Repay' ? 'repay' : 'close',
      before: current,
      after,
    });
    return after;
  },
};
