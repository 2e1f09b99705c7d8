#!/usr/bin/env node
// `npm run serve`: Pathway as a provider's IT runs it (ADR 186). Builds the web app once, then runs
// the reference server with production settings serving the built app at / and the API at /api on
// one port: JSON logs, the build's CSP, helmet's headers (HSTS when PATHWAY_PUBLIC_URL is https),
// health and readiness at /api/health and /api/ready, metrics on PATHWAY_METRICS_PORT when set.
// Every setting of `pnpm --filter @pathway/api start` applies (README); PORT defaults to 8080.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps', 'web', 'dist');

process.stderr.write('[serve] building the web app…\n');
const built = spawnSync('pnpm', ['--filter', '@pathway/web', 'run', 'build', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0 || !existsSync(join(webDir, 'index.html'))) {
  process.stderr.write('[serve] the web app did not build; nothing started.\n');
  process.exit(1);
}

const server = spawn(process.execPath, ['--max-semi-space-size=8', join(root, 'apps', 'api', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.PORT ?? '8080',
    PATHWAY_WEB_DIR: process.env.PATHWAY_WEB_DIR ?? webDir,
  },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
