// The host routing of proxy.ts, called as Next calls it, with a request reaching the server at 127.0.0.1
// (`next start -H 127.0.0.1`) for a storefront host.
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

function call(path: string, headers: Record<string, string>) {
  return proxy(new NextRequest(`http://127.0.0.1:3261${path}`, { headers }));
}

describe('proxy', () => {
  it("rewrites a storefront host to the internal route on the request's own origin, never the Host header's", () => {
    const request = new NextRequest('http://127.0.0.1:3261/products/p1?category=pains', { headers: { host: 'maison-lemaire.localhost:3261' } });
    const rewrite = new URL(proxy(request).headers.get('x-middleware-rewrite')!);
    // The origin Next parsed the request with (it spells every loopback address "localhost").
    expect(rewrite.origin).toBe(request.nextUrl.origin);
    expect(rewrite.host).not.toContain('maison-lemaire');
    expect(rewrite.pathname + rewrite.search).toBe('/_sites/maison-lemaire/products/p1?category=pains');
    expect(new URL(call('/', { host: 'maison-lemaire.localhost:3261' }).headers.get('x-middleware-rewrite')!).pathname).toBe('/_sites/maison-lemaire');
  });

  it('passes only the cart cookie and no Authorization to the storefront', () => {
    const response = call('/', {
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

  it('keeps the internal route, and the API on storefront hosts, out of reach', () => {
    expect(call('/_sites/maison-lemaire', { host: '127.0.0.1:3261' }).status).toBe(404);
    expect(call('/%5Fsites/maison-lemaire', { host: 'localhost:3261' }).status).toBe(404);
    expect(call('/_sites/x', { host: 'maison-lemaire.localhost:3261' }).status).toBe(404);
    expect(call('/api/health', { host: 'maison-lemaire.localhost:3261' }).status).toBe(404);
    expect(call('/dashboard', { host: 'localhost:3261' }).headers.get('x-middleware-next')).toBe('1');
  });
});
