import { sql } from 'kysely';
import type { Seeder } from '../../seed/run.ts';

/** Screens, reports and actions a group can be given (paths of spec section 2). */
const RESOURCES = [
  { name: 'Maintain Applicants', type: 'Screen', path: '/enrollment/maintain-applicants' },
  { name: 'Quality Review', type: 'Screen', path: '/enrollment/quality-review' },
  { name: 'Participant Search', type: 'Screen', path: '/participants/search' },
  { name: 'Worksites', type: 'Screen', path: '/contract/worksites' },
  { name: 'Payroll Processing', type: 'Screen', path: '/payroll/processing' },
  { name: 'Card Provider Files', type: 'Screen', path: '/payroll/card-provider-files' },
  { name: 'Timesheet Summary', type: 'Report', path: '/reports/timesheet-summary' },
  { name: 'Worksite Roster', type: 'Report', path: '/reports/worksite-roster' },
  { name: 'Enrollment Status by Program', type: 'Report', path: '/reports/enrollment-status' },
  { name: 'Approve Timesheets', type: 'Action', path: null },
  { name: 'Export Participants to Excel', type: 'Action', path: null },
] as const;

/** Teams of the three demo organizations and one shared payroll office. */
const GROUPS = [
  {
    name: 'Payroll Office',
    description: 'Processes payroll for every provider.',
    organizationId: null,
    resources: ['Payroll Processing', 'Card Provider Files', 'Timesheet Summary', 'Approve Timesheets'],
  },
  {
    name: 'Partner4Work Enrollment Team',
    description: 'Takes applications through review to enrollment.',
    organizationId: 1,
    resources: ['Maintain Applicants', 'Quality Review', 'Enrollment Status by Program'],
  },
  {
    name: 'Urban League Job Coaches',
    description: 'Places participants at Hill District and Downtown worksites.',
    organizationId: 2,
    resources: ['Participant Search', 'Worksites', 'Worksite Roster', 'Export Participants to Excel'],
  },
  {
    name: 'Three Rivers Youth Case Managers',
    description: 'Follows participants on the North Side.',
    organizationId: 3,
    resources: ['Participant Search', 'Timesheet Summary'],
  },
] as const;

export const seeder: Seeder = {
  order: 10,
  name: 'security',
  async seed({ db, random }) {
    for (const resource of RESOURCES) {
      await sql`insert into resources (name, description, resource_type, path, create_user)
        values (${resource.name}, ${`${resource.type}: ${resource.name}.`}, ${resource.type}, ${resource.path}, 'system')`.execute(
        db,
      );
    }
    for (const group of GROUPS) {
      const id = (
        await sql<{ id: number }>`insert into groups (name, description, organization_id, create_user)
          values (${group.name}, ${group.description}, ${group.organizationId}, 'system') returning id`.execute(db)
      ).rows[0]?.id;
      if (id === undefined) throw new Error('groups: insert returned no id');
      await sql`insert into group_resources (group_id, resource_id)
        select ${id}, id from resources where name in (${sql.join(group.resources.map((name) => sql`${name}`))})`.execute(
        db,
      );
      // Staff of the group's organization (any staff for the shared group), a few each.
      const staff = (
        await sql<{ id: number }>`select u.id from users u where u.user_type = 'organization'
          ${
            group.organizationId === null
              ? sql``
              : sql`and exists (select 1 from user_organizations uo where uo.user_id = u.id and uo.organization_id = ${group.organizationId})`
          }
          order by u.id`.execute(db)
      ).rows;
      for (const member of staff) {
        if (random.chance(0.4)) {
          await sql`insert into group_users (group_id, user_id) values (${id}, ${member.id})`.execute(db);
        }
      }
    }
  },
};
