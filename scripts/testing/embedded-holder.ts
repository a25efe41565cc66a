// Test helper (lib/db/embedded.test.ts): one process using the embedded PostgreSQL server of VITRINE_DATA_DIR,
// driven by JSON lines on stdin, answering one JSON line each on stdout:
//   {"ensure": {"kind"?: "server"|"cli"|"test"}} → ensureEmbeddedServer, then (with a kind) takeOwnership as
//                                                 lib/db/client.ts does (an app adopts, a CLI does not)
//                                                 → {"ready": true, "started", "owns", "pid"} | {"error", "embedded"}
//   {"query": "<sql>"}                           → {"rows": […]} | {"error"} (through the socket)
//   {"exit": <code>}                             → exits cleanly (the exit handler runs: an owner stops the server)
// It prints {"loaded": true, "pid": …} first, so that a test can start several and release them at once.
// Its stdin closing (the test process went away) is a clean exit too.
import readline from 'node:readline';
import pg from 'pg';
import { config } from '../../lib/config';
import { type EmbeddedServer, EmbeddedServerError, ensureEmbeddedServer, takeOwnership } from '../../lib/db/embedded';

const say = (message: object) => console.log(JSON.stringify(message));
let server: EmbeddedServer | undefined;
let client: pg.Client | undefined;

async function handle(request: { ensure?: { kind?: 'server' | 'cli' | 'test' }; query?: string; exit?: number }) {
  if (request.exit !== undefined) {
    await client?.end().catch(() => undefined);
    process.exit(request.exit);
  }
  if (request.ensure) {
    try {
      server = await ensureEmbeddedServer(config.dataDir);
      const kind = request.ensure.kind;
      const owns = kind ? await takeOwnership(server, kind, kind === 'server') : false;
      say({ ready: true, started: server.started, owns, pid: process.pid });
    } catch (error) {
      say({ error: (error as Error).message, embedded: error instanceof EmbeddedServerError });
    }
    return;
  }
  if (request.query !== undefined) {
    if (!server) return say({ error: 'ensure first' });
    if (!client) {
      client = new pg.Client(server.url());
      client.on('error', () => undefined);
      await client.connect();
    }
    const result = (await client.query(request.query)) as pg.QueryResult | pg.QueryResult[]; // several statements: several results
    say({ rows: (Array.isArray(result) ? result.at(-1)! : result).rows });
  }
}

const lines = readline.createInterface({ input: process.stdin });
let queue = Promise.resolve();
lines.on('line', (line) => {
  queue = queue.then(() => handle(JSON.parse(line)).catch((error: Error) => say({ error: error.message })));
});
lines.on('close', () => void queue.then(() => process.exit(0)));
say({ loaded: true, pid: process.pid });
