import { readFileSync } from 'node:fs';
import { createApi } from '@pathway/api-client';
import { describe, expect, it } from 'vitest';
import { calledFunctions, clientFunctions } from '../src/client-calls.ts';
import { coverageOf } from '../src/coverage.ts';
import { readPactFiles } from '../src/pact-files.ts';
import { coverageFloorFile } from '../src/paths.ts';
import { loadSpec, operationsOf } from '../src/spec.ts';

interface CoverageFloor {
  /** Operations of the spec exercised by at least one interaction; a run may not report fewer. */
  coveredOperations: number;
}

const operations = operationsOf(loadSpec());
const interactions = readPactFiles().flatMap(({ pact }) => pact.interactions);
const coverage = coverageOf(operations, interactions);
const floor = JSON.parse(readFileSync(coverageFloorFile, 'utf8')) as CoverageFloor;

describe('contract coverage', () => {
  it('prints operations in the spec versus operations exercised by an interaction', () => {
    const lines = [
      `Pact coverage: ${coverage.covered.length} of ${coverage.total} operations (${coverage.percent}%) ` +
        `exercised by ${interactions.length} interactions; floor ${floor.coveredOperations}.`,
      `Not yet exercised (${coverage.uncovered.length}): ${coverage.uncovered.map((op) => op.key).join(', ')}`,
    ];
    console.log(lines.join('\n'));
    expect(coverage.total).toBeGreaterThan(0);
  });

  it('does not fall below the committed floor (pact/coverage-floor.json)', () => {
    expect(coverage.covered.length).toBeGreaterThanOrEqual(floor.coveredOperations);
  });

  it('matches every interaction to an operation of the spec', () => {
    expect(coverage.unmatched.map((interaction) => interaction.description)).toEqual([]);
  });

  it('exercises every function the client exposes at least once', () => {
    const exposed = clientFunctions(createApi({ prefix: 'http://127.0.0.1:9/api' }));
    const called = calledFunctions();
    expect(exposed.filter((name) => !called.has(name))).toEqual([]);
  });
});
