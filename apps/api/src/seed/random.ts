/**
 * A seeded generator (mulberry32): the demo data is the same on every machine and every run, so
 * tests, stories and screenshots can name the records they use.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability: number) => next() < probability,
    /** A date between two ISO dates, as `yyyy-mm-dd`. */
    date(from: string, to: string): string {
      const start = Date.parse(from);
      const end = Date.parse(to);
      return new Date(start + Math.floor(next() * (end - start))).toISOString().slice(0, 10);
    },
    /** A well-formed SSN that is never a real one's shape: area 900-999 is never issued. */
    ssn(): string {
      return `9${String(int(0, 99)).padStart(2, '0')}-${String(int(10, 99))}-${String(int(1000, 9999))}`;
    },
    phone(): string {
      return `(412) ${String(int(200, 999))}-${String(int(1000, 9999))}`;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
