import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  calendarDate,
  eachLike,
  failureOf,
  integer,
  number,
  fromProviderState,
  pathwayPact,
  regex,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';

const pact = pathwayPact();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A real workbook: the verifier sniffs binary bodies, so any provider's xlsx matches it. */
const workbook = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'hours-and-pay.xlsx'));
/** Money and hours travel as decimal text with two places (ADR 125). */
const decimal = (example: string) => regex(/^-?\d+\.\d{2}$/, example);
const year = {
  format: 'Excel' as const,
  parameterValues: [
    { name: 'startDate', value: '2026-01-01' },
    { name: 'endDate', value: '2026-12-31' },
  ],
};

describe('reports', () => {
  it('lists the reports the user may run', async () => {
    const search = {
      quickSearch: 'Pact Hours',
      sort: [{ field: 'name', direction: 'asc' as const }],
      page: 1,
      pageSize: 50,
    };
    await pact
      .addInteraction()
      .given('the hours and pay report with id {reportId} exists')
      .uponReceiving('a search of the reports the user may run')
      .withRequest('POST', '/api/reports/search', (req) => req.headers(bearer).jsonBody(search))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            id: integer(3),
            name: string('Pact Hours and Pay'),
            description: string('Hours and pay per period, worksite and contract.'),
            category: regex(/^(General|Payroll|Admin|Contractor|Management)$/, 'Payroll'),
            formats: eachLike(regex(/^(PDF|Excel|CSV)$/, 'Excel')),
            parameterDefinitions: eachLike({
              name: string('startDate'),
              label: string('Start date'),
              fieldType: string('date'),
              isRequired: boolean(true),
              lookupName: null,
            }),
          }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).reports.search(search);
        expect(page.items[0]?.category).toBe('Payroll');
        expect(page.total).toBe(1);
      });
  });

  it('runs a report as a table with totals and a chart series', async () => {
    await pact
      .addInteraction()
      .given('the hours and pay report with id {reportId} exists')
      .uponReceiving('a run of a report as data')
      .withRequest('POST', statePath('/api/reports/${reportId}/result', { reportId: 3 }), (req) =>
        req.headers(bearer).jsonBody(year),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          title: string('Pact Hours and Pay'),
          columns: eachLike({
            key: string('periodStartDate'),
            label: string('Period start'),
            type: regex(/^(text|int|money|hours|date)$/, 'date'),
          }),
          rows: eachLike({
            periodStartDate: calendarDate('2026-07-06'),
            periodEndDate: calendarDate('2026-07-18'),
            worksite: string('Frick Park'),
            contractCode: string('SYEP-2026-014'),
            timesheets: integer(12),
            workedHours: decimal('288.00'),
            grossPay: decimal('3024.00'),
            incentiveAmount: decimal('96.50'),
            totalPay: decimal('3120.50'),
          }),
          totals: {
            timesheets: integer(12),
            workedHours: decimal('288.00'),
            grossPay: decimal('3024.00'),
            incentiveAmount: decimal('96.50'),
            totalPay: decimal('3120.50'),
          },
          series: eachLike({
            name: string('Total pay'),
            points: eachLike({ label: calendarDate('2026-07-06'), value: number(3120.5) }),
          }),
        }),
      )
      .executeTest(async (server) => {
        const result = await apiFor(server).reports.result(3, year);
        expect(result.rows[0]?.totalPay).toBe('3120.50');
        expect(result.totals.totalPay).toBe('3120.50');
        expect(result.series[0]?.points[0]).toEqual({ label: '2026-07-06', value: 3120.5 });
      });
  });

  it('a run without its required dates gets 422', async () => {
    await pact
      .addInteraction()
      .given('the hours and pay report with id {reportId} exists')
      .uponReceiving('a run of a report as data without its required dates')
      .withRequest('POST', statePath('/api/reports/${reportId}/result', { reportId: 3 }), (req) =>
        req.headers(bearer).jsonBody({ format: 'Excel', parameterValues: [] }),
      )
      .willRespondWith(422, (res) => res.jsonBody({ startDate: string('Start date is required.') }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).reports.result(3, { format: 'Excel', parameterValues: [] }));
        expect(error.status).toBe(422);
      });
  });

  it('runs a report as an Excel file named by the server', async () => {
    await pact
      .addInteraction()
      .given('the hours and pay report with id {reportId} exists')
      .uponReceiving('a run of a report as an Excel file')
      .withRequest('POST', statePath('/api/reports/${reportId}/run', { reportId: 3 }), (req) =>
        req.headers(bearer).jsonBody(year),
      )
      .willRespondWith(200, (res) =>
        // The spec's application/octet-stream or the workbook's own type (the reference server
        // sends its own); the name may be followed by its UTF-8 form (RFC 6266).
        res.body(XLSX, workbook).headers({
          'Content-Type': regex(
            /^application\/(octet-stream|vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet)$/,
            'application/octet-stream',
          ),
          'Content-Disposition': regex(
            /^attachment; filename="[^"]+\.xlsx"(; filename\*=UTF-8''\S+)?$/,
            'attachment; filename="pact-hours-and-pay-2026-01-01-2026-12-31.xlsx"',
          ),
        }),
      )
      .executeTest(async (server) => {
        const file = await apiFor(server).reports.run(3, year);
        expect(file.fileName).toBe('pact-hours-and-pay-2026-01-01-2026-12-31.xlsx');
        expect(Buffer.from(await file.blob.arrayBuffer()).equals(workbook)).toBe(true);
      });
  });
});

