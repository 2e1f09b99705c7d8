/** The cache key of a program's placement weights (the GET's path, as queryKeys.resource reads paths). */
export const placementSettingsKey = (programId: number) =>
  ['enrollment-programs', programId, 'placement', 'settings'] as const;
