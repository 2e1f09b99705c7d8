/** Cache paths of the screen's reads, shared by the screen and its lazily loaded popups. */
export const pageSetupsKey = ['online-application', 'page-setups'] as const;
export const pageSetupKey = (enrollmentProgramId: number) =>
  ['online-application', 'page-setup', enrollmentProgramId] as const;
export const environmentKey = ['online-application', 'environment-configuration'] as const;
