// The machine's floor: a bare node:http server answering every request with a small JSON body, like
// GET /api/health does. Run as its own process (not inside the bench's event loop, which drives the load).
// Prints `listening <port>` on stdout once bound to 127.0.0.1.
import http from 'node:http';

const body = Buffer.from(JSON.stringify({ ok: true }));
const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
