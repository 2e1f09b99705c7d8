import type { components } from '@pathway/api-client/schema';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { conflict, notFound, stale, unprocessable } from '../../core/errors.ts';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { neutralised } from '../../lib/filesForPeople.ts';
import { asCondition, scopeCondition, studentScope } from '../../lib/scope.ts';
import type { Services } from '../../lib/services.ts';
import type { Db } from './common.ts';
import {
  acknowledgementsOf,
  computeFindings,
  fillMatchKeys,
  integritySettings,
  periodTarget,
  preflightOf,
  INTEGRITY_KINDS,
  type IntegrityKind,
  type IntegritySettings,
} from './integrity.ts';
import { DEFAULT_FILE_TOTAL_LIMIT } from './preflight.ts';

type WireFinding = components['schemas']['IntegrityFinding'];
type WireAcknowledgement = components['schemas']['IntegrityAcknowledgement'];
type WireSettings = components['schemas']['IntegritySettings'];
type WireEntry = components['schemas']['IntegrityAcknowledgementEntry'];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 404 unless the caller may see the organization's rows. */
async function assertOrganizationVisible(db: Db, user: Principal | null, organizationId: number) {
  // An organization row has no organization_id: its own id is what an organization user's scope names.
  const scope = scopeCondition(user, { organization: 'o.id' });
  const row = await db
    .selectFrom('organizations as o')
    .select('o.id')
    .where('o.id', '=', organizationId)
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .executeTakeFirst();
  if (!row) throw notFound('The organization');
}

interface PeriodQuery {
  organizationId: number;
  periodStartDate: string;
  periodEndDate: string;
  kind?: IntegrityKind;
}

async function periodFindings(db: Db, user: Principal | null, services: Services, query: PeriodQuery) {
  await assertOrganizationVisible(db, user, query.organizationId);
  if (query.periodEndDate < query.periodStartDate) {
    throw unprocessable({ periodEndDate: 'The period ends before it starts.' });
  }
  const settings = await integritySettings(db, query.organizationId);
  await fillMatchKeys(db, services.sealers('participant-payment-details'), query.organizationId);
  const findings = await computeFindings(
    db,
    periodTarget(query.organizationId, query.periodStartDate, query.periodEndDate),
    settings,
    query.kind ? [query.kind] : INTEGRITY_KINDS,
  );
  const acknowledged = await acknowledgementsOf(db, query.organizationId, findings);
  return findings.map((finding): WireFinding => ({
    ...finding,
    preflight: preflightOf(settings, finding.kind),
    acknowledgement: acknowledged.get(`${finding.kind}|${finding.key}`) ?? null,
  }));
}

