// The demo's website: a theme applied, the site published and the shop ACTIVE, through the same domain
// functions as the API (idempotent: pages that exist are kept, publishing twice changes nothing).
import type { Db } from '../../db/client';
import type { Shop } from '../shop/schemas';
import { upsertShop } from '../shop/shop';
import { applyTheme } from './apply-theme';
import type { ApplyThemeResult, Site } from './schemas';
import { updateSite } from './site';

/**
 * Applies `themeKey` in French with its Dutch version (the demo shop is in Ghent: /nl/ serves the Dutch pages),
 * publishes the site and makes the shop ACTIVE (created if missing, linked to the site).
 */
export async function buildDemoSite(
  db: Db,
  businessId: string,
  options: { themeKey: string },
): Promise<{ site: Site; shop: Shop; createdPages: ApplyThemeResult['createdPages']; skippedPages: ApplyThemeResult['skippedPages'] }> {
  return db.transaction(async (tx) => {
    await updateSite(tx, businessId, { defaultLanguage: 'fr', languages: ['fr', 'nl'] });
    const { createdPages, skippedPages } = await applyTheme(tx, businessId, options.themeKey);
    const site = await updateSite(tx, businessId, { isEnabled: true });
    const { shop } = await upsertShop(tx, businessId, { status: 'ACTIVE', siteId: site.id });
    return { site, shop, createdPages, skippedPages };
  });
}
