import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLAIMS } from './claims.ts';

describe('CLAIMS', () => {
  it('is the list of the contract (openapi/scripts/permissions.json), in its order', () => {
    const contract = JSON.parse(
      readFileSync(new URL('../../../../openapi/scripts/permissions.json', import.meta.url), 'utf8'),
    ) as unknown;
    expect(CLAIMS).toEqual(contract);
  });

  it('names each claim once', () => {
    expect(new Set(CLAIMS).size).toBe(CLAIMS.length);
  });
});
