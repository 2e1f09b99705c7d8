import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiFor, bearer, failureOf, pathwayPact, regex, string } from '../src/consumer.ts';

const pact = pathwayPact();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const workbook = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'participants-export.xlsx'),
);

/** A participant search grid as shown: its search without paging and its visible columns (ADR 096). */
const participants = {
  search: '/students/search',
  request: {
    filters: [{ field: 'status', operator: 'in' as const, value: ['Assigned', 'Enrolled'] }],
    sort: [{ field: 'lastName', direction: 'asc' as const }],
  },
  columns: [
    { field: 'lastName', title: 'Last Name', format: 'text' as const },
    { field: 'ssn', title: 'SSN', format: 'ssn' as const },
    { field: 'birthDate', title: 'Birth Date', format: 'date' as const },
  ],
  fileName: 'participants',
  sheetName: 'Participants',
};

describe('grid export', () => {
  it("exports a server-mode grid's search as a workbook streamed by the server", async () => {
    await pact
      .addInteraction()
      .given('participants exist to export')
      .uponReceiving("an Excel export of a participant search's rows")
      .withRequest('POST', '/api/export/search', (req) => req.headers(bearer).jsonBody(participants))
      .willRespondWith(200, (res) =>
        // The bytes are any workbook of the search's rows; the name may be followed by its UTF-8
        // form (RFC 6266).
        res.body(XLSX, workbook).headers({
          'Content-Type': regex(/^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/, XLSX),
          'Content-Disposition': regex(
            /^attachment; filename="participants\.xlsx"(; filename\*=UTF-8''\S+)?$/,
            'attachment; filename="participants.xlsx"',
          ),
        }),
      )
      .executeTest(async (server) => {
        const file = await apiFor(server).exports.search(participants);
        expect(file.fileName).toBe('participants.xlsx');
        expect(Buffer.from(await file.blob.arrayBuffer()).equals(workbook)).toBe(true);
      });
  });

  it('a user without the claims of the named search gets 403', async () => {
    await pact
      .addInteraction()
      .given('the signed-in user lacks VIEW_STUDENT')
      .uponReceiving('an Excel export of a search the user may not run')
      .withRequest('POST', '/api/export/search', (req) => req.headers(bearer).jsonBody(participants))
      .willRespondWith(403, (res) =>
        res.jsonBody({
          message: string('You do not have rights to do this (it needs VIEW_STUDENT or MAINTAIN_STUDENTS).'),
        }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).exports.search(participants));
        expect(error.status).toBe(403);
      });
  });
});
