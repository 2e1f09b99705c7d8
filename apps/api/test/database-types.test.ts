// The generated `Database` is the migrations' own (fresh) and strict enough that a query naming a
// column no migration leaves fails the type check: the snippets are compiled with the TypeScript
// compiler against the committed file, as `tsc -b` compiles the server.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  committedDatabaseTypes,
  databaseTypesFile,
  DB_TYPES_COMMAND,
  generateDatabaseTypes,
} from '../src/db/database-types.ts';

const dbFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'db');

describe('the generated database types', () => {
  it('match what the migrations leave', async () => {
    const fresh = await generateDatabaseTypes();
    // Not toBe: a 1,400-line diff hides the command to run.
    expect(fresh === committedDatabaseTypes(), `${databaseTypesFile} is stale: run ${DB_TYPES_COMMAND}`).toBe(true);
  });
});

/** The compiler's messages for `snippet`, a module in src/db, with `generated` as the generated file. */
function typeErrors(snippet: string, generated = committedDatabaseTypes()): string[] {
  const snippetFile = join(dbFolder, '__snippet__.ts');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2024,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const override = (fileName: string) =>
    fileName === snippetFile ? snippet : fileName === databaseTypesFile ? generated : undefined;
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (fileName) => override(fileName) !== undefined || fileExists.call(host, fileName);
  host.readFile = (fileName) => override(fileName) ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, language, ...rest) => {
    const text = override(fileName);
    return text === undefined
      ? getSourceFile.call(host, fileName, language, ...rest)
      : ts.createSourceFile(fileName, text, language);
  };
  const program = ts.createProgram([snippetFile], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const query = (column: string) => `
import type { Kysely } from 'kysely';
import type { Database } from '../core/schema.ts';
declare const db: Kysely<Database>;
export const names = db.selectFrom('users').select(['id', '${column}']).where('is_active', '=', true).execute();
export const typed: Promise<{ id: number; user_name: string }[]> = db
  .selectFrom('users')
  .select(['id', 'user_name'])
  .execute();
`;

describe('a query against the generated types', () => {
  it('compiles when every column it names exists', () => {
    expect(typeErrors(query('user_name'))).toEqual([]);
  });

  it('fails to compile when it names a column that does not exist', () => {
    const errors = typeErrors(query('login_name'));
    expect(errors.join('\n')).toMatch(/login_name/);
  });

  it('fails to compile once a migration renames a column it names', () => {
    const generated = committedDatabaseTypes();
    const renamed = generated.replace(/(export interface Users \{[^}]*?)\buser_name:/, '$1login_name:');
    expect(renamed).not.toBe(generated);
    expect(typeErrors(query('user_name'), renamed).join('\n')).toMatch(/user_name/);
  });
});
