import type { KyInstance } from 'ky';
import type { RequestBody, ResponseBody } from '../http.ts';

export type GridPreference = ResponseBody<'/grid-preferences/{screenKey}', 'get'>;
export type GridViewBody = RequestBody<'/grid-preferences/{screenKey}', 'put'>;

/** The caller's own saved grid views, one per screen (ADR 198). */
export const gridPreferencesApi = (http: KyInstance) => ({
  get: (screenKey: string, options: { signal?: AbortSignal } = {}) =>
    http.get(`grid-preferences/${encodeURIComponent(screenKey)}`, { signal: options.signal }).json<GridPreference>(),
  /** `keepalive` lets the save outlive the page (sent as it unloads: a reload, a closed tab). */
  save: (screenKey: string, view: GridViewBody, options: { keepalive?: boolean } = {}) =>
    http
      .put(`grid-preferences/${encodeURIComponent(screenKey)}`, { json: view, keepalive: options.keepalive })
      .json<GridPreference>(),
  remove: async (screenKey: string) => {
    await http.delete(`grid-preferences/${encodeURIComponent(screenKey)}`);
  },
});
