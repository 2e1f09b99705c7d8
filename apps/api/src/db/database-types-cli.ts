import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { databaseTypesFile, generateDatabaseTypes } from './database-types.ts';

// `pnpm --filter @pathway/api run db:types`: after a migration is added or changed, so the queries
// are type-checked against the tables it leaves (the database-types test fails until then).
writeFileSync(databaseTypesFile, await generateDatabaseTypes());
process.stdout.write(`wrote ${relative(process.cwd(), databaseTypesFile)}\n`);
