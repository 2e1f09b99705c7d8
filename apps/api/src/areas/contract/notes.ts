import type { components } from '@pathway/api-client/schema';
import { sql } from 'kysely';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { HttpError, notFound, stale, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { assertVisible, requireClaim, type Db } from './common.ts';

type Note = components['schemas']['Note'];
type NoteType = components['schemas']['NoteType'];

/**
 * The one note store (ADR 062): each kind is scoped by its record and written with the claim of
 * that record (ADR 060): participants MAINTAIN_STUDENT, jobs ADD_JOB, worksites EDIT_WORKSITE;
 * participant notes are read with VIEW_STUDENT.
 */
const KINDS: Record<NoteType, { record: 'student' | 'job' | 'worksite'; write: string; read?: string }> = {
  students: { record: 'student', write: 'MAINTAIN_STUDENT', read: 'VIEW_STUDENT' },
  jobs: { record: 'job', write: 'ADD_JOB' },
  worksites: { record: 'worksite', write: 'EDIT_WORKSITE' },
};

const rights = (claim: string) => `You do not have rights to do this (it needs ${claim}).`;
export const NOTE_REQUIRED = 'Required';

/** The wire Note's fields: a note never changed reads as last changed when it was written. */
function notes(db: Db) {
  return db
    .selectFrom('notes as n')
    .select((eb) => [
      'n.id',
      'n.note',
      'n.version',
      'n.create_date as createDate',
      'n.create_user as createUser',
      eb.fn.coalesce('n.last_update_date', 'n.create_date').as('lastUpdateDate'),
      eb.fn.coalesce('n.last_update_user', 'n.create_user').as('lastUpdateUser'),
    ]);
}

async function assertSource(db: Db, user: Principal | null, type: NoteType, sourceId: number, mode: 'read' | 'write') {
  const kind = KINDS[type];
  const claim = mode === 'write' ? kind.write : kind.read;
  if (claim) requireClaim(user, claim, rights(claim));
  await assertVisible(db, user, kind.record, sourceId);
}

interface NoteRow extends Note {
  noteType: NoteType;
  sourceId: number;
}

/** A note with its record, after the caller's claim and scope on that record are checked. */
async function noteOf(db: Db, user: Principal | null, noteId: number, mode: 'read' | 'write'): Promise<NoteRow> {
  const row = await notes(db)
    .select(['n.note_type as noteType', 'n.source_id as sourceId'])
    // The note kinds are the contract's NoteType: the handlers write no other.
    .$narrowType<{ noteType: NoteType }>()
    .where('n.id', '=', noteId)
    .executeTakeFirst();
  if (!row) throw notFound('The note');
  try {
    await assertSource(db, user, row.noteType, row.sourceId, mode);
  } catch (error) {
    // A note of a record the caller cannot see does not exist for them.
    if (error instanceof HttpError && error.status === 404) throw notFound('The note');
    throw error;
  }
  return row;
}

const toNote = ({ id, note, version, createDate, createUser, lastUpdateDate, lastUpdateUser }: NoteRow): Note => ({
  id,
  note,
  version,
  createDate,
  createUser,
  lastUpdateDate,
  lastUpdateUser,
});

export const handlers: Handlers = {
  async notesList({ db, user, params }) {
    const { sourceId } = params;
    await assertSource(db, user, params.type, sourceId, 'read');
    return notes(db)
      .where('n.note_type', '=', params.type)
      .where('n.source_id', '=', sourceId)
      .orderBy('n.create_date', 'desc')
      .orderBy('n.id', 'desc')
      .execute();
  },

  async notesGet({ db, user, params }) {
    return toNote(await noteOf(db, user, params.noteId, 'read'));
  },

  async notesSave({ db, user, params, body }) {
    const caller = signedIn(user);
    const { sourceId } = params;
    await assertSource(db, user, params.type, sourceId, 'write');
    const text = body.note.trim();
    if (text === '') throw unprocessable({ note: NOTE_REQUIRED });
    let id: number;
    if (body.id === undefined) {
      ({ id } = await db
        .insertInto('notes')
        .values({ note_type: params.type, source_id: sourceId, note: text, create_user: caller.userName })
        .returning('id')
        .executeTakeFirstOrThrow());
      await writeAudit(db, caller, {
        entity: 'Note',
        entityId: id,
        action: 'create',
        after: { ...params, note: text },
      });
    } else {
      if (body.version === undefined) throw unprocessable({ version: 'Required' });
      const before = await noteOf(db, user, body.id, 'write');
      if (before.noteType !== params.type || before.sourceId !== sourceId) throw notFound('The note');
      const updated = await db
        .updateTable('notes')
        .set({
          note: text,
          last_update_date: sql`now()`,
          last_update_user: caller.userName,
          version: (eb) => eb('version', '+', 1),
        })
        .where('id', '=', body.id)
        .where('version', '=', body.version)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw stale();
      id = body.id;
      await writeAudit(db, caller, {
        entity: 'Note',
        entityId: id,
        action: 'update',
        before: toNote(before),
        after: { note: text },
      });
    }
    return notes(db).where('n.id', '=', id).executeTakeFirstOrThrow();
  },

  async notesDelete({ db, user, params, query }) {
    const { noteId } = params;
    const before = await noteOf(db, user, noteId, 'write');
    const deleted = await db
      .deleteFrom('notes')
      .where('id', '=', noteId)
      .where('version', '=', query.version)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw stale();
    await writeAudit(db, signedIn(user), {
      entity: 'Note',
      entityId: noteId,
      action: 'delete',
      before: toNote(before),
    });
  },
};
