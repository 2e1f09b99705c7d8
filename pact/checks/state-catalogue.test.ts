// The state catalogue (PROVIDER-STATES.md) says what the handlers and the pact say: regenerated, it
// equals the committed file. Every state the pact names has a handler, and every handler serves the pact.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROVIDER_STATES } from '../src/provider-states/registry.ts';
import type { PactFile } from '../src/pact-files.ts';
import { apiPactFile, catalogueFile, renderCatalogue } from '../src/state-catalogue.ts';

describe('the provider state catalogue', () => {
  const pact = JSON.parse(readFileSync(apiPactFile, 'utf8')) as PactFile;

  it('is fresh (pnpm --filter @pathway/pact run states:catalogue)', () => {
    expect(readFileSync(catalogueFile, 'utf8')).toBe(renderCatalogue(pact));
  });

  it('lists no state the pact does not use', () => {
    const used = new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));
    expect(Object.keys(PROVIDER_STATES).filter((sentence) => !used.has(sentence))).toEqual([]);
  });
});
