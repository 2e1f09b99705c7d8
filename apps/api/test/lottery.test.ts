import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawLottery } from '../src/areas/enrollment/lottery.ts';
import { eligibleApplicants, lotteryTiers, storedTiers } from '../src/areas/enrollment/lotteryDraws.ts';
import { replayLottery } from '../src/areas/enrollment/lotteryReplay.ts';
import { DEFAULT_ENGINE, startTestServer, type TestServer } from './support/server.ts';
import type { Bulk } from './enrollment-fixtures.ts';

interface Entry {
  rank: number;
  applicantId: number;
  tier: number;
  tierLabel: string;
  selected: boolean;
  waitlistPosition: number | null;
  status: string;
  version: number;
}
interface Draw {
  id: number;
  seed: string;
  slots: number;
  applicantCount: number;
  drawnBy: string;
  entries: Entry[];
}
interface Lottery {
  enrollmentProgramName: string;
  eligibleCount: number;
  settings: { slots: number | null; tiers: { kind: string; zipCodes?: string[] }[]; version: number };
  draw: Draw | null;
}

const SEED = '2026-06-01 Pick 3: 482';

// The applicant lottery as the screen drives it (issue 30, ADR 212, 213): settings, a stored and
// audited draw that the same inputs find again, the export, enrolling the selected, the command.
describe(`applicant lottery (${DEFAULT_ENGINE})`, () => {
  let server: TestServer;
  let admin: string;
  let programId: number;
  const call = (method: string, url: string, body?: unknown, token = admin) =>
    server.call(method, url, { token, body });
  const db = () => server.database.db;
  const lotteryUrl = () => `/api/enrollment-programs/${String(programId)}/lottery`;
  const read = async () => (await call('GET', lotteryUrl())).body as Lottery;
  const audits = async (entity: string) =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from audit_log where entity = ${entity}`.execute(db()))
        .rows[0]?.n,
    );

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    const row = (await sql<{ id: number }>`select id from enrollment_programs where code = 'SYEP-26'`.execute(db()))
      .rows[0];
    if (!row) throw new Error('the demo summer program SYEP-26 expected');
    programId = row.id;
    // The small test seed screens few applicants: the rest of the program's open applications are
    // made Eligible, so there are more applicants than slots and several tiers to draw.
    await sql`update applicants set status = 'Eligible'
      where enrollment_program_id = ${programId} and status in ('Applied', 'Quality Review', 'Provider Screening')`.execute(
      db(),
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it('shows the demo summer program with fewer slots than Eligible applicants and no draw yet', async () => {
    const lottery = await read();
    expect(lottery.enrollmentProgramName).toBe('Summer Youth Employment 2026');
    expect(lottery.draw).toBeNull();
    expect(lottery.settings.slots).not.toBeNull();
    expect(lottery.eligibleCount).toBeGreaterThan(lottery.settings.slots ?? Infinity);
    expect(lottery.settings.tiers.map((tier) => tier.kind)).toEqual([
      'returning',
      'fosterCare',
      'disability',
      'zipCodes',
    ]);
  });

  it('refuses a draw on stale settings and a blank seed, and stores none', async () => {
    const { settings } = await read();
    const stale = await call('POST', `${lotteryUrl()}/draw`, { seed: SEED, version: settings.version + 1 });
    expect(stale.status).toBe(409);
    const blank = await call('POST', `${lotteryUrl()}/draw`, { seed: '   ', version: settings.version });
    expect([400, 422]).toContain(blank.status);
    expect((await read()).draw).toBeNull();
  });

  it('draws tier by tier, selects the slots, stores and audits it; the same inputs find the same draw', async () => {
    const before = await read();
    const slots = before.settings.slots ?? 0;
    const auditsBefore = await audits('LotteryDraw');
    const drawn = await call('POST', `${lotteryUrl()}/draw`, { seed: SEED, version: before.settings.version });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    const draw = drawn.body as Draw;
    expect(draw.entries).toHaveLength(before.eligibleCount);
    expect(draw.entries.map((entry) => entry.rank)).toEqual(draw.entries.map((_, index) => index + 1));
    expect(draw.entries.filter((entry) => entry.selected)).toHaveLength(slots);
    expect(draw.entries.slice(0, slots).every((entry) => entry.selected)).toBe(true);
    expect(draw.entries.slice(slots).map((entry) => entry.waitlistPosition)).toEqual(
      draw.entries.slice(slots).map((_, index) => index + 1),
    );
    const tiers = draw.entries.map((entry) => entry.tier);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(new Set(tiers).size).toBeGreaterThan(1);
    expect(await audits('LotteryDraw')).toBe(auditsBefore + 1);

    // The pure draw over the same applicants and settings gives the stored order.
    const applicants = await eligibleApplicants(db(), programId);
    const expected = drawLottery({
      applicants,
      tiers: lotteryTiers(storedTiers(before.settings.tiers)),
      slots,
      seed: SEED,
      programId,
    });
    expect(draw.entries.map((entry) => entry.applicantId)).toEqual(expected.map((entry) => entry.applicantId));

    // A second click, with the seed as typed with spaces around it: the same draw, nothing written.
    const again = await call('POST', `${lotteryUrl()}/draw`, { seed: `  ${SEED} `, version: before.settings.version });
    expect(again.status).toBe(200);
    expect((again.body as Draw).id).toBe(draw.id);
    expect(await audits('LotteryDraw')).toBe(auditsBefore + 1);
    const count = await sql<{
      n: number;
    }>`select count(*)::int as n from lottery_draws where enrollment_program_id = ${programId}`.execute(db());
    expect(count.rows[0]?.n).toBe(1);
    expect((await read()).draw?.id).toBe(draw.id);
  });

  it('prints the same order from the command, from the stored draw and from the seed alone', async () => {
    const { draw } = await read();
    if (!draw) throw new Error('a draw expected');
    const replay = await replayLottery(db(), programId, SEED);
    expect(replay.matchesStored).toBe(true);
    const printed = replay.lines.slice(2, 2 + draw.entries.length).map((line) => Number(line.split('\t')[1]));
    expect(printed).toEqual(draw.entries.map((entry) => entry.applicantId));
    expect(replay.lines.at(-1)).toBe(`The same order as stored draw ${String(draw.id)}.`);

    const other = await replayLottery(db(), programId, 'another seed');
    expect(other.matchesStored).toBeNull();
    expect(other.lines[0]).toContain('not drawn yet');
    const otherOrder = other.lines.slice(2).map((line) => Number(line.split('\t')[1]));
    expect([...otherOrder].sort((a, b) => a - b)).toEqual(
      draw.entries.map((entry) => entry.applicantId).sort((a, b) => a - b),
    );
    expect(otherOrder).not.toEqual(draw.entries.map((entry) => entry.applicantId));
  });

  it('exports the ranked list and how it was drawn to Excel, audited', async () => {
    const { draw } = await read();
    if (!draw) throw new Error('a draw expected');
    const response = await call('GET', `${lotteryUrl()}/download`);
    expect(response.status).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain(`lottery-SYEP-26-${String(draw.id)}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.raw as unknown as ArrayBuffer);
    const ranked = workbook.getWorksheet('Ranked list');
    expect(ranked?.rowCount).toBe(draw.entries.length + 1);
    expect(ranked?.getRow(2).getCell(1).value).toBe(1);
    expect(ranked?.getRow(2).getCell(5).value).toBe(draw.entries[0]?.applicantId);
    expect(ranked?.getRow(2).getCell(2).value).toBe('Selected');
    const about = workbook.getWorksheet('How it was drawn');
    const values = about?.getColumn(2).values ?? [];
    expect(values).toContain(SEED);
    expect(values).toContain(`pnpm --filter @pathway/api lottery --program ${String(programId)} --seed "${SEED}"`);
    const logged = await sql<{ n: number }>`select count(*)::int as n from audit_log
      where entity = 'LotteryDraw' and action = 'download' and entity_id = ${String(draw.id)}`.execute(db());
    expect(logged.rows[0]?.n).toBe(1);
  });

  it('saves settings with their version, refuses a stale one and a zip tier without zip codes', async () => {
    const { settings } = await read();
    const empty = await call('PUT', `${lotteryUrl()}/settings`, {
      slots: 3,
      tiers: [{ kind: 'zipCodes', zipCodes: [] }],
      version: settings.version,
    });
    expect(empty.status).toBe(422);
    const repeated = await call('PUT', `${lotteryUrl()}/settings`, {
      slots: 3,
      tiers: [{ kind: 'fosterCare' }, { kind: 'fosterCare' }],
      version: settings.version,
    });
    expect(repeated.status).toBe(422);
    const saved = await call('PUT', `${lotteryUrl()}/settings`, {
      slots: 3,
      tiers: [{ kind: 'zipCodes', zipCodes: ['15208', '15206'] }],
      version: settings.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      slots: 3,
      tiers: [{ kind: 'zipCodes', zipCodes: ['15206', '15208'] }],
      version: settings.version + 1,
    });
    const stale = await call('PUT', `${lotteryUrl()}/settings`, { slots: 4, tiers: [], version: settings.version });
    expect(stale.status).toBe(409);
    // New settings are new inputs: a new draw, while the earlier one keeps what it was drawn with.
    const redrawn = await call('POST', `${lotteryUrl()}/draw`, { seed: SEED, version: settings.version + 1 });
    expect(redrawn.status).toBe(200);
    const draw = redrawn.body as Draw;
    expect(draw.slots).toBe(3);
    expect(draw.entries.filter((entry) => entry.selected)).toHaveLength(3);
    expect(new Set(draw.entries.map((entry) => entry.tierLabel))).toEqual(
      new Set(['Zip codes 15206, 15208', 'Everyone else']),
    );
  });

  it('enrolls the selected through the enroll operation and shows their new status on the draw', async () => {
    const { draw } = await read();
    if (!draw) throw new Error('a draw expected');
    const selected = draw.entries.filter((entry) => entry.selected);
    // Enroll needs provider screening complete and the family income within the program's range.
    await sql`update applicants set is_provider_screening_complete = true, family_size = 2, family_income = 9000,
      is_locked = false where id = any(${selected.map((entry) => entry.applicantId)}::int4[])`.execute(db());
    const versions = (await read()).draw?.entries.filter((entry) => entry.selected) ?? [];
    const enrolled = await call('POST', '/api/enrollment/enroll', {
      items: versions.map((entry) => ({ id: entry.applicantId, version: entry.version })),
      enrollmentDate: '2026-06-02',
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    expect((enrolled.body as Bulk).succeeded).toBe(selected.length);
    const after = await read();
    expect(after.draw?.id).toBe(draw.id);
    expect(after.draw?.entries.filter((entry) => entry.selected).every((entry) => entry.status === 'Enrolled')).toBe(
      true,
    );
    expect(after.eligibleCount).toBe(draw.applicantCount - selected.length);
  });

  it('takes foster care and a disability from provider screening, and returning from an earlier enrollment', async () => {
    const screened = (
      await sql<{ id: number }>`select id from applicants where status = 'Provider Screening' and not is_locked
        order by id limit 1`.execute(db())
    ).rows[0];
    if (!screened) throw new Error('an application in Provider Screening expected');
    const url = `/api/applicant-review/${String(screened.id)}/provider-screening-items`;
    const before = (await call('GET', url)).body as {
      isFosterCare: boolean;
      hasDisability: boolean;
      version: number;
      items: { id: number; statusId?: number; applicantReviewStatuses: { id: number }[] }[];
    };
    const items = before.items.map((item) => ({
      id: item.id,
      statusId: item.statusId ?? item.applicantReviewStatuses[0]?.id ?? 0,
    }));
    const saved = await call('PUT', url, { version: before.version, items, isFosterCare: !before.isFosterCare });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ isFosterCare: !before.isFosterCare, hasDisability: before.hasDisability });
    const logged = await sql<{ before: unknown; after: unknown }>`select before, after from audit_log
      where entity = 'Enrollment' and action = 'screening-facts' and entity_id = ${String(screened.id)}`.execute(db());
    expect(logged.rows).toEqual([
      {
        before: { isFosterCare: before.isFosterCare, hasDisability: before.hasDisability },
        after: { isFosterCare: !before.isFosterCare, hasDisability: before.hasDisability },
      },
    ]);
    // Left out, a fact keeps its value (and nothing changed, nothing more is logged).
    const again = await call('PUT', url, { version: (saved.body as { version: number }).version, items });
    expect(again.body).toMatchObject({ isFosterCare: !before.isFosterCare, hasDisability: before.hasDisability });
    const count = await sql<{ n: number }>`select count(*)::int as n from audit_log
      where entity = 'Enrollment' and action = 'screening-facts' and entity_id = ${String(screened.id)}`.execute(db());
    expect(count.rows[0]?.n).toBe(1);

    // An Eligible applicant whose SSN an earlier program of the organization enrolled is returning.
    const eligible = (await eligibleApplicants(db(), programId)).find((applicant) => !applicant.returning);
    const earlier = (
      await sql<{ program_id: number; applicant_id: number }>`select ep.id as program_id,
          (select a.id from applicants a where a.organization_id = mine.organization_id
            and a.enrollment_program_id <> mine.id order by a.id limit 1) as applicant_id
        from enrollment_programs ep join enrollment_programs mine on mine.id = ${programId}
        where ep.organization_id = mine.organization_id and ep.start_date < mine.start_date
        order by ep.start_date desc limit 1`.execute(db())
    ).rows[0];
    if (!eligible || !earlier?.applicant_id)
      throw new Error('an earlier program and an applicant to enroll in it expected');
    await sql`update applicants set status = 'Enrolled', enrollment_program_id = ${earlier.program_id},
        ssn = (select ssn from applicants where id = ${eligible.id})
      where id = ${earlier.applicant_id}`.execute(db());
    const now = (await eligibleApplicants(db(), programId)).find((applicant) => applicant.id === eligible.id);
    expect(now?.returning).toBe(true);
  });

  it('keeps other organizations and roles without the claim out', async () => {
    const viewer = await server.login('viewer');
    expect((await call('GET', lotteryUrl(), undefined, viewer)).status).toBe(403);
    const contractor = await server.login('contractor');
    expect([403, 404]).toContain((await call('GET', lotteryUrl(), undefined, contractor)).status);
    const missing = await call('GET', '/api/enrollment-programs/999999/lottery');
    expect(missing.status).toBe(404);
    const other = (
      await sql<{ id: number }>`select ep.id from enrollment_programs ep
        where not exists (select 1 from user_organizations uo join users u on u.id = uo.user_id
          where u.user_name = 'orgstaff' and uo.organization_id = ep.organization_id) order by ep.id limit 1`.execute(
        db(),
      )
    ).rows[0];
    if (other) {
      const orgstaff = await server.login('orgstaff');
      expect(
        (await call('GET', `/api/enrollment-programs/${String(other.id)}/lottery`, undefined, orgstaff)).status,
      ).toBe(404);
    }
  });
});
