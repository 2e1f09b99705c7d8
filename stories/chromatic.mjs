#!/usr/bin/env node
// Publishes the built Storybook to Chromatic when a project token is configured (CI secret
// CHROMATIC_PROJECT_TOKEN), and says plainly that it skipped otherwise. The local screenshot
// check (`vitest --project visual`) runs either way; Chromatic is the hosted review on top.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (nothing was published).');
  process.exit(0);
}

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: here, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(join(here, '..', 'storybook-static', 'index.html'))) {
  run('pnpm', ['run', 'build-storybook']);
}
// The token is read from the environment by the CLI; it never appears on the command line.
run('chromatic', ['--config-file', 'chromatic.config.json']);