const dates = ['startDate', 'endDate'].map((name) => ({
  name,
  label: name === 'startDate' ? 'Start date' : 'End date',
  fieldType: 'date' as const,
  isRequired: true,
  lookupName: null,
}));
const definition = {
  name: 'Pact Weekly Hours',
  description: 'Hours and pay per period.',
  category: 'Payroll' as const,
  reportPath: '/Pathway/Payroll/HoursAndPay',
  formats: ['Excel' as const, 'CSV' as const],
  parameterDefinitions: dates,
  isActive: true,
};
const definitionFields = {
  id: integer(14),
  name: string(definition.name),
  description: string(definition.description),
  category: string(definition.category),
  reportPath: string(definition.reportPath),
  formats: eachLike(regex(/^(PDF|Excel|CSV)$/, 'Excel')),
  parameterDefinitions: eachLike({
    name: string('startDate'),
    label: string('Start date'),
    fieldType: string('date'),
    isRequired: boolean(true),
    lookupName: null,
  }),
  isActive: boolean(true),
  createDate: timestamp('2026-03-02T14:05:11Z'),
  createUser: string('pact'),
  lastUpdateDate: timestamp('2026-06-18T09:41:27Z'),
  lastUpdateUser: string('pact'),
  version: integer(1),
};
const definitionState = 'a report definition with id {reportDefinitionId} exists at version {version}';

