// Test helper (scripts/vitrine.test.ts): runs the server's start-up path — startServerDatabase(), exactly as
// instrumentation.ts does under `next start`: on the embedded default it connects to the embedded PostgreSQL
// server or starts it, and owns it (adopting one whose owner is gone or is a CLI run) — then answers queries
// on stdin with its own database handle, one JSON line per request:
//   {"business": "<id>"}  → {"business": {id, slug, plan} | null}
//   {"stop": true}        → closes the database and exits 0 (a clean exit: as the owner, it stops the server)
// It prints {"ready": true, "pid": …} once the database is open.
import readline from 'node:readline';
import { eq } from 'drizzle-orm';
import { closeDatabase, getDb } from '../../lib/db/client';
import { businesses } from '../../lib/db/schema';
import { startServerDatabase } from '../../lib/operator/server-start';

async function stop(code = 0) {
  await closeDatabase();
  process.exit(code);
}

async function main() {
  await startServerDatabase();
  const db = await getDb();
  const lines = readline.createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    void (async () => {
      const request = JSON.parse(line) as { business?: string; stop?: boolean };
      if (request.stop) return stop(0);
      if (request.business) {
        const [row] = await db
          .select({ id: businesses.id, slug: businesses.slug, plan: businesses.plan })
          .from(businesses)
          .where(eq(businesses.id, request.business));
        console.log(JSON.stringify({ business: row ?? null }));
      }
    })().catch((error: Error) => console.log(JSON.stringify({ error: error.message })));
  });
  lines.on('close', () => void stop(0)); // the test process went away: do not linger
  process.on('SIGTERM', () => void stop(0));
  console.log(JSON.stringify({ ready: true, pid: process.pid }));
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
