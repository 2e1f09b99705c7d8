import { sql } from 'kysely';
import type { components } from '@pathway/api-client/schema';
import type { Handlers } from '../../http/context.ts';
import { bool, date, int, number, runSearch, text } from '../../lib/search.ts';
import { scopeCondition } from '../../lib/scope.ts';
import { COUNTED_STATUSES, PAY, organizationScope } from './common.ts';

/**
 * Payroll reconciliation: per participant and payroll process (one pay period of one organization),
 * what payroll approved (card payments; manual checks are paid outside the card provider) against
 * what the provider's answers paid, every line of every file counted once. Sums are SQL numerics,
 * so the difference is exact to the cent.
 */
const RECONCILIATION_FROM = sql`(
    select sj.student_id, s.last_name || ', ' || s.first_name as name, '*****' || right(s.ssn, 4) as ssn,
      p.organization_id, p.id as process_id, p.period_start_date, p.period_end_date,
      sum(t.worked_hours) as approved_hours, sum(${PAY}) as approved_amount
    from timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
    join payroll_processes p on p.id = t.payroll_process_id
    where t.status in ${COUNTED_STATUSES} and not t.manual_check
    group by sj.student_id, s.last_name, s.first_name, s.ssn, p.id) r
  cross join lateral (
    select coalesce(sum(l.paid_amount) filter (where l.answer = 'Accepted'), 0) as paid,
      max(l.card_provider_file_id) as file_id, max(l.paid_on) as paid_on
    from card_provider_file_lines l where l.student_id = r.student_id and l.payroll_process_id = r.process_id) pay
  left join card_provider_files f on f.id = pay.file_id`;

const columns = {
  studentId: int('r.student_id'),
  name: text('r.name', { quick: true }),
  ssn: text('r.ssn', { quick: true }),
  organizationId: int('r.organization_id'),
  payrollProcessId: int('r.process_id'),
  cardProviderFileId: int('pay.file_id'),
  fileName: text('f.file_name', { quick: true }),
  periodStartDate: date('r.period_start_date', { quick: true }),
  periodEndDate: date('r.period_end_date', { quick: true }),
  approvedHours: number('r.approved_hours'),
  approvedAmount: number('r.approved_amount'),
  paidAmount: number('pay.paid'),
  difference: number(sql.raw('(pay.paid - r.approved_amount)')),
  isMismatch: bool(sql.raw('(pay.paid <> r.approved_amount)')),
  paidOn: date('pay.paid_on'),
};

export const reconciliationHandlers: Handlers = {
  async payrollReconciliationSearch({ db, user, body }) {
    return runSearch<components['schemas']['ReconciliationRow']>(
      db,
      {
        from: RECONCILIATION_FROM,
        columns,
        defaultSort: [
          { field: 'periodStartDate', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ],
        key: sql`r.student_id, r.process_id`,
        where: [scopeCondition(user, organizationScope('r'))],
      },
      body,
    );
  },
};
