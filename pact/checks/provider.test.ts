// Provider verification: every interaction of the pathway-web → pathway-api pact is replayed by the
// Pact Verifier against the reference server (apps/api in its Pact test mode, in this process,
// in-memory PGlite with the small demo data). Each provider state is set up over HTTP at the
// server's state-change endpoint, the same way `pnpm pact:verify` does it for a backend team.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_STATES } from '../src/provider-states/registry.ts';
import type { PactFile } from '../src/pact-files.ts';
import { CONSUMER, PROVIDER, pactsDir } from '../src/paths.ts';
import { startReferenceServer, type ReferenceServer } from '../src/provider/reference-server.ts';
import { verifyPacts } from '../src/verification.ts';

const pactFile = join(pactsDir, `${CONSUMER}-${PROVIDER}.json`);

describe('pathway-api pact against the reference server', () => {
  let provider: ReferenceServer;
  const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as PactFile;

  beforeAll(async () => {
    provider = await startReferenceServer();
  }, 120_000);

  afterAll(async () => {
    await provider.close();
  });

  it('has a state handler for every provider state of the pact', () => {
    const sentences = new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));
    const missing = [...sentences].filter((sentence) => !(sentence in PROVIDER_STATES)).sort();
    expect(missing).toEqual([]);
    console.log(`${String(sentences.size)} provider states set up by handlers`);
  });

  it('verifies every interaction with 0 failures, each state set up over HTTP', async () => {
    const report = await verifyPacts({
      provider: PROVIDER,
      providerBaseUrl: provider.baseUrl,
      states: { url: provider.statesUrl },
      pacts: { files: [pactFile] },
      logLevel: 'error',
    });
    const failures = report.errors.map(({ interaction, mismatch }) => `${interaction}: ${JSON.stringify(mismatch)}`);
    expect(failures).toEqual([]);
    expect(report.result).toBe(true);
    console.log(`${String(pact.interactions.length)} interactions verified against the reference server`);
  });
});
