// A site in French and Dutch: the Dutch version under /nl/ with its own titles, slugs and texts (the French where
// a text is not translated), <html lang>, hreflang alternates, the sitemap, and prefixes the site does not serve.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '@/lib/db/client';
import { createPage, listSitePages, updatePage } from '@/lib/domain/site/pages';
import { getOrCreateSiteRow, updateSite } from '@/lib/domain/site/site';
import { seedDemo } from '@/lib/operator/demo';
import { localizeLinks } from './languages';
import { type SharedRoute, storefrontRoute } from './routing';
import { serveStorefront } from './serve';
import { loadStorefrontSnapshot } from '@/lib/domain/storefront/snapshot';
import { grantPreview } from '@/lib/domain/site/preview';
import { servePreview } from './preview';

const SLUG = 'maison-lemaire'; // the live site: the sandbox twin is never indexed, so it names no alternates
let db: Db;
let businessId: string;
const get = async (path: string) => {
  const query = new URLSearchParams(path.split('?')[1] ?? '');
  const response = await serveStorefront(db, SLUG, storefrontRoute('GET', path.split('?')[0]!.split('/').filter(Boolean), query) as SharedRoute, query);
  return { status: response.status, body: String(response.body) };
};

beforeAll(async () => {
  db = await getDb();
  businessId = (await seedDemo(db)).businessId;
  await updateSite(db, businessId, { languages: ['fr', 'nl'], translations: { nl: { seoDescription: 'Ambachtelijke bakkerij in Gent' } } });
  await createPage(db, businessId, {
    title: 'Nos valeurs',
    slug: 'valeurs',
    showInNav: true,
    renderMode: 'BLOCKS',
    codeLayout: 'SHELL',
    translations: { nl: { title: 'Onze waarden', slug: 'waarden' } },
    blocks: [
      {
        type: 'faq',
        config: { title: 'Questions fréquentes', items: [{ question: 'Livrez-vous ?', answer: 'Oui, à Gand.' }, { question: 'Sans gluten ?', answer: 'Le vendredi.' }] },
        translations: { nl: { title: 'Veelgestelde vragen', items: [{ question: 'Leveren jullie?', answer: 'Ja, in Gent.' }] } },
      },
      { type: 'cta-banner', config: { title: 'Passez nous voir', ctaText: 'Nous contacter', ctaLink: '/contact' } },
    ],
  } as never);
});

