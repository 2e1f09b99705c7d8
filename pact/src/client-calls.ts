import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Api } from '@pathway/api-client';
import { pactsDir } from './paths.ts';

/** Which client functions the consumer tests called, one `area.function` a line (emptied each run). */
export const clientCallsLog = join(pactsDir, 'client-calls.log');

/**
 * Wraps every function of every area so a call is logged; the coverage check then proves that each
 * function the client exposes went through at least one interaction.
 */
export function recordingCalls(api: Api): Api {
  const wrapped: Record<string, Record<string, unknown>> = {};
  for (const [area, functions] of Object.entries(api) as [string, Record<string, unknown>][]) {
    wrapped[area] = Object.fromEntries(
      Object.entries(functions).map(([name, fn]) => [
        name,
        typeof fn === 'function'
          ? (...args: unknown[]): unknown => {
              appendFileSync(clientCallsLog, `${area}.${name}\n`);
              return (fn as (...inner: unknown[]) => unknown)(...args);
            }
          : fn,
      ]),
    );
  }
  return wrapped as unknown as Api;
}

/** Every `area.function` of the client. */
export function clientFunctions(api: Api): string[] {
  return Object.entries(api as unknown as Record<string, Record<string, unknown>>).flatMap(([area, functions]) =>
    Object.entries(functions)
      .filter(([, fn]) => typeof fn === 'function')
      .map(([name]) => `${area}.${name}`),
  );
}

export function calledFunctions(): Set<string> {
  if (!existsSync(clientCallsLog)) return new Set();
  return new Set(
    readFileSync(clientCallsLog, 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
}
