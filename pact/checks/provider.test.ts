// Provider verification: every interaction of the pathway-web → pathway-api pact is replayed by the
// Pact Verifier against the reference server (apps/api, in this process, in-memory PGlite with the
// small demo data), each provider state set up in its database first. Document requests are part of
// it: they go through /api with the bearer token, and the server holds the function host's key.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PactFile } from '../src/pact-files.ts';
import { startReferenceServer, type ReferenceServer } from '../src/provider/reference-server.ts';
import { createProviderStates, type ProviderStates } from '../src/provider/states.ts';
import { pactFile, verifyAgainst } from '../src/provider/verify-reference.ts';

describe('pathway-api pact against the reference server', () => {
  let provider: ReferenceServer;
  let states: ProviderStates;
  const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as PactFile;

  beforeAll(async () => {
    provider = await startReferenceServer();
    states = await createProviderStates(provider);
  }, 120_000);

  afterAll(async () => {
    await provider.close();
  });

  it('has a state handler for every provider state of the pact', () => {
    const sentences = new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));
    const missing = [...sentences].filter((sentence) => !(sentence in states.handlers)).sort();
    expect(missing).toEqual([]);
    console.log(`${String(sentences.size)} provider states set up by handlers`);
  });

  it('verifies every interaction with 0 failures', async () => {
    const report = await verifyAgainst({
      baseUrl: provider.baseUrl,
      stateHandlers: states.handlers,
      currentToken: states.currentToken,
    });
    const failures = report.errors.map(({ interaction, mismatch }) => `${interaction}: ${JSON.stringify(mismatch)}`);
    expect(failures).toEqual([]);
    expect(report.result).toBe(true);
    console.log(`${String(pact.interactions.length)} interactions verified against the reference server`);
  });
});
