/** The cache key of a program's lottery (the GET's path, as queryKeys.resource reads paths). */
export const lotteryKey = (programId: number) => ['enrollment-programs', programId, 'lottery'] as const;
