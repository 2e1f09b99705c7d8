import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';

export type Note = components['schemas']['Note'];
export type NoteType = components['schemas']['NoteType'];
export type NoteList = ResponseBody<'/notes/{type}/{sourceId}', 'get'>;
export type NoteSaveRequest = RequestBody<'/notes/{type}/{sourceId}', 'post'>;

/** Notes on a job or a student (spec section 7). */
export const notesApi = (http: KyInstance) => ({
  list: (type: NoteType, sourceId: number) => http.get(`notes/${type}/${sourceId}`).json<NoteList>(),
  /** Creates the note when `id` is absent, otherwise updates it (with the `version` it read). */
  save: (type: NoteType, sourceId: number, body: NoteSaveRequest) =>
    http.post(`notes/${type}/${sourceId}`, { json: body }).json<ResponseBody<'/notes/{type}/{sourceId}', 'post'>>(),
  /** Sends the `version` it read; a stale one is refused with 409. */
  remove: async (noteId: number, version: number) => {
    await http.delete(`notes/${noteId}`, { searchParams: { version } });
  },
});
