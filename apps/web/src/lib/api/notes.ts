import { notesApi } from '@pathway/api-client';
import { http } from './http.ts';

export const notes = /* @__PURE__ */ notesApi(http);
