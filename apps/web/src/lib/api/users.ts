import { usersApi } from '@pathway/api-client';
import { http } from './http.ts';

export const users = /* @__PURE__ */ usersApi(http);
