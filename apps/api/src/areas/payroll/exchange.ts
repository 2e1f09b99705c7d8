import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { textArray } from '../../db/arrays.ts';
import type { Db } from './common.ts';

export interface ProviderExchange {
  id: number;
  code: string;
  sftp_host: string | null;
  outbound_folder: string | null;
  inbound_folder: string | null;
}

/**
 * A provider with an SFTP host exchanges files through two folders under the data folder,
 * `card-providers/<code>/<outboundFolder | inboundFolder>`, which an SFTP agent outside the server keeps
 * in step with the host (ADR 067): the server writes what it sends and reads what came back. Nothing
 * is exchanged for an in-memory database, which has no data folder.
 */
export function exchangeFolder(
  dataDir: string | undefined,
  provider: ProviderExchange,
  direction: 'outbound' | 'inbound',
): string | undefined {
  if (dataDir === undefined || dataDir.startsWith('memory://') || provider.sftp_host === null) return undefined;
  const configured = direction === 'outbound' ? provider.outbound_folder : provider.inbound_folder;
  // The configured folder names a place at the provider; only its plain segments are kept locally.
  const segments = (configured ?? direction)
    .split(/[\\/]+/)
    .filter((part) => part !== '' && part !== '.' && part !== '..');
  return join(dataDir, 'card-providers', provider.code, ...segments);
}

export async function providerExchange(db: Db, cardProviderId: number): Promise<ProviderExchange | undefined> {
  return db
    .selectFrom('card_providers')
    .select(['id', 'code', 'sftp_host', 'outbound_folder', 'inbound_folder'])
    .where('id', '=', cardProviderId)
    .executeTakeFirst();
}

export function dropOutbound(folder: string, fileName: string, content: string) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, fileName), content, 'ascii');
}

/** Puts the answers found in the inbound folder into the inbox, each file once (by name). */
export async function collectInbound(db: Db, folder: string, cardProviderId: number, now: Date) {
  if (!existsSync(folder)) return;
  const names = readdirSync(folder)
    .sort()
    .filter((name) => statSync(join(folder, name)).isFile());
  if (names.length === 0) return;
  // The names already in the inbox, read once for the whole folder rather than checked per file.
  const known = new Set(
    (
      await db
        .selectFrom('card_provider_inbox')
        .select('file_name')
        .where('card_provider_id', '=', cardProviderId)
        .where((eb) => eb('file_name', '=', eb.fn.any(textArray(names))))
        .execute()
    ).map((row) => row.file_name),
  );
  const arrived = names.filter((name) => !known.has(name));
  if (arrived.length === 0) return;
  await db
    .insertInto('card_provider_inbox')
    .values(
      arrived.map((name) => ({
        card_provider_id: cardProviderId,
        file_name: name,
        content: readFileSync(join(folder, name), 'ascii'),
        received_on: now.toISOString(),
      })),
    )
    .execute();
}
