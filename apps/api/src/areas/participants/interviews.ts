import type { components } from '@pathway/api-client/schema';
import { sql, type RawBuilder } from 'kysely';
import { touchedBy } from '../../lib/versions.ts';
import type { Principal } from '../../http/context.ts';
import { conflict, notFound, stale } from '../../core/errors.ts';
import { intArray } from '../../db/arrays.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ownEntry } from '../../lib/allowList.ts';
import {
  date,
  datetime,
  int,
  notSearchable,
  selectListOf,
  text,
  whereOf,
  type Column,
  type SearchRequest,
} from '../../lib/search.ts';
import { assertTransition } from '../../lib/transitions.ts';
import type { SpecOperation } from '../../core/spec.ts';
import { andStudentScope, auditColumns, visibleStudent, type Db } from './common.ts';

type Interview = components['schemas']['Interview'];

/** The read model; the participant's SSN leaves masked, as on every list. */
const columns: Record<string, Column> = {
  id: int('i.id'),
  studentId: int('i.student_id'),
  studentName: text(`s.first_name || ' ' || s.last_name`),
  ssn: text(`'*****' || right(s.ssn, 4)`),
  scheduledAt: datetime('i.scheduled_at'),
  locationId: int('i.location_id'),
  locationName: text(`coalesce(l.name, 'Location ' || i.location_id)`),
  emailTemplateId: int('i.email_template_id'),
  outcome: text('i.outcome'),
  note: text('i.note'),
  ...auditColumns('i'),
};

/** Filter and sort fields the contract names that are not in the read model (or differ from it). */
const filterColumns: Record<string, Column> = {
  ...columns,
  ssn: text('right(s.ssn, 4)'),
  studentName: { ...text(`s.first_name || ' ' || s.last_name`), quick: true },
  locationName: { ...text('l.name'), quick: true },
  scheduledAt: { ...datetime('i.scheduled_at'), quick: true },
  enrollmentProgramId: int('s.enrollment_program_id'),
  organizationId: int('s.organization_id'),
  birthDate: date('s.birth_date'),
};

const FROM = sql`interviews i join students s on s.id = i.student_id left join locations l on l.id = i.location_id`;

function orderOf(sort: SearchRequest['sort']): RawBuilder<unknown> {
  const items = sort && sort.length > 0 ? sort : [{ field: 'scheduledAt', direction: 'desc' as const }];
  return sql.join([
    ...items.map((item) => {
      const col = ownEntry(filterColumns, item.field);
      if (!col) throw notSearchable(item.field, 'sort');
      const direction = item.direction === 'desc' ? sql`desc` : sql`asc`;
      return col.type === 'text' ? sql`lower(${col.expr}) ${direction}` : sql`${col.expr} ${direction}`;
    }),
    sql`i.id asc`,
  ]);
}

export async function searchInterviews(db: Db, user: Principal | null, request: SearchRequest) {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? 50;
  const where = whereOf(
    { from: FROM, columns: filterColumns, defaultSort: [], key: sql`i.id`, where: [] },
    { quickSearch: request.quickSearch, filters: request.filters },
  );
  // Raw SQL: the select list, FROM and conditions come from the search columns (lib/search.ts) as SQL.
  const rows = (
    await sql<Interview & { __total: number }>`select ${selectListOf(columns)}, count(*) over () as "__total"
      from ${FROM} where ${where} ${andStudentScope(user)}
      order by ${orderOf(request.sort)} limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db)
  ).rows;
  let total = rows[0]?.__total ?? 0;
  if (rows.length === 0 && page > 1) {
    // Raw SQL: the select list, FROM and conditions come from the search columns (lib/search.ts) as SQL.
    total =
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from ${FROM} where ${where} ${andStudentScope(user)}`.execute(db)
      ).rows[0]?.n ?? 0;
  }
  for (const row of rows) delete (row as Partial<typeof row>).__total;
  return { items: rows as Interview[], total };
}

export async function getInterview(db: Db, user: Principal | null, id: number): Promise<Interview> {
  // Raw SQL: the select list, FROM and conditions come from the search columns (lib/search.ts) as SQL.
  const row = (
    await sql<Interview>`select ${selectListOf(columns)} from ${FROM} where i.id = ${id} ${andStudentScope(user)}`.execute(
      db,
    )
  ).rows[0];
  if (!row) throw notFound('The interview');
  return row;
}

