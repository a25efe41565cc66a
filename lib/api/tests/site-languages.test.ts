// A site in several languages through the public API: the site's languages and SEO texts, page titles, slugs and
// block texts per language, their translation state, the refusals, and a client that ignores languages (the
// contract's builder flow: blocks of {type, order, config}) keeping the translations it never sent.
import { describe, expect, it } from 'vitest';
import { handleStorefrontRequest } from '../../../storefront/handle';
import { call, setup } from '../../testing/api';

const SCOPES = ['site:read', 'site:write', 'shop:read', 'shop:write'];

async function storefront(slug: string, path: string) {
  const response = await handleStorefrontRequest(new Request(`http://${slug}.localhost:3000${path}`), slug, path.split('/').filter(Boolean));
  return { status: response.status, text: await response.text() };
}

const faq = {
  type: 'faq',
  order: 0,
  config: { title: 'Questions fréquentes', items: [{ question: 'Livrez-vous ?', answer: 'Oui, à Gand.' }, { question: 'Sans gluten ?', answer: 'Le vendredi.' }] },
};

describe('site languages through the API', () => {
  it('serves a page in French and Dutch, and a client that ignores languages keeps the Dutch texts', async () => {
    const { key } = await setup(SCOPES, { name: 'Bakkerij Verhaeghe' });
    const site = await call('PATCH', '/public/site', { key, body: { languages: ['fr', 'nl'], translations: { nl: { seoTitle: 'Bakkerij Verhaeghe Gent' } } } });
    expect(site.status, site.text).toBe(200);
    expect(site.body).toMatchObject({ defaultLanguage: 'fr', languages: ['fr', 'nl'], translations: { nl: { seoTitle: 'Bakkerij Verhaeghe Gent' } } });

    const created = await call('POST', '/public/site/pages', {
      key,
      body: {
        title: 'Accueil',
        slug: 'home',
        translations: { nl: { title: 'Welkom' } },
        blocks: [{ ...faq, translations: { nl: { title: 'Veelgestelde vragen', items: [{ question: 'Leveren jullie?', answer: 'Ja, in Gent.' }] } } }],
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.translations).toEqual({ nl: { title: 'Welkom' } });
    expect(created.body.translationState).toEqual({ nl: 'partial' });
    expect(created.body.blocks[0].config.title).toBe('Questions fréquentes');
    expect(created.body.blocks[0].translations.nl.items).toEqual([{ question: 'Leveren jullie?', answer: 'Ja, in Gent.' }]);

    // The contract's client: reads config, sends blocks of {type, order, config} only.
    const edited = { ...faq, config: { ...faq.config, title: 'FAQ', items: [...faq.config.items, { question: 'Ouvert le lundi ?', answer: 'Non.' }] } };
    const patched = await call('PATCH', `/public/site/pages/${created.body.id}`, { key, body: { blocks: [edited] } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.blocks[0].config.title).toBe('FAQ');
    expect(patched.body.blocks[0].translations.nl).toEqual({ title: 'Veelgestelde vragen', items: [{ question: 'Leveren jullie?', answer: 'Ja, in Gent.' }] });

    // Completing the Dutch texts makes the page complete; translations: {} on a block removes them.
    const full = {
      ...edited,
      translations: { nl: { title: 'Veelgestelde vragen', items: [{ question: 'Leveren jullie?', answer: 'Ja, in Gent.' }, { question: 'Glutenvrij?', answer: 'Op vrijdag.' }, { question: 'Open op maandag?', answer: 'Nee.' }] } },
    };
    const complete = await call('PATCH', `/public/site/pages/${created.body.id}`, { key, body: { blocks: [full] } });
    expect(complete.body.translationState).toEqual({ nl: 'complete' });

    // A block inserted before it: the unchanged FAQ keeps its Dutch texts though its position moved.
    const inserted = await call('PATCH', `/public/site/pages/${created.body.id}`, {
      key,
      body: { blocks: [{ type: 'heading', order: 0, config: { text: 'Bienvenue' } }, { ...edited, order: 1 }] },
    });
    expect(inserted.status, inserted.text).toBe(200);
    expect(inserted.body.blocks[1].translations.nl.items).toHaveLength(3);
    expect(inserted.body.blocks[0].translations).toBeUndefined();
    expect(inserted.body.translationState).toEqual({ nl: 'partial' });
    await call('PATCH', `/public/site/pages/${created.body.id}`, { key, body: { blocks: [full] } });

    await call('PATCH', '/public/site', { key, body: { isEnabled: true } });
    const slug = site.body.slug as string;
    const nl = await storefront(slug, '/nl');
    expect(nl.status).toBe(200);
    expect(nl.text).toContain('<html lang="nl-BE">');
    expect(nl.text).toContain('Open op maandag?');
    expect(nl.text).toContain('<title>Welkom · Bakkerij Verhaeghe Gent</title>');
    const fr = await storefront(slug, '/');
    expect(fr.text).toContain('Ouvert le lundi ?');
    expect(fr.text).toContain('<html lang="fr-BE">');

    const cleared = await call('PATCH', `/public/site/pages/${created.body.id}`, { key, body: { blocks: [{ ...edited, translations: {} }], translations: { nl: null } } });
    expect(cleared.body.blocks[0].translations).toBeUndefined();
    expect(cleared.body.translations).toEqual({});
    expect(cleared.body.translationState).toEqual({ nl: 'missing' });
  });

  it('refuses bad languages, untranslatable fields, clashing slugs and reserved slugs with 400/409', async () => {
    const { key } = await setup(SCOPES);
    const bad = async (method: string, path: string, body: unknown, status = 400) => {
      const res = await call(method, path, { key, body });
      expect(res.status, `${JSON.stringify(body)} → ${res.text}`).toBe(status);
      return res.body;
    };
    await bad('PATCH', '/public/site', { languages: ['de'] });
    await bad('PATCH', '/public/site', { languages: ['nl', 'nl'] });
    await bad('PATCH', '/public/site', { languages: ['nl'] }); // leaves the default (fr) out
    await bad('PATCH', '/public/site', { languages: [] });
    await bad('PATCH', '/public/site', { defaultLanguage: 'xx' });
    await bad('PATCH', '/public/site', { translations: { de: { seoTitle: 'x' } } });
    await bad('PATCH', '/public/site', { translations: { nl: { seoTitle: 'x'.repeat(201) } } });
    // A new default alone joins the languages, first.
    const moved = await call('PATCH', '/public/site', { key, body: { defaultLanguage: 'nl' } });
    expect(moved.body).toMatchObject({ defaultLanguage: 'nl', languages: ['nl', 'fr'] });
    await call('PATCH', '/public/site', { key, body: { defaultLanguage: 'fr', languages: ['fr', 'nl'] } });

    const body = (translations: unknown) => ({ title: 'Contact', slug: `c-${crypto.randomUUID().slice(0, 8)}`, blocks: [{ ...faq, translations }] });
    const link = { type: 'cta-banner', order: 0, config: { title: 'x', ctaText: 'y', ctaLink: '/contact' } };
    const linkRefused = await bad('POST', '/public/site/pages', { title: 'x', slug: 'x1', blocks: [{ ...link, translations: { nl: { ctaLink: '/elders' } } }] });
    expect(JSON.stringify(linkRefused)).toContain('blocks.0.translations.nl.ctaLink');
    await bad('POST', '/public/site/pages', body({ de: { title: 'x' } }));
    await bad('POST', '/public/site/pages', body({ nl: { title: 42 } }));
    await bad('POST', '/public/site/pages', body({ nl: { nope: 'x' } }));
    await bad('POST', '/public/site/pages', body({ nl: { items: [{}, {}, { question: 'a third that the config lacks' }] } }));
    await bad('POST', '/public/site/pages', body({ nl: { title: 'x'.repeat(121) } }));
    await bad('POST', '/public/site/pages', body({ nl: 'Welkom' }));
    await bad('POST', '/public/site/pages', body([{ nl: {} }]));
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i++) deep = { items: [deep] };
    await bad('POST', '/public/site/pages', body({ nl: deep }));
    await bad('POST', '/public/site/pages', { title: 'Nederlands', slug: 'nl' });
    await bad('POST', '/public/site/pages', { title: 'x', slug: 'x2', translations: { nl: { slug: 'Not A Slug' } } });
    await bad('POST', '/public/site/pages', { title: 'x', slug: 'x3', translations: { nl: { slug: 'en' } } });

    const a = await call('POST', '/public/site/pages', { key, body: { title: 'Over ons', slug: 'a-propos', translations: { nl: { slug: 'over-ons' } } } });
    expect(a.status, a.text).toBe(201);
    const clash = await bad('POST', '/public/site/pages', { title: 'x', slug: 'y', translations: { nl: { slug: 'over-ons' } } }, 409);
    expect(clash.error.details[0].path).toBe('translations.nl.slug');
    // A default slug that another page already has as its Dutch slug clashes in Dutch too.
    await bad('POST', '/public/site/pages', { title: 'x', slug: 'over-ons' }, 409);
  });
});
