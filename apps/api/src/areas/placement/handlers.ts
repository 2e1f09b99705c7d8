import { signedIn, type Handlers } from '../../http/context.ts';
import { isoDate } from '../../core/dates.ts';
import { acceptPlacement, placementSettings, proposeProgramPlacement, savePlacementSettings } from './placements.ts';

/**
 * Placement (issue 30, ADR 211, 214): an enrollment program's weights, a proposal of its pool into
 * the open slots beside the greedy baseline, and the accepted pairs made by the job assignment.
 */
export const handlers: Handlers = {
  async placementGetSettings({ db, user, params }) {
    return placementSettings(db, user, params.enrollmentProgramId);
  },
  async placementSaveSettings({ db, user, params, body }) {
    return savePlacementSettings(db, signedIn(user), params.enrollmentProgramId, body);
  },
  async placementPropose({ db, user, params, body, services }) {
    return proposeProgramPlacement(db, user, params.enrollmentProgramId, body, isoDate(services.now()));
  },
  async placementAccept({ db, user, params, body, operation, services }) {
    return acceptPlacement(db, signedIn(user), operation, params.enrollmentProgramId, body, isoDate(services.now()));
  },
};
