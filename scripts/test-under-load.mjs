#!/usr/bin/env node
// `npm run test:loaded`: the whole of `npm test` with the machine deliberately busy (issue 44), to
// prove no test depends on how fast the machine is. Beside the suite it keeps `--busy N` processes
// (2 by default, one per core here) spinning for the whole run, then prints the run's own summary
// and how long it took. A test that passes only on a quiet machine fails here.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const flag = process.argv.indexOf('--busy');
const busy = flag === -1 ? 2 : Number(process.argv[flag + 1]);
if (!Number.isInteger(busy) || busy < 0 || busy > 64) {
  process.stderr.write('test:loaded: --busy takes a number of busy processes from 0 to 64.\n');
  process.exit(2);
}

// Each spins on one core, at normal priority, and ends with this script (or after 3 hours at most).
const spinners = Array.from({ length: busy }, () =>
  spawn(process.execPath, ['-e', 'const end = Date.now() + 3 * 3600e3; while (Date.now() < end);'], {
    stdio: 'ignore',
  }),
);
const stopSpinners = () => {
  for (const spinner of spinners) spinner.kill('SIGKILL');
};
process.on('exit', stopSpinners);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));

process.stdout.write(`test:loaded: npm test with ${String(busy)} busy process(es) beside it\n`);
const started = Date.now();
// Through pnpm, as `npm test` runs it, so the workspace's tools are on PATH.
const suite = spawn('pnpm', ['run', '--silent', 'check'], { cwd: root, stdio: 'inherit' });
suite.on('exit', (code) => {
  const minutes = (Date.now() - started) / 60_000;
  process.stdout.write(`test:loaded: ${code === 0 ? 'green' : 'red'} in ${minutes.toFixed(1)} min under load\n`);
  process.exit(code ?? 1);
});
