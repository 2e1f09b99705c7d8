import { randomUUID } from 'node:crypto';
import { fileMessages, MAX_DOCUMENT_BYTES } from '@pathway/validation';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import type { ServerConfig } from '../../config.ts';
import { notFound, unprocessable } from '../../http/errors.ts';

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

/** The stored content type of an accepted file; 422 on `field` for anything else. */
export function acceptFile(fileName: string, content: Buffer, field: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const kind = KINDS[extension];
  if (!kind?.magic.every((byte, index) => content[index] === byte)) {
    throw unprocessable({ [field]: fileMessages.allowedTypes });
  }
  if (content.length > MAX_DOCUMENT_BYTES) throw unprocessable({ [field]: TOO_LARGE_MESSAGE });
  if (content.length === 0) throw unprocessable({ [field]: fileMessages.empty });
  return kind.contentType;
}

/**
 * Where files live: `<dataDir>/documents/`. An in-memory database (tests) has no data folder, so
 * its files go to a folder of the system's temporary directory for this process.
 */
export function documentsRoot(config: Pick<ServerConfig, 'dataDir'>): string {
  return config.dataDir.startsWith('memory://')
    ? join(tmpdir(), `pathway-documents-${String(process.pid)}`)
    : join(config.dataDir, 'documents');
}

function pathOf(root: string, key: string): string {
  const path = resolve(root, key);
  if (!path.startsWith(resolve(root) + sep)) throw new Error(`A storage key left the documents folder: ${key}`);
  return path;
}

/** Stores the content under `<folder>/<uuid>.<ext>` and returns its key. */
export async function storeFile(root: string, folder: string, fileName: string, content: Buffer): Promise<string> {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? 'bin';
  const key = `${folder}/${randomUUID()}.${extension}`;
  const path = pathOf(root, key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
  return key;
}

export async function readStoredFile(root: string, key: string): Promise<Buffer> {
  try {
    return await readFile(pathOf(root, key));
  } catch {
    throw notFound('The file of the document');
  }
}

export async function removeStoredFile(root: string, key: string): Promise<void> {
  await rm(pathOf(root, key), { force: true });
}
