import { describe, expect, it } from 'vitest';
import { isInternalStorefrontPath, storefrontSlug } from './hosts';

describe('storefront hosts', () => {
  it.each([
    ['maison-lemaire.localhost:3100', 'maison-lemaire'],
    ['maison-lemaire--test.localhost:3100', 'maison-lemaire--test'],
    ['Maison-Lemaire.LOCALHOST', 'maison-lemaire'],
    ['shop.localhost.', 'shop'],
    ['localhost:3100', null],
    ['127.0.0.1:3100', null],
    ['a.b.localhost', null],
    ['-bad.localhost', null],
    ['evil.localhost.example.com', null],
    ['', null],
  ])('%s → %s', (host, slug) => {
    expect(storefrontSlug(host, 'localhost')).toBe(slug);
  });

  it('works under a real domain', () => {
    expect(storefrontSlug('bakery.vitrine.site', 'vitrine.site')).toBe('bakery');
    expect(storefrontSlug('vitrine.site', 'vitrine.site')).toBeNull();
    expect(storefrontSlug('bakery.othervitrine.site', 'vitrine.site')).toBeNull();
  });

  it('recognises the internal route however it is spelled', () => {
    for (const path of ['/_sites', '/_sites/x', '/%5Fsites/x/y', '/%5fsites']) expect(isInternalStorefrontPath(path)).toBe(true);
    for (const path of ['/', '/sites', '/_sitesx', '/products']) expect(isInternalStorefrontPath(path)).toBe(false);
  });
});
