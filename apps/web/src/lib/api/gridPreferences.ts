import { gridPreferencesApi } from '@pathway/api-client';
import { http } from './http.ts';

export const gridPreferences = /* @__PURE__ */ gridPreferencesApi(http);
