import { sql } from 'kysely';

/**
 * The columns every audited update sets besides its own (ADR 091): when and by whom the row last
 * changed, and its next version, which the next writer's `where version = …` checks. Spread into a
 * builder's `set`, so the keys are still checked against the table.
 */
export function touchedBy(userName: string) {
  return {
    last_update_date: sql<string>`now()`,
    last_update_user: userName,
    version: sql<number>`version + 1`,
  };
}
