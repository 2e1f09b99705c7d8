import { afterAll, beforeAll, expect, it } from 'vitest';
import { fullTimesheet, searchTimesheetRows } from '../src/areas/payroll/readModels.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

it('explores', async () => {
  try {
    console.log(JSON.stringify(await searchTimesheetRows(server.database.db, null, { page: 1, pageSize: 2 })));
  } catch (e) {
    console.log('search', e);
  }
  try {
    console.log(JSON.stringify(await fullTimesheet(server.database.db, null, 1)));
  } catch (e) {
    console.log('get', e);
  }
  expect(true).toBe(true);
});
