import type { KyInstance } from 'ky';
import type { RequestBody, ResponseBody } from '../http.ts';

export type SessionTimeLimit = ResponseBody<'/system/session-time-limit', 'get'>;
export type SaveSessionTimeLimitRequest = RequestBody<'/system/session-time-limit', 'post'>;
export type Applications = ResponseBody<'/system/applications', 'get'>;
export type LogErrorRequest = RequestBody<'/system/log-error', 'post'>;

export const systemApi = (http: KyInstance) => ({
  getSessionTimeLimit: () => http.get('system/session-time-limit').json<SessionTimeLimit>(),
  saveSessionTimeLimit: (body: SaveSessionTimeLimitRequest) =>
    http.post('system/session-time-limit', { json: body }).json<ResponseBody<'/system/session-time-limit', 'post'>>(),
  applications: () => http.get('system/applications').json<Applications>(),
  /** Reports an unhandled client error; the body is the message with its stack. */
  logError: async (body: LogErrorRequest) => {
    await http.post('system/log-error', { json: body });
  },
});
