import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';

/** The checkout this server runs from. */
export const repositoryRoot = resolve(import.meta.dirname, '../../../..');

function inside(path: string, folder: string): boolean {
  const from = relative(folder, path);
  return from === '' || (!from.startsWith('..') && !isAbsolute(from));
}

/**
 * Where a checkout keeps what it writes while it runs (the database, the token secret, uploaded
 * documents, caught mail): a folder of the user's state outside the checkout, one per checkout, so
 * nothing that serves the checkout's files (the web dev server above all) can reach it (ADR 217).
 * `$XDG_STATE_HOME/pathway/<checkout>-<hash>`, by default under `~/.local/state`.
 */
export function stateDir(env: NodeJS.ProcessEnv = process.env, root: string = repositoryRoot): string {
  const base =
    env.XDG_STATE_HOME && isAbsolute(env.XDG_STATE_HOME) ? env.XDG_STATE_HOME : join(homedir(), '.local', 'state');
  const id = createHash('sha256').update(root).digest('hex').slice(0, 8);
  const dir = join(base, 'pathway', `${basename(root)}-${id}`);
  if (inside(dir, root)) {
    throw new Error(
      `The state folder ${dir} lies inside the checkout ${root}, where the web dev server could serve it: set XDG_STATE_HOME or PATHWAY_DATA_DIR to a folder outside it.`,
    );
  }
  return dir;
}

/** A folder only its owner may read (mode 700), made when missing. */
export function privateFolder(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}
