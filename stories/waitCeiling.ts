/**
 * How long a browser test waits for what the user would see before it fails (issue 44, ADR 224):
 * Vitest's `expect.element` and `expect.poll` (vitest.config.ts) and the stories' `findBy…` and
 * `waitFor` (preview.tsx) all pass the moment the outcome is there, so the ceiling costs time only
 * when a test fails. The libraries' own defaults (1 s each) fail on a loaded machine where nothing
 * is wrong.
 */
export const waitCeilingMs = 10_000;
