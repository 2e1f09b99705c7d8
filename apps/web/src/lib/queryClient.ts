import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showFailure, showFailureUnlessClaimed } from './failure.ts';
import { hideSpinner } from './loading.ts';

/**
 * The app's one QueryClient (ADR 070). Every failed query and mutation runs the generic failure
 * handling of spec section 8 once, here: screens never catch to toast. A 401 is not shown (the
 * session's end says so itself, see sessionRejection.ts). ky already retries idempotent calls, so
 * the client does not retry again, and a tab coming back into focus does not refetch behind the user.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A query whose screen shows its failure in place (meta `failureShownInline`) is not toasted
        // too; the spinner still goes, as with every failure.
        if (query.meta?.failureShownInline === true) hideSpinner();
        else showFailure(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // A form that places a refusal's field messages under its fields (meta `failureShownByForm`)
        // shows the failure itself, once, and claims it; one it did not claim is shown here after all.
        if (mutation.meta?.failureShownByForm === true) showFailureUnlessClaimed(error);
        else showFailure(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Cache keys read like the paths they cache: `['schools']` holds every search of /schools (a save
 * invalidates it whole), `['lookups', 'genders']` one named list, `['students', 7, 'guardians']`
 * a record's sub-list.
 */
export const queryKeys = {
  /** Every cached call under an API path, e.g. `/payroll/calendars` → `['payroll', 'calendars']`. */
  resource: (path: string): readonly string[] => path.split('/').filter((part) => part !== ''),
  /** One search: the whole request is part of the key, so every page and sort is its own answer. */
  search: (path: string, request: unknown): readonly unknown[] => [...queryKeys.resource(path), 'search', request],
  /** A named lookup list, cached for the session. */
  lookup: (name: string): readonly string[] => ['lookups', name],
};
