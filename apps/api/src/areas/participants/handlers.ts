import { sql } from 'kysely';
import { touchedBy } from '../../lib/versions.ts';
import type { BodyMessages, Handlers } from '../../http/context.ts';
import { notFound, stale } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { countTimesheets, isoDate, versionOf, visibleStudent } from './common.ts';
import { getInterview, scheduleInterviews, searchInterviews, updateInterview } from './interviews.ts';
import {
  assignJob,
  availableJobs,
  deleteStudentJob,
  exitStudent,
  getStudentJob,
  listStudentJobs,
  setAwaitingAssignment,
  unassignJob,
  updateStudentJob,
} from './jobs.ts';
import { changePaymentMethod, paymentMethodBodyMessages, readPaymentMethod } from './paymentMethod.ts';
import { assertStudentRemovable } from './rules.ts';
import { assertStudentWrite, searchStudents, ssnExists, studentInfo, students } from './students.ts';
import { subRecordHandlers } from './subrecords.ts';
import { provideJobAssignment, provideRecordVisibility } from '../../lib/ports.ts';
import { asCondition, scopeCondition, studentScope } from '../../lib/scope.ts';

// What this area does for others (lib/ports.ts, ADR 225): placement's accept assigns jobs as the
// Assign operation does, and the History view shows a participant only within the row scope.
provideJobAssignment(assignJob);
provideRecordVisibility('participant', async (db, user, id) => {
  const scope = scopeCondition(user, studentScope('s'));
  const found = await db
    .selectFrom('students as s')
    .select('s.id')
    .where('s.id', '=', id)
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .executeTakeFirst();
  if (!found) throw notFound('The participant');
});

/** The payment-detail rules' words for numbers the contract's patterns refused (ADR 181). */
export const bodyMessages: BodyMessages = {
  studentsUpdatePaymentMethod: paymentMethodBodyMessages,
};

export const handlers: Handlers = {
  async studentsSearch({ db, genericPlanDb, user, body, services }) {
    return searchStudents(db, user, body, isoDate(services.now()), genericPlanDb);
  },

  async studentsGet({ db, user, params }) {
    return students.get({ db, user }, params.studentId);
  },

  async studentsGetInfo({ db, user, params, services }) {
    return studentInfo(db, user, params.studentId, isoDate(services.now()), services.config.clearanceWarningDays);
  },

  // A participant starts Enrolled without a job; the same SSN elsewhere does not block (the
  // wizard warns through the search's ssn filter, see ADR 065).
  async studentsCreate({ db, user, body }) {
    await assertStudentWrite(db, user, body);
    return students.create({ db, user }, body);
  },

  async studentsSsnCheck({ db, body }) {
    return { exists: await ssnExists(db, body.ssn) };
  },

  async studentsUpdate({ db, user, params, body }) {
    await students.get({ db, user }, params.studentId);
    await assertStudentWrite(db, user, body);
    return students.update({ db, user }, params.studentId, body);
  },

  async studentsDelete({ db, user, params, query }) {
    const student = await visibleStudent(db, user, params.studentId, { lock: true });
    const { jobs } = await db
      .selectFrom('student_jobs')
      .select(sql<number>`count(*)::int`.as('jobs'))
      .where('student_id', '=', student.id)
      .executeTakeFirstOrThrow();
    const timesheets = await countTimesheets(
      db,
      sql`student_job_id in (select id from student_jobs where student_id = ${student.id})`,
    );
    assertStudentRemovable({ jobs, timesheets });
    const version = versionOf(query);
    if (version !== undefined && version !== student.version) throw stale();
    const before = await students.get({ db, user }, student.id);
    // Case notes live in the one notes table (ADR 062); the sub-records and interviews cascade.
    await db.deleteFrom('notes').where('note_type', '=', 'students').where('source_id', '=', student.id).execute();
    await db.deleteFrom('students').where('id', '=', student.id).execute();
    await writeAudit(db, user, { entity: 'Participant', entityId: student.id, action: 'delete', before });
    return undefined;
  },

  async studentsListAvailableJobs({ db, user, params }) {
    return availableJobs(db, user, params.studentId);
  },

  async studentsSetAwaitingAssignment({ db, user, params, body, operation, services }) {
    await setAwaitingAssignment(db, user, operation, params.studentId, body.version, isoDate(services.now()));
    return studentInfo(db, user, params.studentId, isoDate(services.now()), services.config.clearanceWarningDays);
  },

  async studentsSetPaperCheck({ db, user, params, body, services }) {
    const before = await visibleStudent(db, user, params.studentId, { lock: true });
    const updated = await db
      .updateTable('students')
      .set({
        paper_check: body.paperCheck,
        ...touchedBy(user?.userName ?? 'system'),
      })
      .where('id', '=', before.id)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw stale();
    await writeAudit(db, user, {
      entity: 'Participant',
      entityId: before.id,
      action: 'paper-check',
      after: { paperCheck: body.paperCheck, comment: body.comment ?? null },
    });
    return studentInfo(db, user, params.studentId, isoDate(services.now()), services.config.clearanceWarningDays);
  },

  async studentsGetPaymentMethod({ db, user, params }) {
    return readPaymentMethod(db, user, params.studentId);
  },

  async studentsUpdatePaymentMethod({ db, user, params, body, services }) {
    return changePaymentMethod(db, user, params.studentId, body, services.sealers('participant-payment-details'));
  },

  async studentsExit({ db, user, params, body, operation, services }) {
    await exitStudent(db, user, operation, params.studentId, body);
    return studentInfo(db, user, params.studentId, isoDate(services.now()), services.config.clearanceWarningDays);
  },

  async studentJobsList({ db, user, params }) {
    await visibleStudent(db, user, params.studentId);
    return listStudentJobs(db, params.studentId);
  },

  async studentJobsGet({ db, user, params }) {
    await visibleStudent(db, user, params.studentId);
    return getStudentJob(db, params.studentId, params.studentJobId);
  },

  async studentJobsCreate({ db, user, params, body, operation, services }) {
    return assignJob(db, user, operation, params.studentId, body, isoDate(services.now()));
  },

  async studentJobsUpdate({ db, user, params, body, services }) {
    return updateStudentJob(db, user, params.studentId, params.studentJobId, body, isoDate(services.now()));
  },

  async studentJobsUnassign({ db, user, params, body, operation }) {
    return unassignJob(db, user, operation, params.studentId, params.studentJobId, body);
  },

  async studentJobsDelete({ db, user, params, query }) {
    await deleteStudentJob(db, user, params.studentId, params.studentJobId, versionOf(query));
    return undefined;
  },

  async interviewsSearch({ db, user, body }) {
    return searchInterviews(db, user, body);
  },

  async interviewsSchedule({ db, user, body }) {
    return scheduleInterviews(db, user, body);
  },

  async interviewsGet({ db, user, params }) {
    return getInterview(db, user, params.interviewId);
  },

  async interviewsUpdate({ db, user, params, body, operation }) {
    return updateInterview(db, user, operation, params.interviewId, body);
  },

  ...subRecordHandlers,
};
