// The host routing of proxy.ts, called as Next calls it, with a request reaching the server at 127.0.0.1
// (`next start -H 127.0.0.1`) for a storefront host; and its answering of cache hits through the storefront
// route's hook (lib/storefront/proxy-hook.ts).
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from '@/proxy';
import { type ProxiedStorefrontRequest, type ProxyAnswer, proxyAnswer, setProxyAnswer } from './proxy-hook';

function call(path: string, headers: Record<string, string>, method = 'GET') {
  return proxy(new NextRequest(`http://127.0.0.1:3261${path}`, { headers, method }));
}

const rewriteOf = (response: Response) => response.headers.get('x-middleware-rewrite');

const installed = proxyAnswer();
afterEach(() => setProxyAnswer(installed));

describe('proxy', () => {
  it("rewrites a storefront host to the internal route on the request's own origin, never the Host header's", async () => {
    const request = new NextRequest('http://127.0.0.1:3261/products/p1?category=pains', { headers: { host: 'maison-lemaire.localhost:3261' } });
    const rewrite = new URL(rewriteOf(await proxy(request))!);
    // The origin Next parsed the request with (it spells every loopback address "localhost").
    expect(rewrite.origin).toBe(request.nextUrl.origin);
    expect(rewrite.host).not.toContain('maison-lemaire');
    expect(rewrite.pathname + rewrite.search).toBe('/_sites/maison-lemaire/products/p1?category=pains');
    expect(new URL(rewriteOf(await call('/', { host: 'maison-lemaire.localhost:3261' }))!).pathname).toBe('/_sites/maison-lemaire');
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
    expect(rewriteOf(response)).toBeNull();
    expect(await response.text()).toBe('cached page');
    const request = spy.mock.calls[0]![0];
    expect(request).toMatchObject({ slug: 'maison-lemaire', method: 'GET', pathname: '/products/p1' });
    expect(request.search.get('category')).toBe('pains');
    expect(request.headers.get('cookie')).toBe('vt_cart=tok123');
    expect(request.headers.get('authorization')).toBeNull();
    expect((await call('/', { host: 'maison-lemaire.localhost:3261' }, 'HEAD')).headers.get('etag')).toBe('"e1"');
  });

  it('rewrites on a miss, when the answer fails, and for anything but GET and HEAD', async () => {
    const host = { host: 'maison-lemaire.localhost:3261' };
    install(() => null);
    expect(rewriteOf(await call('/', host))).toContain('/_sites/maison-lemaire');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    install(() => {
      throw new Error('database down');
    });
    expect(rewriteOf(await call('/', host))).toContain('/_sites/maison-lemaire');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    const spy = install(() => new Response('cached page'));
    expect(rewriteOf(await call('/cart', host, 'POST'))).toContain('/_sites/maison-lemaire/cart');
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
