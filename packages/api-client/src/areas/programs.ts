import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { ResponseBody } from '../http.ts';

export type Program = components['schemas']['Program'];

/** Programs (spec section 7). */
export const programsApi = (http: KyInstance) => ({
  /** Programs as select-list options, optionally only those of one organization. */
  options: (organizationId?: number) =>
    http.get('programs/options', { searchParams: { organizationId } }).json<ResponseBody<'/programs/options', 'get'>>(),
  get: (programId: number) => http.get(`programs/${programId}`).json<ResponseBody<'/programs/{programId}', 'get'>>(),
});
