// Shapes of the website builder: the site, its pages and blocks, and the built-in themes.
import { z } from 'zod';
import { FONT_STACKS, type ThemeTokens, themeTokensSchema } from '../../../blocks/tokens';
import { MAX_BLOCKS } from '../../../blocks/types';

const KIB = 1024;

/** A string of at most `bytes` bytes once encoded as UTF-8. */
const sizedText = (bytes: number, what: string) =>
  z
    .string()
    .refine((value) => Buffer.byteLength(value, 'utf8') <= bytes, `at most ${bytes / KIB} KiB (UTF-8)`)
    .describe(`${what}; at most ${bytes / KIB} KiB (UTF-8)`);

const httpUrl = (what: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048).nullable().describe(`${what} (http or https), or null`);

// ——— languages ———

/** The storefront's languages: French, Dutch, English. */
export const SITE_LANGUAGES = ['fr', 'nl', 'en'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const siteLanguage = z.enum(SITE_LANGUAGES);

/** Slugs a page may not take: a language's URL prefix (/nl/…). */
export const RESERVED_SLUGS = new Set<string>(SITE_LANGUAGES);

export const siteTranslationSchema = z
  .strictObject({
    seoTitle: z.string().trim().max(200).nullable().optional().describe('Document title in this language; null or absent: the default language\'s'),
    seoDescription: z.string().trim().max(500).nullable().optional().describe('Meta description in this language; null or absent: the default language\'s'),
  })
  .meta({ id: 'SiteTranslation' });

const siteTranslationsPatch = z
  .partialRecord(siteLanguage, siteTranslationSchema.nullable())
  .describe("The site's SEO texts per other language; a language given replaces that language's texts, null removes them");

export const FONT_FAMILIES = Object.keys(FONT_STACKS) as [string, ...string[]];

const tokenShape = themeTokensSchema.shape;
export type TokenKey = keyof typeof tokenShape;
/** The patchable design tokens (blocks/tokens.ts); the other names of TOKEN_NAMES are computed. */
export const TOKEN_KEYS = Object.keys(tokenShape) as TokenKey[];
export type TokensPatch = { [K in TokenKey]?: ThemeTokens[K] | null };

/** Partial token overrides, each validated by its own schema; null resets a token to its default. */
export const tokensPatch = z
  .strictObject(
    Object.fromEntries(
      Object.entries(tokenShape).map(([name, schema]) => [name, (schema as z.ZodType).nullable().optional()]),
    ),
  )
  .describe(
    `Design tokens to change (${TOKEN_KEYS.join(', ')}); null resets one to its default. ` +
      'colorPrimary is primaryColor, fontBody is fontFamily.',
  ) as unknown as z.ZodType<TokensPatch>;

export const updateSiteBody = z
  .strictObject({
    isEnabled: z.boolean().describe('true publishes the website (sets publishedAt); false takes it offline'),
    primaryColor: z
      .string()
      .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a hex colour such as #1f5f5b')
      .transform((value) => value.toLowerCase())
      .describe('Primary colour, hex (#rgb or #rrggbb)'),
    fontFamily: z
      .enum(FONT_FAMILIES)
      .describe(`Font of the whole site (headings and body), one of: ${FONT_FAMILIES.join(', ')}`),
    customHeadHtml: sizedText(64 * KIB, 'Markup injected into the document head (trusted, as-is)'),
    customCss: sizedText(256 * KIB, 'Global CSS'),
    customJs: sizedText(256 * KIB, 'Global JavaScript placed before </body> (trusted, as-is)'),
    logoUrl: httpUrl('Logo URL'),
    faviconUrl: httpUrl('Favicon URL'),
    seoTitle: z.string().trim().max(200).nullable().describe('Default document title, or null'),
    seoDescription: z.string().trim().max(500).nullable().describe('Default meta description, or null'),
    tokens: tokensPatch,
    defaultLanguage: siteLanguage.describe("The language of the site's own texts (configs, titles, slugs) and of its URLs without a prefix"),
    languages: z
      .array(siteLanguage)
      .min(1)
      .max(3)
      .refine((list) => new Set(list).size === list.length, 'each language once')
      .describe('The languages the storefront serves, the default among them; the others are served under /<language>/ (e.g. /nl/)'),
    translations: siteTranslationsPatch,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'at least one field to change')
  .meta({ id: 'UpdateSiteBody' });
export type UpdateSiteBody = z.infer<typeof updateSiteBody>;

export const siteSchema = z
  .object({
    id: z.string(),
    slug: z.string().describe('Host label of the storefront'),
    url: z.string().describe('Where the storefront is served (once published)'),
    isEnabled: z.boolean(),
    publishedAt: z.iso.datetime().nullable().describe('When the site was last published; null while unpublished'),
    primaryColor: z.string(),
    fontFamily: z.string(),
    customHeadHtml: z.string(),
    customCss: z.string(),
    customJs: z.string(),
    logoUrl: z.string().nullable(),
    faviconUrl: z.string().nullable(),
    seoTitle: z.string().nullable(),
    seoDescription: z.string().nullable(),
    themeKey: z.string().nullable().describe('The last theme applied (read-only: POST /public/site/apply-theme)'),
    tokens: themeTokensSchema.describe('Design tokens, defaults filled in'),
    defaultLanguage: siteLanguage,
    languages: z.array(siteLanguage).describe('The languages served, the default first'),
    translations: z.partialRecord(siteLanguage, siteTranslationSchema).describe("SEO texts per other language"),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Site' });
export type Site = z.infer<typeof siteSchema>;

// ——— pages ———

export const RENDER_MODES = ['BLOCKS', 'CODE'] as const;
/** How a CODE page is served: inside the site's shell (header, navigation, cart, footer) or as the whole page. */
export const CODE_LAYOUTS = ['SHELL', 'FULL_PAGE'] as const;

/** "" and "home" both name the home page, stored as "". */
export const pageSlug = z
  .string()
  .max(64)
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)?$/, 'lowercase letters, digits and dashes (not at the ends)')
  .refine((slug) => !RESERVED_SLUGS.has(slug), 'fr, nl and en are the language prefixes of the storefront’s URLs')
  .transform((slug) => (slug === 'home' ? '' : slug))
  .describe('Path of the page: lowercase letters, digits and dashes, at most 64, not fr, nl or en; "" or "home" is the home page');

export const blockInput = z
  .strictObject({
    type: z.string().min(1).max(64).describe('Block type key (GET /public/site/block-types)'),
    order: z
      .int()
      .min(0)
      .max(10_000)
      .optional()
      .describe('Position, from 0; unique within the page. Default: the block’s index in the array'),
    config: z.record(z.string(), z.unknown()).default({}).describe("Keys depend on the type: see its configSchema"),
    sample: z
      .string()
      .regex(/^[0-9a-f]{16}$/)
      .optional()
      .describe("A theme's sample marker, sent back as received: the dashboard's draft refuses to publish the block while its config is unchanged"),
    translations: z
      .partialRecord(siteLanguage, z.record(z.string(), z.unknown()).nullable())
      .optional()
      .describe(
        "The block's texts in the site's other languages: per language, a partial config holding only its text fields (arrays by position, null keeps the default's text), " +
          'e.g. `{"nl": {"title": "Welkom"}}`. Omitted on a PATCH of `blocks`: the block at the same position, of the same type, keeps its translations',
      ),
  })
  .meta({ id: 'BlockInput' });

export const pageTranslationSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(200).optional().describe('Page title in this language'),
    slug: pageSlug.optional().describe('Path of the page in this language (under /<language>/); absent: the default slug'),
  })
  .meta({ id: 'PageTranslation' });

