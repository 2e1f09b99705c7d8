import { defineConfig } from 'vitest/config';
import api from './vitest.config.ts';

// The api's tests as `pnpm test:mutation` runs them: PATHWAY_MUTATION_TESTS (comma-separated globs
// under test/) narrows the files to those that exercise the module being mutated, so a one-module
// run does not pay for the whole suite's initial run. Unset, every api test runs. The list replaces
// the api's own (mergeConfig would append to it).
const chosen = process.env.PATHWAY_MUTATION_TESTS?.split(',')
  .map((glob) => glob.trim())
  .filter((glob) => glob !== '')
  .map((glob) => `test/${glob}`);

export default defineConfig({ ...api, test: { ...api.test, ...(chosen?.length ? { include: chosen } : {}) } });
