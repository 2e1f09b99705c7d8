import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';

export type OnlineAppPageSetupSummary = components['schemas']['OnlineAppPageSetupSummary'];
export type OnlineAppPageSetup = components['schemas']['OnlineAppPageSetup'];
export type OnlineAppPage = components['schemas']['OnlineAppPage'];
export type OnlineAppField = components['schemas']['OnlineAppField'];
export type OnlineAppPageSetupSaveRequest = RequestBody<'/online-application/page-setup/{enrollmentProgramId}', 'put'>;
export type OnlineAppEnvironment = components['schemas']['OnlineAppEnvironment'];
export type OnlineAppEnvironmentSaveRequest = RequestBody<'/online-application/environment-configuration', 'put'>;

const pageSetupPath = (enrollmentProgramId: number) =>
  `online-application/page-setup/${encodeURIComponent(String(enrollmentProgramId))}`;

/** Maintenance > Online App Configurations: each enrollment program's pages and the site's settings. */
export const onlineApplicationApi = (http: KyInstance) => ({
  /** Every enrollment program with its page setup summary. */
  pageSetups: () =>
    http.get('online-application/page-setups').json<ResponseBody<'/online-application/page-setups', 'get'>>(),
  /** One program's pages and fields, with the version to save against. */
  pageSetup: (enrollmentProgramId: number) => http.get(pageSetupPath(enrollmentProgramId)).json<OnlineAppPageSetup>(),
  /** Replaces the program's page list; a stale version answers 409. */
  savePageSetup: (enrollmentProgramId: number, body: OnlineAppPageSetupSaveRequest) =>
    http.put(pageSetupPath(enrollmentProgramId), { json: body }).json<OnlineAppPageSetup>(),
  /** The public application site's one configuration record. */
  environment: () => http.get('online-application/environment-configuration').json<OnlineAppEnvironment>(),
  /** Saves the site's configuration; a stale version answers 409, bad date or age ranges 422. */
  saveEnvironment: (body: OnlineAppEnvironmentSaveRequest) =>
    http.put('online-application/environment-configuration', { json: body }).json<OnlineAppEnvironment>(),
});
