import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { loadSecret } from '../../auth/tokens.ts';
import type { ServerConfig } from '../../config.ts';

/**
 * Card-provider secrets at rest (ADR 069): AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server secret, so a database dump alone does not reveal them and every replica sharing the secret
 * can read them when a file is exchanged. Stored as `iv.tag.ciphertext` in base64url.
 */
function keyOf(config: ServerConfig): Buffer {
  // As the server picks its token secret: the environment's, else the data folder's; an in-memory
  // database (tests) has no folder and its secrets die with it.
  const secret =
    config.jwtSecret || !config.dataDir.startsWith('memory://')
      ? loadSecret(config.dataDir, config.jwtSecret)
      : new TextEncoder().encode('memory-only-card-provider-secrets');
  return Buffer.from(hkdfSync('sha256', secret, 'pathway', 'fsv-credentials', 32));
}

export function encryptSecret(config: ServerConfig, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

export function decryptSecret(config: ServerConfig, stored: string): string {
  const [iv = '', tag = '', data = ''] = stored.split('.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
