import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';

export type Contact = components['schemas']['Contact'];
export type ContactSourceName = components['schemas']['ContactSourceName'];
export type ContactList = ResponseBody<'/contacts/{sourceName}/{sourceId}', 'get'>;
export type ContactCreateRequest = RequestBody<'/contacts/{sourceName}-create/{sourceId}', 'post'>;
export type ContactUpdateRequest = RequestBody<'/contacts/{sourceName}-update/{sourceId}', 'post'>;

/** Contacts of a source record: a worksite, contractor, organization or school (spec section 7). */
export const contactsApi = (http: KyInstance) => ({
  list: (sourceName: ContactSourceName, sourceId: number) =>
    http.get(`contacts/${sourceName}/${sourceId}`).json<ContactList>(),
  /** The source name is part of the path segment: `contacts/worksites-create/208`. */
  create: (sourceName: ContactSourceName, sourceId: number, body: ContactCreateRequest) =>
    http
      .post(`contacts/${sourceName}-create/${sourceId}`, { json: body })
      .json<ResponseBody<'/contacts/{sourceName}-create/{sourceId}', 'post'>>(),
  /** Sends back the `version` it read; a stale one is refused with 409. */
  update: (sourceName: ContactSourceName, sourceId: number, body: ContactUpdateRequest) =>
    http
      .post(`contacts/${sourceName}-update/${sourceId}`, { json: body })
      .json<ResponseBody<'/contacts/{sourceName}-update/{sourceId}', 'post'>>(),
  /** Sends the `version` it read; a stale one is refused with 409. */
  remove: async (contactId: number, version: number) => {
    await http.post('contacts/delete-contact', {
      json: { contactId, version } satisfies RequestBody<'/contacts/delete-contact', 'post'>,
    });
  },
  copy: (contactId: number) =>
    http
      .post('contacts/copy', { json: { contactId } satisfies RequestBody<'/contacts/copy', 'post'> })
      .json<ResponseBody<'/contacts/copy', 'post'>>(),
});
