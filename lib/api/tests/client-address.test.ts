// Which address the per-address limits count: the socket's peer by default, X-Forwarded-For only from the
// proxies TRUSTED_PROXIES names (right-most untrusted hop). Through the route handlers here; through a real
// `next start` in e2e/operations.spec.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../testing/api';
import { PEER_HEADER, resolveClientAddress, trustedProxies } from '../client-address';

const badKey = `key_live_${'C'.repeat(40)}`;

/** Failed authentications from one peer, each claiming the X-Forwarded-For `forwardedFor(i)`. */
async function failures(peer: string, count: number, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const headers = { [PEER_HEADER]: peer, 'x-forwarded-for': forwardedFor(i) };
    statuses.push((await call('GET', '/public/me', { key: badKey, headers })).status);
  }
  return statuses;
}

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
});

describe('before the front door is in place', () => {
  it('does not believe a peer header, which only a client could have sent', async () => {
    const { clientAddress } = await import('../client-address');
    const request = new Request('http://localhost/api/v1/public/me', { headers: { [PEER_HEADER]: '198.51.100.1' } });
    expect(clientAddress(request)).toBe('198.51.100.1');
    const holder = globalThis as Record<symbol, unknown>;
    const flag = Symbol.for('vitrine.frontDoor');
    delete holder[flag];
    try {
      expect(clientAddress(request)).toBe('unknown');
    } finally {
      holder[flag] = true;
    }
  });
});

describe('resolveClientAddress', () => {
  const trusted = trustedProxies('127.0.0.1, 10.0.0.0/8 fd00::/8');

  it.each([
    ['an untrusted peer, whatever it forwards', '203.0.113.9', '1.2.3.4', '203.0.113.9'],
    ['a trusted proxy without X-Forwarded-For', '127.0.0.1', null, '127.0.0.1'],
    ['the hop a trusted proxy appended', '127.0.0.1', 'spoofed, 198.51.100.7', '198.51.100.7'],
    ['past a chain of trusted proxies', '127.0.0.1', '198.51.100.7, 10.1.2.3, 10.9.9.9', '198.51.100.7'],
    ['an IPv6 proxy in a range', 'fd12::1', '2001:db8::5', '2001:db8::5'],
    ['an IPv4-mapped peer, and a port on a hop', '::ffff:127.0.0.1', '198.51.100.7:5123', '198.51.100.7'],
    ['a bracketed IPv6 hop with its port', '127.0.0.1', '[2001:DB8::5]:443', '2001:db8::5'],
    ['a garbage hop ends the walk at the last proxy', '127.0.0.1', '198.51.100.7, not-an-ip', '127.0.0.1'],
  ])('%s', (_, peer, forwardedFor, client) => {
    expect(resolveClientAddress(peer, forwardedFor, trusted)).toBe(client);
  });

  it('trusts nothing when TRUSTED_PROXIES is empty', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7', trustedProxies(''))).toBe('127.0.0.1');
  });

  it('refuses a malformed TRUSTED_PROXIES entry, naming it', () => {
    for (const entry of ['localhost', '10.0.0.0/33', '10.0.0.0/', '10.0.0.1/8/8', 'fd00::/129', '10.0.0.0/x']) {
      expect(() => trustedProxies(entry), entry).toThrow(`TRUSTED_PROXIES: "${entry}"`);
    }
  });
});

describe('the failed-authentication limit', () => {
  it('counts the socket peer by default: made-up X-Forwarded-For addresses do not escape it', async () => {
    const statuses = await failures('203.0.113.41', 31, (i) => `192.0.2.${i + 1}`);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
  });

  it('believes X-Forwarded-For from a trusted proxy, by its right-most untrusted hop', async () => {
    process.env.TRUSTED_PROXIES = '203.0.113.42,10.0.0.0/8';
    // 40 clients behind the proxy: each has its own budget.
    expect(await failures('203.0.113.42', 40, (i) => `192.0.2.${i + 1}`)).toEqual(Array(40).fill(401));
    // One client through two proxies, with a different made-up left-most address each time: one budget.
    const statuses = await failures('203.0.113.42', 31, (i) => `198.18.0.${i + 1}, 198.51.100.43, 10.1.2.3`);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
    // The same client seen through the first proxy alone is the same client.
    expect(await failures('203.0.113.42', 1, () => '198.51.100.43')).toEqual([429]);
  });
});
