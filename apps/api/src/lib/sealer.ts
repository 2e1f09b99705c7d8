import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { loadSecret } from '../auth/tokens.ts';
import type { ServerConfig } from '../config.ts';

/** What a sealed value is for: each purpose has its own key, so one key's loss exposes one kind of data. */
export type SealPurpose = 'fsv-credentials' | 'participant-payment-details' | 'payroll-files';

/** Seals and opens values at rest (ADR 069, ADR 181): AES-256-GCM, `iv.tag.ciphertext` in base64url. */
export interface Sealer {
  seal: (plain: string) => string;
  open: (sealed: string) => string;
  /**
   * A match key of `plain` (HMAC-SHA256 under a key of its own): equal exactly when the values are,
   * so sealed numbers can be compared in SQL (ADR 227) without the key telling anything of them.
   */
  match: (plain: string) => string;
}

/**
 * The server secret the keys come from: PATHWAY_JWT_SECRET when set (every replica shares it), else
 * the data folder's generated secret. A server without a data folder (`memory://`: the tests and the
 * end-to-end run) uses a fixed key, so a database seeded by one test process (the run's templates)
 * stays readable by the others.
 */
function serverSecret(config: Pick<ServerConfig, 'dataDir' | 'jwtSecret'>): Uint8Array {
  return config.dataDir.startsWith('memory://')
    ? new TextEncoder().encode('memory-only-card-provider-secrets')
    : loadSecret(config.dataDir, config.jwtSecret);
}

/** A sealer per purpose, with keys derived (HKDF-SHA256) from the server secret. */
export function createSealer(config: Pick<ServerConfig, 'dataDir' | 'jwtSecret'>) {
  const secret = serverSecret(config);
  const keys = new Map<string, Buffer>();
  const keyOf = (purpose: SealPurpose | `${SealPurpose}:match`) => {
    let key = keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', secret, 'pathway', purpose, 32));
      keys.set(purpose, key);
    }
    return key;
  };
  return (purpose: SealPurpose): Sealer => ({
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOf(purpose), iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv = '', tag = '', data = ''] = sealed.split('.');
      const decipher = createDecipheriv('aes-256-gcm', keyOf(purpose), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
    match(plain) {
      return createHmac('sha256', keyOf(`${purpose}:match`))
        .update(plain, 'utf8')
        .digest('base64url');
    },
  });
}

export type Sealers = ReturnType<typeof createSealer>;

/** The sealers of an in-memory database: scripts and benchmarks that seed one outside a server. */
export const memorySealers: Sealers = createSealer({ dataDir: 'memory://', jwtSecret: undefined });
