import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

export interface TokenSubject {
  /** The session the token belongs to (`sid`): the server checks it on every request. */
  sessionId: string;
  userId: number;
  userName: string;
  userType: string;
  claims: readonly string[];
}

export interface VerifiedToken {
  sessionId: string;
  userId: number;
  /** The claims the token was issued with: the app's menu; the server re-reads them (ADR 185). */
  claims: ReadonlySet<string>;
  /** Milliseconds since the epoch. */
  issuedAtMs: number;
  expiresAt: number;
}

/**
 * The HS256 key: PATHWAY_JWT_SECRET when set (every replica shares it), otherwise a random secret
 * generated on first start into the data folder (mode 600) so tokens survive a restart.
 */
export function loadSecret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** Session ids are UUIDs (the sessions table's key): anything else is not one of ours. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How many verified tokens the memo keeps (about one per signed-in session; the oldest go first). */
const VERIFIED_MEMO_SIZE = 1000;

export function createTokens(secret: Uint8Array) {
  // A token checked once is the same string on every call of its session: its signature need not
  // be checked again (WebCrypto's HMAC is a round trip to the thread pool per request). Only tokens
  // that verified are kept, and each until its own expiry; revocation is the session check's
  // (auth/principal.ts).
  const verified = new Map<string, VerifiedToken>();
  return {
    /** Claims travel as `"CLAIM": "true"` (spec section 6), beside userName and userType. */
    async sign(subject: TokenSubject, expiresAt: Date): Promise<string> {
      // iatMs: the issue instant in milliseconds, so a token issued just after a password change
      // is told apart from one issued just before it in the same second.
      const payload: Record<string, string | number> = {
        sid: subject.sessionId,
        userName: subject.userName,
        userType: subject.userType,
        iatMs: Date.now(),
      };
      for (const claim of subject.claims) payload[claim] = 'true';
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(subject.userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
    },
    /** Only HS256 with our key: `alg: none`, another algorithm or a wrong signature is refused. */
    async verify(token: string): Promise<VerifiedToken | 'expired' | 'invalid'> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt * 1000 > Date.now()) return known;
        verified.delete(token);
        return 'expired';
      }
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (
          !Number.isInteger(userId) ||
          typeof payload.sid !== 'string' ||
          !SESSION_ID.test(payload.sid) ||
          typeof payload.iatMs !== 'number' ||
          typeof payload.exp !== 'number'
        ) {
          return 'invalid';
        }
        const claims = new Set(
          Object.entries(payload)
            .filter(([, value]) => value === 'true')
            .map(([key]) => key),
        );
        const result = { sessionId: payload.sid, userId, claims, issuedAtMs: payload.iatMs, expiresAt: payload.exp };
        if (verified.size >= VERIFIED_MEMO_SIZE) {
          const oldest = verified.keys().next();
          if (!oldest.done) verified.delete(oldest.value);
        }
        verified.set(token, result);
        return result;
      } catch (error) {
        return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
