import { mkdirSync, rmSync } from 'node:fs';
import { pactsDir } from './paths.ts';

/** Vitest global setup of the consumer project: every run writes its pact files from nothing. */
export default function cleanPacts(): void {
  rmSync(pactsDir, { recursive: true, force: true });
  mkdirSync(pactsDir, { recursive: true });
}
