import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { forbidden, notFound, stale, unprocessable } from '../../http/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { andScope, hasClaim, scopes, withoutNulls, type Db } from './common.ts';
import { assertLookup, LOOKUPS } from './lookups.ts';

type Contact = components['schemas']['Contact'];
type ContactFields = components['schemas']['ContactFields'];
type SourceName = components['schemas']['ContactSourceName'];

export const CONTRACT_CODE_ONLY_WORKSITES = 'A contract code applies only to worksite contacts.';
export const contractCodeUnknown = (code: string) => `Contract code ${code} was not found.`;
export const CONTACT_FROZEN = 'This contact belongs to a closed contract and can no longer be changed.';
export const CONTACT_TYPE_LOCKED = 'The type of this contact cannot be changed.';
export const CONTACT_NOT_COPYABLE = 'This contact cannot be copied.';

/** Where each source kind lives and how it is scoped; schools are shared by everyone (ADR 060). */
const SOURCES: Record<SourceName, { table: string; scope?: (alias: string) => ReturnType<typeof scopes.worksite> }> = {
  worksites: { table: 'worksites', scope: scopes.worksite },
  contractors: { table: 'contractors', scope: scopes.contractor },
  organizations: { table: 'organizations', scope: scopes.organization },
  schools: { table: 'schools' },
};

/** The source record's name, or 404 when it is missing or outside the caller's scope. */
async function sourceItemName(db: Db, user: Principal | null, sourceName: SourceName, sourceId: number) {
  const source = SOURCES[sourceName];
  const row = (
    await sql<{ name: string }>`select r.name from ${sql.table(source.table)} r where r.id = ${sourceId}
      ${source.scope ? andScope(user, source.scope('r')) : sql``}`.execute(db)
  ).rows[0];
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

const contactSelect = sql`select k.id as "contactId", k.source_name as "sourceName", k.source_id as "sourceId",
    k.contact_type_luid as "contactTypeLuid", t.text as "contactTypeName", k.salutation, k.first_name as "firstName",
    k.last_name as "lastName", k.middle_initial as "middleInitial", k.main_phone as "mainPhone",
    k.cell_phone as "cellPhone", k.main_email as "mainEmail", k.criminal_background_flag as "criminalBackgroundFlag",
    k.child_abuse_background_flag as "childAbuseBackgroundFlag", k.fbi_uid as "fbiUid",
    k.disclosure_statement as "disclosureStatement", k.description, k.contract_code as "contractCode",
    coalesce(c.status = 'Closed', false) as "contractClosed", k.create_date as "createDate",
    k.create_user as "createUser", k.last_update_date as "lastUpdateDate", k.last_update_user as "lastUpdateUser",
    k.version
  from contacts k left join lookup_options t on t.id = k.contact_type_luid
    left join contracts c on lower(c.contract_code) = lower(k.contract_code)`;

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

async function contactRow(db: Db, contactId: number) {
  return (await sql<ContactRow>`${contactSelect} where k.id = ${contactId}`.execute(db)).rows[0];
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
  const usable =
    user?.userType === 'contractor' && user.contractorId !== null
      ? sql`and c.organization_id = (select organization_id from contractors where id = ${user.contractorId})`
      : andScope(user, scopes.contract('c'));
  const found = (
    await sql<{
      id: number;
    }>`select c.id from contracts c where lower(c.contract_code) = lower(${code}) ${usable}`.execute(db)
  ).rows[0];
  if (!found) throw unprocessable({ contractCode: contractCodeUnknown(code) });
}

function columnsOf(fields: ContactFields) {
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
  const all: Record<string, unknown> = {
    source_name: sourceName,
    source_id: sourceId,
    ...values,
    create_user: userName,
  };
  const names = Object.keys(all);
  const inserted = (
    await sql<{ id: number }>`insert into contacts (${sql.join(names.map((n) => sql.ref(n)))})
      values (${sql.join(names.map((n) => sql`${all[n]}`))}) returning id`.execute(db)
  ).rows[0];
  if (!inserted) throw new Error('the contact was not inserted');
  return inserted.id;
}

export const handlers: Handlers = {
  async contactsList({ db, user, params }) {
    const { sourceName, sourceId } = params;
    const itemName = await sourceItemName(db, user, sourceName, sourceId);
    const rows = (
      await sql<ContactRow>`${contactSelect} where k.source_name = ${sourceName}
        and k.source_id = ${sourceId} order by lower(k.last_name), lower(k.first_name), k.id`.execute(db)
    ).rows;
    return rows.map((row) => toContact(user, row, itemName));
  },

  async contactsCreate({ db, user, params, body }) {
    const caller = signedIn(user);
    const { sourceName, sourceId } = params;
    const itemName = await sourceItemName(db, user, sourceName, sourceId);
    await checkFields(db, user, sourceName, body);
    const id = await insertContact(db, caller.userName, sourceName, sourceId, columnsOf(body));
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
    const values = columnsOf(body);
    const updated = await sql`update contacts set ${sql.join(
      Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
    )}, last_update_date = now(), last_update_user = ${caller.userName}, version = version + 1
      where id = ${body.contactId} and version = ${body.version}`.execute(db);
    if (Number(updated.numAffectedRows ?? 0) === 0) throw stale();
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
    const deleted = await sql`delete from contacts where id = ${body.contactId} and version = ${body.version}`.execute(
      db,
    );
    if (Number(deleted.numAffectedRows ?? 0) === 0) throw stale();
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
    } as ContactFields);
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
