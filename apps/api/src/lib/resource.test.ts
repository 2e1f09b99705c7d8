import { describe, expect, it } from 'vitest';
import type { ColumnOf, TableWrites } from './resource.ts';

/**
 * What a resource writes is checked by `tsc` against the `Database` generated from the migrations
 * (issue 29): the `@ts-expect-error` lines below fail the type check the day a misspelt, renamed
 * or dropped column is accepted again. The run-time assertions only keep the values in use.
 */
describe('the columns a resource writes', () => {
  it('must be columns of its table', () => {
    const right: TableWrites = { table: 'organizations', writable: { name: 'name', isActive: 'is_active' } };
    // @ts-expect-error `nmae` is no column of organizations: a migration renaming `name` fails here.
    const misspelt: TableWrites = { table: 'organizations', writable: { name: 'nmae' } };
    // @ts-expect-error `student_id` is a column of student_contracts, not of organizations.
    const otherTable: TableWrites = { table: 'organizations', writable: { studentId: 'student_id' } };
    // @ts-expect-error no table of the migrations is called `organisation`.
    const unknownTable: TableWrites = { table: 'organisation', writable: {} };
    expect([right, misspelt, otherTable, unknownTable].map((writes) => writes.table)).toEqual([
      'organizations',
      'organizations',
      'organizations',
      'organisation',
    ]);
  });

  it('and so are the defaults a create sets', () => {
    const column: ColumnOf<'lookup_options'> = 'lookup_name';
    // @ts-expect-error `lookup` is no column of lookup_options.
    const defaults: TableWrites = { table: 'lookup_options', writable: {}, createDefaults: { lookup: 'x' } };
    expect([column, defaults.table]).toEqual(['lookup_name', 'lookup_options']);
  });
});
