import type { Db } from '../core/schema.ts';

/**
 * The age bounds of quality review and of every enrollment program: the online application's
 * minimum and maximum age (its one configuration row).
 */
export async function qualityReviewAges(db: Db): Promise<{ minAge: number | null; maxAge: number | null }> {
  const row = await db
    .selectFrom('online_app_environment')
    .select(['min_age as minAge', 'max_age as maxAge'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ?? { minAge: null, maxAge: null };
}
