// GET /public/site/block-types and /public/site/themes in the request's language (issue 21): Accept-Language fr, nl
// or en (q-values honoured) gives the catalogue's texts in that language with the same entries, keys and schemas;
// anything else gives the answer as it always was. Content-Language says which, Vary that it depends on the header.
import { describe, expect, it } from 'vitest';
import { blockTypes } from '../../../blocks/catalog';
import { listThemes } from '../../domain/site/themes';
import { call, setup } from '../../testing/api';

type Entry = { type: string; label: string; description: string; category: string; configSchema: Record<string, unknown>; defaultConfig: unknown };

async function catalogue(key: string, acceptLanguage?: string) {
  const res = await call('GET', '/public/site/block-types', { key, headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } });
  expect(res.status, res.text).toBe(200);
  return { res, byType: new Map<string, Entry>(res.body.data.map((entry: Entry) => [entry.type, entry])) };
}

/** A list's items as the domain returns them (the API adds livemode to each). */
const withoutLivemode = (items: Record<string, unknown>[]) => items.map(({ livemode: _livemode, ...item }) => item);

/** The JSON value with every description removed: what all languages share. */
const withoutDescriptions = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutDescriptions)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'description').map(([key, v]) => [key, withoutDescriptions(v)]))
      : value;

describe('GET /public/site/block-types in the request language', () => {
  it('answers in Dutch for nl-BE: titles, descriptions, categories, field descriptions and default configs', async () => {
    const { key } = await setup(['site:read']);
    const { res, byType } = await catalogue(key, 'nl-BE,nl;q=0.9,en;q=0.5');
    expect(res.headers.get('content-language')).toBe('nl');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/i);
    const faq = byType.get('faq')!;
    expect(faq).toMatchObject({ label: 'Veelgestelde vragen', category: 'Inhoud' });
    expect(faq.description).toMatch(/openklappen/);
    const properties = faq.configSchema.properties as Record<string, { description: string; items?: { properties: Record<string, { description: string }> } }>;
    expect(properties.title!.description).toBe('Titel van de sectie; leeg verbergt hem');
    expect(properties.items!.items!.properties.question!.description).toBe('De vraag');
    expect(byType.get('product-grid')).toMatchObject({ label: 'Productraster', category: 'Winkel', defaultConfig: { title: 'Onze producten' } });
    expect(byType.get('shop-hero')!.defaultConfig).toMatchObject({ subtitle: expect.stringMatching(/Gent/) });
  });

  it('keeps the same types, keys and schemas in every language', async () => {
    const { key } = await setup(['site:read']);
    const english = await catalogue(key);
    for (const language of ['fr', 'nl', 'en']) {
      const { byType } = await catalogue(key, language);
      expect([...byType.keys()], language).toEqual([...english.byType.keys()]);
      for (const [type, entry] of byType) {
        const original = english.byType.get(type)!;
        expect(Object.keys(entry), `${language} ${type}`).toEqual(Object.keys(original));
        expect(withoutDescriptions(entry.configSchema), `${language} ${type}`).toEqual(withoutDescriptions(original.configSchema));
        expect(Object.keys(entry.defaultConfig as object).sort(), `${language} ${type}`).toEqual(Object.keys(original.defaultConfig as object).sort());
      }
    }
  });

  it('answers as always, in English, without a header or for a language it does not speak', async () => {
    const { key } = await setup(['site:read']);
    const today = JSON.parse(JSON.stringify(blockTypes()));
    for (const header of [undefined, 'de-DE,de;q=0.9', '*', 'xx', '']) {
      const { res } = await catalogue(key, header);
      expect(withoutLivemode(res.body.data), String(header)).toEqual(today);
      expect(res.headers.get('content-language'), String(header)).toBe('en');
      expect(res.headers.get('vary')).toMatch(/Accept-Language/i);
    }
    const { res, byType } = await catalogue(key, 'en-GB');
    expect(res.headers.get('content-language')).toBe('en');
    expect(byType.get('faq')).toMatchObject({ label: 'FAQ', category: 'Content', defaultConfig: { title: 'Frequently asked questions' } });
  });

  it('honours q-values: the most wanted language it speaks wins', async () => {
    const { key } = await setup(['site:read']);
    const cases: [string, string, string][] = [
      ['de;q=1, fr;q=0.4, nl;q=0.8', 'nl', 'Productraster'],
      ['nl;q=0.2, fr-BE;q=0.7', 'fr', 'Grille de produits'],
      ['en;q=0.9, fr;q=0', 'en', 'Product grid'],
      ['fr;q=0, nl;q=0', 'en', 'Product grid'],
    ];
    for (const [header, language, label] of cases) {
      const { res, byType } = await catalogue(key, header);
      expect(res.headers.get('content-language'), header).toBe(language);
      expect(byType.get('product-grid')!.label, header).toBe(label);
    }
  });
});

describe('GET /public/site/themes in the request language', () => {
  it('gives the same themes and pages in Dutch or English, and French as always otherwise', async () => {
    const { key } = await setup(['site:read']);
    const french = await call('GET', '/public/site/themes', { key });
    expect(withoutLivemode(french.body.data)).toEqual(JSON.parse(JSON.stringify(listThemes())));
    expect(french.headers.get('content-language')).toBe('fr');
    const dutch = await call('GET', '/public/site/themes', { key, headers: { 'accept-language': 'nl-BE' } });
    expect(dutch.headers.get('content-language')).toBe('nl');
    expect(dutch.headers.get('vary')).toMatch(/Accept-Language/i);
    const bakery = dutch.body.data.find((theme: { themeKey: string }) => theme.themeKey === 'bakery');
    expect(bakery.pages[0].title).toBe('Home');
    expect(bakery.pages.map((page: { slug: string }) => page.slug)).toEqual(listThemes()[0]!.pages.map((page) => page.slug));
    expect(bakery.pages[0].blocks[0].config.title).toMatch(/desembrood/i);
  });
});
