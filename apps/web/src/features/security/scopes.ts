import type { SelectItem } from '@pathway/design-system';

type Scope = 'GLOBAL' | 'ORGANIZATION' | 'CONTRACTOR';

/** The contract's Scope values (roles and permissions): which kind of user they are for. */
export const scopeItems: readonly SelectItem<Scope>[] = [
  { value: 'GLOBAL', label: 'Global' },
  { value: 'ORGANIZATION', label: 'Organization' },
  { value: 'CONTRACTOR', label: 'Contractor' },
];

/** '' for an empty text box, sent as null. */
export const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
