// Idempotency across real server processes (issue 13): two app nodes (scripts/testing/api-node.ts, the
// app's route modules behind node:http, each with its own pool) on this file's database. Exactly one effect
// per Idempotency-Key under 50 concurrent retries spread over both nodes; and after a `kill -9` of the node
// that was in the middle of the write, a retry on the other node proceeds at once (the claim died with its
// holder's connection) and applies the write exactly once.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, setup } from '../../testing/api';

const ROOT = path.resolve(__dirname, '../../..');
type Node = { port: number; pid: number; child: ChildProcessWithoutNullStreams };
const nodes: Node[] = [];

function startNode(): Promise<Node> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/testing/api-node.ts'], {
    cwd: ROOT,
    env: { ...process.env, RATE_LIMIT_PER_MINUTE: '0', AUTH_FAILURES_PER_MINUTE: '0' },
    stdio: 'pipe',
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      const { port, pid } = JSON.parse(line) as { port: number; pid: number };
      const node = { port, pid, child };
      nodes.push(node);
      resolve(node);
    });
    child.once('exit', (code) => reject(new Error(`api node exited (${code}): ${stderr}`)));
  });
}

type Reply = { status: number; body: any; headers: http.IncomingHttpHeaders };

function send(node: Node, method: string, pathname: string, key: string, body: unknown, idempotencyKey: string): Promise<Reply> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: node.port,
        method,
        path: `/api/v1${pathname}`,
        agent: false,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'idempotency-key': idempotencyKey,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : null, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

beforeAll(async () => {
  await Promise.all([startNode(), startNode()]);
});

afterAll(() => {
  for (const node of nodes) node.child.kill('SIGKILL');
});

const SCOPES = ['products:read', 'products:write', 'inventory:write'];

describe('Idempotency-Key across app nodes', () => {
  it('50 concurrent retries over two nodes: exactly one product, every answer that product or 409 in progress', async () => {
    const { key } = await setup(SCOPES);
    const idem = randomUUID();
    const body = { name: 'Once across nodes', sellingPrice: 3.2 };
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(nodes[i % 2]!, 'POST', '/public/products', key, body, idem)),
    );
    const created = replies.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    const others = replies.filter((r) => r.status !== 201);
    expect(others.every((r) => r.status === 409 && r.body.error.code === 'idempotency_in_progress')).toBe(true);
    const list = await call('GET', '/public/products?limit=100', { key });
    expect(list.body.data.filter((p: { name: string }) => p.name === body.name)).toHaveLength(1);
    // Afterwards, on either node: the stored answer.
    for (const node of nodes) {
      const again = await send(node, 'POST', '/public/products', key, body, idem);
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body.id).toBe(created[0]!.body.id);
    }
  });

  it('a kill -9 of the node in the middle of the write: the retry on the other node proceeds at once, applied once', async () => {
    const { key, keyId } = await setup(SCOPES);
    const product = (await call('POST', '/public/products', { key, body: { name: 'Crash', sellingPrice: 1, stockQuantity: 10 } })).body;
    const victim = await startNode();
    const survivor = nodes[0]!;
    const idem = randomUUID();
    const adjust = { delta: -3, reason: 'sold' };

    // Hold the product's row so the victim's write stops inside its transaction, after claiming the key.
    const blocker = new pg.Client(process.env.DATABASE_URL);
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select 1 from products where id = $1 for update', [product.id]);
    const inFlight = send(victim, 'POST', `/public/products/${product.id}/inventory`, key, adjust, idem).catch((error: Error) => error);
    const watcher = new pg.Client(process.env.DATABASE_URL);
    await watcher.connect();
    try {
      for (let i = 0; ; i++) {
        // This key's claim (lib/domain/idempotency/store.ts): a bigint advisory lock, split in two oids.
        const { rows } = await watcher.query(
          `select count(*)::int as n from pg_locks, (select hashtextextended($1 || ':' || $2, 727) as h) k
            where locktype = 'advisory' and granted and objsubid = 1 and database = (select oid from pg_database where datname = current_database())
              and classid = ((k.h >> 32) & 4294967295)::oid and objid = (k.h & 4294967295)::oid`,
          [keyId, idem],
        );
        if (rows[0].n > 0) break;
        if (i > 200) throw new Error('the victim never claimed the key');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // While the victim holds the claim, a retry elsewhere is told it is in progress.
      const meanwhile = await send(survivor, 'POST', `/public/products/${product.id}/inventory`, key, adjust, idem);
      expect(meanwhile.status).toBe(409);
      expect(meanwhile.body.error.code).toBe('idempotency_in_progress');

      victim.child.kill('SIGKILL');
      expect(await inFlight).toBeInstanceOf(Error); // the client saw the connection die
      await blocker.query('rollback');

      // The claim died with the victim's connection: the retry succeeds within moments, never minutes.
      const started = Date.now();
      let retry: Reply;
      for (;;) {
        retry = await send(survivor, 'POST', `/public/products/${product.id}/inventory`, key, adjust, idem);
        if (retry.status !== 409 || Date.now() - started > 5_000) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(retry.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(retry.headers['idempotent-replayed']).toBeUndefined(); // the victim's work never committed
      expect(retry.body.stockQuantityAfter).toBe(7);
      const replay = await send(survivor, 'POST', `/public/products/${product.id}/inventory`, key, adjust, idem);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect((await call('GET', `/public/products/${product.id}`, { key })).body.stockQuantity).toBe(7);
    } finally {
      await blocker.end().catch(() => undefined);
      await watcher.end().catch(() => undefined);
    }
  });
});
