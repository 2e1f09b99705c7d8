import type { KyInstance } from 'ky';
import type { RequestBody, ResponseBody } from '../http.ts';

export type LoginRequest = RequestBody<'/auth/login', 'post'>;
export type LoginResponse = ResponseBody<'/auth/login', 'post'>;
export type RefreshSessionResponse = ResponseBody<'/auth/refresh-session', 'get'>;
export type CheckSessionResponse = ResponseBody<'/auth/check-session', 'get'>;

/** Sign-in and the server side of the session (spec sections 4 and 7). */
export const authApi = (http: KyInstance) => ({
  login: (body: LoginRequest) => http.post('auth/login', { json: body }).json<LoginResponse>(),
  /** Extends the session; called from the session-expiry window's Refresh. */
  refreshSession: () => http.get('auth/refresh-session').json<RefreshSessionResponse>(),
  /** Asked before a user is declared expired: another tab may have extended the session. */
  checkSession: () => http.get('auth/check-session').json<CheckSessionResponse>(),
  /** Ends the session on the server (the Logout menu): its token is refused from then on. */
  logout: async () => {
    await http.post('auth/logout');
  },
});
