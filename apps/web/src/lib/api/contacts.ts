import { contactsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const contacts = /* @__PURE__ */ contactsApi(http);
