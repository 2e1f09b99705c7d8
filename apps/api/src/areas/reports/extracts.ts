import type { components } from '@pathway/api-client/schema';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../core/schema.ts';
import { signedIn, type Handlers } from '../../http/context.ts';
import { conflict, notFound, unprocessable } from '../../core/errors.ts';
import { defineResource } from '../../lib/resource.ts';
import {
  bool,
  datetime,
  int,
  json,
  runList,
  runSearch,
  text,
  whereOf,
  type SearchSpec,
  auditColumns,
} from '../../lib/search.ts';
import { scopeCondition } from '../../lib/scope.ts';
import type { ReportColumn, ReportRow } from './catalog.ts';
import { resourceContext, versionOf } from './common.ts';
import { csvFile, fileNameOf, xlsxFile } from './render.ts';
import { allColumnsOf, columnsOf, entitiesOf, isQuickSearched, SOURCES, type Source } from './sources.ts';
import { ownEntry } from '../../lib/allowList.ts';

type BusinessView = components['schemas']['BusinessView'];
type BusinessViewBody = components['schemas']['BusinessViewCreateRequest'];
type DataExtract = components['schemas']['DataExtract'];
type DataExtractBody = components['schemas']['DataExtractCreateRequest'];
type Db = Kysely<Database>;

/** The contract's refusal of a business-view delete while extracts read it. */
export const VIEW_IN_USE_MESSAGE = 'Data extracts still read this business view.';
/** The most rows one extract file holds. */
const EXTRACT_ROW_LIMIT = 100_000;

