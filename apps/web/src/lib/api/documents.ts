import { documentsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const documents = /* @__PURE__ */ documentsApi(http);
