import { createHash } from 'node:crypto';
import type { components } from '@pathway/api-client/schema';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Json } from '../../core/database.generated.ts';
import type { Principal } from '../../http/context.ts';
import { conflict, notFound, stale, unprocessable } from '../../core/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
import type { Db } from './common.ts';
import { drawLottery, EVERYONE_ELSE, LOTTERY_STREAM, type LotteryApplicant, type LotteryTier } from './lottery.ts';

type S = components['schemas'];
type TierRule = S['LotteryTierRule'];

export const NO_SLOTS = 'Set the number of slots before the draw.';
export const NO_ELIGIBLE = 'No application of this program is Eligible; there is nobody to draw.';

const TIER_LABELS: Record<TierRule['kind'], string> = {
  returning: 'Returning youth',
  fosterCare: 'Youth in foster care',
  disability: 'Youth with a disability',
  zipCodes: 'Zip codes',
};

/** The words staff read for a tier, in the ranked list and the export. */
export function tierLabel(rule: TierRule): string {
  return rule.kind === 'zipCodes' ? `Zip codes ${(rule.zipCodes ?? []).join(', ')}` : TIER_LABELS[rule.kind];
}

export function lotteryTiers(rules: readonly TierRule[]): LotteryTier[] {
  return rules.map((rule) =>
    rule.kind === 'zipCodes'
      ? { label: tierLabel(rule), rule: { kind: 'zipCodes', zipCodes: rule.zipCodes ?? [] } }
      : { label: tierLabel(rule), rule: { kind: rule.kind } },
  );
}

const KINDS = new Set<string>(Object.keys(TIER_LABELS));

/** Tiers read back from jsonb: only this module writes them, the check guards a hand-edited row. */
export function storedTiers(value: Json): TierRule[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): TierRule[] => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return [];
    const kind = item.kind;
    if (typeof kind !== 'string' || !KINDS.has(kind)) return [];
    const zipCodes = Array.isArray(item.zipCodes) ? item.zipCodes.filter((zip) => typeof zip === 'string') : [];
    return [kind === 'zipCodes' ? { kind, zipCodes } : { kind: kind as TierRule['kind'] }];
  });
}

interface ProgramRow {
  id: number;
  name: string;
  code: string;
  organization_id: number;
}

/** The enrollment program a path names, if the caller's organizations hold it; 404 otherwise. */
export async function lotteryProgram(db: Db, user: Principal | null, id: number): Promise<ProgramRow> {
  const scope = scopeCondition(user, { organization: 'ep.organization_id' });
  const row = await db
    .selectFrom('enrollment_programs as ep')
    .select(['ep.id', 'ep.name', 'ep.code', 'ep.organization_id'])
    .where('ep.id', '=', id)
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .executeTakeFirst();
  if (!row) throw notFound('The enrollment program');
  return row;
}

async function settingsOf(db: Db, programId: number, options: { lock?: boolean } = {}): Promise<S['LotterySettings']> {
  const row = await db
    .selectFrom('lottery_settings')
    .select(['slots', 'tiers', 'version'])
    .where('enrollment_program_id', '=', programId)
    .$if(options.lock === true, (query) => query.forUpdate())
    .executeTakeFirst();
  return row
    ? { slots: row.slots, tiers: storedTiers(row.tiers), version: row.version }
    : { slots: null, tiers: [], version: 0 };
}

/** Tiers as they are stored and compared: zip codes sorted, other kinds without them. */
function normalTiers(rules: readonly TierRule[]): TierRule[] {
  return rules.map((rule) =>
    rule.kind === 'zipCodes'
      ? { kind: 'zipCodes', zipCodes: [...new Set(rule.zipCodes ?? [])].sort() }
      : { kind: rule.kind },
  );
}

function checkTiers(rules: readonly TierRule[]) {
  const seen = new Set<string>();
  rules.forEach((rule, index) => {
    if (rule.kind === 'zipCodes' && (rule.zipCodes ?? []).length === 0)
      throw unprocessable({ tiers: `Tier ${String(index + 1)} needs at least one zip code.` });
    const key = rule.kind === 'zipCodes' ? `zip:${normalTiers([rule])[0]?.zipCodes?.join(',') ?? ''}` : rule.kind;
    if (seen.has(key)) throw unprocessable({ tiers: `Tier ${String(index + 1)} repeats an earlier tier.` });
    seen.add(key);
  });
}

