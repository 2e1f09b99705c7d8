import { randomUUID } from 'node:crypto';
import { fileMessages, MAX_DOCUMENT_BYTES } from '@pathway/validation';
import { readFile, rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../core/schema.ts';
import { notFound, unprocessable } from '../core/errors.ts';
import { ownEntry } from './allowList.ts';

type Db = Kysely<Database>;

// The size limit and the messages are the upload forms' too (@pathway/validation).

interface FileKind {
  contentType: string;
  /** The file's first bytes, so a renamed file of another kind is refused. */
  magic: readonly number[];
}

const PDF: FileKind = { contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] };
const PNG: FileKind = { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] };
const JPEG: FileKind = { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] };
// Office Open XML files are ZIP archives.
const ZIP = [0x50, 0x4b, 0x03, 0x04] as const;

/** The allow-list: pdf, png, jpeg, docx, xlsx, by extension and by content. */
const KINDS: Record<string, FileKind> = {
  pdf: PDF,
  png: PNG,
  jpg: JPEG,
  jpeg: JPEG,
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: ZIP },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: ZIP },
};

export const TOO_LARGE_MESSAGE = fileMessages.tooLarge;

/** Embedding, override and isolate controls, and the marks: they make "invoice\u202Efdp.exe" read as "invoiceexe.pdf". */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- the control characters are what this refuses.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

/**
 * A file name as it is stored and shown: trimmed, at most 255 characters, without bidirectional
 * controls; 422 on `field` for a name with control characters (NUL, line breaks), which no file
 * system of our users' makes and PostgreSQL cannot store (NUL).
 */
export function storedFileName(name: string, field: string): string {
  if (CONTROL_CHARACTERS.test(name)) throw unprocessable({ [field]: 'A file name cannot contain control characters.' });
  return name.replace(BIDI_CONTROLS, '').trim().slice(-255);
}

/** The stored content type of an accepted file; 422 on `field` for anything else. */
export function acceptFile(fileName: string, content: Buffer, field: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const kind = ownEntry(KINDS, extension);
  if (!kind?.magic.every((byte, index) => content[index] === byte)) {
    throw unprocessable({ [field]: fileMessages.allowedTypes });
  }
  if (content.length > MAX_DOCUMENT_BYTES) throw unprocessable({ [field]: TOO_LARGE_MESSAGE });
  if (content.length === 0) throw unprocessable({ [field]: fileMessages.empty });
  return kind.contentType;
}

/**
 * Where files lived before migration 0012 put them in the database: `<dataDir>/documents/`. Only
 * read (documents uploaded before the upgrade) and cleaned up; new files never go there.
 */
export function legacyDocumentsRoot(config: Pick<ServerConfig, 'dataDir'>): string | undefined {
  return config.dataDir.startsWith('memory://') ? undefined : join(config.dataDir, 'documents');
}

function legacyPathOf(config: Pick<ServerConfig, 'dataDir'>, key: string): string | undefined {
  const root = legacyDocumentsRoot(config);
  if (!root) return undefined;
  const path = resolve(root, key);
  return path.startsWith(resolve(root) + sep) ? path : undefined;
}

/**
 * The one storage module of uploaded files (ADR 187): the bytes live in the database
 * (`document_files`, keyed by the row's storage key), written inside the operation's transaction,
 * so a refused upload leaves nothing, every replica reads what any replica stored, and a backup of
 * the database is a backup of the documents. An object store would replace these three functions.
 */
export async function storeFile(db: Db, folder: string, fileName: string, content: Buffer): Promise<string> {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? 'bin';
  const key = `${folder}/${randomUUID()}.${extension}`;
  await db.insertInto('document_files').values({ storage_key: key, content }).execute();
  return key;
}

export async function readStoredFile(db: Db, config: Pick<ServerConfig, 'dataDir'>, key: string): Promise<Buffer> {
  const row = await db.selectFrom('document_files').select('content').where('storage_key', '=', key).executeTakeFirst();
  if (row) return Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
  const legacy = legacyPathOf(config, key);
  try {
    if (legacy) return await readFile(legacy);
  } catch {
    // Neither in the database nor left from before it: the file is gone.
  }
  throw notFound('The file of the document');
}

export async function removeStoredFile(db: Db, config: Pick<ServerConfig, 'dataDir'>, key: string): Promise<void> {
  await db.deleteFrom('document_files').where('storage_key', '=', key).execute();
  const legacy = legacyPathOf(config, key);
  if (legacy) await rm(legacy, { force: true });
}
