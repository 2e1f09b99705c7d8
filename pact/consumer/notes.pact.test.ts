import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  eachLike,
  failureOf,
  fromProviderState,
  integer,
  pathwayPact,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';

const pact = pathwayPact();
const text = 'Called guardian to confirm the first day; transport arranged with the worksite.';

describe('notes', () => {
  it('lists the notes of a student', async () => {
    await pact
      .addInteraction()
      .given('student {sourceId} has notes', { sourceId: 3051 })
      .uponReceiving('a request for the notes of a student')
      .withRequest('GET', statePath('/api/notes/students/${sourceId}', { sourceId: 3051 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            id: integer(5521),
            note: string(text),
            version: integer(0),
            createDate: timestamp('2026-06-29T14:05:00Z'),
            createUser: string('jcarter'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const notes = await apiFor(server).notes.list('students', 3051);
        expect(notes[0]).toMatchObject({ note: text, createUser: 'jcarter' });
      });
  });

  it('saves a new note on a job', async () => {
    await pact
      .addInteraction()
      .given('job {sourceId} exists', { sourceId: 412 })
      .uponReceiving('a new note on a job')
      .withRequest('POST', statePath('/api/notes/jobs/${sourceId}', { sourceId: 412 }), (req) =>
        req.headers(bearer).jsonBody({ note: text }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ id: fromProviderState('${noteId}', 5522), note: string(text), version: integer(0) }),
      )
      .executeTest(async (server) => {
        const saved = await apiFor(server).notes.save('jobs', 412, { note: text });
        expect(saved.id).toBe(5522);
      });
  });

  it('a stale note edit gets 409', async () => {
    await pact
      .addInteraction()
      .given('student {sourceId} has note {noteId} at version {version}', { sourceId: 3051, noteId: 5521, version: 1 })
      .uponReceiving('an edit of a note with a stale version')
      .withRequest('POST', statePath('/api/notes/students/${sourceId}', { sourceId: 3051 }), (req) =>
        req
          .headers(bearer)
          .jsonBody({ id: fromProviderState('${noteId}', 5521), note: 'Moved to the afternoon crew.', version: 0 }),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({ message: string('This record was changed by another user. Reload it and try again.') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server).notes.save('students', 3051, { id: 5521, note: 'Moved to the afternoon crew.', version: 0 }),
        );
        expect(error.status).toBe(409);
      });
  });

  it('deletes a note', async () => {
    await pact
      .addInteraction()
      .given('a note with id {noteId} exists', { noteId: 5521 })
      .uponReceiving('a note removal')
      .withRequest('DELETE', statePath('/api/notes/${noteId}', { noteId: 5521 }), (req) =>
        req.headers(bearer).query({ version: '0' }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).notes.remove(5521, 0)).resolves.toBeUndefined();
      });
  });
});
