// The host routing of proxy.ts, called as Next calls it, with a request reaching the server at 127.0.0.1
// (`next start -H 127.0.0.1`) for a storefront host; and its answering of cache hits through the storefront
// storefront's hook (storefront/proxy-hook.ts). The rewrite itself is next.config.mjs's, on the site header the
// proxy sets: e2e/operations.spec.ts follows it through a real server.
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from '@/proxy';
import { STOREFRONT_SITE_HEADER } from '@/lib/hosts';
import { type ProxiedStorefrontRequest, type ProxyAnswer, proxyAnswer, setProxyAnswer } from './proxy-hook';

function call(path: string, headers: Record<string, string>, method = 'GET') {
  return proxy(new NextRequest(`http://127.0.0.1:3261${path}`, { headers, method }));
}

/** The site the proxy sends a request to (the header next.config.mjs rewrites on), or null. */
const siteOf = (response: Response) =>
  response.headers.get('x-middleware-override-headers')?.split(',').includes(STOREFRONT_SITE_HEADER)
    ? response.headers.get(`x-middleware-request-${STOREFRONT_SITE_HEADER}`)
    : null;

const installed = proxyAnswer();
afterEach(() => setProxyAnswer(installed));

describe('proxy', () => {
  it('sends a storefront host on to its site by the site header, never by a rewrite of its own', async () => {
    const response = await call('/products/p1?category=pains', { host: 'maison-lemaire.localhost:3261' });
    expect(siteOf(response)).toBe('maison-lemaire');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(siteOf(await call('/', { host: 'maison-lemaire--test.localhost:3261' }))).toBe('maison-lemaire--test');
  });

  it("drops a site header sent to the app's host", async () => {
    const response = await call('/', { host: 'localhost:3261', [STOREFRONT_SITE_HEADER]: 'maison-lemaire' });
    expect(response.headers.get('x-middleware-override-headers')!.split(',')).not.toContain(STOREFRONT_SITE_HEADER);
    expect(siteOf(await call('/dashboard', { host: 'localhost:3261' }))).toBeNull();
  });

  it('passes only the cart cookie and no Authorization to the storefront', async () => {
    const response = await call('/', {
      host: 'maison-lemaire.localhost:3261',
      cookie: 'vitrine_session=secret; vt_cart=tok123; other=1',
      authorization: 'Bearer sk_live_x',
    });
    expect(response.headers.get('x-middleware-request-cookie')).toBe('vt_cart=tok123');
    expect(response.headers.get('x-middleware-request-authorization')).toBeNull();
    const overridden = response.headers.get('x-middleware-override-headers')!.split(',');
    expect(overridden).toContain('cookie');
    expect(overridden).not.toContain('authorization');
  });

  it('keeps the internal route, and the API on storefront hosts, out of reach', async () => {
    expect((await call('/_sites/maison-lemaire', { host: '127.0.0.1:3261' })).status).toBe(404);
    expect((await call('/%5Fsites/maison-lemaire', { host: 'localhost:3261' })).status).toBe(404);
    expect((await call('/_sites/x', { host: 'maison-lemaire.localhost:3261' })).status).toBe(404);
    expect((await call('/api/health', { host: 'maison-lemaire.localhost:3261' })).status).toBe(404);
    expect((await call('/dashboard', { host: 'localhost:3261' })).headers.get('x-middleware-next')).toBe('1');
  });
});

describe("the proxy's answer from the storefront's cache", () => {
  function install(answer: (request: ProxiedStorefrontRequest) => Response | null) {
    const spy = vi.fn<ProxyAnswer>(async (request) => answer(request));
    setProxyAnswer(spy);
    return spy;
  }

  it('sends a hit as it is, with only the cart cookie and no Authorization handed on', async () => {
    const spy = install(() => new Response('cached page', { headers: { etag: '"e1"' } }));
    const response = await call('/products/p1?category=pains', {
      host: 'maison-lemaire.localhost:3261',
      cookie: 'vitrine_session=secret; vt_cart=tok123',
      authorization: 'Bearer sk_live_x',
    });
    expect(siteOf(response)).toBeNull();
    expect(await response.text()).toBe('cached page');
    const request = spy.mock.calls[0]![0];
    expect(request).toMatchObject({ slug: 'maison-lemaire', method: 'GET', pathname: '/products/p1' });
    expect(request.search.get('category')).toBe('pains');
    expect(request.headers.get('cookie')).toBe('vt_cart=tok123');
    expect(request.headers.get('authorization')).toBeNull();
    expect((await call('/', { host: 'maison-lemaire.localhost:3261' }, 'HEAD')).headers.get('etag')).toBe('"e1"');
  });

  it('sends the request on to the site on a miss, when the answer fails, and for anything but GET and HEAD', async () => {
    const host = { host: 'maison-lemaire.localhost:3261' };
    install(() => null);
    expect(siteOf(await call('/', host))).toBe('maison-lemaire');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    install(() => {
      throw new Error('database down');
    });
    expect(siteOf(await call('/', host))).toBe('maison-lemaire');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    const spy = install(() => new Response('cached page'));
    expect(siteOf(await call('/cart', host, 'POST'))).toBe('maison-lemaire');
    expect(spy).not.toHaveBeenCalled();
  });

  it('is never asked for the app host, the API or the internal route', async () => {
    const spy = install(() => new Response('cached page'));
    await call('/', { host: 'localhost:3261' });
    await call('/api/health', { host: 'maison-lemaire.localhost:3261' });
    await call('/_sites/maison-lemaire', { host: 'maison-lemaire.localhost:3261' });
    expect(spy).not.toHaveBeenCalled();
  });
});