describe('report definitions', () => {
  it('searches report definitions a page at a time', async () => {
    const search = { quickSearch: 'Pact Weekly', page: 1, pageSize: 50 };
    await pact
      .addInteraction()
      .given(definitionState, { reportDefinitionId: 14, version: 0 })
      .uponReceiving('a report definition search')
      .withRequest('POST', '/api/report-definitions/search', (req) => req.headers(bearer).jsonBody(search))
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(definitionFields), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).reportDefinitions.search(search);
        expect(page.items[0]?.reportPath).toBe(definition.reportPath);
      });
  });

  it('reads one report definition', async () => {
    await pact
      .addInteraction()
      .given(definitionState, { reportDefinitionId: 14, version: 0 })
      .uponReceiving('a read of a report definition')
      .withRequest(
        'GET',
        statePath('/api/report-definitions/${reportDefinitionId}', { reportDefinitionId: 14 }),
        (req) => req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...definitionFields, id: fromProviderState('${reportDefinitionId}', 14) }),
      )
      .executeTest(async (server) => {
        expect((await apiFor(server).reportDefinitions.get(14)).id).toBe(14);
      });
  });

  it('creates a report definition', async () => {
    const body = { ...definition, name: 'Pact Weekly Hours (new)' };
    await pact
      .addInteraction()
      .given('no report definition of the pact exists')
      .uponReceiving('a new report definition')
      .withRequest('POST', '/api/report-definitions', (req) => req.headers(bearer).jsonBody(body))
      .willRespondWith(201, (res) => res.jsonBody({ ...definitionFields, name: string(body.name) }))
      .executeTest(async (server) => {
        expect((await apiFor(server).reportDefinitions.create(body)).name).toBe(body.name);
      });
  });

  it('updates a report definition with the version it read', async () => {
    await pact
      .addInteraction()
      .given(definitionState, { reportDefinitionId: 14, version: 1 })
      .uponReceiving('an update of a report definition')
      .withRequest(
        'PUT',
        statePath('/api/report-definitions/${reportDefinitionId}', { reportDefinitionId: 14 }),
        (req) => req.headers(bearer).jsonBody({ ...definition, version: fromProviderState('${version}', 1) }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...definitionFields, version: integer(2) }))
      .executeTest(async (server) => {
        expect((await apiFor(server).reportDefinitions.update(14, { ...definition, version: 1 })).version).toBe(2);
      });
  });

  it('removes a report definition with the version it read', async () => {
    await pact
      .addInteraction()
      .given(definitionState, { reportDefinitionId: 14, version: 1 })
      .uponReceiving('a report definition removal')
      .withRequest(
        'DELETE',
        statePath('/api/report-definitions/${reportDefinitionId}', { reportDefinitionId: 14 }),
        (req) => req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).reportDefinitions.remove(14, 1)).resolves.toBeUndefined();
      });
  });
});

const audit = {
  createDate: timestamp('2026-03-02T14:05:11Z'),
  createUser: string('pact'),
  lastUpdateDate: timestamp('2026-06-18T09:41:27Z'),
  lastUpdateUser: string('pact'),
};
const view = {
  name: 'Pact Participants',
  description: 'Participants by name and status.',
  viewName: 'students',
  columns: [
    { name: 'lastName', label: 'Last name', dataType: 'text' as const },
    { name: 'status', label: 'Status', dataType: 'text' as const },
  ],
  // Saved filters and sort as the screen's add/edit form sends them (ADR 172).
  filters: [{ field: 'status', operator: 'eq' as const, value: 'Assigned' }],
  sort: [{ field: 'lastName', direction: 'asc' as const }],
  isActive: true,
};
const viewFields = {
  id: integer(21),
  name: string(view.name),
  description: string(view.description),
  viewName: string(view.viewName),
  columns: eachLike({ name: string('lastName'), label: string('Last name'), dataType: string('text') }),
  isActive: boolean(true),
  ...audit,
  version: integer(1),
};
const viewState = 'a business view with id {businessViewId} exists at version {version}';
const viewPath = statePath('/api/business-views/${businessViewId}', { businessViewId: 21 });

