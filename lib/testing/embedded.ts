// Data directories for tests that run their own embedded PostgreSQL server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A fresh data directory (not created: the code under test creates it) on a short path, as the socket lives
 * in it. Its parent lets other users through (mkdtemp makes it 0700): as root, PostgreSQL runs as `postgres`.
 * `root` is the folder to remove afterwards.
 */
export function shortDataDir(prefix: string): { root: string; dataDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(root, 0o711);
  return { root, dataDir: path.join(root, 'd') };
}
