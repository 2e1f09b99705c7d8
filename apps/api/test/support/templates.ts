import { CORE_ONLY, SMALL, type SeedOptions } from '../../src/seed/run.ts';

/**
 * The seeds test files start from, each migrated and seeded once per run into a template (a dumped
 * PGlite folder, a PostgreSQL template database): a file's server then starts in a few seconds
 * instead of migrating and seeding again.
 */
export const TEMPLATE_SEEDS = {
  small: SMALL,
  core: CORE_ONLY,
  zero: { participants: 0, applicants: 0 },
  empty: false,
} as const satisfies Record<string, SeedOptions | false>;
export type TemplateName = keyof typeof TEMPLATE_SEEDS;

export function templateFor(seed: SeedOptions | false): TemplateName | undefined {
  const wanted = JSON.stringify(seed);
  return (Object.keys(TEMPLATE_SEEDS) as TemplateName[]).find(
    (name) => JSON.stringify(TEMPLATE_SEEDS[name]) === wanted,
  );
}
