// The local control channel: while the server holds the embedded database, the CLI hands its command to
// the server over loopback HTTP, authenticated by a random token in a file only this user can read. The
// server runs it through the same domain functions, so two processes never open the data directory.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { OperatorCommand } from './commands';

type ControlFile = { pid: number; port: number; token: string };
const controlPath = (dataDir: string) => path.join(dataDir, 'control.json');
const MAX_BODY = 64 * 1024;

export type CommandRunner = (command: OperatorCommand) => Promise<Record<string, unknown>>;
export type ControlReply = { ok: true; result: Record<string, unknown> } | { ok: false; error: string; code?: string };

/** Starts the channel (server side) and publishes its port and token in the data directory. */
export async function startControlServer(dataDir: string, run: CommandRunner): Promise<() => void> {
  const token = randomBytes(32).toString('hex');
  const expected = Buffer.from(`Bearer ${token}`);
  const server = http.createServer((req, res) => {
    const reply = (status: number, body: ControlReply) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const given = Buffer.from(req.headers.authorization ?? '');
    if (req.method !== 'POST' || req.url !== '/command') return reply(404, { ok: false, error: 'not found' });
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply(401, { ok: false, error: 'bad control token' });
    }
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      let command: OperatorCommand;
      try {
        command = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OperatorCommand;
      } catch {
        return reply(400, { ok: false, error: 'malformed command' });
      }
      run(command).then(
        (result) => reply(200, { ok: true, result }),
        (error: Error & { code?: string }) => reply(200, { ok: false, error: error.message, code: error.code }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  server.unref();
  const { port } = server.address() as { port: number };
  const file = controlPath(dataDir);
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, port, token } satisfies ControlFile), { mode: 0o600 });
  const stop = () => {
    server.close();
    try {
      const current = JSON.parse(fs.readFileSync(file, 'utf8')) as ControlFile;
      if (current.pid === process.pid) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', stop);
  return stop;
}

/** The channel of the server process `pid`, if it has published one. */
export function readControlFile(dataDir: string, pid: number): ControlFile | null {
  try {
    const control = JSON.parse(fs.readFileSync(controlPath(dataDir), 'utf8')) as ControlFile;
    return control.pid === pid ? control : null;
  } catch {
    return null;
  }
}

/** Sends a command to the running server (CLI side). */
export function sendCommand(control: ControlFile, command: OperatorCommand): Promise<ControlReply> {
  const body = JSON.stringify(command);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: control.port,
        path: '/command',
        method: 'POST',
        headers: { authorization: `Bearer ${control.token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: 120_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ControlReply);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('the server did not answer in time')));
    req.on('error', reject);
    req.end(body);
  });
}
