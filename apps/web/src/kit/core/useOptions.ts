import type { NamedLookup, NamedLookupResult, Option } from '@pathway/api-client';
import type { SelectItem } from '@pathway/design-system';
import { useQuery } from '@tanstack/react-query';
import * as api from '../../lib/api.ts';
import { queryKeys } from '../../lib/queryClient.ts';

/** Named lookups that answer a list of options (all but `default-time-zone`). */
export type OptionLookup = {
  [Name in NamedLookup]: NamedLookupResult<Name> extends readonly Option[] ? Name : never;
}[NamedLookup];

export interface Options<V extends string | number> {
  items: readonly SelectItem<V>[];
  isLoading: boolean;
}

const NO_ITEMS: never[] = [];

/**
 * Select items fetched once per session under `queryKey` (select lists change with a deploy, not
 * while someone works; the cache empties on sign-out). Any list: a lookup, organizations, programs.
 */
export function useOptions<V extends string | number>(
  queryKey: readonly unknown[],
  load: () => Promise<readonly SelectItem<V>[]>,
  { enabled = true }: { enabled?: boolean } = {},
): Options<V> {
  const query = useQuery({ queryKey, queryFn: load, staleTime: Infinity, gcTime: Infinity, enabled });
  return { items: query.data ?? NO_ITEMS, isLoading: query.isLoading };
}

/**
 * A named lookup list as select items. The form stores the option's id, or its text where the
 * contract stores the text (`by: 'text'`, e.g. an income range's funding type) or the code (`by:
 * 'code'`, e.g. a state's PA). No name, no call.
 */
export function useLookup(name: OptionLookup | undefined, by: 'id' | 'text' | 'code' = 'id'): Options<number | string> {
  return useOptions<number | string>(
    [...queryKeys.lookup(name ?? ''), by],
    async () => {
      if (name === undefined) return [];
      const options = (await api.lookups.named(name)) as readonly Option[];
      return options.map((option) => ({
        value: by === 'id' ? option.id : by === 'code' ? (option.code ?? option.text) : option.text,
        label: option.text,
      }));
    },
    { enabled: name !== undefined },
  );
}

/** The organizations the user may see, as select items by id. */
export function useOrganizationOptions(): Options<number> {
  return useOptions<number>(['organizations'], async () =>
    (await api.organizations.list()).map((organization) => ({ value: organization.id, label: organization.name })),
  );
}
