// Test helper: one "app node" — a real HTTP server process answering /api/v1 with the app's route modules
// and the app's database pool (DATABASE_URL), as `next start` would, without a build. Prints
// {"port": N, "pid": P} once listening. Used to kill a server mid-write and to run two nodes side by side.
import http from 'node:http';
import { openDatabase } from '../../lib/db/client';
import { dispatch } from '../../lib/testing/api';

async function main() {
  await openDatabase('server');
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const body = chunks.length ? Buffer.concat(chunks) : undefined;
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
        const request = new Request(`http://localhost${req.url}`, { method: req.method, headers, body: req.method === 'GET' ? undefined : body });
        const response = await dispatch(request);
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })().catch((error: Error) => {
        res.writeHead(599, { 'content-type': 'text/plain' });
        res.end(error.message);
      });
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address() as { port: number };
    console.log(JSON.stringify({ port: address.port, pid: process.pid }));
  });
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
