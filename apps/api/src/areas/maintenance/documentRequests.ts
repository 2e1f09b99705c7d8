import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { touchedBy } from '../../lib/versions.ts';
import { intArray } from '../../db/arrays.ts';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
import type { Db } from './common.ts';
import { ownEntry } from '../../lib/allowList.ts';

type DocumentRequest = components['schemas']['DocumentRequest'];

/** The contract's x-claims (the router checks it too); kept so a direct call is refused the same way. */
const SEND_CLAIM = 'AUTOMATE_DOCUMENTS_REQUEST';

/**
 * The serverless host that sends document requests in production (ADR 063). The server holds its
 * key; the browser never sees it. Without a host, the server does the work itself.
 */
export function functionHost(env: NodeJS.ProcessEnv = process.env): { url: string; key: string } | undefined {
  const url = env.PATHWAY_FUNCTION_HOST;
  if (!url) return undefined;
  return { url: url.replace(/\/+$/, ''), key: env.PATHWAY_FUNCTION_KEY ?? '' };
}

async function forward(method: string, path: string, body?: unknown): Promise<unknown> {
  const host = functionHost();
  if (!host) throw new Error('No function host is configured.');
  const response = await fetch(`${host.url}/api${path}`, {
    method,
    headers: { 'x-functions-key': host.key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payload: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && 'message' in payload ? String(payload.message) : response.statusText;
    throw new HttpError(response.status >= 500 ? 502 : response.status, message);
  }
  return payload;
}

interface Applicant {
  id: number;
  email: string | null;
  firstName: string | null;
}

/** The applicant (the enrollment area's table) the caller may see, with the address requests go to. */
async function applicant(db: Db, user: Principal | null, id: number): Promise<Applicant | undefined> {
  const scope = scopeCondition(user, { organization: 'a.organization_id' });
  return db
    .selectFrom('applicants as a')
    .select(['a.id', 'a.email_address as email', 'a.first_name as firstName'])
    .where('a.id', '=', id)
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .executeTakeFirst();
}

interface RequestRow {
  id: number;
  applicantId: number;
  emailAddress: string;
  documentTypeIds: number[];
  message: string | null;
  status: DocumentRequest['status'];
  sentDate: string;
  dueDate: string | null;
  createDate: string;
  createUser: string;
  lastUpdateDate: string | null;
  lastUpdateUser: string | null;
}

async function toWire(db: Db, rows: readonly RequestRow[]): Promise<DocumentRequest[]> {
  const ids = [...new Set(rows.flatMap((row) => row.documentTypeIds))];
  const types = ids.length
    ? await db
        .selectFrom('lookup_options')
        .select(['id', 'text'])
        .where((eb) => eb('id', '=', eb.fn.any(intArray(ids))))
        .orderBy('id')
        .execute()
    : [];
  const byId = new Map(types.map((type) => [type.id, type]));
  return rows.map(({ documentTypeIds, message, dueDate, lastUpdateDate, lastUpdateUser, ...row }) => ({
    ...row,
    documentTypes: documentTypeIds.flatMap((id) => {
      const type = byId.get(id);
      return type ? [type] : [];
    }),
    ...(message === null ? {} : { message }),
    ...(dueDate === null ? {} : { dueDate }),
    ...(lastUpdateDate === null ? {} : { lastUpdateDate }),
    ...(lastUpdateUser === null ? {} : { lastUpdateUser }),
  }));
}

/** The read model's columns, under the wire's names. */
const requests = (db: Db) =>
  db
    .selectFrom('document_requests')
    .select([
      'id',
      'applicant_id as applicantId',
      'email_address as emailAddress',
      'document_type_ids as documentTypeIds',
      'message',
      sql<RequestRow['status']>`status`.as('status'),
      'sent_date as sentDate',
      'due_date as dueDate',
      'create_date as createDate',
      'create_user as createUser',
      'last_update_date as lastUpdateDate',
      'last_update_user as lastUpdateUser',
    ]);

async function requestById(db: Db, id: number): Promise<DocumentRequest | undefined> {
  return (await toWire(db, await requests(db).where('id', '=', id).execute()))[0];
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Fills the Document Request template (or a plain text) and queues it in the mail outbox. */
async function mailRequest(db: Db, request: DocumentRequest, firstName: string | null) {
  const template = (await db
    .selectFrom('email_templates as e')
    .innerJoin('lookup_options as t', 't.id', 'e.template_type_id')
    .select(['e.subject', 'e.body'])
    .where('t.lookup_name', '=', 'email-template-types')
    .where('t.text', '=', 'Document Request')
    .where('e.is_active', '=', true)
    .orderBy(sql`e.organization_id nulls first`)
    .orderBy('e.id')
    .limit(1)
    .executeTakeFirst()) ?? {
    subject: 'Documents needed for your application',
    body: 'Hello {{firstName}},\n\nPlease upload: {{documentList}}.\n{{message}}\nDue by {{dueDate}}.',
  };
  const values: Record<string, string> = {
    firstName: firstName ?? 'applicant',
    documentList: request.documentTypes.map((type) => type.text).join(', '),
    message: request.message ?? '',
    dueDate: request.dueDate ? usDate(request.dueDate) : 'as soon as you can',
  };
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => ownEntry(values, name) ?? match);
  await db
    .insertInto('mail_outbox')
    .values({ to_address: request.emailAddress, subject: fill(template.subject), body: fill(template.body) })
    .execute();
}

function assertMaySend(user: Principal | null) {
  if (!signedIn(user).claims.has(SEND_CLAIM)) {
    throw forbidden(`You do not have rights to do this (it needs ${SEND_CLAIM}).`);
  }
}

export const documentRequestHandlers: Handlers = {
  async documentRequestsList({ db, user, query }) {
    if (functionHost())
      return (await forward('GET', `/document-requests?applicantId=${String(query.applicantId)}`)) as DocumentRequest[];
    if (!(await applicant(db, user, query.applicantId))) throw notFound('The applicant');
    const rows = await requests(db)
      .where('applicant_id', '=', query.applicantId)
      .orderBy('sent_date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return toWire(db, rows);
  },

  async documentRequestsCreate({ db, user, body }) {
    assertMaySend(user);
    if (functionHost()) return (await forward('POST', '/document-requests', body)) as DocumentRequest;
    const found = await applicant(db, user, body.applicantId);
    if (!found) throw unprocessable({ applicantId: 'The applicant was not found.' });
    if (!found.email)
      throw unprocessable({ applicantId: 'The applicant has no email address to send the request to.' });
    const typeIds = [...new Set(body.documentTypeIds)];
    if (typeIds.length === 0) throw unprocessable({ documentTypeIds: 'Choose at least one document.' });
    const known = (
      await db
        .selectFrom('lookup_options')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('lookup_name', '=', 'document-types')
        .where((eb) => eb('id', '=', eb.fn.any(intArray(typeIds))))
        .executeTakeFirst()
    )?.n;
    if (known !== typeIds.length) throw unprocessable({ documentTypeIds: 'Choose documents from the list.' });
    const caller = signedIn(user);
    const inserted = await db
      .insertInto('document_requests')
      .values({
        applicant_id: found.id,
        email_address: found.email,
        document_type_ids: typeIds,
        message: body.message ?? null,
        due_date: body.dueDate ?? null,
        create_user: caller.userName,
      })
      .returning('id')
      .executeTakeFirst();
    const created = inserted ? await requestById(db, inserted.id) : undefined;
    if (!created) throw new Error('document_requests: insert returned no row');
    await mailRequest(db, created, found.firstName);
    await writeAudit(db, caller, { entity: 'DocumentRequest', entityId: created.id, action: 'create', after: created });
    return created;
  },

  async documentRequestsResend({ db, user, params }) {
    assertMaySend(user);
    if (functionHost()) {
      return (await forward(
        'POST',
        `/document-requests/${String(params.documentRequestId)}/resend`,
      )) as DocumentRequest;
    }
    const before = await requestById(db, params.documentRequestId);
    const found = before ? await applicant(db, user, before.applicantId) : undefined;
    if (!before || !found) throw notFound('The document request');
    if (before.status === 'Completed' || before.status === 'Cancelled') {
      throw conflict(`This document request is ${before.status}; only an open request can be sent again.`);
    }
    const caller = signedIn(user);
    await db
      .updateTable('document_requests')
      .set({
        status: 'Sent',
        sent_date: sql<string>`now()`,
        ...touchedBy(caller.userName),
      })
      .where('id', '=', before.id)
      .execute();
    const after = await requestById(db, before.id);
    if (!after) throw notFound('The document request');
    await mailRequest(db, after, found.firstName);
    await writeAudit(db, caller, { entity: 'DocumentRequest', entityId: after.id, action: 'resend', before, after });
    return after;
  },
};
