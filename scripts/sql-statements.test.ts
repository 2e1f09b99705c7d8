import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const script = fileURLToPath(new URL('./sql-statements.mjs', import.meta.url));

// Issue 46: the server writes whole statements with the builder; a raw one keeps its reason, and
// there are at most 100 of them outside migrations and seeds.
test('the server holds at most 100 raw statements, each with its reason', () => {
  const run = spawnSync(process.execPath, [script, '--max', '100', '--reasons'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const total = /^total\s+raw\s+(\d+)/m.exec(run.stdout);
  expect(Number(total?.[1])).toBeLessThanOrEqual(100);
});
