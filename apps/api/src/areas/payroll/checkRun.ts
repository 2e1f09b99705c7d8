import { sql } from 'kysely';
import type { components } from '@pathway/api-client/schema';
import type { Handlers } from '../../http/context.ts';
import { date, int, number, runSearch, text } from '../../lib/search.ts';
import { scopeCondition } from '../../lib/scope.ts';
import { COUNTED_STATUSES, PAY, STATUS_ORDER, organizationScope } from './common.ts';
import { PAID_BY_CHECK } from './fileLines.ts';

type CheckPayment = components['schemas']['CheckPayment'];

const rank = sql.join(
  STATUS_ORDER.map((status, index) => sql`when ${status} then ${index}`),
  sql` `,
);
const name = sql.join(
  STATUS_ORDER.map((status, index) => sql`when ${index} then ${status}`),
  sql` `,
);

/**
 * The payments no file carries (ADR 182): per participant and payroll process, the approved pay of
 * timesheets paid by check (a manual check request, the Check method or paper check), with what a
 * check run needs: who, where to mail it, how much and why by check. Exported to Excel by the grid.
 */
const CHECKS_FROM = sql`(
    select sj.student_id, s.last_name || ', ' || s.first_name as name, '*****' || right(s.ssn, 4) as ssn,
      concat_ws(', ', s.address_line1, s.address_line2, s.city, s.state_code || ' ' || s.zip_code) as address,
      p.organization_id, p.id as process_id, p.period_start_date, p.period_end_date,
      sum(t.worked_hours) as hours, sum(${PAY}) as amount,
      case when bool_or(t.manual_check) then 'Manual check request'
        when s.paper_check then 'Paper check' else 'Paid by check' end as reason,
      case min(case t.status ${rank} end) ${name} end as status
    from timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
    join payroll_processes p on p.id = t.payroll_process_id
    where t.status in ${COUNTED_STATUSES} and ${PAID_BY_CHECK}
    group by sj.student_id, s.last_name, s.first_name, s.ssn, s.address_line1, s.address_line2, s.city, s.state_code,
      s.zip_code, s.paper_check, p.id) c`;

const columns = {
  studentId: int('c.student_id'),
  name: text('c.name', { quick: true }),
  ssn: text('c.ssn', { quick: true }),
  address: text('c.address'),
  organizationId: int('c.organization_id'),
  payrollProcessId: int('c.process_id'),
  periodStartDate: date('c.period_start_date', { quick: true }),
  periodEndDate: date('c.period_end_date'),
  hours: number('c.hours'),
  amount: number('c.amount'),
  reason: text('c.reason'),
  status: text('c.status'),
};

export const checkRunHandlers: Handlers = {
  async payrollCheckPaymentsSearch({ db, user, body }) {
    return runSearch<CheckPayment>(
      db,
      {
        from: CHECKS_FROM,
        columns,
        defaultSort: [
          { field: 'periodStartDate', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ],
        key: sql`c.student_id, c.process_id`,
        where: [scopeCondition(user, organizationScope('c'))],
      },
      body,
    );
  },
};
