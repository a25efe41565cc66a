// Test helper (scripts/vitrine.test.ts): holds the data-directory lock the way a CLI run or a starting server
// does — without a control channel — and never opens the database. Prints {"ready": true, "pid": …};
// a line "release" on stdin releases the lock and exits.
import readline from 'node:readline';
import { acquireDataDirLock } from '../../lib/db/data-dir-lock';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: lock-holder.ts <dataDir>');
const release = acquireDataDirLock(dataDir, 'test-holder');
console.log(JSON.stringify({ ready: true, pid: process.pid }));
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line.trim() === 'release') {
    release();
    process.exit(0);
  }
});
lines.on('close', () => process.exit(0)); // the test process went away: do not linger
setInterval(() => undefined, 60_000);
