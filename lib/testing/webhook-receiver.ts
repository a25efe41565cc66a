// A real HTTP receiver of webhooks for tests (node:http on a port of its own): every request is kept with its
// headers and raw body, checked with `standardwebhooks` (the reference implementation) against the secrets it is
// given; what it answers is the test's to decide — a status, a hang (no answer), or a closed socket.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type ReceivedWebhook = {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** Which of the secrets verified it (index), or -1. */
  verifiedBy: number;
  at: number;
  /** Requests for the same webhook-id open at this moment, this one included. */
  concurrent: number;
};

export type Answer = number | 'hang' | 'close' | { status: number; delayMs: number };

export type WebhookReceiver = {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** What the next requests get (default 200). */
  answer: (answer: Answer | ((request: ReceivedWebhook) => Answer)) => void;
  /** The secrets signatures are checked against (an endpoint's secret, then the previous one during a rotation). */
  secrets: string[];
  /** Requests still waiting for an answer ('hang'): answers them all with `status`. */
  release: (status?: number) => void;
  /** The highest number of simultaneous requests of one webhook-id seen. */
  maxConcurrentPerId: () => number;
  close: () => Promise<void>;
};

export async function startWebhookReceiver(options: { port?: number; path?: string } = {}): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const open = new Map<string, number>();
  const hanging: http.ServerResponse[] = [];
  let answer: Answer | ((request: ReceivedWebhook) => Answer) = 200;
  const secrets: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      const verifiedBy = secrets.findIndex((secret) => {
        try {
          new Webhook(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      const id = headers['webhook-id'];
      open.set(id, (open.get(id) ?? 0) + 1);
      const entry: ReceivedWebhook = {
        id,
        timestamp: headers['webhook-timestamp'],
        signature: headers['webhook-signature'],
        body,
        verifiedBy,
        at: Date.now(),
        concurrent: open.get(id)!,
      };
      received.push(entry);
      res.on('close', () => open.set(id, (open.get(id) ?? 1) - 1));
      const reply = typeof answer === 'function' ? answer(entry) : answer;
      if (reply === 'hang') hanging.push(res);
      else if (reply === 'close') req.socket.destroy();
      else if (typeof reply === 'object') setTimeout(() => res.writeHead(reply.status, { 'content-type': 'text/plain' }).end('ok'), reply.delayMs);
      else res.writeHead(reply, { 'content-type': 'text/plain' }).end(reply < 300 ? 'ok' : `status ${reply}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let maxConcurrent = 0;
  return {
    url: `http://127.0.0.1:${port}${options.path ?? '/webhooks'}`,
    port,
    received,
    secrets,
    answer: (next) => {
      answer = next;
    },
    release: (status = 200) => {
      for (const res of hanging.splice(0)) if (!res.writableEnded && !res.destroyed) res.writeHead(status).end('late');
    },
    maxConcurrentPerId: () => Math.max(maxConcurrent, ...received.map((entry) => entry.concurrent)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