export async function saveLotterySettings(
  db: Db,
  user: Principal,
  programId: number,
  body: S['LotterySettingsRequest'],
): Promise<S['LotterySettings']> {
  await lotteryProgram(db, user, programId);
  checkTiers(body.tiers);
  const before = await settingsOf(db, programId, { lock: true });
  if (before.version !== body.version) throw stale();
  const tiers = normalTiers(body.tiers);
  const tiersJson = sql<Json>`${JSON.stringify(tiers)}::jsonb`;
  if (before.slots === null) {
    // Two first saves at once: the second finds the row the first made, as a stale version would.
    const inserted = await db
      .insertInto('lottery_settings')
      .values({ enrollment_program_id: programId, slots: body.slots, tiers: tiersJson, create_user: user.userName })
      .onConflict((oc) => oc.column('enrollment_program_id').doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows === 0n) throw stale();
  } else {
    await db
      .updateTable('lottery_settings')
      .set({
        slots: body.slots,
        tiers: tiersJson,
        last_update_date: sql`now()`,
        last_update_user: user.userName,
        version: sql`version + 1`,
      })
      .where('enrollment_program_id', '=', programId)
      .execute();
  }
  const after = await settingsOf(db, programId);
  await writeAudit(db, user, {
    entity: 'LotterySettings',
    entityId: programId,
    action: before.slots === null ? 'create' : 'update',
    before: before.slots === null ? undefined : { slots: before.slots, tiers: before.tiers },
    after: { slots: after.slots, tiers: after.tiers },
  });
  return after;
}

/** The program's Eligible applications with the facts the tiers read, in id order. */
export async function eligibleApplicants(db: Db, programId: number): Promise<LotteryApplicant[]> {
  const rows = await db
    .selectFrom('applicants as a')
    .innerJoin('enrollment_programs as ep', 'ep.id', 'a.enrollment_program_id')
    .select((eb) => [
      'a.id',
      'a.is_foster_care as foster_care',
      'a.has_disability as disability',
      'a.zip_code',
      eb
        .exists(
          eb
            .selectFrom('applicants as earlier')
            .innerJoin('enrollment_programs as earlier_program', 'earlier_program.id', 'earlier.enrollment_program_id')
            .select(eb.lit(1).as('one'))
            .whereRef('earlier.ssn', '=', 'a.ssn')
            .where('earlier.status', '=', 'Enrolled')
            .whereRef('earlier.organization_id', '=', 'a.organization_id')
            .whereRef('earlier_program.start_date', '<', 'ep.start_date'),
        )
        .$castTo<boolean>()
        .as('returning'),
    ])
    .where('a.enrollment_program_id', '=', programId)
    .where('a.status', '=', 'Eligible')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    returning: row.returning,
    fosterCare: row.foster_care,
    disability: row.disability,
    zipCode: row.zip_code,
  }));
}

/** What makes two draws the same: the stream's version, the seed, the slots, the tiers, every applicant's facts. */
export function inputDigest(input: {
  seed: string;
  slots: number;
  tiers: readonly TierRule[];
  applicants: readonly LotteryApplicant[];
}): string {
  const applicants = [...input.applicants]
    .sort((a, b) => a.id - b.id)
    .map((a) => [a.id, a.returning, a.fosterCare, a.disability, a.zipCode]);
  return createHash('sha256')
    .update(JSON.stringify([LOTTERY_STREAM, input.seed.trim(), input.slots, normalTiers(input.tiers), applicants]))
    .digest('hex');
}

interface DrawRow {
  id: number;
  seed: string;
  slots: number;
  tiers: Json;
  applicant_count: number;
  drawn_on: Date | string;
  drawn_by: string;
}

async function drawById(db: Db, drawId: number): Promise<S['LotteryDraw']> {
  const draw = await db
    .selectFrom('lottery_draws')
    .select(['id', 'seed', 'slots', 'tiers', 'applicant_count', 'drawn_on', 'drawn_by'])
    .where('id', '=', drawId)
    .executeTakeFirstOrThrow();
  return withEntries(db, draw);
}

