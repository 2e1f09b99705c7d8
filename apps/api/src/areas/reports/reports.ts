import type { components } from '@pathway/api-client/schema';
import { ReportCategoryClaims } from '@pathway/api-client/enums';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../core/schema.ts';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { forbidden, notFound, unprocessable } from '../../core/errors.ts';
import { defineResource } from '../../lib/resource.ts';
import { bool, int, json, runSearch, text, auditColumns } from '../../lib/search.ts';
import { REPORTS, runReport } from './catalog.ts';
import { resourceContext, versionOf } from './common.ts';
import { checkParameterDefinitions, readParameters } from './parameters.ts';
import { csvFile, fileNameOf, pdfFile, xlsxFile } from './render.ts';

type ReportDefinition = components['schemas']['ReportDefinition'];
type ReportCategory = components['schemas']['ReportCategory'];
type DefinitionBody = components['schemas']['ReportDefinitionCreateRequest'];
type RunBody = components['schemas']['ReportRunRequest'];

/** The claim that sees each category (ReportCategory's x-claims-by-value in the contract). */
export const CATEGORY_CLAIMS: Readonly<Record<ReportCategory, string>> = ReportCategoryClaims;

const categoriesOf = (user: Principal) =>
  (Object.entries(CATEGORY_CLAIMS) as [ReportCategory, string][])
    .filter(([, claim]) => user.claims.has(claim))
    .map(([category]) => category);

/** What Reports lists of a definition, and what the maintenance screen shows besides its path and audit. */
const REPORT_COLUMNS = {
  id: int('rd.id'),
  name: text('rd.name', { quick: true }),
  description: text('rd.description', { quick: true }),
  category: text('rd.category', { quick: true }),
  formats: json('rd.formats'),
  parameterDefinitions: json('rd.parameter_definitions'),
};
const BY_CATEGORY_THEN_NAME = [
  { field: 'category', direction: 'asc' },
  { field: 'name', direction: 'asc' },
] as const;

export const definitions = defineResource<ReportDefinition>({
  entity: 'Report definition',
  table: 'report_definitions',
  alias: 'rd',
  from: sql`report_definitions rd`,
  columns: {
    ...REPORT_COLUMNS,
    reportPath: text('rd.report_path'),
    isActive: bool('rd.is_active'),
    ...auditColumns('rd'),
  },
  defaultSort: BY_CATEGORY_THEN_NAME,
  writable: {
    name: 'name',
    description: 'description',
    category: 'category',
    reportPath: 'report_path',
    isActive: 'is_active',
  },
});

/**
 * A definition runs one of the server's computed reports (catalog.ts) with parameters that report
 * understands; anything else could be saved but never run.
 */
function checkDefinition(body: DefinitionBody) {
  const errors: Record<string, string> = {};
  if (!Object.hasOwn(REPORTS, body.reportPath)) {
    errors.reportPath = `There is no report at this path (${Object.keys(REPORTS).join(', ')}).`;
  }
  Object.assign(errors, checkParameterDefinitions(body.parameterDefinitions));
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return { formats: JSON.stringify(body.formats), parameter_definitions: JSON.stringify(body.parameterDefinitions) };
}

/** A run's file name: the report's name and the dates asked for. */
function runFileName(name: string, parameters: { startDate?: string; endDate?: string }) {
  const dates = [parameters.startDate, parameters.endDate].filter((d): d is string => d !== undefined);
  return [fileNameOf(name), ...dates].join('-');
}

/**
 * What a run and a result share: the definition (active), the category's claim, a format it offers
 * and its parameters, then the computed table titled by the definition.
 */
async function computeRun(db: Kysely<Database>, caller: Principal, reportId: number, body: RunBody) {
  const definition = await definitions.get({ db, user: caller }, reportId);
  if (!definition.isActive) throw notFound('The report');
  if (!caller.claims.has(CATEGORY_CLAIMS[definition.category])) {
    throw forbidden(`You do not have rights to run this report (it needs ${CATEGORY_CLAIMS[definition.category]}).`);
  }
  if (!definition.formats.includes(body.format)) {
    throw unprocessable({ format: `This report is offered as ${definition.formats.join(', ')}.` });
  }
  const parameters = readParameters(definition.parameterDefinitions, body.parameterValues, caller);
  const result = await runReport(definition.reportPath, db, caller, parameters);
  return { result: { ...result, title: definition.name }, fileName: runFileName(definition.name, parameters) };
}

export const reportHandlers: Handlers = {
  async reportDefinitionsSearch(ctx) {
    return definitions.search(resourceContext(ctx), ctx.body);
  },
  async reportDefinitionsGet(ctx) {
    return definitions.get(resourceContext(ctx), ctx.params.reportDefinitionId);
  },
  async reportDefinitionsCreate(ctx) {
    return definitions.create(resourceContext(ctx), ctx.body, checkDefinition(ctx.body));
  },
  async reportDefinitionsUpdate(ctx) {
    return definitions.update(resourceContext(ctx), ctx.params.reportDefinitionId, ctx.body, checkDefinition(ctx.body));
  },
  async reportDefinitionsDelete(ctx) {
    await definitions.remove(resourceContext(ctx), ctx.params.reportDefinitionId, versionOf(ctx.query));
    return undefined;
  },

  /** The active reports of the categories the caller's claims allow. */
  async reportsSearch({ db, user, body }) {
    const categories = categoriesOf(signedIn(user));
    return runSearch(
      db,
      {
        from: sql`report_definitions rd`,
        columns: {
          ...REPORT_COLUMNS,
        },
        defaultSort: BY_CATEGORY_THEN_NAME,
        key: sql`rd.id`,
        where: [
          sql`rd.is_active`,
          categories.length === 0 ? sql`false` : sql`rd.category in (${sql.join(categories.map((c) => sql`${c}`))})`,
        ],
      },
      body,
    );
  },

  /**
   * Runs a report: its definition (active), the category's claim, a format it offers and its
   * parameters; the table, its totals and the chart series go into the file of that format.
   */
  async reportsRun({ db, user, params, body }) {
    const { result, fileName } = await computeRun(db, signedIn(user), params.reportId, body);
    if (body.format === 'CSV') return csvFile(result, fileName);
    if (body.format === 'PDF') return pdfFile(result, fileName);
    return xlsxFile(result, fileName);
  },

  /** The same run as data: the Reports screen draws the table and chart from it (ADR 125). */
  async reportsResult({ db, user, params, body }) {
    return (await computeRun(db, signedIn(user), params.reportId, body)).result;
  },
};
