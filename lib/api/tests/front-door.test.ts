// The front door on a real Node HTTP server whose own handler stands in for Next: what reaches the handler
// (the peer stamped, the site header gone) and what is answered before it. Through `next start`:
// e2e/operations.spec.ts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_SITE_HEADER } from '../../hosts';
import { PEER_HEADER } from '../client-address';
import { installFrontDoor } from '../front-door';

let server: http.Server;
let port: number;

beforeAll(async () => {
  installFrontDoor();
  server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ reached: true, method: req.method, url: req.url, headers: req.headers }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; json: any };

/** A raw request (fetch refuses TRACE, and would normalise the path). */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        const json = res.headers['content-type']?.includes('json') ? JSON.parse(text) : undefined;
        resolve({ status: res.statusCode!, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the front door', () => {
  it("stamps the socket's peer over a client's own value and drops a client's site header", async () => {
    const answer = await send('GET', '/api/v1/public/products', { [PEER_HEADER]: '192.0.2.1', [STOREFRONT_SITE_HEADER]: 'maison-lemaire' });
    expect(answer.json.reached).toBe(true);
    expect(answer.json.headers[PEER_HEADER]).toBe('127.0.0.1');
    expect(answer.json.headers[STOREFRONT_SITE_HEADER]).toBeUndefined();
  });

  it('answers a method Next cannot route with 405 in the error shape under /api', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      for (const path of ['/api/v1/public/products', '/api/nothing', '/api']) {
        const answer = await send(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.json.error).toMatchObject({ type: 'invalid_request', code: 'method_not_allowed' });
        expect(answer.json.error.requestId).toBe(answer.headers['x-request-id']);
        expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE');
      }
    }
  });

  it('answers such a method elsewhere with a plain 405', async () => {
    for (const host of [`127.0.0.1:${port}`, `maison-lemaire.localhost:${port}`]) {
      const answer = await send('TRACE', '/', { host });
      expect(answer.status).toBe(405);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
    }
    expect((await send('TRACE', '/api/v1/public/products', { host: `maison-lemaire.localhost:${port}` })).json).toBeUndefined();
  });

  it('answers a path under /api whose percent-encoding does not decode with 400 validation_failed', async () => {
    for (const path of ['/api/v1/public/products/%', '/api/v1/public/products/%zz', '/api/v1/public/products/%C0%AE', '/api/%', '/api/v1/%E2%82?limit=1']) {
      const answer = await send('GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.json.error).toMatchObject({ code: 'validation_failed', details: [{ path: 'path', message: 'malformed percent-encoding' }] });
    }
  });

  it('lets everything else through to the server', async () => {
    for (const [method, path, host] of [
      ['GET', '/api/v1/public/products/%E2%82%AC', ''],
      ['DELETE', '/api/v1/public/products/x', ''],
      ['GET', '/%zz', ''], // pages are Next's
      ['GET', '/api/%zz', `maison-lemaire.localhost:${port}`], // a storefront host has no API: proxy.ts answers
    ] as const) {
      const answer = await send(method, path, host ? { host } : {});
      expect(answer.json?.reached, `${method} ${path} ${host}`).toBe(true);
    }
  });
});