const pageTranslationsInput = z
  .partialRecord(siteLanguage, pageTranslationSchema.nullable())
  .describe("The page's title and slug in the site's other languages; on a PATCH a language given replaces that language's, null removes it");

const pageFields = {
  title: z.string().trim().min(1).max(200).describe('Page title'),
  slug: pageSlug,
  showInNav: z.boolean().describe('Whether the page appears in the navigation'),
  navOrder: z.int().min(0).max(10_000).describe('Position in the navigation among showInNav pages'),
  renderMode: z.enum(RENDER_MODES).describe('BLOCKS (default) renders the blocks; CODE renders customHtml'),
  blocks: z
    .array(blockInput)
    .max(MAX_BLOCKS)
    .describe(`Blocks (at most ${MAX_BLOCKS}), each validated against the catalogue; returned sorted by order`),
  customHtml: sizedText(512 * KIB, 'Markup used when renderMode is CODE, injected as-is (trusted); see codeLayout').nullable(),
  codeLayout: z
    .enum(CODE_LAYOUTS)
    .describe("Where a CODE page's customHtml goes: `SHELL` (default) inside the site's header, navigation, cart and footer; `FULL_PAGE` as the whole body"),
  translations: pageTranslationsInput,
};

export const createPageBody = z
  .strictObject({
    ...pageFields,
    showInNav: pageFields.showInNav.default(true),
    navOrder: pageFields.navOrder.optional().describe('Position in the navigation; default: after the existing pages'),
    renderMode: pageFields.renderMode.default('BLOCKS'),
    blocks: pageFields.blocks.default([]),
    customHtml: pageFields.customHtml.optional(),
    codeLayout: pageFields.codeLayout.default('SHELL'),
    translations: pageFields.translations.optional(),
  })
  .meta({ id: 'CreatePageBody' });
