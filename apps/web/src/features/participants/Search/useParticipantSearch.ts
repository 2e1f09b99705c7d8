import type { SearchFilter } from '@pathway/api-client';
import { useMemo } from 'react';
import { useResourceList } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

/** The search's pseudo-filter of participants whose next clearance or work permit expires within N days (ADR 065). */
export const EXPIRING_FILTER = 'clearanceExpiringWithinDays';

const NO_FILTERS: readonly SearchFilter[] = [];

/**
 * The participants search for a server-mode grid: the kit's list with the expiry filter the grid's
 * own query cannot carry (the kit maps only date filters). The whole request, expiry included, is
 * the cache key, so a change of either searches again.
 */
export function useParticipantSearch(withinDays: number | null) {
  const filters = useMemo(
    () =>
      withinDays === null ? NO_FILTERS : [{ field: EXPIRING_FILTER, operator: 'lte' as const, value: withinDays }],
    [withinDays],
  );
  return useResourceList({ path: '/students', search: api.students.search }, { filters });
}
