import type { QueryClient } from '@tanstack/react-query';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';

/** After an enroll, the lists it changes are read again: the Eligible applicants and the participants. */
export function invalidateEnrolled(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.resource(api.enrollCandidates.path) }),
    client.invalidateQueries({ queryKey: queryKeys.resource('/students') }),
  ]);
}