export const businessViews = defineResource<BusinessView>({
  entity: 'Business view',
  table: 'business_views',
  alias: 'bv',
  from: sql`business_views bv`,
  columns: {
    id: int('bv.id'),
    name: text('bv.name', { quick: true }),
    description: text('bv.description', { quick: true }),
    viewName: text('bv.view_name', { quick: true }),
    columns: json('bv.columns'),
    filters: json('bv.filters'),
    sort: json('bv.sort'),
    isActive: bool('bv.is_active'),
    ...auditColumns('bv'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: { name: 'name', description: 'description', viewName: 'view_name', isActive: 'is_active' },
  dependants: [
    {
      count: (id) => sql`select count(*) from data_extracts de where de.business_view_id = ${id}`,
      message: VIEW_IN_USE_MESSAGE,
    },
  ],
});

export const dataExtracts = defineResource<DataExtract>({
  entity: 'Data extract',
  table: 'data_extracts',
  alias: 'de',
  from: sql`data_extracts de join business_views bv on bv.id = de.business_view_id`,
  columns: {
    id: int('de.id'),
    name: text('de.name', { quick: true }),
    description: text('de.description', { quick: true }),
    businessViewId: int('de.business_view_id'),
    columns: json('de.columns'),
    filters: json('de.filters'),
    format: text('de.format'),
    businessViewName: text('bv.name', { quick: true }),
    lastRunOn: datetime('de.last_run_on'),
    ...auditColumns('de'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: { name: 'name', description: 'description', businessViewId: 'business_view_id', format: 'format' },
});

/** A business view reads one of the server's entities, through columns that entity allows. */
function checkView(body: BusinessViewBody): Source {
  const source = ownEntry(SOURCES, body.viewName);
  if (!source) {
    throw unprocessable({
      viewName: `${body.viewName} is not a view the server offers (${Object.keys(SOURCES).join(', ')}).`,
    });
  }
  const names = new Set<string>();
  for (const column of body.columns) {
    const known = ownEntry(source.columns, column.name);
    if (!known) throw unprocessable({ columns: `${column.name} is not a column of ${body.viewName}.` });
    if (known.dataType !== column.dataType) {
      throw unprocessable({ columns: `${column.name} is ${known.dataType}, not ${column.dataType}.` });
    }
    if (names.has(column.name)) throw unprocessable({ columns: `${column.name} is listed more than once.` });
    names.add(column.name);
  }
  return source;
}

/** A view's saved filters and sort read its own columns, checked as a grid's search would be. */
function checkViewSearch(body: BusinessViewBody, source: Source) {
  const view = { id: 0, name: body.name, view_name: body.viewName, columns: body.columns, is_active: body.isActive };
  const spec = searchSpecOf(source, view, allNames(body), null);
  whereOf(spec, { filters: body.filters ?? [] });
  const exposed = new Set(body.columns.map((column) => column.name));
  const unsorted = (body.sort ?? []).find((item) => !exposed.has(item.field));
  if (unsorted !== undefined) throw unprocessable({ sort: `${unsorted.field} is not a column of this view.` });
  return {
    columns: JSON.stringify(body.columns),
    filters: JSON.stringify(body.filters ?? []),
    sort: JSON.stringify(body.sort ?? []),
  };
}

const allNames = (body: { columns: readonly { name: string }[] }) => body.columns.map((column) => column.name);

/** The columns that saved extracts of a view read and an update would take away. */
async function columnsStillRead(db: Db, viewId: number, kept: ReadonlySet<string>, viewName: string) {
  const extracts = await db
    .selectFrom('data_extracts as de')
    .select(['de.name', 'de.columns', 'de.filters'])
    .where('de.business_view_id', '=', viewId)
    .orderBy('de.id')
    .$castTo<{ name: string; columns: string[]; filters: { field: string }[] }>()
    .execute();
  for (const extract of extracts) {
    const used = [...extract.columns, ...extract.filters.map((filter) => filter.field)];
    const lost = used.find((name) => !kept.has(name));
    if (lost !== undefined) throw conflict(`The data extract ${extract.name} still reads ${lost}.`);
  }
  const current = await db.selectFrom('business_views').select('view_name').where('id', '=', viewId).executeTakeFirst();
  if (current && current.view_name !== viewName && extracts.length > 0) throw conflict(VIEW_IN_USE_MESSAGE);
}

interface ViewRow {
  id: number;
  name: string;
  view_name: string;
  columns: BusinessView['columns'];
  is_active: boolean;
  filters: DataExtractBody['filters'];
  sort: NonNullable<BusinessViewBody['sort']>;
}

async function viewOf(db: Db, id: number): Promise<ViewRow | undefined> {
  return db
    .selectFrom('business_views')
    .select(['id', 'name', 'view_name', 'columns', 'is_active', 'filters', 'sort'])
    .where('id', '=', id)
    .$castTo<ViewRow>()
    .executeTakeFirst();
}

/** The search over a view's entity, its row scope applied and filters limited to the view's columns. */
function searchSpecOf(
  source: Source,
  view: Pick<ViewRow, 'columns'>,
  names: readonly string[],
  user: Parameters<typeof scopeCondition>[0],
): SearchSpec {
  const exposed = new Set(view.columns.map((column) => column.name));
  const filterable = Object.fromEntries(
    Object.entries(allColumnsOf(source)).map(([name, column]) => [
      name,
      exposed.has(name) ? column : { ...column, hidden: true },
    ]),
  );
  return {
    from: source.from,
    columns: { ...filterable, ...columnsOf(source, names) },
    defaultSort: [],
    key: source.key,
    where: [scopeCondition(user, source.scope)],
  };
}

/**
 * An extract reads a view that exists, chooses columns of it and filters on its columns with the
 * one SearchFilter shape (the same checks as every grid's search, compiled without running).
 */
async function checkExtract(db: Db, body: DataExtractBody) {
  const view = await viewOf(db, body.businessViewId);
  const source = view ? ownEntry(SOURCES, view.view_name) : undefined;
  if (!view || !source) throw unprocessable({ businessViewId: 'The business view was not found.' });
  const exposed = new Set(view.columns.map((column) => column.name));
  const unknown = body.columns.find((name) => !exposed.has(name));
  if (unknown !== undefined) throw unprocessable({ columns: `${unknown} is not a column of ${view.name}.` });
  whereOf(searchSpecOf(source, view, body.columns, null), { filters: body.filters });
  return { columns: JSON.stringify(body.columns), filters: JSON.stringify(body.filters) };
}

const REPORT_TYPE: Record<BusinessView['columns'][number]['dataType'], ReportColumn['type']> = {
  text: 'text',
  number: 'text',
  money: 'money',
  date: 'date',
  boolean: 'text',
};

/** Cells as the files write them: money with its two decimals, yes/no, instants as dates. */
function cellOf(value: unknown, dataType: BusinessView['columns'][number]['dataType']): string | number | null {
  if (value === null || value === undefined) return null;
  if (dataType === 'money') return (typeof value === 'number' ? value : Number(value)).toFixed(2);
  if (dataType === 'boolean') return value === true ? 'Yes' : 'No';
  if (dataType === 'date' && typeof value === 'string') return value.slice(0, 10);
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** A grid cell: numbers and yes/no stay typed, money with its two decimals, dates yyyy-mm-dd. */
function rowCell(
  value: unknown,
  dataType: BusinessView['columns'][number]['dataType'],
): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (dataType === 'boolean') return value === true;
  if (dataType === 'number' && typeof value === 'number') return value;
  return cellOf(value, dataType);
}

export const extractHandlers: Handlers = {
  /** The entities views are made over, read from the same catalogue the rows and extracts use. */
  businessViewsListEntities() {
    return Promise.resolve(entitiesOf(SOURCES));
  },
  async businessViewsSearch(ctx) {
    return businessViews.search(resourceContext(ctx), ctx.body);
  },
  async businessViewsGet(ctx) {
    return businessViews.get(resourceContext(ctx), ctx.params.businessViewId);
  },
  async businessViewsCreate(ctx) {
    const extra = checkViewSearch(ctx.body, checkView(ctx.body));
    return businessViews.create(resourceContext(ctx), ctx.body, extra);
  },
  async businessViewsUpdate(ctx) {
    const extra = checkViewSearch(ctx.body, checkView(ctx.body));
    await businessViews.get(resourceContext(ctx), ctx.params.businessViewId);
    await columnsStillRead(
      ctx.db,
      ctx.params.businessViewId,
      new Set(ctx.body.columns.map((column) => column.name)),
      ctx.body.viewName,
    );
    return businessViews.update(resourceContext(ctx), ctx.params.businessViewId, ctx.body, extra);
  },

  /**
   * A view opened as a grid: one page of its entity's rows the caller may see, with the view's
   * filters and the grid's (quick search, filters) applied, in the grid's sort or else the view's.
   */
  async businessViewsRows({ db, user, params, body }) {
    const caller = signedIn(user);
    const row = await viewOf(db, params.businessViewId);
    const source = row?.is_active ? ownEntry(SOURCES, row.view_name) : undefined;
    if (!row || !source) throw notFound('The business view');
    const names = row.columns.map((column) => column.name);
    const spec = searchSpecOf(source, row, names, caller);
    const types = new Map(row.columns.map((column) => [column.name, column.dataType]));
    // The quick search box matches the view's text columns.
    const columns = Object.fromEntries(
      Object.entries(spec.columns).map(([name, column]) => [
        name,
        names.includes(name) && isQuickSearched(column) ? { ...column, quick: true } : column,
      ]),
    );
    const page = await runSearch<Record<string, unknown>>(
      db,
      { ...spec, columns },
      {
        ...body,
        filters: [...row.filters, ...(body.filters ?? [])],
        sort: body.sort && body.sort.length > 0 ? body.sort : row.sort,
      },
    );
    return {
      columns: row.columns,
      items: page.items.map((item) =>
        Object.fromEntries(names.map((name) => [name, rowCell(item[name], types.get(name) ?? 'text')])),
      ),
      total: page.total,
    };
  },
  async businessViewsDelete(ctx) {
    await businessViews.remove(resourceContext(ctx), ctx.params.businessViewId, versionOf(ctx.query));
    return undefined;
  },

  async dataExtractsSearch(ctx) {
    return dataExtracts.search(resourceContext(ctx), ctx.body);
  },
  async dataExtractsGet(ctx) {
    return dataExtracts.get(resourceContext(ctx), ctx.params.dataExtractId);
  },
  async dataExtractsCreate(ctx) {
    return dataExtracts.create(resourceContext(ctx), ctx.body, await checkExtract(ctx.db, ctx.body));
  },
  async dataExtractsUpdate(ctx) {
    const extra = await checkExtract(ctx.db, ctx.body);
    return dataExtracts.update(resourceContext(ctx), ctx.params.dataExtractId, ctx.body, extra);
  },
  async dataExtractsDelete(ctx) {
    await dataExtracts.remove(resourceContext(ctx), ctx.params.dataExtractId, versionOf(ctx.query));
    return undefined;
  },

  /**
   * Runs an extract: the rows of its view's entity the caller may see (row scope), its filters,
   * its columns in order, as CSV or streamed xlsx; stamps when it last ran.
   */
  async dataExtractsRun({ db, user, params }) {
    const caller = signedIn(user);
    const extract = await dataExtracts.get({ db, user }, params.dataExtractId);
    const view = await viewOf(db, extract.businessViewId);
    const source = view?.is_active ? ownEntry(SOURCES, view.view_name) : undefined;
    if (!view || !source) throw notFound('The business view');
    const spec = searchSpecOf(source, view, extract.columns, caller);
    const labels = new Map(view.columns.map((column) => [column.name, column]));
    const rows = await runList<Record<string, unknown>>(
      db,
      { ...spec, defaultSort: [] },
      { filters: extract.filters },
      EXTRACT_ROW_LIMIT,
    );
    const columns: ReportColumn[] = extract.columns.map((name) => {
      const column = labels.get(name);
      return { key: name, label: column?.label ?? name, type: REPORT_TYPE[column?.dataType ?? 'text'] };
    });
    const table = {
      title: extract.name,
      columns,
      rows: rows.map((row): ReportRow =>
        Object.fromEntries(
          extract.columns.map((name) => [name, cellOf(row[name], labels.get(name)?.dataType ?? 'text')]),
        ),
      ),
    };
    await db
      .updateTable('data_extracts')
      .set({ last_run_on: sql<string>`now()` })
      .where('id', '=', extract.id)
      .execute();
    const fileName = fileNameOf(extract.name);
    return extract.format === 'CSV' ? csvFile(table, fileName) : xlsxFile(table, fileName);
  },
};
