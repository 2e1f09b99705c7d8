import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';

export type Lottery = components['schemas']['Lottery'];
export type LotteryDraw = components['schemas']['LotteryDraw'];
export type LotteryEntry = components['schemas']['LotteryEntry'];
export type LotterySettings = components['schemas']['LotterySettings'];
export type LotterySettingsRequest = components['schemas']['LotterySettingsRequest'];
export type LotteryDrawRequest = components['schemas']['LotteryDrawRequest'];
export type LotteryTierRule = components['schemas']['LotteryTierRule'];
export type LotteryTierKind = components['schemas']['LotteryTierKind'];

const base = (enrollmentProgramId: number) =>
  `enrollment-programs/${encodeURIComponent(String(enrollmentProgramId))}/lottery`;

/** The applicant lottery of an enrollment program (issue 30, ADR 212, 213). */
export const lotteryApi = (http: KyInstance) => ({
  /** Settings, how many applications are Eligible, and the latest draw (null before the first). */
  get: (enrollmentProgramId: number) => http.get(base(enrollmentProgramId)).json<Lottery>(),
  /** Saves slots and tiers with the version last read (0 before the first save); stale is 409. */
  saveSettings: (enrollmentProgramId: number, body: LotterySettingsRequest) =>
    http.put(`${base(enrollmentProgramId)}/settings`, { json: body }).json<LotterySettings>(),
  /** Draws with the published seed; the same inputs answer the draw already made. */
  draw: (enrollmentProgramId: number, body: LotteryDrawRequest) =>
    http.post(`${base(enrollmentProgramId)}/draw`, { json: body }).json<LotteryDraw>(),
  /** The latest draw as an Excel workbook. */
  download: (enrollmentProgramId: number) =>
    http
      .get(`${base(enrollmentProgramId)}/download`, {
        headers: { Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      })
      .blob(),
});
