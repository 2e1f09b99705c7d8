import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bundledSpec, repoRoot } from './paths.ts';

/** Vitest global setup of the checks project: the comparator reads the bundle, so build it if missing. */
export default function ensureBundle(): void {
  if (existsSync(bundledSpec)) return;
  const run = spawnSync('pnpm', ['--filter', '@pathway/openapi', 'run', 'bundle'], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0 || !existsSync(bundledSpec)) throw new Error(`could not bundle the spec to ${bundledSpec}`);
}
