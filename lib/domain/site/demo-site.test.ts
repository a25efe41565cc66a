// buildDemoSite: a theme applied, the site published and the shop ACTIVE; running it again changes nothing.
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { makeBusiness } from '../../testing/api';
import { getShopOrThrow } from '../shop/shop';
import { buildDemoSite } from './demo-site';
import { listPages } from './pages';
import { getThemeOrThrow } from './themes';

describe('buildDemoSite', () => {
  it('publishes a themed site and an ACTIVE shop, idempotently', async () => {
    const db = await getDb();
    const business = await makeBusiness({ name: 'Café du Parc' });
    const first = await buildDemoSite(db, business.id, { themeKey: 'cafe' });
    expect(first.site).toMatchObject({ isEnabled: true, themeKey: 'cafe' });
    expect(first.shop).toMatchObject({ status: 'ACTIVE', siteId: first.site.id, name: 'Café du Parc' });
    expect(first.createdPages).toHaveLength(getThemeOrThrow('cafe').pages.length);

    const second = await buildDemoSite(db, business.id, { themeKey: 'cafe' });
    expect(second.createdPages).toEqual([]);
    expect(second.site.publishedAt).toBe(first.site.publishedAt);
    expect(second.shop.id).toBe(first.shop.id);
    expect((await listPages(db, business.id, { limit: 100 })).data).toHaveLength(first.createdPages.length);
    expect((await getShopOrThrow(db, business.id)).status).toBe('ACTIVE');
  });

  it('refuses an unknown theme without changing anything', async () => {
    const db = await getDb();
    const business = await makeBusiness();
    await expect(buildDemoSite(db, business.id, { themeKey: 'nope' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(getShopOrThrow(db, business.id)).rejects.toMatchObject({ code: 'not_found' });
  });
});
