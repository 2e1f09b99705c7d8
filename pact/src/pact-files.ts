import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pactsDir } from './paths.ts';

/** The parts of a V4 pact file the checks read. */
export interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
  metadata: Record<string, unknown>;
}

export interface PactInteraction {
  description: string;
  type: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: { method: string; path: string; headers?: Record<string, string[]>; body?: { content?: unknown } };
  response: { status: number; body?: { content?: unknown } };
}

export interface NamedPact {
  file: string;
  pact: PactFile;
}

export function readPactFiles(dir = pactsDir): NamedPact[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: join(dir, name), pact: JSON.parse(readFileSync(join(dir, name), 'utf8')) as PactFile }));
}