describe('business views', () => {
  it('lists the entities a view can be made over, with their columns', async () => {
    await pact
      .addInteraction()
      .given('a user holding BUSINESS_VIEW_MAINTENANCE is signed in')
      .uponReceiving('a list of the entities business views read')
      .withRequest('GET', '/api/business-views/entities', (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            name: string('students'),
            label: string('Participants'),
            columns: eachLike({
              name: string('lastName'),
              label: string('Last name'),
              dataType: regex(/^(text|number|money|date|boolean)$/, 'text'),
              quickSearch: boolean(true),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const [entity] = await apiFor(server).businessViews.entities();
        expect(entity?.columns[0]?.dataType).toBe('text');
        expect(entity?.columns[0]?.quickSearch).toBe(true);
      });
  });

  it('searches business views a page at a time', async () => {
    const search = { quickSearch: 'Pact Participants', page: 1, pageSize: 50 };
    await pact
      .addInteraction()
      .given(viewState, { businessViewId: 21, version: 0 })
      .uponReceiving('a business view search')
      .withRequest('POST', '/api/business-views/search', (req) => req.headers(bearer).jsonBody(search))
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(viewFields), total: integer(1) }))
      .executeTest(async (server) => {
        expect((await apiFor(server).businessViews.search(search)).items[0]?.viewName).toBe('students');
      });
  });

  it('reads one business view', async () => {
    await pact
      .addInteraction()
      .given(viewState, { businessViewId: 21, version: 0 })
      .uponReceiving('a read of a business view')
      .withRequest('GET', viewPath, (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody({ ...viewFields, id: fromProviderState('${businessViewId}', 21) }))
      .executeTest(async (server) => {
        expect((await apiFor(server).businessViews.get(21)).id).toBe(21);
      });
  });

  it('creates a business view', async () => {
    await pact
      .addInteraction()
      .given('no business view of the pact exists')
      .uponReceiving('a new business view')
      .withRequest('POST', '/api/business-views', (req) => req.headers(bearer).jsonBody(view))
      .willRespondWith(201, (res) => res.jsonBody(viewFields))
      .executeTest(async (server) => {
        expect((await apiFor(server).businessViews.create(view)).name).toBe(view.name);
      });
  });

  it('updates a business view with the version it read', async () => {
    await pact
      .addInteraction()
      .given(viewState, { businessViewId: 21, version: 1 })
      .uponReceiving('an update of a business view')
      .withRequest('PUT', viewPath, (req) =>
        req.headers(bearer).jsonBody({ ...view, version: fromProviderState('${version}', 1) }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...viewFields, version: integer(2) }))
      .executeTest(async (server) => {
        expect((await apiFor(server).businessViews.update(21, { ...view, version: 1 })).version).toBe(2);
      });
  });

  it('opens a business view as a grid: a page of rows keyed by its columns', async () => {
    const search = { sort: [{ field: 'lastName', direction: 'asc' as const }], page: 1, pageSize: 50 };
    await pact
      .addInteraction()
      .given(viewState, { businessViewId: 21, version: 0 })
      .uponReceiving('a page of a business view opened as a grid')
      .withRequest('POST', statePath('/api/business-views/${businessViewId}/rows', { businessViewId: 21 }), (req) =>
        req.headers(bearer).jsonBody(search),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          columns: eachLike({ name: string('lastName'), label: string('Last name'), dataType: string('text') }),
          items: eachLike({ lastName: string('Whitfield'), status: string('Assigned') }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).businessViews.rows(21, search);
        expect(page.columns[0]?.name).toBe('lastName');
        expect(typeof page.items[0]?.lastName).toBe('string');
      });
  });

  it('removes a business view with the version it read', async () => {
    await pact
      .addInteraction()
      .given(viewState, { businessViewId: 21, version: 1 })
      .uponReceiving('a business view removal')
      .withRequest('DELETE', viewPath, (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).businessViews.remove(21, 1)).resolves.toBeUndefined();
      });
  });
});

const extract = {
  name: 'Pact Participants Extract',
  description: 'Names and status.',
  columns: ['lastName', 'status'],
  filters: [{ field: 'status', operator: 'eq' as const, value: 'Assigned' }],
  format: 'CSV' as const,
};
const extractFields = {
  id: integer(9),
  name: string(extract.name),
  description: string(extract.description),
  businessViewId: integer(21),
  columns: eachLike(string('lastName')),
  filters: eachLike({ field: string('status'), operator: string('eq'), value: string('Assigned') }),
  format: regex(/^(Excel|CSV)$/, 'CSV'),
  businessViewName: string('Pact Participants'),
  lastRunOn: null,
  ...audit,
  version: integer(1),
};
const extractState =
  'a data extract with id {dataExtractId} of business view {businessViewId} exists at version {version}';
