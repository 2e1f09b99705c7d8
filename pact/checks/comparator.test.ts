import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithSpec, describeResults, errorsOf } from '../src/compare.ts';
import { readPactFiles, type PactFile, type PactInteraction } from '../src/pact-files.ts';
import { loadSpec } from '../src/spec.ts';

const spec = loadSpec();
const pacts = readPactFiles();

describe('pact files against the bundled OpenAPI spec (@pactflow/openapi-pact-comparator)', () => {
  it('the consumer tests wrote a pathway-web → pathway-api pact', () => {
    expect(pacts.map(({ pact }) => `${pact.consumer.name} → ${pact.provider.name}`)).toContain(
      'pathway-web → pathway-api',
    );
  });

  for (const { file, pact } of pacts) {
    it(`${basename(file)}: ${pact.interactions.length} interactions, 0 errors`, async () => {
      const errors = errorsOf(await compareWithSpec(spec, pact));
      expect(errors, describeResults(errors)).toEqual([]);
    });
  }
});

/** A deep copy holding only one interaction, so a finding can only come from the change made to it. */
function withOnly(pact: PactFile, interaction: PactInteraction): PactFile {
  const copy = structuredClone(pact);
  copy.interactions = [structuredClone(interaction)];
  return copy;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

describe('the comparison bites', () => {
  const pact = pacts[0]?.pact;

  it('a renamed response field is reported', async () => {
    if (!pact) throw new Error('no pact file to copy');
    const original = pact.interactions.find(
      (interaction) =>
        interaction.response.status === 200 &&
        isObject(interaction.response.body?.content) &&
        interaction.description.includes('signs in'),
    );
    if (!original) throw new Error('the sign-in interaction is missing from the pact');
    const changed = withOnly(pact, original);
    const [interaction] = changed.interactions;
    const body = interaction?.response.body?.content;
    if (!isObject(body)) throw new Error('unexpected body');
    // `token` is what the app reads after sign-in; a provider that renamed it would break the app.
    body.accessToken = body.token;
    delete body.token;

    expect(errorsOf(await compareWithSpec(spec, withOnly(pact, original)))).toEqual([]);
    const errors = errorsOf(await compareWithSpec(spec, changed));
    expect(errors.map((error) => error.code)).toContain('response.body.incompatible');
  });

  it('a request to a path the spec does not declare is reported', async () => {
    if (!pact) throw new Error('no pact file to copy');
    const original = pact.interactions[0];
    if (!original) throw new Error('empty pact');
    const changed = withOnly(pact, original);
    const [interaction] = changed.interactions;
    if (!interaction) throw new Error('unexpected copy');
    interaction.request.path = '/api/undeclared/endpoint';

    const errors = errorsOf(await compareWithSpec(spec, changed));
    expect(errors.map((error) => error.code)).toContain('request.path-or-method.unknown');
  });

  it('a multipart upload whose part is not named files is reported', async () => {
    if (!pact) throw new Error('no pact file to copy');
    const original = pact.interactions.find((interaction) => interaction.description.includes('multipart upload'));
    if (!original) throw new Error('the upload interaction is missing from the pact');
    const changed = withOnly(pact, original);
    const body = changed.interactions[0]?.request.body;
    if (typeof body?.content !== 'string') throw new Error('unexpected upload body');
    // The array widening for repeated parts must not switch the multipart check off.
    const multipart = Buffer.from(body.content, 'base64').toString('latin1');
    body.content = Buffer.from(multipart.replaceAll('name="files"', 'name="file"'), 'latin1').toString('base64');

    expect(errorsOf(await compareWithSpec(spec, withOnly(pact, original)))).toEqual([]);
    const errors = errorsOf(await compareWithSpec(spec, changed));
    expect(errors.map((error) => error.code)).toContain('request.body.incompatible');
  });
});
