import type { KyInstance } from 'ky';
import { createResource, type Resource } from '../resource.ts';

/**
 * The data dictionary: searched, read and its texts updated. Entries come from the database, so the
 * contract has no create or delete, and the client exposes none (the Pact coverage check holds every
 * exposed function to an interaction).
 */
export function dataDictionaryResource(http: KyInstance): Resource<'/data-dictionary'> {
  const { path, search, get, update } = createResource(http, '/data-dictionary');
  return { path, search, get, update } as Resource<'/data-dictionary'>;
}