const extractIds = { dataExtractId: 9, businessViewId: 21 };
const extractPath = statePath('/api/data-extracts/${dataExtractId}', extractIds);

describe('data extracts', () => {
  it('searches data extracts a page at a time', async () => {
    const search = { quickSearch: 'Pact Participants', page: 1, pageSize: 50 };
    await pact
      .addInteraction()
      .given(extractState, { ...extractIds, version: 0 })
      .uponReceiving('a data extract search')
      .withRequest('POST', '/api/data-extracts/search', (req) => req.headers(bearer).jsonBody(search))
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(extractFields), total: integer(1) }))
      .executeTest(async (server) => {
        expect((await apiFor(server).dataExtracts.search(search)).items[0]?.format).toBe('CSV');
      });
  });

  it('reads one data extract', async () => {
    await pact
      .addInteraction()
      .given(extractState, { ...extractIds, version: 0 })
      .uponReceiving('a read of a data extract')
      .withRequest('GET', extractPath, (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody({ ...extractFields, id: fromProviderState('${dataExtractId}', 9) }))
      .executeTest(async (server) => {
        expect((await apiFor(server).dataExtracts.get(9)).id).toBe(9);
      });
  });

  it('creates a data extract of a business view', async () => {
    await pact
      .addInteraction()
      .given(viewState, { businessViewId: 21, version: 0 })
      .uponReceiving('a new data extract')
      .withRequest('POST', '/api/data-extracts', (req) =>
        req.headers(bearer).jsonBody({ ...extract, businessViewId: fromProviderState('${businessViewId}', 21) }),
      )
      .willRespondWith(201, (res) => res.jsonBody(extractFields))
      .executeTest(async (server) => {
        expect((await apiFor(server).dataExtracts.create({ ...extract, businessViewId: 21 })).name).toBe(extract.name);
      });
  });

  it('updates a data extract with the version it read', async () => {
    await pact
      .addInteraction()
      .given(extractState, { ...extractIds, version: 1 })
      .uponReceiving('an update of a data extract')
      .withRequest('PUT', extractPath, (req) =>
        req.headers(bearer).jsonBody({
          ...extract,
          businessViewId: fromProviderState('${businessViewId}', 21),
          version: fromProviderState('${version}', 1),
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...extractFields, version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).dataExtracts.update(9, { ...extract, businessViewId: 21, version: 1 });
        expect(saved.version).toBe(2);
      });
  });

  it('removes a data extract with the version it read', async () => {
    await pact
      .addInteraction()
      .given(extractState, { ...extractIds, version: 1 })
      .uponReceiving('a data extract removal')
      .withRequest('DELETE', extractPath, (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).dataExtracts.remove(9, 1)).resolves.toBeUndefined();
      });
  });

  it('runs a data extract to its file, named by the server', async () => {
    await pact
      .addInteraction()
      .given(extractState, { ...extractIds, version: 0 })
      .uponReceiving('a run of a data extract')
      .withRequest('POST', statePath('/api/data-extracts/${dataExtractId}/run', extractIds), (req) =>
        req.headers(bearer),
      )
      // The rows depend on the provider's data: the contract is the file's type and name.
      .willRespondWith(200, (res) =>
        res.headers({
          'Content-Type': regex(/^(application\/octet-stream|text\/csv.*)$/, 'application/octet-stream'),
          'Content-Disposition': regex(
            /^attachment; filename="[^"]+\.csv"(; filename\*=UTF-8''\S+)?$/,
            'attachment; filename="pact-participants-extract.csv"',
          ),
        }),
      )
      .executeTest(async (server) => {
        const file = await apiFor(server).dataExtracts.run(9);
        expect(file.fileName).toBe('pact-participants-extract.csv');
      });
  });
});