async function withEntries(db: Db, draw: DrawRow): Promise<S['LotteryDraw']> {
  const entries = await db
    .selectFrom('lottery_draw_entries as e')
    .innerJoin('applicants as a', 'a.id', 'e.applicant_id')
    .select([
      'e.rank',
      'e.applicant_id',
      'a.first_name',
      'a.last_name',
      'e.zip_code',
      'e.tier',
      'e.tier_label',
      'e.selected',
      'a.status',
      'a.version',
    ])
    .where('e.draw_id', '=', draw.id)
    .orderBy('e.rank')
    .execute();
  let waiting = 0;
  return {
    id: draw.id,
    seed: draw.seed,
    slots: draw.slots,
    tiers: storedTiers(draw.tiers),
    applicantCount: draw.applicant_count,
    drawnOn: new Date(draw.drawn_on).toISOString(),
    drawnBy: draw.drawn_by,
    entries: entries.map((entry) => ({
      rank: entry.rank,
      applicantId: entry.applicant_id,
      firstName: entry.first_name,
      lastName: entry.last_name,
      zipCode: entry.zip_code,
      tier: entry.tier,
      tierLabel: entry.tier_label,
      selected: entry.selected,
      waitlistPosition: entry.selected ? null : (waiting += 1),
      status: entry.status as S['EnrollmentStatus'],
      version: entry.version,
    })),
  };
}

