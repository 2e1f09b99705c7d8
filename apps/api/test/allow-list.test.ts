import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { exportCell } from '../src/areas/export/searchExport.ts';
import { acceptFile } from '../src/lib/storage.ts';
import { readParameters } from '../src/areas/reports/parameters.ts';
import type { Principal } from '../src/http/context.ts';
import { HttpError } from '../src/core/errors.ts';
import { toFieldMessages } from '../src/http/validation.ts';
import { ownEntry } from '../src/lib/allowList.ts';

/**
 * Names from a request outside the searches (search-fields.test.ts covers those): a file extension,
 * a report parameter, a value an export labels and a body field are looked up or written by their
 * own name, never found among (or written over) what every object inherits.
 */
const INHERITED = Object.getOwnPropertyNames(Object.prototype);

const admin: Principal = {
  id: 1,
  userName: 'admin',
  userType: 'global',
  organizationIds: [],
  contractorId: null,
  claims: new Set(['LOGIN', 'REPORTS']),
  sessionId: 'test',
};

/** The 422 body a call throws, or what it returned when it did not throw. */
function refusal(call: () => unknown): unknown {
  try {
    return { returned: call() };
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return error.body;
    throw error;
  }
}

describe('names from a request at the other edges', () => {
  it('ownEntry finds an allow-list’s own entries and nothing it inherits', () => {
    const list = { pdf: 'application/pdf' };
    expect(ownEntry(list, 'pdf')).toBe('application/pdf');
    for (const name of INHERITED) expect(ownEntry(list, name), name).toBeUndefined();
  });

  it('refuses an upload named with an inherited extension as a type it does not take', () => {
    for (const name of INHERITED) {
      const body = refusal(() => acceptFile(`scan.${name}`, Buffer.from('%PDF-1.7'), 'file'));
      expect(Object.keys(body as object), name).toEqual(['file']);
    }
  });

  it('names a report parameter called __proto__ or constructor as one the report does not have', () => {
    for (const name of INHERITED) {
      const body = refusal(() => readParameters([], [{ name, value: '2026-07-01' }], admin));
      expect(body, name).toEqual(Object.fromEntries([[name, `${name} is not a parameter of this report.`]]));
    }
  });

  it('labels only the values an export names, not a text that is an inherited name', () => {
    for (const name of INHERITED) expect(exportCell(name, { labels: { true: 'Active' } }), name).toBe(name);
    expect(exportCell(true, { labels: { true: 'Active' } })).toBe('Active');
  });

  it('keeps the message of a body field whose name an object inherits', () => {
    const unknown = (name: string): ErrorObject => ({
      keyword: 'additionalProperties',
      instancePath: '',
      schemaPath: '#/additionalProperties',
      params: { additionalProperty: name },
    });
    for (const name of INHERITED) {
      expect(toFieldMessages([unknown(name)]), name).toEqual(
        Object.fromEntries([[name, `${name} is not a field of this request.`]]),
      );
    }
  });
});