/** Fills a template's placeholders ({{firstName}}, {{lastName}}, {{interviewDate}}, {{interviewTime}}, {{location}}). */
function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => ownEntry(values, key) ?? whole);
}

/** The interview's date and time as Pittsburgh reads them. */
function localParts(scheduledAt: string) {
  const at = new Date(scheduledAt);
  const zone = 'America/New_York';
  return {
    interviewDate: at.toLocaleDateString('en-US', {
      timeZone: zone,
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
    }),
    interviewTime: at.toLocaleTimeString('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }),
  };
}

/**
 * Schedules one interview per participant at the same time and place, and puts the template's mail
 * for each into the outbox (participants without an email address get the interview and no mail).
 */
export async function scheduleInterviews(
  db: Db,
  user: Principal | null,
  body: components['schemas']['InterviewScheduleRequest'],
): Promise<Interview[]> {
  const location = await db
    .selectFrom('locations')
    .select(['name', 'street', 'city'])
    .where('id', '=', body.locationId)
    .executeTakeFirst();
  if (!location) throw notFound('The location');
  const orgs = user && user.userType !== 'global' ? user.organizationIds : undefined;
  // A shared template (no organization) or one of the caller's organizations'.
  const template = await db
    .selectFrom('email_templates')
    .select(['subject', 'body'])
    .where('id', '=', body.emailTemplateId)
    .$if(orgs !== undefined, (query) =>
      query.where((eb) =>
        eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', eb.fn.any(intArray(orgs ?? [])))]),
      ),
    )
    .executeTakeFirst();
  if (!template) throw notFound('The email template');
  const created: Interview[] = [];
  for (const studentId of [...new Set(body.studentIds)]) {
    const student = await visibleStudent(db, user, studentId, { lock: true });
    const name = `${student.first_name} ${student.last_name}`;
    const pending = await db
      .selectFrom('interviews')
      .select('id')
      .where('student_id', '=', studentId)
      .where('outcome', '=', 'Scheduled')
      .executeTakeFirst();
    if (pending) throw conflict(`${name} already has a scheduled interview.`);
    const inserted = await db
      .insertInto('interviews')
      .values({
        student_id: studentId,
        scheduled_at: body.scheduledAt,
        location_id: body.locationId,
        email_template_id: body.emailTemplateId,
        note: body.note ?? null,
        create_user: user?.userName ?? 'system',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const interview = await getInterview(db, null, inserted.id);
    const email = (
      await db.selectFrom('students').select('email_address').where('id', '=', studentId).executeTakeFirst()
    )?.email_address;
    if (email) {
      const values = {
        firstName: student.first_name,
        lastName: student.last_name,
        location: `${location.name}, ${location.street}, ${location.city}`,
        ...localParts(interview.scheduledAt),
      };
      await db
        .insertInto('mail_outbox')
        .values({
          to_address: email,
          subject: renderTemplate(template.subject, values),
          body: renderTemplate(template.body, values),
        })
        .execute();
    }
    await writeAudit(db, user, { entity: 'Interview', entityId: inserted.id, action: 'create', after: interview });
    created.push(interview);
  }
  return created;
}

/** Records the outcome: Scheduled → Attended, No Show or Cancelled (final). */
export async function updateInterview(
  db: Db,
  user: Principal | null,
  operation: SpecOperation,
  id: number,
  body: components['schemas']['InterviewUpdateRequest'],
): Promise<Interview> {
  const before = await getInterview(db, user, id);
  assertTransition(operation, before.outcome, { entity: 'interview' });
  const updated = await db
    .updateTable('interviews')
    .set({
      outcome: body.outcome,
      note: body.note,
      ...touchedBy(user?.userName ?? 'system'),
    })
    .where('id', '=', id)
    .where('version', '=', body.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw stale();
  const after = await getInterview(db, null, id);
  await writeAudit(db, user, { entity: 'Interview', entityId: id, action: 'update', before, after });
  return after;
}
