import type { ChoiceOperators } from '@pathway/api-client';
import { useResourceList } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

/** The search's pseudo-filter of participants whose next clearance or work permit expires within N days (ADR 065). */
export const EXPIRING_FILTER = 'clearanceExpiringWithinDays';

/** The expiry filter is a choice of the grid (ADR 223): "within N days" is at most N days away. */
const operators: ChoiceOperators = { [EXPIRING_FILTER]: 'lte' };

/**
 * The participants search for a server-mode grid: the kit's list, the expiry filter included when
 * the grid's search panel offers it as a choice (it is then part of the grid's query and view).
 */
export function useParticipantSearch() {
  return useResourceList({ path: '/students', search: api.students.search }, { choiceOperators: operators });
}
