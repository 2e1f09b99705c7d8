import { defineConfig } from 'vitest/config';
import api from './vitest.config.ts';

// The api's tests as `pnpm test:mutation` runs them: its HTTP tests (test/) and the unit tests of its
// pure rules beside them (src/**/*.test.ts, which `npm test` runs in the root's unit project).
// PATHWAY_MUTATION_TESTS (comma-separated globs from apps/api) narrows the files to those that
// exercise the module being mutated, so a one-module run does not pay for the whole suite's first
// run. The list replaces the api's own (mergeConfig would append to it).
const chosen = process.env.PATHWAY_MUTATION_TESTS?.split(',')
  .map((glob) => glob.trim())
  .filter((glob) => glob !== '');
const include = chosen?.length ? chosen : ['test/**/*.test.ts', 'src/**/*.test.ts'];

// Each mutant repeats the set-up of the files that reach it; on PostgreSQL a file's database is a
// template copy in a fraction of a second, on PGlite a dumped folder loaded in several (ADR 209).
// Files that compare the engines run on that one alone: a mutant changes a rule, not an engine.
process.env.PATHWAY_TEST_ENGINE ??= 'postgres';
process.env.PATHWAY_TEST_ENGINES ??= process.env.PATHWAY_TEST_ENGINE;

export default defineConfig({
  ...api,
  test: {
    ...api.test,
    include,
    env: {
      PATHWAY_TEST_ENGINE: process.env.PATHWAY_TEST_ENGINE,
      PATHWAY_TEST_ENGINES: process.env.PATHWAY_TEST_ENGINES,
    },
  },
});
