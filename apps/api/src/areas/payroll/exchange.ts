import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
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
  return (
    await sql<ProviderExchange>`select id, code, sftp_host, outbound_folder, inbound_folder from card_providers
      where id = ${cardProviderId}`.execute(db)
  ).rows[0];
}

export function dropOutbound(folder: string, fileName: string, content: string) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, fileName), content, 'ascii');
}

/** Puts the answers found in the inbound folder into the inbox, each file once (by name). */
export async function collectInbound(db: Db, folder: string, cardProviderId: number, now: Date) {
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (!statSync(path).isFile()) continue;
    await sql`insert into card_provider_inbox (card_provider_id, file_name, content, received_on)
      select ${cardProviderId}, ${name}, ${readFileSync(path, 'ascii')}, ${now.toISOString()}::timestamptz
      where not exists (select 1 from card_provider_inbox where card_provider_id = ${cardProviderId} and file_name = ${name})`.execute(
      db,
    );
  }
}
