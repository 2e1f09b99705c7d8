/**
 * The tables, as Kysely sees them. Each area declares its own tables in `areas/<area>/tables.ts`
 * by merging into this interface (`declare module '../../db/schema.ts' { interface Database … }`),
 * so areas add tables without editing one shared list. Columns are the snake_case of the wire
 * fields of the area's read model; display fields (`organizationName`) come from joins.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging.
export interface Database {}
