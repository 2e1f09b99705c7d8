import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { scopeCondition } from '../../lib/scope.ts';
import type { Db } from './common.ts';

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
  return (
    await sql<Applicant>`select a.id, a.email_address as email, a.first_name as "firstName" from applicants a
      where a.id = ${id} and ${scopeCondition(user, { organization: 'a.organization_id' }) ?? sql`true`}`.execute(db)
  ).rows[0];
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
    ? (
        await sql<{ id: number; text: string }>`select id, text from lookup_options
          where id in (${sql.join(ids)}) order by id`.execute(db)
      ).rows
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

const SELECT = sql`select id, applicant_id as "applicantId", email_address as "emailAddress",
  document_type_ids as "documentTypeIds", message, status, sent_date as "sentDate", due_date as "dueDate",
  create_date as "createDate", create_user as "createUser", last_update_date as "lastUpdateDate",
  last_update_user as "lastUpdateUser" from document_requests`;

async function requestById(db: Db, id: number): Promise<DocumentRequest | undefined> {
  const rows = (await sql<RequestRow>`${SELECT} where id = ${id}`.execute(db)).rows;
  return (await toWire(db, rows))[0];
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Fills the Document Request template (or a plain text) and queues it in the mail outbox. */
async function mailRequest(db: Db, request: DocumentRequest, firstName: string | null) {
  const template = (
    await sql<{ subject: string; body: string }>`select e.subject, e.body from email_templates e
      join lookup_options t on t.id = e.template_type_id
      where t.lookup_name = 'email-template-types' and t.text = 'Document Request' and e.is_active
      order by e.organization_id nulls first, e.id limit 1`.execute(db)
  ).rows[0] ?? {
    subject: 'Documents needed for your application',
    body: 'Hello {{firstName}},\n\nPlease upload: {{documentList}}.\n{{message}}\nDue by {{dueDate}}.',
  };
  const values: Record<string, string> = {
    firstName: firstName ?? 'applicant',
    documentList: request.documentTypes.map((type) => type.text).join(', '),
    message: request.message ?? '',
    dueDate: request.dueDate ? usDate(request.dueDate) : 'as soon as you can',
  };
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
  await sql`insert into mail_outbox (to_address, subject, body)
    values (${request.emailAddress}, ${fill(template.subject)}, ${fill(template.body)})`.execute(db);
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
    const rows = (
      await sql<RequestRow>`${SELECT} where applicant_id = ${query.applicantId}
        order by sent_date desc, id desc`.execute(db)
    ).rows;
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
      await sql<{ n: number }>`select count(*)::int as n from lookup_options
        where lookup_name = 'document-types' and id in (${sql.join(typeIds)})`.execute(db)
    ).rows[0]?.n;
    if (known !== typeIds.length) throw unprocessable({ documentTypeIds: 'Choose documents from the list.' });
    const caller = signedIn(user);
    const inserted = (
      await sql<{ id: number }>`insert into document_requests (applicant_id, email_address, document_type_ids,
          message, due_date, create_user)
        values (${found.id}, ${found.email}, ${typeIds}, ${body.message ?? null}, ${body.dueDate ?? null},
          ${caller.userName}) returning id`.execute(db)
    ).rows[0];
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
    await sql`update document_requests set status = 'Sent', sent_date = now(), last_update_date = now(),
        last_update_user = ${caller.userName}, version = version + 1
      where id = ${before.id}`.execute(db);
    const after = await requestById(db, before.id);
    if (!after) throw notFound('The document request');
    await mailRequest(db, after, found.firstName);
    await writeAudit(db, caller, { entity: 'DocumentRequest', entityId: after.id, action: 'resend', before, after });
    return after;
  },
};
