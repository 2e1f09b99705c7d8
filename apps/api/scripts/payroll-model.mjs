#!/usr/bin/env node
// `pnpm test:payroll-model [--runs N] [--commands N] [--seed S] [--engine pglite|postgres]`: the
// model-based payroll test of issue 25 (test/payroll-model.test.ts) with more runs than `npm test`
// gives it. Prints what it ran; exits as Vitest does.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
const env = {
  ...process.env,
  PATHWAY_PAYROLL_MODEL_RUNS: option('runs', '25'),
  PATHWAY_PAYROLL_MODEL_COMMANDS: option('commands', '40'),
  PATHWAY_PAYROLL_MODEL_SEED: option('seed', String(Date.now() % 1_000_000_000)),
  PATHWAY_PAYROLL_MODEL_ENGINE: option('engine', 'pglite'),
};
process.stdout.write(
  `payroll model: ${env.PATHWAY_PAYROLL_MODEL_RUNS} runs of up to ${env.PATHWAY_PAYROLL_MODEL_COMMANDS} actions, seed ${env.PATHWAY_PAYROLL_MODEL_SEED}, ${env.PATHWAY_PAYROLL_MODEL_ENGINE}\n`,
);
const result = spawnSync(
  'pnpm',
  ['exec', 'vitest', 'run', '--config', 'vitest.config.ts', 'test/payroll-model.test.ts', '--testTimeout', '0'],
  { cwd: api, env, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
