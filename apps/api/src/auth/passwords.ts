import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is a const enum, which erasable TypeScript cannot read; 2 is its Argon2id.
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- the enum's value, spelled out.
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id with OWASP's second recommended setting (19 MiB, 2 passes, 1 lane): about 30-60 ms
 * here, well inside the 150 ms sign-in budget, and far too slow for offline guessing at scale.
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** How long a password the user chose stays valid. */
export const PASSWORD_LIFETIME_DAYS = 90;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the user does not exist, so an unknown user
 * name costs the same time as a wrong password and the answer does not tell them apart.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hash(`decoy-${String(Math.random())}`, OPTIONS);
  return decoy;
}
