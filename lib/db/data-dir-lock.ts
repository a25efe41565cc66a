// An exclusive lock on the embedded data directory: PGlite has none, and two processes opening the
// same directory corrupt it. The lock file holds the owner's pid; a lock whose process is gone is stale.
import fs from 'node:fs';
import path from 'node:path';

export type LockOwner = { pid: number; kind: string; since: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${owner.pid}, ${owner.kind}). ` +
        'Only one process may open it at a time.',
    );
  }
}

const lockPath = (dataDir: string) => path.join(dataDir, 'vitrine.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live owner of the lock, or null when the directory is free (a stale lock counts as free). */
export function readLockOwner(dataDir: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) && isAlive(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws DataDirLockedError. Returns the release function. */
export function acquireDataDirLock(dataDir: string, kind: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const me: LockOwner = { pid: process.pid, kind, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, JSON.stringify(me));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
          if (current.pid === process.pid) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLockOwner(dataDir);
      if (owner && owner.pid !== process.pid) throw new DataDirLockedError(dataDir, owner);
      if (owner && owner.pid === process.pid) throw new Error(`This process already holds the lock on ${dataDir}`);
      // Stale (owner died, or an unreadable half-written file): remove it and try again.
      try {
        fs.unlinkSync(file);
      } catch {
        // someone else removed it first
      }
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
