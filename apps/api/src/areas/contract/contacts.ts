import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { touchedBy } from '../../lib/versions.ts';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { forbidden, notFound, stale, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
import { hasClaim, scopes, withoutNulls, type Db } from './common.ts';
import { assertLookup, LOOKUPS } from './lookups.ts';

type Contact = components['schemas']['Contact'];
type ContactFields = components['schemas']['ContactFields'];
/**
 * The fields a saved contact always has: the create and update requests require them, which the
 * generated types do not carry through the requests' allOf (Ajv checks them before a handler runs).
 */
type SavedFields = ContactFields & Required<Pick<ContactFields, 'contactTypeLuid' | 'firstName' | 'lastName'>>;
type SourceName = components['schemas']['ContactSourceName'];

export const CONTRACT_CODE_ONLY_WORKSITES = 'A contract code applies only to worksite contacts.';
export const contractCodeUnknown = (code: string) => `Contract code ${code} was not found.`;
export const CONTACT_FROZEN = 'This contact belongs to a closed contract and can no longer be changed.';
export const CONTACT_TYPE_LOCKED = 'The type of this contact cannot be changed.';
export const CONTACT_NOT_COPYABLE = 'This contact cannot be copied.';

/** Where each source kind lives and how it is scoped; schools are shared by everyone (ADR 060). */
const SOURCES: Record<
  SourceName,
  {
    table: 'worksites' | 'contractors' | 'organizations' | 'schools';
    scope?: (alias: string) => ReturnType<typeof scopes.worksite>;
  }
> = {
  worksites: { table: 'worksites', scope: scopes.worksite },
  contractors: { table: 'contractors', scope: scopes.contractor },
  organizations: { table: 'organizations', scope: scopes.organization },
  schools: { table: 'schools' },
};

/** The source record's name, or 404 when it is missing or outside the caller's scope. */
async function sourceItemName(db: Db, user: Principal | null, sourceName: SourceName, sourceId: number) {
  const source = SOURCES[sourceName];
  const scope = source.scope ? scopeCondition(user, source.scope('r')) : undefined;
  // Every source table has an id and a name; the scope condition names its own columns.
  const row = await db
    .selectFrom(`${source.table as 'worksites'} as r`)
    .select('r.name')
    .where('r.id', '=', sourceId)
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .executeTakeFirst();
  if (!row) throw notFound('The contact’s record');
  return row.name;
}

interface ContactRow {
  contactId: number;
  sourceName: SourceName;
  sourceId: number;
  contactTypeLuid: number;
  contactTypeName: string | null;
  salutation: string | null;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  mainPhone: string | null;
  cellPhone: string | null;
  mainEmail: string | null;
  criminalBackgroundFlag: boolean;
  childAbuseBackgroundFlag: boolean;
  fbiUid: number | null;
  disclosureStatement: boolean;
  description: string | null;
  contractCode: string | null;
  contractClosed: boolean;
  createDate: string;
  createUser: string;
  lastUpdateDate: string | null;
  lastUpdateUser: string | null;
  version: number;
}

/** A contact as the wire reads it, with its type's text and whether its contract is closed. */
const contactSelect = (db: Db) =>
  db
    .selectFrom('contacts as k')
    .leftJoin('lookup_options as t', 't.id', 'k.contact_type_luid')
    .leftJoin('contracts as c', (join) =>
      join.on((eb) => eb(eb.fn('lower', ['c.contract_code']), '=', eb.fn('lower', ['k.contract_code']))),
    )
    .select([
      'k.id as contactId',
      sql<SourceName>`k.source_name`.as('sourceName'),
      'k.source_id as sourceId',
      'k.contact_type_luid as contactTypeLuid',
      't.text as contactTypeName',
      'k.salutation',
      'k.first_name as firstName',
      'k.last_name as lastName',
      'k.middle_initial as middleInitial',
      'k.main_phone as mainPhone',
      'k.cell_phone as cellPhone',
      'k.main_email as mainEmail',
      'k.criminal_background_flag as criminalBackgroundFlag',
      'k.child_abuse_background_flag as childAbuseBackgroundFlag',
      'k.fbi_uid as fbiUid',
      'k.disclosure_statement as disclosureStatement',
      'k.description',
      'k.contract_code as contractCode',
      sql<boolean>`coalesce(c.status = 'Closed', false)`.as('contractClosed'),
      'k.create_date as createDate',
      'k.create_user as createUser',
      'k.last_update_date as lastUpdateDate',
      'k.last_update_user as lastUpdateUser',
      'k.version',
    ]);

/**
 * What the caller may do with a contact (ADR 064): MAINTAIN_WORKSITE_CONTACTS edits, removes and
 * copies; a contact bound to a closed contract is history and stays as it is; the type of a contact
 * bound to a contract code is fixed, because the code belongs to that type.
 */
export function contactRights(user: Principal | null, row: Pick<ContactRow, 'contractCode' | 'contractClosed'>) {
  const maintains = hasClaim(user, 'MAINTAIN_WORKSITE_CONTACTS');
  const isDataEditable = maintains && !row.contractClosed;
  return { isDataEditable, isTypeEditable: isDataEditable && row.contractCode === null, canCopy: maintains };
}

const cleared = (flag: boolean) => (flag ? 'Cleared' : 'Not Cleared');

function toContact(user: Principal | null, row: ContactRow, itemName: string): Contact {
  // contractClosed is the server's own input to the rights below, not a wire field.
  const fields: Partial<ContactRow> = { ...row };
  delete fields.contractClosed;
  return withoutNulls({
    ...fields,
    criminalBackgroundName: cleared(row.criminalBackgroundFlag),
    childAbuseBackgroundName: cleared(row.childAbuseBackgroundFlag),
    sourceItemName: itemName,
    ...contactRights(user, row),
  }) as Contact;
}

async function contactRow(db: Db, contactId: number): Promise<ContactRow | undefined> {
  return contactSelect(db).where('k.id', '=', contactId).executeTakeFirst();
}

/** A contact the caller may see: its source record is in their scope. */
async function visibleContact(db: Db, user: Principal | null, contactId: number) {
  const row = await contactRow(db, contactId);
  if (!row) throw notFound('The contact');
  const itemName = await sourceItemName(db, user, row.sourceName, row.sourceId).catch(() => {
    throw notFound('The contact');
  });
  return { row, itemName };
}

/**
 * The contact form's rules (spec section 5; the lengths are the contract's): the lookups exist, and
 * a contract code only on the worksites contact kind (spec section 3: "contractCode applies only to
 * the worksites contact type", the `worksites` source of the path), naming a contract the caller
 * can use.
 */
async function checkFields(db: Db, user: Principal | null, sourceName: SourceName, fields: ContactFields) {
  if (fields.contactTypeLuid !== undefined) {
    await assertLookup(db, LOOKUPS.contactTypes, 'contactTypeLuid', fields.contactTypeLuid);
  }
  if (fields.fbiUid !== undefined) await assertLookup(db, LOOKUPS.fbis, 'fbiUid', fields.fbiUid);
  const code = fields.contractCode?.trim();
  if (!code) return;
  if (sourceName !== 'worksites') throw unprocessable({ contractCode: CONTRACT_CODE_ONLY_WORKSITES });
  // A contractor user may name a contract of their contractor's organization; others, one in scope.
  const contractorId = user?.userType === 'contractor' ? user.contractorId : null;
  const scope = contractorId === null ? scopeCondition(user, scopes.contract('c')) : undefined;
  const found = await db
    .selectFrom('contracts as c')
    .select('c.id')
    .where((eb) => eb(eb.fn('lower', ['c.contract_code']), '=', code.toLowerCase()))
    .$if(contractorId !== null, (query) =>
      query.where('c.organization_id', '=', (eb) =>
        eb
          .selectFrom('contractors')
          .select('organization_id')
          .where('id', '=', contractorId ?? 0),
      ),
    )
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .executeTakeFirst();
  if (!found) throw unprocessable({ contractCode: contractCodeUnknown(code) });
}

function columnsOf(fields: SavedFields) {
  return {
    contact_type_luid: fields.contactTypeLuid,
    salutation: fields.salutation ?? null,
    first_name: fields.firstName,
    last_name: fields.lastName,
    middle_initial: fields.middleInitial ?? null,
    main_phone: fields.mainPhone ?? null,
    cell_phone: fields.cellPhone ?? null,
    main_email: fields.mainEmail ?? null,
    criminal_background_flag: fields.criminalBackgroundFlag ?? false,
    child_abuse_background_flag: fields.childAbuseBackgroundFlag ?? false,
    fbi_uid: fields.fbiUid ?? null,
    disclosure_statement: fields.disclosureStatement ?? false,
    description: fields.description ?? null,
    contract_code: fields.contractCode?.trim() ? fields.contractCode.trim() : null,
  };
}

async function insertContact(
  db: Db,
  userName: string,
  sourceName: SourceName,
  sourceId: number,
  values: ReturnType<typeof columnsOf>,
) {
  const inserted = await db
    .insertInto('contacts')
    .values({ source_name: sourceName, source_id: sourceId, ...values, create_user: userName })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export const handlers: Handlers = {
  async contactsList({ db, user, params }) {
    const { sourceName, sourceId } = params;
    const itemName = await sourceItemName(db, user, sourceName, sourceId);
    const rows = await contactSelect(db)
      .where('k.source_name', '=', sourceName)
      .where('k.source_id', '=', sourceId)
      .orderBy((eb) => eb.fn('lower', ['k.last_name']))
      .orderBy((eb) => eb.fn('lower', ['k.first_name']))
      .orderBy('k.id')
      .execute();
    return rows.map((row) => toContact(user, row, itemName));
  },

  async contactsCreate({ db, user, params, body }) {
    const caller = signedIn(user);
    const { sourceName, sourceId } = params;
    const itemName = await sourceItemName(db, user, sourceName, sourceId);
    await checkFields(db, user, sourceName, body);
    const id = await insertContact(db, caller.userName, sourceName, sourceId, columnsOf(body as SavedFields));
    const row = await contactRow(db, id);
    if (!row) throw new Error('the new contact is not there');
    const created = toContact(user, row, itemName);
    await writeAudit(db, caller, { entity: 'Contact', entityId: id, action: 'create', after: created });
    return created;
  },

  async contactsUpdate({ db, user, params, body }) {
    const caller = signedIn(user);
    const { sourceName, sourceId } = params;
    const itemName = await sourceItemName(db, user, sourceName, sourceId);
    const before = await contactRow(db, body.contactId);
    if (before?.sourceName !== sourceName || before.sourceId !== sourceId) {
      throw notFound('The contact');
    }
    if (before.version !== body.version) throw stale();
    const rights = contactRights(user, before);
    if (!rights.isDataEditable) throw forbidden(CONTACT_FROZEN);
    if (!rights.isTypeEditable && body.contactTypeLuid !== before.contactTypeLuid) throw forbidden(CONTACT_TYPE_LOCKED);
    await checkFields(db, user, sourceName, body);
    const values = columnsOf(body as SavedFields);
    const updated = await db
      .updateTable('contacts')
      .set({
        ...values,
        ...touchedBy(caller.userName),
      })
      .where('id', '=', body.contactId)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw stale();
    const row = await contactRow(db, body.contactId);
    if (!row) throw new Error('the updated contact is not there');
    const after = toContact(user, row, itemName);
    await writeAudit(db, caller, {
      entity: 'Contact',
      entityId: body.contactId,
      action: 'update',
      before: toContact(user, before, itemName),
      after,
    });
    return after;
  },

  async contactsDelete({ db, user, body }) {
    const { row, itemName } = await visibleContact(db, user, body.contactId);
    if (!contactRights(user, row).isDataEditable) throw forbidden(CONTACT_FROZEN);
    const deleted = await db
      .deleteFrom('contacts')
      .where('id', '=', body.contactId)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw stale();
    await writeAudit(db, signedIn(user), {
      entity: 'Contact',
      entityId: body.contactId,
      action: 'delete',
      before: toContact(user, row, itemName),
    });
  },

  async contactsCopy({ db, user, body }) {
    const caller = signedIn(user);
    const { row, itemName } = await visibleContact(db, user, body.contactId);
    if (!contactRights(user, row).canCopy) throw forbidden(CONTACT_NOT_COPYABLE);
    const values = columnsOf({
      ...withoutNulls(row),
      // A code of a closed contract stays with the original; the copy is a fresh, editable contact.
      contractCode: row.contractClosed ? undefined : (row.contractCode ?? undefined),
    } as SavedFields);
    const id = await insertContact(db, caller.userName, row.sourceName, row.sourceId, values);
    const copied = await contactRow(db, id);
    if (!copied) throw new Error('the copied contact is not there');
    const copy = toContact(user, copied, itemName);
    await writeAudit(db, caller, {
      entity: 'Contact',
      entityId: id,
      action: 'copy',
      before: { copiedFrom: body.contactId },
      after: copy,
    });
    return copy;
  },
};
