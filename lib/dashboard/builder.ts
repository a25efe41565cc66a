// What the page builder starts with: the catalogue, themes and pickers in one call, the catalogue and the themes
// in the user's language (the canvas rendering of unsaved blocks is the storefront's: storefront/builder-preview.ts).
import type { BlockTypeInfo } from '../../blocks/catalog';
import { defaultConfigFor, localizedBlockTypes } from '../../blocks/localized';
import { FONT_STACKS } from '../../blocks/tokens';
import type { Db } from '../db/client';
import type { Locale } from '../i18n/translator';
import { getDraftSite } from '../domain/site/draft';
import { grantPreview } from '../domain/site/preview';
import { listThemes } from '../domain/site/themes';
import type { Site } from '../domain/site/schemas';
import { builderSiteData } from '../domain/storefront/site-data';

/** An entry of the inspector's pickers (products, categories, locations). */
export type PickerOption = { id: string; label: string; hint?: string; imageUrl?: string | null };

/** A theme as the builder's gallery shows it. */
export type ThemeSummary = {
  key: string;
  name: string;
  description: string;
  tokens: Record<string, string | number>;
  fonts: { heading: { name: string; stack: string }; body: { name: string; stack: string } };
  pages: { slug: string; title: string }[];
};

/** What the builder starts with (GET /api/dashboard/businesses/{businessId}/builder). */
export type BuilderBootstrap = {
  site: Pick<Site, 'id' | 'slug' | 'url' | 'isEnabled' | 'themeKey'>;
  previewUrl: string;
  blockTypes: BlockTypeInfo[];
  themes: ThemeSummary[];
  pickers: { products: PickerOption[]; categories: PickerOption[]; locations: PickerOption[] };
};

/**
 * `locale`: the dashboard's language, which the block catalogue (labels, field help) and the theme gallery speak.
 * A new block's default texts are in the site's default language (what its shoppers read), whatever the merchant's.
 */
export async function builderBootstrap(db: Db, businessId: string, locale: Locale): Promise<BuilderBootstrap> {
  const data = await builderSiteData(db, businessId);
  const grant = await grantPreview(db, businessId);
  const site = data.site;
  const draft = await getDraftSite(db, businessId);
  return {
    // The theme as the draft has it (the gallery marks it Current; the builder edits the draft).
    site: { id: site.id, slug: site.slug, url: site.url, isEnabled: site.isEnabled, themeKey: draft.themeKey },
    previewUrl: `${site.url}__vitrine/preview?token=${grant.token}`,
    blockTypes: localizedBlockTypes(locale).map((entry) => ({ ...entry, defaultConfig: defaultConfigFor(entry.type, draft.defaultLanguage) })),
    themes: listThemes(locale).map((theme) => ({
      key: theme.themeKey,
      name: theme.name,
      description: theme.description,
      tokens: theme.tokens,
      fonts: {
        heading: { name: String(theme.tokens.fontHeading), stack: FONT_STACKS[theme.tokens.fontHeading as keyof typeof FONT_STACKS] ?? 'serif' },
        body: { name: String(theme.tokens.fontBody), stack: FONT_STACKS[theme.tokens.fontBody as keyof typeof FONT_STACKS] ?? 'sans-serif' },
      },
      pages: theme.pages.map((page) => ({ slug: page.slug, title: page.title })),
    })),
    pickers: {
      products: data.products.map((p) => ({ id: p.id, label: p.name, hint: p.sku ?? undefined, imageUrl: p.images[0] ?? null })),
      categories: data.categories.map((c) => ({ id: c.id, label: c.name })),
      locations: data.locations.map((l) => ({ id: l.id, label: l.name })),
    },
  };
}
