import type { ContactSourceName } from '@pathway/api-client';

/** The cache path of one record's contacts; every change of them invalidates it. */
export const contactsKey = (sourceName: ContactSourceName, sourceId: number) =>
  ['contacts', sourceName, sourceId] as const;