async function latestDraw(db: Db, programId: number): Promise<DrawRow | undefined> {
  return db
    .selectFrom('lottery_draws')
    .select(['id', 'seed', 'slots', 'tiers', 'applicant_count', 'drawn_on', 'drawn_by'])
    .where('enrollment_program_id', '=', programId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function lotteryOf(db: Db, user: Principal | null, programId: number): Promise<S['Lottery']> {
  const program = await lotteryProgram(db, user, programId);
  const [settings, eligible, draw] = await Promise.all([
    settingsOf(db, programId),
    db
      .selectFrom('applicants')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('enrollment_program_id', '=', programId)
      .where('status', '=', 'Eligible')
      .executeTakeFirstOrThrow(),
    latestDraw(db, programId),
  ]);
  return {
    enrollmentProgramId: program.id,
    enrollmentProgramName: program.name,
    eligibleCount: eligible.count,
    settings,
    draw: draw ? await withEntries(db, draw) : null,
  };
}

/**
 * Draws, stores and audits; the same inputs (seed, settings, applicants and their facts) find the
 * draw already made and write nothing. The settings row is locked, so two draws of one program run
 * one after the other and the second finds the first.
 */
export async function runLotteryDraw(
  db: Db,
  user: Principal,
  programId: number,
  body: S['LotteryDrawRequest'],
): Promise<S['LotteryDraw']> {
  await lotteryProgram(db, user, programId);
  const settings = await settingsOf(db, programId, { lock: true });
  if (settings.version !== body.version) throw stale();
  if (settings.slots === null) throw conflict(NO_SLOTS);
  const applicants = await eligibleApplicants(db, programId);
  if (applicants.length === 0) throw unprocessable(NO_ELIGIBLE);
  const seed = body.seed.trim();
  const digest = inputDigest({ seed, slots: settings.slots, tiers: settings.tiers, applicants });
  const existing = await db
    .selectFrom('lottery_draws')
    .select('id')
    .where('enrollment_program_id', '=', programId)
    .where('input_digest', '=', digest)
    .executeTakeFirst();
  if (existing) return drawById(db, existing.id);

  const entries = drawLottery({
    applicants,
    tiers: lotteryTiers(settings.tiers),
    slots: settings.slots,
    seed,
    programId,
  });
  const draw = await db
    .insertInto('lottery_draws')
    .values({
      enrollment_program_id: programId,
      seed,
      slots: settings.slots,
      tiers: sql<Json>`${JSON.stringify(settings.tiers)}::jsonb`,
      input_digest: digest,
      applicant_count: applicants.length,
      drawn_by: user.userName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const facts = new Map(applicants.map((applicant) => [applicant.id, applicant]));
  // One statement a thousand entries: eleven parameters a row stays far under PostgreSQL's 65,535.
  for (let start = 0; start < entries.length; start += 1000) {
    await db
      .insertInto('lottery_draw_entries')
      .values(
        entries.slice(start, start + 1000).map((entry) => {
          const applicant = facts.get(entry.applicantId);
          return {
            draw_id: draw.id,
            rank: entry.rank,
            applicant_id: entry.applicantId,
            is_returning: applicant?.returning ?? false,
            is_foster_care: applicant?.fosterCare ?? false,
            has_disability: applicant?.disability ?? false,
            zip_code: applicant?.zipCode ?? null,
            tier: entry.tier,
            tier_label: entry.tierLabel,
            selected: entry.selected,
          };
        }),
      )
      .execute();
  }
  await writeAudit(db, user, {
    entity: 'LotteryDraw',
    entityId: draw.id,
    action: 'draw',
    after: {
      enrollmentProgramId: programId,
      seed,
      slots: settings.slots,
      tiers: settings.tiers,
      applicantCount: applicants.length,
      selected: entries.filter((entry) => entry.selected).map((entry) => entry.applicantId),
    },
  });
  return drawById(db, draw.id);
}

/** The stored draw's own record, as the draw read it: enough to run it again without the live tables. */
export async function storedDrawInputs(db: Db, drawId: number) {
  const draw = await db
    .selectFrom('lottery_draws')
    .select(['id', 'enrollment_program_id', 'seed', 'slots', 'tiers'])
    .where('id', '=', drawId)
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom('lottery_draw_entries')
    .select(['applicant_id', 'rank', 'is_returning', 'is_foster_care', 'has_disability', 'zip_code'])
    .where('draw_id', '=', drawId)
    .orderBy('rank')
    .execute();
  return {
    draw,
    ranked: entries.map((entry) => entry.applicant_id),
    applicants: entries.map((entry): LotteryApplicant => ({
      id: entry.applicant_id,
      returning: entry.is_returning,
      fosterCare: entry.is_foster_care,
      disability: entry.has_disability,
      zipCode: entry.zip_code,
    })),
  };
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The latest draw as a workbook: the ranked list, then how it was drawn and how to draw it again. */
export async function lotteryWorkbook(db: Db, user: Principal, programId: number) {
  const program = await lotteryProgram(db, user, programId);
  const row = await latestDraw(db, programId);
  if (!row) throw notFound('A lottery draw of this program');
  const draw = await withEntries(db, row);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pathway';
  workbook.created = new Date(draw.drawnOn);
  workbook.modified = workbook.created;
  const ranked = workbook.addWorksheet('Ranked list', { views: [{ state: 'frozen', ySplit: 1 }] });
  ranked.columns = [
    { header: 'Rank', key: 'rank', width: 8 },
    { header: 'Result', key: 'result', width: 12 },
    { header: 'Waitlist Position', key: 'waitlist', width: 18 },
    { header: 'Tier', key: 'tier', width: 30 },
    { header: 'Application Id', key: 'applicantId', width: 16 },
    { header: 'Last Name', key: 'lastName', width: 20 },
    { header: 'First Name', key: 'firstName', width: 20 },
    { header: 'Zip Code', key: 'zipCode', width: 10 },
    { header: 'Status Now', key: 'status', width: 18 },
  ];
  ranked.getRow(1).font = { bold: true };
  for (const entry of draw.entries) {
    ranked.addRow({
      rank: entry.rank,
      result: entry.selected ? 'Selected' : 'Waitlist',
      waitlist: entry.waitlistPosition,
      tier: entry.tierLabel,
      applicantId: entry.applicantId,
      lastName: entry.lastName,
      firstName: entry.firstName,
      zipCode: entry.zipCode,
      status: entry.status,
    });
  }
  const about = workbook.addWorksheet('How it was drawn');
  about.columns = [
    { header: 'Item', key: 'item', width: 24 },
    { header: 'Value', key: 'value', width: 90 },
  ];
  about.getRow(1).font = { bold: true };
  const tiers = draw.tiers.map((rule, index) => `${String(index + 1)}. ${tierLabel(rule)}`);
  about.addRows([
    { item: 'Enrollment program', value: `${program.name} (${program.code}, id ${String(program.id)})` },
    { item: 'Draw', value: draw.id },
    { item: 'Seed', value: draw.seed },
    { item: 'Slots', value: draw.slots },
    { item: 'Applicants drawn', value: draw.applicantCount },
    { item: 'Tiers in order', value: [...tiers, `${String(tiers.length + 1)}. ${EVERYONE_ELSE}`].join('; ') },
    { item: 'Drawn on', value: draw.drawnOn },
    { item: 'Drawn by', value: draw.drawnBy },
    {
      item: 'Random stream',
      value: `ChaCha20 keyed by SHA-256 of "${LOTTERY_STREAM}\\n${String(program.id)}\\n<seed>", zero nonce, little-endian 32-bit words; Fisher-Yates within each tier in application id order (ADR 212).`,
    },
    {
      item: 'Run it again',
      value: `pnpm --filter @pathway/api lottery --program ${String(program.id)} --seed "${draw.seed}"`,
    },
  ]);
  await writeAudit(db, user, { entity: 'LotteryDraw', entityId: draw.id, action: 'download' });
  return {
    kind: 'file' as const,
    fileName: `lottery-${program.code}-${String(draw.id)}.xlsx`,
    contentType: XLSX,
    content: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
