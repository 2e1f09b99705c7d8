import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { ResponseBody } from '../http.ts';

export type Location = components['schemas']['Location'];

/** Locations (spec section 7). */
export const locationsApi = (http: KyInstance) => ({
  list: () => http.get('locations/list').json<ResponseBody<'/locations/list', 'get'>>(),
});
