import type { Db } from './common.ts';
import { drawLottery, type LotteryEntry } from './lottery.ts';
import { eligibleApplicants, lotteryTiers, storedDrawInputs, storedTiers } from './lotteryDraws.ts';

export interface Replay {
  lines: string[];
  /** Whether the order is the stored draw's; null when no draw of the program has this seed. */
  matchesStored: boolean | null;
}

/**
 * The lottery command's work (ADR 213): an enrollment program's order for a seed, printed one line a
 * place. A stored draw with that seed is run again from its own record (the applicants and their
 * facts as drawn, its slots and tiers) and compared with the stored ranking; without one, from
 * today's Eligible applications and settings, which is what the screen's draw would store.
 */
export async function replayLottery(db: Db, programId: number, seedText: string): Promise<Replay> {
  const seed = seedText.trim();
  const program = await db
    .selectFrom('enrollment_programs')
    .select(['id', 'name', 'code'])
    .where('id', '=', programId)
    .executeTakeFirst();
  if (!program) throw new Error(`There is no enrollment program ${String(programId)}.`);
  const stored = await db
    .selectFrom('lottery_draws')
    .select('id')
    .where('enrollment_program_id', '=', programId)
    .where('seed', '=', seed)
    .orderBy('id', 'desc')
    .executeTakeFirst();

  let entries: LotteryEntry[];
  let expected: number[] | null = null;
  let source: string;
  if (stored) {
    const inputs = await storedDrawInputs(db, stored.id);
    const tiers = lotteryTiers(storedTiers(inputs.draw.tiers));
    entries = drawLottery({ applicants: inputs.applicants, tiers, slots: inputs.draw.slots, seed, programId });
    expected = inputs.ranked;
    source = `stored draw ${String(stored.id)}, ${String(inputs.draw.slots)} slots, ${String(entries.length)} applicants`;
  } else {
    const settings = await db
      .selectFrom('lottery_settings')
      .select(['slots', 'tiers'])
      .where('enrollment_program_id', '=', programId)
      .executeTakeFirst();
    if (!settings) throw new Error(`${program.name} has no lottery settings yet: set its slots on the Lottery screen.`);
    const applicants = await eligibleApplicants(db, programId);
    const tiers = lotteryTiers(storedTiers(settings.tiers));
    entries = drawLottery({ applicants, tiers, slots: settings.slots, seed, programId });
    source = `not drawn yet: today's ${String(applicants.length)} Eligible applications, ${String(settings.slots)} slots`;
  }
  const lines = [
    `${program.name} (${program.code}, id ${String(program.id)}), seed "${seed}": ${source}`,
    'rank\tapplication\tresult\ttier',
    ...entries.map((entry) => {
      const result = entry.selected ? 'Selected' : `Waitlist ${String(entry.waitlistPosition)}`;
      return `${String(entry.rank)}\t${String(entry.applicantId)}\t${result}\t${entry.tierLabel}`;
    }),
  ];
  if (!expected || !stored) return { lines, matchesStored: null };
  const order = expected;
  const same = order.length === entries.length && order.every((id, index) => entries[index]?.applicantId === id);
  lines.push(
    same ? `The same order as stored draw ${String(stored.id)}.` : `DIFFERS from stored draw ${String(stored.id)}.`,
  );
  return { lines, matchesStored: same };
}