/** The findings as a workbook: one row per finding, user-typed text neutralised (ADR 216). */
async function findingsWorkbook(findings: readonly WireFinding[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pathway';
  workbook.created = new Date(Date.UTC(2026, 0, 1));
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet('Integrity', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Kind', key: 'kind', width: 22 },
    { header: 'Reason', key: 'reason', width: 80 },
    { header: 'Participants', key: 'participants', width: 50 },
    { header: 'Participant Ids', key: 'ids', width: 24 },
    { header: 'Timesheet Ids', key: 'timesheets', width: 24 },
    { header: 'Pre-flight', key: 'preflight', width: 12 },
    { header: 'Acknowledged By', key: 'by', width: 18 },
    { header: 'Acknowledged On', key: 'on', width: 22 },
    { header: 'Acknowledgement Reason', key: 'why', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const finding of findings) {
    sheet.addRow(
      [
        finding.kind,
        finding.reason,
        finding.participants.map((person) => person.name).join('; '),
        finding.participants.map((person) => String(person.studentId)).join(', '),
        finding.timesheetIds.join(', '),
        finding.preflight,
        finding.acknowledgement?.acknowledgedBy ?? '',
        finding.acknowledgement?.acknowledgedOn ?? '',
        finding.acknowledgement?.reason ?? '',
      ].map(neutralised),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface HistoryQuery {
  organizationId: number;
  kind?: IntegrityKind;
  page?: number;
  pageSize?: number;
}

/**
 * Every acknowledgement of the organization, newest first, with the finding's reason and participants
 * as its audit row kept them (a finding that gained a record has a new key; its old acknowledgement
 * stays here). Participants are named in the same statement, only within the caller's rows.
 */
async function acknowledgementHistory(db: Db, user: Principal | null, query: HistoryQuery) {
  await assertOrganizationVisible(db, user, query.organizationId);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 10;
  const ofOrganization = db
    .selectFrom('payroll_integrity_acknowledgements as a')
    .where('a.organization_id', '=', query.organizationId)
    .$if(query.kind !== undefined, (builder) => builder.where('a.kind', '=', query.kind ?? ''));
  // int4: count(*) is a bigint, which the PostgreSQL driver answers as text.
  const total = await ofOrganization.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const scope = scopeCondition(user, studentScope('s'));
  const inScope = scope ?? sql`true`;
  const rows = await ofOrganization
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('audit_log as al')
          .select('al.after')
          .where('al.entity', '=', 'PayrollIntegrityFinding')
          // The audit log keeps every entity's id as text (audit_log_entity_idx on entity, entity_id).
          .whereRef('al.entity_id', '=', sql<string>`a.id::text`)
          .where('al.action', '=', 'acknowledge')
          .orderBy('al.id', 'desc')
          .limit(1)
          .as('al'),
      (join) => join.onTrue(),
    )
    .select([
      'a.id',
      'a.kind',
      'a.reason',
      'a.acknowledged_by',
      'a.acknowledged_on',
      sql<string | null>`al.after ->> 'findingReason'`.as('finding_reason'),
      // The audit row's student ids in their order, named only when the caller may see the participant:
      // a set-returning function over a JSON array, which the builder does not express.
      sql<WireEntry['participants']>`(select coalesce(jsonb_agg(jsonb_build_object('studentId', e.id::int,
          'name', case when s.id is null then null else s.last_name || ', ' || s.first_name end) order by e.n), '[]')
        from jsonb_array_elements_text(coalesce(al.after -> 'studentIds', '[]')) with ordinality as e(id, n)
        left join students s on s.id = e.id::int and s.organization_id = a.organization_id and ${inScope})`.as(
        'participants',
      ),
    ])
    .orderBy('a.acknowledged_on', 'desc')
    .orderBy('a.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: total.n,
    items: rows.map((row): WireEntry => ({
      id: row.id,
      kind: row.kind as IntegrityKind,
      reason: row.reason,
      acknowledgedBy: row.acknowledged_by,
      acknowledgedOn: new Date(row.acknowledged_on).toISOString(),
      findingReason: row.finding_reason,
      participants: row.participants,
    })),
  };
}

const wireSettings = (settings: IntegritySettings & { version: number | null }): WireSettings => ({
  accountHouseholds: settings.accountHouseholds,
  contactPeople: settings.contactPeople,
  capMarginHours: settings.capMarginHours,
  capShare: settings.capShare,
  capMinPeriods: settings.capMinPeriods,
  separationOfDuties: settings.separationOfDuties,
  warningKinds: settings.warningKinds,
  errorKinds: settings.errorKinds,
  version: settings.version ?? 0,
});

export const integrityHandlers: Handlers = {
  async payrollIntegrityFindings({ db, user, query, services }) {
    return { items: await periodFindings(db, user, services, query) };
  },

  async payrollIntegrityFindingsExport({ db, user, query, services }) {
    const findings = await periodFindings(db, user, services, query);
    return {
      kind: 'file',
      fileName: `integrity-${query.periodStartDate}-${query.periodEndDate}.xlsx`,
      contentType: XLSX,
      content: await findingsWorkbook(findings),
    };
  },

  /** Acknowledges a finding of the period that is there now, with a reason; audited. */
  async payrollIntegrityAcknowledge({ db, user, body, services }) {
    const caller = signedIn(user);
    const reason = body.reason.trim();
    if (reason === '') throw unprocessable({ reason: 'Say why the finding is acknowledged.' });
    const findings = await periodFindings(db, caller, services, { ...body, kind: body.kind });
    const finding = findings.find((one) => one.key === body.key);
    if (!finding) {
      throw unprocessable({
        key: 'This finding is not among the findings of the period (its records may have changed): show the findings again.',
      });
    }
    if (finding.acknowledgement) {
      throw conflict(
        `This finding was acknowledged by ${finding.acknowledgement.acknowledgedBy} on ${finding.acknowledgement.acknowledgedOn.slice(0, 10)}.`,
      );
    }
    const row = await db
      .insertInto('payroll_integrity_acknowledgements')
      .values({
        organization_id: body.organizationId,
        kind: body.kind,
        finding_key: body.key,
        reason,
        acknowledged_by: caller.userName,
      })
      .returning(['id', 'acknowledged_on'])
      .executeTakeFirstOrThrow();
    const acknowledgement: WireAcknowledgement = {
      id: row.id,
      kind: body.kind,
      key: body.key,
      reason,
      acknowledgedBy: caller.userName,
      acknowledgedOn: new Date(row.acknowledged_on).toISOString(),
    };
    await writeAudit(db, caller, {
      entity: 'PayrollIntegrityFinding',
      entityId: row.id,
      action: 'acknowledge',
      after: {
        ...acknowledgement,
        organizationId: body.organizationId,
        findingReason: finding.reason,
        studentIds: finding.participants.map((person) => person.studentId),
        timesheetIds: finding.timesheetIds,
      },
    });
    return acknowledgement;
  },

  /** Every acknowledgement of the organization, newest first, as it was when made (issue 48). */
  async payrollIntegrityAcknowledgementsList({ db, user, query }) {
    return acknowledgementHistory(db, user, query);
  },

  async payrollIntegritySettingsGet({ db, user, query }) {
    await assertOrganizationVisible(db, user, query.organizationId);
    return wireSettings(await integritySettings(db, query.organizationId));
  },

  /** Saves the thresholds (creating the organization's Payroll Settings when there were none); audited. */
  async payrollIntegritySettingsUpdate({ db, user, query, body }) {
    const caller = signedIn(user);
    const organizationId = query.organizationId;
    await assertOrganizationVisible(db, caller, organizationId);
    const both = body.errorKinds.filter((kind) => body.warningKinds.includes(kind));
    if (both.length > 0) {
      throw unprocessable({ errorKinds: `A kind is a warning or an error, not both: ${both.join(', ')}.` });
    }
    await db
      .selectFrom('payroll_settings')
      .select('organization_id')
      .where('organization_id', '=', organizationId)
      .forUpdate()
      .execute();
    const before = wireSettings(await integritySettings(db, organizationId));
    if (before.version !== body.version) throw stale();
    const values = {
      integrity_account_households: body.accountHouseholds,
      integrity_contact_people: body.contactPeople,
      integrity_cap_margin_hours: body.capMarginHours,
      integrity_cap_share: body.capShare,
      integrity_cap_min_periods: body.capMinPeriods,
      integrity_separation_of_duties: body.separationOfDuties,
      integrity_warning_kinds: sql<string[]>`${body.warningKinds}::text[]`,
      integrity_error_kinds: sql<string[]>`${body.errorKinds}::text[]`,
    };
    await db
      .insertInto('payroll_settings')
      .values({
        organization_id: organizationId,
        file_total_limit: DEFAULT_FILE_TOTAL_LIMIT,
        create_user: caller.userName,
        ...values,
        version: 1,
      })
      .onConflict((conflicting) =>
        conflicting.column('organization_id').doUpdateSet({
          ...values,
          last_update_date: sql<string>`now()`,
          last_update_user: caller.userName,
          version: sql<number>`payroll_settings.version + 1`,
        }),
      )
      .execute();
    const after = wireSettings(await integritySettings(db, organizationId));
    await writeAudit(db, caller, {
      entity: 'PayrollSettings',
      entityId: organizationId,
      action: 'integrity-settings',
      before,
      after,
    });
    return after;
  },
};
