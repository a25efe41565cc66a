// An exclusive lock on the embedded data directory: PGlite has none, and two processes opening the
// same directory corrupt it. The lock file holds the owner's pid; a lock whose process is gone is stale.
// The file appears atomically (written aside, then hard-linked into place), and only one process at a
// time may break a stale lock, so two processes can never both believe they hold it.
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
/** Directories this process really holds (a lock naming our pid but absent here is a dead namesake's). */
const held = ((globalThis as { __vitrineHeldDirs?: Set<string> }).__vitrineHeldDirs ??= new Set());

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(dataDir: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/** The live owner of the lock, or null when the directory is free (a stale lock counts as free). */
export function readLockOwner(dataDir: string): LockOwner | null {
  const owner = readLock(dataDir);
  if (!owner || !Number.isInteger(owner.pid)) return null;
  if (owner.pid === process.pid) return held.has(path.resolve(dataDir)) ? owner : null;
  return isAlive(owner.pid) ? owner : null;
}

function tryCreate(file: string, me: LockOwner): boolean {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(me), { mode: 0o600 });
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** Removes a stale lock, one breaker at a time; re-checks under the break lock. */
function breakStaleLock(dataDir: string) {
  const breaker = `${lockPath(dataDir)}.break`;
  let fd: number;
  try {
    fd = fs.openSync(breaker, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Someone else is breaking it; a break file left by a crash is removed after a few seconds.
    const age = Date.now() - (fs.statSync(breaker, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 5_000) fs.rmSync(breaker, { force: true });
    return;
  }
  try {
    if (readLock(dataDir) && !readLockOwner(dataDir)) fs.rmSync(lockPath(dataDir), { force: true });
  } finally {
    fs.closeSync(fd);
    fs.rmSync(breaker, { force: true });
  }
}

/** Takes the lock or throws DataDirLockedError. Returns the release function. */
export function acquireDataDirLock(dataDir: string, kind: string): () => void {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (held.has(dir)) throw new Error(`This process already holds the lock on ${dir}`);
  const file = lockPath(dir);
  const me: LockOwner = { pid: process.pid, kind, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 20; attempt++) {
    if (tryCreate(file, me)) {
      held.add(dir);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(dir);
        if (readLock(dir)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    }
    const owner = readLockOwner(dir);
    if (owner) throw new DataDirLockedError(dir, owner);
    breakStaleLock(dir);
  }
  throw new Error(`Could not take the lock on ${dir}`);
}
