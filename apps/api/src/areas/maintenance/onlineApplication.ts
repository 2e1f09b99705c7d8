import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { touchedBy } from '../../lib/versions.ts';
import type { Json } from '../../core/database.generated.ts';
import { signedIn, type Handlers } from '../../http/context.ts';
import { notFound, stale, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
import { assertMinMax, assertStartBeforeEnd, type Db } from './common.ts';
import type { Principal } from '../../http/context.ts';

type OnlineAppPage = components['schemas']['OnlineAppPage'];
type OnlineAppField = components['schemas']['OnlineAppField'];
type OnlineAppPageSetup = components['schemas']['OnlineAppPageSetup'];
type OnlineAppEnvironment = components['schemas']['OnlineAppEnvironment'];

const field = (
  name: string,
  label: string,
  fieldType: OnlineAppField['fieldType'],
  displayOrder: number,
  options: Partial<OnlineAppField> = {},
): OnlineAppField => ({
  name,
  label,
  fieldType,
  isVisible: true,
  isRequired: true,
  displayOrder,
  helpText: null,
  lookupName: null,
  ...options,
});

/** The pages a new enrollment program's online application starts with. */
export function defaultPages(): OnlineAppPage[] {
  return [
    {
      pageKind: 'Standard',
      title: 'About You',
      displayOrder: 1,
      isEnabled: true,
      verificationName: null,
      instructions: 'Tell us who you are. Use your legal name as it appears on your documents.',
      fields: [
        field('firstName', 'First Name', 'text', 1),
        field('lastName', 'Last Name', 'text', 2),
        field('birthDate', 'Date of Birth', 'date', 3),
        field('genderId', 'Gender', 'buttons', 4, { lookupName: 'genders' }),
        field('emailAddress', 'Email', 'text', 5),
      ],
    },
    {
      pageKind: 'Standard',
      title: 'School and Interests',
      displayOrder: 2,
      isEnabled: true,
      verificationName: null,
      instructions: null,
      fields: [
        field('gradeLevelId', 'Grade Level', 'buttons', 1, { lookupName: 'grade-levels' }),
        field('schoolId', 'School', 'number', 2),
        field('interestIds', 'Career Interests', 'buttons', 3, { lookupName: 'student-interests', isRequired: false }),
      ],
    },
    {
      pageKind: 'IncomeProved',
      title: 'Household Income',
      displayOrder: 3,
      isEnabled: true,
      verificationName: 'Income',
      instructions: 'Family size and yearly income decide eligibility for WIOA-funded programs.',
      fields: [
        field('familySize', 'Family Size', 'number', 1),
        field('familyIncome', 'Yearly Family Income', 'number', 2),
      ],
    },
    {
      pageKind: 'WorkPermit',
      title: 'Work Permit',
      displayOrder: 4,
      isEnabled: true,
      verificationName: 'Work Permit',
      instructions: 'Applicants under 18 upload a work permit signed by their school.',
      fields: [],
    },
    {
      pageKind: 'MediaUsage',
      title: 'Media Release',
      displayOrder: 5,
      isEnabled: true,
      verificationName: 'Media Usage',
      instructions: null,
      fields: [field('mediaUsageId', 'Media Usage Consent', 'buttons', 1, { lookupName: 'media-usages' })],
    },
    {
      pageKind: 'signature page',
      title: 'Signature',
      displayOrder: 6,
      isEnabled: true,
      verificationName: 'Signature Page',
      instructions: 'Sign to confirm that everything you entered is true.',
      fields: [field('signature', 'Signature', 'text', 1)],
    },
    {
      pageKind: 'Summary',
      title: 'Review and Submit',
      displayOrder: 7,
      isEnabled: true,
      verificationName: null,
      instructions: null,
      fields: [],
    },
  ];
}

const scoped = (user: Principal | null) =>
  asCondition(scopeCondition(user, { organization: 'ep.organization_id' }) ?? sql`true`);

async function pageSetup(db: Db, user: Principal | null, enrollmentProgramId: number): Promise<OnlineAppPageSetup> {
  const row = await db
    .selectFrom('enrollment_programs as ep')
    .innerJoin('online_app_page_setups as s', 's.enrollment_program_id', 'ep.id')
    .select((eb) => [
      'ep.id as enrollmentProgramId',
      'ep.name as enrollmentProgramName',
      // The pages were written from the contract's OnlineAppPage list.
      eb.ref('s.pages').$castTo<OnlineAppPage[]>().as('pages'),
      's.create_date as createDate',
      's.create_user as createUser',
      eb.fn.coalesce('s.last_update_date', 's.create_date').as('lastUpdateDate'),
      eb.fn.coalesce('s.last_update_user', 's.create_user').as('lastUpdateUser'),
      's.version',
    ])
    .where('ep.id', '=', enrollmentProgramId)
    .where(scoped(user))
    .executeTakeFirst();
  if (!row) throw notFound('The online application of the enrollment program');
  return { ...row, pages: [...row.pages].sort((a, b) => a.displayOrder - b.displayOrder) };
}

/** Page and field orders are unique within their list, and field names within a page. */
function checkPages(pages: readonly OnlineAppPage[]) {
  const orders = new Set<number>();
  for (const [index, page] of pages.entries()) {
    if (orders.has(page.displayOrder)) {
      throw unprocessable({ [`pages/${String(index)}/displayOrder`]: 'Two pages cannot share a display order.' });
    }
    orders.add(page.displayOrder);
    const names = new Set<string>();
    for (const [fieldIndex, item] of page.fields.entries()) {
      if (names.has(item.name)) {
        throw unprocessable({
          [`pages/${String(index)}/fields/${String(fieldIndex)}/name`]: `The page already has a field ${item.name}.`,
        });
      }
      names.add(item.name);
    }
  }
}

async function environment(db: Db): Promise<OnlineAppEnvironment> {
  const row = await db
    .selectFrom('online_app_environment')
    .select((eb) => [
      'id',
      'is_application_open as isApplicationOpen',
      'application_open_date as applicationOpenDate',
      'application_close_date as applicationCloseDate',
      'min_age as minAge',
      'max_age as maxAge',
      'closed_message as closedMessage',
      'support_email as supportEmail',
      'support_phone as supportPhone',
      'max_upload_size_mb as maxUploadSizeMb',
      'allowed_upload_extensions as allowedUploadExtensions',
      'time_zone as timeZone',
      'create_date as createDate',
      'create_user as createUser',
      eb.fn.coalesce('last_update_date', 'create_date').as('lastUpdateDate'),
      eb.fn.coalesce('last_update_user', 'create_user').as('lastUpdateUser'),
      'version',
    ])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound('The online application configuration');
  return row;
}

export const onlineApplicationHandlers: Handlers = {
  async onlineApplicationListPageSetups({ db, user }) {
    return db
      .selectFrom('enrollment_programs as ep')
      .innerJoin('organizations as o', 'o.id', 'ep.organization_id')
      .innerJoin('online_app_page_setups as s', 's.enrollment_program_id', 'ep.id')
      .select((eb) => [
        'ep.id as enrollmentProgramId',
        'ep.name as enrollmentProgramName',
        'ep.organization_id as organizationId',
        'o.name as organizationName',
        sql<number>`jsonb_array_length(s.pages)::int`.as('pageCount'),
        sql<number>`(select count(*)::int from jsonb_array_elements(s.pages) page
          where (page ->> 'isEnabled')::boolean)`.as('enabledPageCount'),
        eb.fn.coalesce('s.last_update_date', 's.create_date').as('lastUpdateDate'),
        eb.fn.coalesce('s.last_update_user', 's.create_user').as('lastUpdateUser'),
        's.version',
      ])
      .where(scoped(user))
      .orderBy('ep.start_date', 'desc')
      .orderBy((eb) => eb.fn('lower', ['ep.name']))
      .orderBy('ep.id')
      .execute();
  },

  async onlineApplicationGetPageSetup({ db, user, params }) {
    return pageSetup(db, user, params.enrollmentProgramId);
  },

  async onlineApplicationSavePageSetup({ db, user, params, body }) {
    const caller = signedIn(user);
    const before = await pageSetup(db, user, params.enrollmentProgramId);
    checkPages(body.pages);
    const pages = [...body.pages].sort((a, b) => a.displayOrder - b.displayOrder);
    const saved = await db
      .updateTable('online_app_page_setups')
      .set({
        // Sent as text and cast, so both engines store the array rather than a JSON string.
        pages: sql<Json>`${JSON.stringify(pages)}::jsonb`,
        ...touchedBy(caller.userName),
      })
      .where('enrollment_program_id', '=', params.enrollmentProgramId)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (Number(saved.numUpdatedRows) === 0) throw stale();
    const after = await pageSetup(db, user, params.enrollmentProgramId);
    await writeAudit(db, caller, {
      entity: 'OnlineAppPageSetup',
      entityId: params.enrollmentProgramId,
      action: 'update',
      before,
      after,
    });
    return after;
  },

  async onlineApplicationGetEnvironmentConfiguration({ db }) {
    return environment(db);
  },

  async onlineApplicationSaveEnvironmentConfiguration({ db, user, body }) {
    const caller = signedIn(user);
    assertStartBeforeEnd(body.applicationOpenDate, body.applicationCloseDate, 'applicationOpenDate');
    assertMinMax(body.minAge, body.maxAge, 'minAge');
    if (!Intl.supportedValuesOf('timeZone').includes(body.timeZone)) {
      throw unprocessable({ timeZone: 'Choose a time zone from the list.' });
    }
    const before = await environment(db);
    const saved = await db
      .updateTable('online_app_environment')
      .set({
        is_application_open: body.isApplicationOpen,
        application_open_date: body.applicationOpenDate,
        application_close_date: body.applicationCloseDate,
        min_age: body.minAge,
        max_age: body.maxAge,
        closed_message: body.closedMessage ?? null,
        support_email: body.supportEmail,
        support_phone: body.supportPhone,
        max_upload_size_mb: body.maxUploadSizeMb,
        allowed_upload_extensions: body.allowedUploadExtensions,
        time_zone: body.timeZone,
        ...touchedBy(caller.userName),
      })
      .where('id', '=', 1)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (Number(saved.numUpdatedRows) === 0) throw stale();
    const after = await environment(db);
    await writeAudit(db, caller, { entity: 'OnlineAppEnvironment', entityId: 1, action: 'update', before, after });
    return after;
  },
};
