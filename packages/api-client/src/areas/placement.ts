import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { BulkActionResult } from './enrollmentPipeline.ts';

export type PlacementWeights = components['schemas']['PlacementWeights'];
export type PlacementSettings = components['schemas']['PlacementSettings'];
export type PlacementSettingsRequest = components['schemas']['PlacementSettingsRequest'];
export type PlacementPairRef = components['schemas']['PlacementPairRef'];
export type PlacementProposalRequest = components['schemas']['PlacementProposalRequest'];
export type PlacementProposal = components['schemas']['PlacementProposal'];
export type ProposedPlacement = components['schemas']['ProposedPlacement'];
export type UnplacedYouth = components['schemas']['UnplacedYouth'];
export type PlacementSummary = components['schemas']['PlacementSummary'];
export type PlacementAcceptRequest = components['schemas']['PlacementAcceptRequest'];

const base = (enrollmentProgramId: number) =>
  `enrollment-programs/${encodeURIComponent(String(enrollmentProgramId))}/placement`;

/** The placement optimiser of an enrollment program (issue 30, ADR 211, 214). */
export const placementApi = (http: KyInstance) => ({
  /** The program's preference weights (the defaults at version 0 before the first save). */
  settings: (enrollmentProgramId: number) =>
    http.get(`${base(enrollmentProgramId)}/settings`).json<PlacementSettings>(),
  /** Saves the weights with the version last read; stale is 409. */
  saveSettings: (enrollmentProgramId: number, body: PlacementSettingsRequest) =>
    http.put(`${base(enrollmentProgramId)}/settings`, { json: body }).json<PlacementSettings>(),
  /** Solves the placement of the program's pool with staff's pins and exclusions; stores nothing. */
  propose: (enrollmentProgramId: number, body: PlacementProposalRequest) =>
    http.post(`${base(enrollmentProgramId)}/proposal`, { json: body, timeout: 120_000 }).json<PlacementProposal>(),
  /** Makes the listed pairs through the job assignment; each participant's outcome in `results`. */
  accept: (enrollmentProgramId: number, body: PlacementAcceptRequest) =>
    http.post(`${base(enrollmentProgramId)}/accept`, { json: body }).json<BulkActionResult>(),
});
