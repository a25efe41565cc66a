// Contracts of the website builder routes: the site, its pages, themes and the block catalogue.
import { z } from 'zod';
import {
  applyThemeBody,
  applyThemeResult,
  createPageBody,
  pageSchema,
  siteSchema,
  themeSchema,
  updatePageBody,
  updateSiteBody,
} from '../../domain/site/schemas';
import { EXAMPLE } from '../examples';
import { defineRoute } from '../route';
import { listOf, pagingQuery } from '../paging';

const pageIdParam = z.strictObject({ id: z.string().min(1).max(64).describe('Page id') });

export const getSiteRoute = defineRoute({
  method: 'GET',
  path: '/public/site',
  scope: 'site:read',
  entitlement: 'shop',
  tag: 'Site',
  summary: 'The website of the business',
  description: 'Every business has one site from its creation, unpublished until isEnabled. `url` is where it is served.',
  example: {},
  status: 200,
  response: siteSchema,
});

export const updateSiteRoute = defineRoute({
  method: 'PATCH',
  path: '/public/site',
  scope: 'site:write',
  entitlement: 'shop',
  tag: 'Site',
  summary: 'Update branding, source code and design tokens; publish',
  description:
    '`isEnabled: true` publishes the site (sets publishedAt; 403 `email_not_verified` while no owner of the business has ' +
    'verified their e-mail address), false takes it offline. primaryColor is the colorPrimary ' +
    'token and fontFamily the fontBody (and fontHeading) token. themeKey is read-only: POST /public/site/apply-theme.',
  body: updateSiteBody,
  example: { body: { isEnabled: true, primaryColor: '#7a4b2a', fontFamily: 'transitional', seoTitle: 'Maison Lemaire, boulangerie à Ixelles' } },
  status: 200,
  response: siteSchema,
  errors: ['email_not_verified'],
});

export const listPagesRoute = defineRoute({
  method: 'GET',
  path: '/public/site/pages',
  scope: 'site:read',
  entitlement: 'shop',
  tag: 'Site',
  summary: 'List the pages of the site',
  description: 'In creation order.',
  query: z.strictObject({ ...pagingQuery }),
  example: { query: { limit: 2 } },
  status: 200,
  response: listOf(pageSchema, 'PageList'),
});

export const getPageRoute = defineRoute({
  method: 'GET',
  path: '/public/site/pages/{id}',
  scope: 'site:read',
  entitlement: 'shop',
  tag: 'Site',
  summary: 'Get a page',
  params: pageIdParam,
  example: { params: { id: EXAMPLE.page } },
  status: 200,
  response: pageSchema,
  errors: ['not_found'],
});

export const createPageRoute = defineRoute({
  method: 'POST',
  path: '/public/site/pages',
  scope: 'site:write',
  entitlement: 'shop',
  tag: 'Site',
  summary: 'Create a page from blocks or raw HTML',
  description:
    'Each block is `{type, order, config}`: the type must be in GET /public/site/block-types and its config must parse ' +
    'against that type (errors name the path, e.g. blocks.3.config.columns); orders are unique; rich text is sanitized. ' +
    'renderMode CODE renders customHtml as-is (trusted). A slug already used on the site answers 409 conflict.',
  body: createPageBody,
  example: {
    body: {
      title: 'Nos pains',
      slug: 'nos-pains',
      showInNav: true,
      blocks: [
        { type: 'shop-hero', order: 0, config: { title: 'Le bon pain de Flagey', ctaText: 'Commander', ctaLink: '/products' } },
        { type: 'product-grid', order: 1, config: { title: 'Nos pains', columns: 3, showPrices: true, showAddToCart: true } },
      ],
    },
  },
  status: 201,
  response: pageSchema,
  errors: ['conflict'],
});

export const updatePageRoute = defineRoute({
  method: 'PATCH',
  path: '/public/site/pages/{id}',
  scope: 'site:write',
  entitlement: 'shop',
  tag: 'Site',
  summary: 'Update a page',
  description: 'Given blocks replace all the blocks of the page. renderMode CODE needs customHtml (given or stored).',
  params: pageIdParam,
  body: updatePageBody,
  example: { params: { id: EXAMPLE.page }, body: { title: 'À propos de nous', showInNav: false } },
  status: 200,
  response: pageSchema,
  errors: ['not_found', 'conflict'],
});

export const deletePageRoute = defineRoute({
  method: 'DELETE',
  path: '/public/site/pages/{id}',
  scope: 'site:write',
  entitlement: 'shop',
  tag: 'Site',
  summary: 'Delete a page',
  params: pageIdParam,
  example: { params: { id: EXAMPLE.page } },
  status: 204,
  errors: ['not_found'],
});

export const listThemesRoute = defineRoute({
  method: 'GET',
  path: '/public/site/themes',
  scope: 'site:read',
  entitlement: 'shop',
  tag: 'Site',
  summary: 'List the built-in themes',
  description:
    'Each theme with its design tokens, source code (CSS, JS) and pages. All in one page (hasMore false). ' +
    'Send `Accept-Language` (fr, nl or en, with q-values) to get names, descriptions, page titles and block texts in that ' +
    'language: the same pages and blocks in the same order, only the words differ. Without one of these languages the ' +
    'themes are in French. The answer has `Content-Language` and `Vary: Accept-Language`.',
  example: {},
  status: 200,
  response: listOf(themeSchema, 'ThemeList'),
});

export const applyThemeRoute = defineRoute({
  method: 'POST',
  path: '/public/site/apply-theme',
  scope: 'site:write',
  entitlement: 'shop',
  tag: 'Site',
  summary: 'Apply a theme',
  description:
    "Sets the theme's tokens and source code (customCss, customJs) on the site and clones its pages with new ids. " +
    'A page whose slug the site already has is kept and listed in skippedPages. Unknown themeKey: 404.',
  body: applyThemeBody,
  example: { body: { themeKey: 'bakery' } },
  status: 200,
  response: applyThemeResult,
  errors: ['not_found'],
});

const blockTypeSchema = z
  .object({
    type: z.string(),
    label: z.string(),
    description: z.string(),
    category: z.string(),
    configSchema: z.record(z.string(), z.unknown()).describe('JSON Schema of the config'),
    defaultConfig: z.record(z.string(), z.unknown()).describe('A valid config to start from'),
  })
  .meta({ id: 'BlockType' });

export const listBlockTypesRoute = defineRoute({
  method: 'GET',
  path: '/public/site/block-types',
  scope: 'site:read',
  entitlement: 'shop',
  tag: 'Site',
  summary: 'The catalogue of block types',
  description:
    'Every block type with its config schema and a default config. Call it before composing pages. ' +
    'Send `Accept-Language` (fr, nl or en, with q-values) to get labels, descriptions, category names, the config ' +
    "schema's field descriptions and the default configs in that language; types, keys and schemas stay the same. " +
    'Without one of these languages the texts are in English and the default configs in French. The answer has ' +
    '`Content-Language` and `Vary: Accept-Language`.',
  example: {},
  status: 200,
  response: listOf(blockTypeSchema, 'BlockTypeList'),
});
