// The one module that sends webhook requests (README: Events and webhooks): a POST with a timeout on the whole
// exchange, no redirect followed (a 3xx is a failed attempt), at most 1 KiB of the answer read, and — unless private
// networks are allowed (WEBHOOKS_ALLOW_PRIVATE_NETWORKS) — no connection to a loopback, private, link-local or
// reserved address: request-filtering-agent checks the address each name resolves to at connect time, so a name
// that resolves (or re-resolves: DNS rebinding) to one is refused.
import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import type { AttemptResult } from '../domain/webhooks/delivery';

const RESPONSE_BYTES = 1024;
const USER_AGENT = 'Vitrine-Webhooks/1.0 (+https://www.standardwebhooks.com)';

export type PostOptions = { timeoutMs: number; allowPrivateNetworks: boolean };

const agents = new Map<string, http.Agent>();

/** One agent per protocol and policy, without keep-alive (each attempt connects, and is checked, afresh). */
function agentFor(protocol: string, allowPrivateNetworks: boolean): http.Agent {
  const key = `${protocol}${allowPrivateNetworks}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { allowPrivateIPAddress: allowPrivateNetworks, allowMetaIPAddress: allowPrivateNetworks, keepAlive: false };
    agent = protocol === 'https:' ? new RequestFilteringHttpsAgent(options) : new RequestFilteringHttpAgent(options);
    agents.set(key, agent);
  }
  return agent;
}

/** POSTs `body` to `url`; resolves with the attempt's result (never rejects). */
export function postWebhook(url: string, body: string, headers: Record<string, string>, options: PostOptions): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const fail = (error: string, statusCode: number | null = null, responseBody: string | null = null) =>
      finish({ ok: false, statusCode, error, responseBody, durationMs: elapsed() });
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return fail('The endpoint URL is not valid');
    }
    const client = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null;
    if (!client) return fail(`Unsupported protocol ${target.protocol}`);
    const request = client.request(target, {
      method: 'POST',
      agent: agentFor(target.protocol, options.allowPrivateNetworks),
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': USER_AGENT },
    });
    const timer = setTimeout(() => {
      request.destroy();
      fail(`No answer within ${Math.round(options.timeoutMs / 1000)} s (timeout)`);
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => fail(describeError(error)));
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_BYTES);
        if (statusCode >= 200 && statusCode < 300) finish({ ok: true, statusCode, responseBody: text, durationMs: elapsed() });
        else if (statusCode >= 300 && statusCode < 400) fail(`Redirect to ${response.headers.location ?? '(no Location)'} not followed: give the final URL`, statusCode, text);
        else fail(`The receiver answered ${statusCode}`, statusCode, text);
      };
      response.on('data', (chunk: Buffer) => {
        if (size < RESPONSE_BYTES) chunks.push(chunk.subarray(0, RESPONSE_BYTES - size));
        size += chunk.length;
        // Enough read: the rest of a large answer is not waited for.
        if (size >= RESPONSE_BYTES) {
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', () => done());
    });
    request.end(body);
  });
}

function describeError(error: NodeJS.ErrnoException): string {
  if (/is not allowed/.test(error.message)) return `Refused: the address is private, loopback or reserved (${error.message})`;
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'Connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The name does not resolve (${error.code})`;
    case 'ECONNRESET':
      return 'The connection was reset';
    default:
      return error.code ? `${error.code}: ${error.message}` : error.message;
  }
}
