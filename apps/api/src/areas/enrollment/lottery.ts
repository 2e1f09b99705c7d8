// The applicant lottery's draw, pure (issue 30, ADR 212): priority tiers first, then a random
// order within each tier from a seed staff publish before the draw, so anyone holding the seed and
// the list of applicants gets the same ranking.
//
// The random stream is ChaCha20 (RFC 8439) keyed by SHA-256 of
//   "pathway-lottery-v1\n<enrollment program id>\n<seed, trimmed>"
// with a zero nonce and counter, read as little-endian unsigned 32-bit words. Any ChaCha20 (OpenSSL's
// `chacha20` cipher encrypting zeros, for one) reproduces it.
import { createCipheriv, createHash } from 'node:crypto';

export const LOTTERY_STREAM = 'pathway-lottery-v1';

/** A priority tier's rule, as configured per enrollment program. */
export type TierRule =
  | { kind: 'returning' }
  | { kind: 'fosterCare' }
  | { kind: 'disability' }
  | { kind: 'zipCodes'; zipCodes: readonly string[] };

export interface LotteryTier {
  label: string;
  rule: TierRule;
}

/** What the draw needs to know of an eligible applicant. */
export interface LotteryApplicant {
  id: number;
  returning: boolean;
  fosterCare: boolean;
  disability: boolean;
  zipCode: string | null;
}

export interface LotteryEntry {
  applicantId: number;
  /** 1 for the first tier; tiers.length + 1 for everyone no tier claims. */
  tier: number;
  tierLabel: string;
  /** Place in the whole ranking, from 1. */
  rank: number;
  selected: boolean;
  /** Place on the waitlist, from 1; null when selected. */
  waitlistPosition: number | null;
}

export const EVERYONE_ELSE = 'Everyone else';

/** The seed's stream of unsigned 32-bit words. */
export function lotteryStream(seed: string, programId: number): () => number {
  const key = createHash('sha256')
    .update(`${LOTTERY_STREAM}\n${String(programId)}\n${seed.trim()}`)
    .digest();
  // Node's chacha20 takes a 16-byte IV: a 4-byte little-endian block counter, then the 12-byte nonce.
  const cipher = createCipheriv('chacha20', key, Buffer.alloc(16));
  const zeros = Buffer.alloc(1024);
  let block = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 4 > block.length) {
      block = cipher.update(zeros);
      offset = 0;
    }
    const word = block.readUInt32LE(offset);
    offset += 4;
    return word;
  };
}

const WORDS = 2 ** 32;

/** A uniform integer in [0, n), by rejection so that no remainder is favoured. */
export function uniformBelow(next: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > WORDS) throw new RangeError(`uniformBelow: ${String(n)} is out of range`);
  const limit = WORDS - (WORDS % n);
  for (;;) {
    const word = next();
    if (word < limit) return word % n;
  }
}

function matches(rule: TierRule, applicant: LotteryApplicant): boolean {
  switch (rule.kind) {
    case 'returning':
      return applicant.returning;
    case 'fosterCare':
      return applicant.fosterCare;
    case 'disability':
      return applicant.disability;
    case 'zipCodes':
      return applicant.zipCode !== null && rule.zipCodes.includes(applicant.zipCode.slice(0, 5));
  }
}

/**
 * The ranking: each applicant in the first tier whose rule they meet; each tier's applicants in id
 * order, then shuffled (Fisher–Yates, from the last place down) with the one stream, tier after
 * tier; the first `slots` are selected and the rest wait in that order.
 */
export function drawLottery(input: {
  applicants: readonly LotteryApplicant[];
  tiers: readonly LotteryTier[];
  slots: number;
  seed: string;
  programId: number;
}): LotteryEntry[] {
  if (input.seed.trim() === '') throw new RangeError('The lottery needs the published seed.');
  if (!Number.isInteger(input.slots) || input.slots < 0)
    throw new RangeError('Slots must be a whole number, 0 or more.');
  const groups: LotteryApplicant[][] = Array.from({ length: input.tiers.length + 1 }, () => []);
  for (const applicant of [...input.applicants].sort((a, b) => a.id - b.id)) {
    const tier = input.tiers.findIndex((candidate) => matches(candidate.rule, applicant));
    groups[tier === -1 ? input.tiers.length : tier]?.push(applicant);
  }
  const next = lotteryStream(input.seed, input.programId);
  const entries: LotteryEntry[] = [];
  groups.forEach((group, tier) => {
    for (let i = group.length - 1; i > 0; i -= 1) {
      const j = uniformBelow(next, i + 1);
      const picked = group[j];
      const last = group[i];
      if (picked === undefined || last === undefined) continue;
      group[i] = picked;
      group[j] = last;
    }
    for (const applicant of group) {
      const rank = entries.length + 1;
      const selected = rank <= input.slots;
      entries.push({
        applicantId: applicant.id,
        tier: tier + 1,
        tierLabel: input.tiers[tier]?.label ?? EVERYONE_ELSE,
        rank,
        selected,
        waitlistPosition: selected ? null : rank - input.slots,
      });
    }
  });
  return entries;
}
