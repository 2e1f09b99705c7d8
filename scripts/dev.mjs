#!/usr/bin/env node
// `npm start`: the reference server (apps/api on PGlite with the demo data) and the web app's dev
// server, both on loopback, same origin (Vite proxies /api). `npm run start:mock` (or `--mock`)
// serves the Prism mock of openapi/ instead, for design and frontend work without a database.
// Prints the URL to open once both answer; Ctrl-C stops every process it started. With the reference
// server, a mail catcher on loopback receives every mail the API sends (SMTP on 1025, its inbox on
// http://127.0.0.1:1080/, each message also an .eml file); `npm run serve` starts none. The database,
// its token secret and the caught mail live in the checkout's state folder outside the checkout
// (apps/api/src/core/stateDir.ts, ADR 217), where the web dev server cannot serve them.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { privateFolder, stateDir } from '../apps/api/src/core/stateDir.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.PATHWAY_API_PORT ?? 4010);
const webPort = Number(process.env.PATHWAY_WEB_PORT ?? 5173);
const mailSmtpPort = Number(process.env.PATHWAY_MAIL_SMTP_PORT ?? 1025);
const mailWebPort = Number(process.env.PATHWAY_MAIL_WEB_PORT ?? 1080);
// An empty variable counts as unset, as the server reads it.
const dataDir = process.env.PATHWAY_DATA_DIR || privateFolder(join(stateDir(), 'data'));
const mailDir = process.env.PATHWAY_MAIL_DIR || privateFolder(join(stateDir(), 'mail'));

const children = [];
function start(label, args, env = {}) {
  const child = spawn('pnpm', args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(`[${label}] ${line}\n`);
    });
  }
  child.on('exit', (code) => {
    if (!stopping) {
      process.stderr.write(`[${label}] exited with ${code}; stopping.\n`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      // Negative pid: the whole process group, so grandchildren (Prism, esbuild) go too.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(code), 300).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
// A signal sent only to `npm start` (not to the terminal's whole group) ends pnpm without passing
// it on; the servers run in their own process groups, so notice being orphaned and stop them too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop(0);
}, 1000).unref();

// The first start migrates and loads the demo data before the API listens.
function waitForPort(port, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((done, fail) => {
    const attempt = () => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.end();
        done();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) fail(new Error(`nothing answered on 127.0.0.1:${port}`));
        else setTimeout(attempt, 250);
      });
    };
    attempt();
  });
}

const mock = process.argv.includes('--mock');
if (mock) {
  start('api', ['--filter', '@pathway/openapi', 'run', 'mock'], { PATHWAY_API_PORT: String(apiPort) });
} else {
  start('mail', ['--filter', '@pathway/api', 'run', 'mail-catcher'], {
    PATHWAY_MAIL_SMTP_PORT: String(mailSmtpPort),
    PATHWAY_MAIL_WEB_PORT: String(mailWebPort),
    PATHWAY_MAIL_DIR: mailDir,
  });
  // A relay the developer configured wins; otherwise every mail goes to the catcher. The Pact test
  // mode is the same server started by the pact package, which holds the provider states (ADR 184).
  const pactStates = ['1', 'true'].includes(process.env.PATHWAY_PACT_STATES ?? '');
  start('api', pactStates ? ['--filter', '@pathway/pact', 'run', 'provider'] : ['--filter', '@pathway/api', 'start'], {
    PORT: String(apiPort),
    PATHWAY_DATA_DIR: dataDir,
    PATHWAY_SMTP_URL: process.env.PATHWAY_SMTP_URL ?? `smtp://127.0.0.1:${mailSmtpPort}`,
  });
}
start(
  'web',
  ['--filter', '@pathway/web', 'run', 'dev', '--port', String(webPort), '--strictPort', '--host', '127.0.0.1'],
  {
    PATHWAY_API_PORT: String(apiPort),
  },
);

try {
  await Promise.all([waitForPort(apiPort), waitForPort(webPort), ...(mock ? [] : [waitForPort(mailWebPort)])]);
  process.stdout.write(`\n  Pathway is running: open http://127.0.0.1:${webPort}/  (Ctrl-C stops it)\n`);
  process.stdout.write(
    mock
      ? '  API: the Prism mock of openapi/ (any user name and password signs in with every claim)\n\n'
      : '  API: the reference server on PGlite. Sign in as admin, orgstaff, contractor, viewer or payroll, password Pathway!2026\n' +
          `  Mail: every mail the server sends is in the inbox at http://127.0.0.1:${mailWebPort}/\n` +
          `  Data: ${dataDir} and ${mailDir}, outside the checkout (delete them to start over)\n\n`,
  );
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  stop(1);
}
