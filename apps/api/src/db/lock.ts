import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Raised when another live process holds the data folder; main.ts prints its message alone. */
export class DataFolderLocked extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process per data folder: two servers on one folder would corrupt it. The lock is a
 * file holding the owner's pid, created exclusively; a lock left by a process that died (kill -9)
 * is taken over, a live owner is refused.
 */
export function lockDataFolder(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataFolderLocked(
          `The data folder ${dataDir} is in use by another Pathway server (pid ${owner}); stop it or set PATHWAY_DATA_DIR to another folder.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataFolderLocked(`Could not lock the data folder ${dataDir}.`);
}
