import { describe, expect, test } from 'vitest';
import {
  drawLottery,
  EVERYONE_ELSE,
  lotteryStream,
  uniformBelow,
  type LotteryApplicant,
  type LotteryTier,
} from './lottery.ts';

const SEED = '2026-06-01 Pick 3: 482';

const applicant = (id: number, over: Partial<LotteryApplicant> = {}): LotteryApplicant => ({
  id,
  returning: false,
  fosterCare: false,
  disability: false,
  zipCode: null,
  ...over,
});

const TIERS: LotteryTier[] = [
  { label: 'Returning youth', rule: { kind: 'returning' } },
  { label: 'Youth in foster care', rule: { kind: 'fosterCare' } },
  { label: 'Youth with a disability', rule: { kind: 'disability' } },
  { label: 'Homewood and Larimer', rule: { kind: 'zipCodes', zipCodes: ['15208', '15206'] } },
];

describe('the stream', () => {
  test('is ChaCha20 keyed by SHA-256 of the stream name, program and trimmed seed: what OpenSSL gives', () => {
    // printf 'pathway-lottery-v1\n7\n2026-06-01 Pick 3: 482' | sha256sum, then
    // head -c 12 /dev/zero | openssl enc -chacha20 -K <hash> -iv 0…0 | od -An -tu4 --endian=little
    const next = lotteryStream(`  ${SEED} `, 7);
    expect([next(), next(), next()]).toEqual([4113477826, 1275389710, 2781368881]);
  });

  test('another program or another seed gives another stream; it runs past its first block', () => {
    const words = (seed: string, program: number) => {
      const next = lotteryStream(seed, program);
      return Array.from({ length: 600 }, () => next());
    };
    const first = words(SEED, 7);
    expect(words(SEED, 7)).toEqual(first);
    expect(words(SEED, 8)[0]).not.toBe(first[0]);
    expect(words('2026-06-02 Pick 3: 482', 7)[0]).not.toBe(first[0]);
    expect(new Set(first.slice(256)).size).toBe(344);
  });

  test('uniformBelow rejects the words past the last whole multiple', () => {
    const words = [2 ** 32 - 1, 2 ** 32 - 2, 7];
    const next = () => words.shift() ?? 0;
    // 2^32 mod 3 = 1: the top word would favour 0, so it is drawn again; 2^32 - 2 is kept.
    expect(uniformBelow(next, 3)).toBe((2 ** 32 - 2) % 3);
    expect(uniformBelow(next, 3)).toBe(1);
    expect(() => uniformBelow(next, 0)).toThrow(RangeError);
  });
});

describe('drawLottery', () => {
  const pool = [
    applicant(1),
    applicant(2, { returning: true, fosterCare: true }),
    applicant(3, { zipCode: '15208-1234' }),
    applicant(4, { disability: true }),
    applicant(5),
    applicant(6, { fosterCare: true }),
    applicant(7, { returning: true }),
    applicant(8, { zipCode: '15213' }),
  ];

  test('same seed and applicants, in any order: the same ranking', () => {
    const once = drawLottery({ applicants: pool, tiers: TIERS, slots: 4, seed: SEED, programId: 7 });
    const again = drawLottery({ applicants: [...pool].reverse(), tiers: TIERS, slots: 4, seed: SEED, programId: 7 });
    expect(again).toEqual(once);
    expect(drawLottery({ applicants: pool, tiers: TIERS, slots: 4, seed: 'another', programId: 7 })).not.toEqual(once);
  });

  test('tiers in their order, each applicant in the first tier they meet; selected then waitlist', () => {
    const ranking = drawLottery({ applicants: pool, tiers: TIERS, slots: 4, seed: SEED, programId: 7 });
    expect(ranking.map((entry) => entry.tier)).toEqual([1, 1, 2, 3, 4, 5, 5, 5]);
    expect(
      ranking
        .filter((entry) => entry.tier === 1)
        .map((entry) => entry.applicantId)
        .sort(),
    ).toEqual([2, 7]);
    expect(ranking[2]).toMatchObject({ applicantId: 6, tierLabel: 'Youth in foster care', rank: 3, selected: true });
    expect(ranking[4]).toMatchObject({ applicantId: 3, tier: 4, selected: false, waitlistPosition: 1 });
    expect(ranking.at(-1)).toMatchObject({ tierLabel: EVERYONE_ELSE, rank: 8, waitlistPosition: 4 });
    expect(ranking.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test('a seed left empty or a slot count below zero is refused', () => {
    expect(() => drawLottery({ applicants: pool, tiers: TIERS, slots: 4, seed: '  ', programId: 7 })).toThrow(
      'The lottery needs the published seed.',
    );
    expect(() => drawLottery({ applicants: pool, tiers: TIERS, slots: -1, seed: SEED, programId: 7 })).toThrow(
      RangeError,
    );
  });

  test('within a tier every order is equally likely: chi-square over 24,000 seeds at α = 0.001', () => {
    const four = [applicant(10), applicant(11), applicant(12), applicant(13)];
    const counts = new Map<string, number>();
    const draws = 24_000;
    for (let s = 0; s < draws; s += 1) {
      const order = drawLottery({ applicants: four, tiers: [], slots: 2, seed: `seed ${String(s)}`, programId: 7 })
        .map((entry) => entry.applicantId)
        .join(',');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const expected = draws / 24;
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 23 degrees of freedom: the statistic exceeds 49.73 with probability 0.001 under uniformity.
    expect(chiSquare).toBeLessThan(49.73);
  });
});
