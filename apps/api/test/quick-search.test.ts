import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleUrl, label, operations } from './support/operations.ts';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';

/**
 * The one quick search (spec section 9) on every searchable operation of the contract: a
 * 10-character date, written mm/dd/yyyy as the screen shows it or yyyy-mm-dd as the wire sends it,
 * finds the rows holding that day; a person's "first last" finds that person. Each operation reads
 * a row from its own unsearched first page, then searches for what that row shows.
 */

type Row = Record<string, unknown>;
interface Page {
  items: Row[];
  total: number;
}

/**
 * Every POST …/search, plus a business view opened as a grid (the same SearchRequest); not the
 * export, whose body wraps one of these searches (export.test.ts).
 */
const searchable = operations.filter(
  (op) =>
    op.method === 'post' &&
    op.operation.operationId !== 'exportSearch' &&
    (op.path.endsWith('/search') || op.operation.operationId === 'businessViewsRows'),
);

/**
 * Searches whose rows carry no day (or whose seed has no row for the admin), each with why. The test
 * fails when one of them does show a dated row, so the list cannot hide a searchable grid.
 */
const NO_DATED_ROW: Record<string, string> = {
  enrollmentSearchRecruit: 'a candidate shows an age, not a date',
  reportsSearch: 'the report catalogue holds no dates',
  youthDocumentsSearch: 'the seed uploads no participant documents',
  systemDocumentsSearch: 'the seed uploads no system documents',
  payrollExceptionsSearch: 'the seed has no payroll exceptions',
};

/** The name a people search shows, for each search whose rows are people. */
const PERSON: Record<string, (row: Row) => unknown> = {
  studentsSearch: (row) => `${String(row.firstName)} ${String(row.lastName)}`,
  enrollmentSearch: (row) => `${String(row.firstName)} ${String(row.lastName)}`,
  enrollmentSearchEnrollApplicants: (row) => `${String(row.firstName)} ${String(row.lastName)}`,
  enrollmentSearchQualityReview: (row) => `${String(row.firstName)} ${String(row.lastName)}`,
  enrollmentSearchRecruit: (row) => `${String(row.firstName)} ${String(row.lastName)}`,
  usersSearch: (row) => `${String(row.firstName)} ${String(row.lastName)}`,
  businessViewsRows: (row) => `${String(row.firstName)} ${String(row.lastName)}`,
  interviewsSearch: (row) => row.studentName,
  timesheetsSearch: (row) => row.name,
  payrollSearchAvailableTimesheets: (row) => row.name,
  payrollReconciliationSearch: (row) => row.name,
  payrollCheckPaymentsSearch: (row) => row.name,
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/;

/** The first day a row holds: a date field as sent, a timestamp as its UTC day (the server's zone). */
function dayOf(row: Row): string | undefined {
  const values = Object.values(row).filter((value): value is string => typeof value === 'string' && DAY.test(value));
  const dateOnly = values.find((value) => value.length === 10);
  if (dateOnly) return dateOnly;
  const stamp = values[0];
  return stamp === undefined ? undefined : new Date(stamp).toISOString().slice(0, 10);
}

const asDisplay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** A row's identity among the answer's rows: its id fields, else all of it. */
function identity(row: Row): string {
  const ids = Object.entries(row).filter(([key]) => key === 'id' || key.endsWith('Id'));
  return JSON.stringify(ids.length > 0 ? ids : row);
}

describe.each(ENGINES)('quick search on every searchable operation (%s)', (engine) => {
  let server: TestServer;
  let token = '';
  let viewId = 1;

  const url = (op: (typeof searchable)[number]) =>
    op.operation.operationId === 'businessViewsRows' ? exampleUrl(op, { businessViewId: viewId }) : exampleUrl(op);
  const search = async (op: (typeof searchable)[number], body: Row): Promise<Page> => {
    const response = await server.call('POST', url(op), { token, body: { page: 1, pageSize: 500, ...body } });
    expect(response.status, `${label(op)} ${JSON.stringify(body)}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body as Page;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    token = await server.login('admin');
    const views = await server.call('POST', '/api/business-views/search', { token, body: { page: 1, pageSize: 1 } });
    viewId = Number((views.body as Page).items[0]?.id ?? 1);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists the searchable operations it checks', () => {
    expect(searchable.length).toBeGreaterThan(30);
  });

  it.each(searchable.map((op) => [label(op), op] as const))(
    '%s: a 10-character date in either form finds the rows of that day',
    async (_name, op) => {
      const first = await search(op, {});
      const row = first.items.find((item) => dayOf(item) !== undefined);
      const id = op.operation.operationId;
      if (!row) {
        expect(NO_DATED_ROW[id], `${label(op)} shows no dated row: say why in NO_DATED_ROW`).toBeDefined();
        // The date is still read as a date: the search answers, with nothing or with dated rows.
        await search(op, { quickSearch: '07/23/2007' });
        return;
      }
      expect(NO_DATED_ROW[id], `${label(op)} has a dated row: take it out of NO_DATED_ROW`).toBeUndefined();
      const iso = dayOf(row) ?? '';
      for (const entry of [asDisplay(iso), iso]) {
        const found = await search(op, { quickSearch: entry });
        expect(found.total, `${label(op)} ${entry}`).toBeGreaterThan(0);
        if (found.total <= 500) {
          expect(found.items.map(identity), `${label(op)} ${entry}`).toContain(identity(row));
        }
      }
      // A day no row holds finds nothing (the date is not read as text that matches anyway).
      const none = await search(op, { quickSearch: '01/01/1901' });
      expect(none.total, label(op)).toBe(0);
    },
  );

  const people = searchable.filter((op) => op.operation.operationId in PERSON);

  it('knows every people search by its operation', () => {
    expect(people.map((op) => op.operation.operationId).sort()).toEqual(Object.keys(PERSON).sort());
  });

  it.each(people.map((op) => [label(op), op] as const))(
    '%s: a person\'s names as words ("first last") find that person',
    async (_name, op) => {
      const nameOf = PERSON[op.operation.operationId] ?? (() => undefined);
      const first = await search(op, {});
      const person = first.items.find(
        (item) => typeof nameOf(item) === 'string' && !String(nameOf(item)).includes('undefined'),
      );
      expect(person, `${label(op)} lists a person`).toBeDefined();
      if (!person) return;
      // "Lee, Imani" as a grid may show it is still the words Imani and Lee.
      const words = String(nameOf(person)).replaceAll(',', ' ').split(/\s+/).filter(Boolean);
      expect(words.length, label(op)).toBeGreaterThan(1);
      const found = await search(op, { quickSearch: words.join(' ') });
      expect(found.items.map(identity), `${label(op)} "${words.join(' ')}"`).toContain(identity(person));
      const reversed = await search(op, { quickSearch: [...words].reverse().join(' ') });
      expect(reversed.items.map(identity), label(op)).toContain(identity(person));
      // Every word must match: a name with a word no one has finds nobody.
      const nobody = await search(op, { quickSearch: `Zzyzx ${words.join(' ')}` });
      expect(nobody.total, `${label(op)} "Zzyzx …"`).toBe(0);
    },
  );
});