export type CreatePageBody = z.infer<typeof createPageBody>;

export const updatePageBody = z
  .strictObject(pageFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'at least one field to change')
  .meta({ id: 'UpdatePageBody' });
export type UpdatePageBody = z.infer<typeof updatePageBody>;

/** The builder's preview of a CODE page's unsaved HTML (storefront/builder-preview.ts). */
export const codePreviewBody = z.strictObject({
  html: sizedText(512 * KIB, 'HTML of a CODE page, rendered as the storefront would'),
  layout: pageFields.codeLayout.default('SHELL'),
});

export const blockSchema = z
  .object({
    type: z.string(),
    order: z.int(),
    config: z.record(z.string(), z.unknown()).describe("In the site's default language"),
    sample: z.string().optional(),
    translations: z.partialRecord(siteLanguage, z.record(z.string(), z.unknown())).optional().describe('Texts in other languages, when the block has any'),
  })
  .meta({ id: 'Block' });

export const TRANSLATION_STATES = ['complete', 'partial', 'missing'] as const;

export const pageSchema = z
  .object({
    id: z.string(),
    siteId: z.string(),
    title: z.string(),
    slug: z.string().describe('"" for the home page'),
    path: z.string().describe('Path on the storefront: "/" or "/<slug>"'),
    showInNav: z.boolean(),
    navOrder: z.int(),
    renderMode: z.enum(RENDER_MODES),
    blocks: z.array(blockSchema),
    customHtml: z.string().nullable(),
    codeLayout: z.enum(CODE_LAYOUTS).describe("`SHELL`: customHtml inside the site's shell; `FULL_PAGE`: customHtml is the whole body (CODE pages only)"),
    translations: z.partialRecord(siteLanguage, pageTranslationSchema).describe("Title and slug in other languages"),
    translationState: z
      .partialRecord(siteLanguage, z.enum(TRANSLATION_STATES))
      .describe(
        "For each of the site's other languages: `complete` (title and every text translated), `partial` or `missing`. Untranslated texts show the default language's to shoppers",
      ),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Page' });
export type Page = z.infer<typeof pageSchema>;

// ——— themes ———

export const applyThemeBody = z
  .strictObject({ themeKey: z.string().min(1).max(64).describe('Key of a built-in theme (GET /public/site/themes)') })
  .meta({ id: 'ApplyThemeBody' });
export type ApplyThemeBody = z.infer<typeof applyThemeBody>;

export const themePageSchema = z.object({
  title: z.string(),
  slug: z.string(),
  showInNav: z.boolean(),
  navOrder: z.int(),
  blocks: z.array(blockSchema),
});

export const themeSchema = z
  .object({
    themeKey: z.string().describe('Identifies the theme: the value POST /public/site/apply-theme takes'),
    name: z.string(),
    description: z.string(),
    tokens: themeTokensSchema,
    source: z.object({ css: z.string(), js: z.string() }).describe('Source code set on the site when applied'),
    pages: z.array(themePageSchema),
  })
  .meta({ id: 'Theme' });
export type Theme = z.infer<typeof themeSchema>;

export const applyThemeResult = z
  .object({
    site: siteSchema,
    createdPages: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string() })),
    skippedPages: z
      .array(z.object({ slug: z.string(), title: z.string(), existingPageId: z.string() }))
      .describe('Theme pages whose slug the site already has: the existing page is kept'),
  })
  .meta({ id: 'ApplyThemeResult' });
export type ApplyThemeResult = z.infer<typeof applyThemeResult>;