describe('a site in French and Dutch', () => {
  it('serves the demo in French at / and in Dutch at /nl/, the theme written in both', async () => {
    const nl = await get('/nl');
    expect(nl.status).toBe(200);
    expect(nl.body).toContain('Desembrood, elke ochtend vers gebakken in ons bakhuis');
    expect(nl.body).toContain('href="/nl/over-ons"');
    expect((await get('/nl/over-ons')).status).toBe(200);
    expect((await get('/nl/winkel')).status).toBe(200);
    const fr = await get('/');
    expect(fr.body).not.toContain('Desembrood');
    expect(fr.body).toContain('href="/a-propos"');
  });

  it('parses the language prefix of a path', () => {
    const q = new URLSearchParams();
    expect(storefrontRoute('GET', ['nl'], q)).toEqual({ kind: 'page', slug: '', language: 'nl' });
    expect(storefrontRoute('GET', ['nl', 'waarden'], q)).toEqual({ kind: 'page', slug: 'waarden', language: 'nl' });
    expect(storefrontRoute('GET', ['nl', 'products', 'prod_1'], q)).toEqual({ kind: 'product', id: 'prod_1', language: 'nl' });
    expect(storefrontRoute('POST', ['nl', 'cart'], q)).toEqual({ kind: 'add', language: 'nl' });
    expect(storefrontRoute('GET', ['nl', 'checkout'], q)).toEqual({ kind: 'checkout', language: 'nl' });
  });

  it('serves the Dutch page under /nl/ with its title, texts, lang and links; the French where a text has no translation', async () => {
    const nl = await get('/nl/waarden');
    expect(nl.status).toBe(200);
    expect(nl.body).toContain('<html lang="nl-BE">');
    expect(nl.body).toContain('<title>Onze waarden · Maison Lemaire</title>');
    expect(nl.body).toContain('Veelgestelde vragen');
    expect(nl.body).toContain('Leveren jullie?');
    expect(nl.body).toContain('Sans gluten ?'); // not translated: the default's text
    expect(nl.body).toContain('<meta name="description" content="Ambachtelijke bakkerij in Gent">');
    expect(nl.body).toContain('href="/nl/contact"');
    expect(nl.body).toMatch(/<a href="\/nl\/waarden" aria-current="page"/);
    // Links stay in Dutch, but for the header's link to the French version (named by hreflang).
    expect(nl.body.replace(/<a [^>]*hrefLang="fr"[^>]*>/gi, '')).not.toMatch(/href="\/(?!nl\/|nl"|media\/|\/)/);
    expect(nl.body).toMatch(/<a href="\/valeurs" hrefLang="fr" lang="fr"/i);
    expect(nl.body).toMatch(/<a href="\/nl\/waarden" hrefLang="nl" lang="nl" aria-current="true"/i);
    // The offer of the French version, written in French, waits hidden for the script that reads the browser's languages.
    expect(nl.body).toMatch(/<div data-vt-offer="fr" lang="fr" hidden=""[^>]*>[\s\S]*Ce site existe aussi en français\./);
    expect(nl.body).toContain("localStorage.getItem(k)");
    expect(nl.body).not.toMatch(/data-vt-offer="nl"/);
    const fr = await get('/valeurs');
    expect(fr.body).toContain('<html lang="fr-BE">');
    expect(fr.body).toContain('<title>Nos valeurs · Maison Lemaire</title>');
    expect(fr.body).toContain('Livrez-vous ?');
    expect(fr.body).not.toContain('Leveren jullie?');
  });

  it('names every version with hreflang and x-default, and lists both languages in the sitemap', async () => {
    const fr = (await get('/valeurs')).body;
    const origin = /<link rel="canonical" href="(http[^"]+)\/valeurs">/.exec(fr)![1]!;
    for (const body of [fr, (await get('/nl/waarden')).body]) {
      expect(body).toContain(`<link rel="alternate" hreflang="fr" href="${origin}/valeurs">`);
      expect(body).toContain(`<link rel="alternate" hreflang="nl" href="${origin}/nl/waarden">`);
      expect(body).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/valeurs">`);
    }
    expect((await get('/nl/waarden')).body).toContain(`<link rel="canonical" href="${origin}/nl/waarden">`);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${origin}/nl/waarden</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/valeurs</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/nl/products</loc>`);
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="nl" href="${origin}/nl/waarden"/>`);
  });

  it('answers 404 for a language the site does not serve, the default language under a prefix, and the French slug under /nl/', async () => {
    expect((await get('/en/')).status).toBe(404);
    expect((await get('/fr/valeurs')).status).toBe(404);
    expect((await get('/nl/valeurs')).status).toBe(404);
    expect((await get('/nl/sitemap.xml')).status).toBe(404);
    expect((await get('/nl/products')).status).toBe(200);
  });

  it('keeps a one-language site free of alternates', async () => {
    await updateSite(db, businessId, { languages: ['fr'] });
    try {
      const fr = (await get('/valeurs')).body;
      expect(fr).not.toMatch(/hreflang|data-vt-offer|vt-language-offer/i);
      expect((await get('/nl/waarden')).status).toBe(404);
    } finally {
      await updateSite(db, businessId, { languages: ['fr', 'nl'] });
    }
  });

  it('gives the builder’s canvas its shell in the language being edited', async () => {
    const { token } = await grantPreview(db, businessId);
    const canvas = async (query: string) => (await servePreview(db, SLUG, new Request(`http://${SLUG}.localhost:3000/__vitrine/preview?token=${token}${query}`))).text();
    const nl = await canvas('&language=nl');
    expect(nl).toContain('<html lang="nl-BE">');
    expect(nl).toMatch(/>Winkel</);
    expect(nl).toContain('Winkelmandje');
    const fr = await canvas('');
    expect(fr).toContain('<html lang="fr-BE">');
    expect(fr).toMatch(/>Boutique</);
  });

  it('rewrites only the site’s own links', async () => {
    const site = await getOrCreateSiteRow(db, businessId);
    const data = (await loadStorefrontSnapshot(db, site.id))!.data;
    const html = '<a href="/">x</a><a href="/valeurs#faq">x</a><a href="/products?category=pains">x</a><form action="/cart"></form><a href="https://example.be/">x</a><a href="//cdn.example/x">x</a><img src="/media/m_1/w640.webp"><a href="/nl/">x</a><a href="mailto:a@b.be">x</a>';
    expect(localizeLinks(html, data, 'nl')).toBe(
      '<a href="/nl">x</a><a href="/nl/waarden#faq">x</a><a href="/nl/products?category=pains">x</a><form action="/nl/cart"></form><a href="https://example.be/">x</a><a href="//cdn.example/x">x</a><img src="/media/m_1/w640.webp"><a href="/nl/">x</a><a href="mailto:a@b.be">x</a>',
    );
    expect(localizeLinks(html, data, 'fr')).toBe(html);
    expect((await listSitePages(db, site.id)).some((page) => page.translations.nl?.slug === 'waarden')).toBe(true);
  });

  it('refuses a Dutch slug another page already has in Dutch, and texts that are not texts', async () => {
    const pages = await listSitePages(db, (await getOrCreateSiteRow(db, businessId)).id);
    const contact = pages.find((page) => page.slug === 'contact')!;
    await expect(updatePage(db, businessId, contact.id, { translations: { nl: { slug: 'waarden' } } } as never)).rejects.toMatchObject({ code: 'conflict' });
    const valeurs = pages.find((page) => page.slug === 'valeurs')!;
    await expect(
      updatePage(db, businessId, valeurs.id, { blocks: [{ type: 'cta-banner', config: { title: 'x', ctaText: 'y', ctaLink: '/contact' }, translations: { nl: { ctaLink: '/nl/elders' } } }] } as never),
    ).rejects.toMatchObject({ code: 'validation_failed' });
  });
});
