import type { StudentRecordLookup } from '@pathway/api-client';
import type { SelectItem } from '@pathway/design-system';
import { Field, useOptions } from '../../../../kit/form.ts';
import * as api from '../../../../lib/api.ts';

type Load = () => Promise<readonly SelectItem<number>[]>;

export interface ListSelectProps {
  name: string;
  label: string;
  required?: boolean;
  /** Option lists are fetched once a session; the cache key reads like the list's path. */
  queryKey: readonly unknown[];
  load: Load;
}

/** A searchable select of ids whose options one request reads. */
export function ListSelect({ name, label, required, queryKey, load }: ListSelectProps) {
  const { items } = useOptions<number>(queryKey, load);
  return <Field.SearchableSelect name={name} label={label} required={required} items={items} />;
}

/**
 * A maintained lookup (`GET /lookups/{name}`) as ListSelect's key and loader: lookups without a
 * fixed select-list path, read the same way by every record form (ADR 140).
 */
export const lookupList = (name: StudentRecordLookup): Pick<ListSelectProps, 'queryKey' | 'load'> => ({
  queryKey: ['/lookups', name],
  load: async () => (await api.students.recordLookup(name)).map((option) => ({ value: option.id, label: option.text })),
});
