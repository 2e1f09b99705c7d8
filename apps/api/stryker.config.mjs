// `pnpm test:mutation`: StrykerJS mutates the server's business rules and runs the api's own tests
// against each mutant (ADR 209). Not part of `npm test`: a full run takes hours on two cores.
// One module and the tests that reach it:
//   PATHWAY_MUTATION_TESTS='src/areas/payroll/*.test.ts,test/payroll*.test.ts' pnpm test:mutation --mutate src/areas/payroll/rules.ts
import { fileURLToPath } from 'node:url';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Installed at the repository's root; Stryker looks for plugins beside this folder's packages.
  plugins: [fileURLToPath(import.meta.resolve('@stryker-mutator/vitest-runner'))],
  // The api's tests reach the rules through the HTTP server, not by importing the module under test,
  // so "related" test selection would find none; per-test coverage picks the tests that reach a mutant.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // In place: the server finds the contract bundle and the repository's folders relative to its own
  // source files, which a copied sandbox would move. Stryker restores every file when it ends.
  inPlace: true,
  // Vitest strips types without checking them, so no file needs Stryker's `@ts-nocheck` header.
  disableTypeChecks: false,
  mutate: [
    'src/areas/payroll/rules.ts',
    'src/areas/payroll/timesheets.ts',
    'src/areas/payroll/cardFiles.ts',
    'src/areas/enrollment/review.ts',
    'src/areas/enrollment/applicants.ts',
    'src/areas/contract/contacts.ts',
    'src/areas/security/users.ts',
    'src/areas/security/rules.ts',
    'src/lib/scope.ts',
  ],
  concurrency: 2,
  timeoutMS: 60_000,
  // The first run, which records which tests reach which mutant, is the whole chosen suite.
  dryRunTimeoutMinutes: 90,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '../../.reports/mutation/index.html' },
  jsonReporter: { fileName: '../../.reports/mutation/mutation.json' },
  // The goal of issue 29: at least 85 % of the mutants killed in each module.
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '../../node_modules/.cache/stryker',
};
