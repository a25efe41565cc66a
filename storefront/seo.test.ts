// Head tags a page gets even when the merchant wrote none.
import { describe, expect, it } from 'vitest';
import { descriptionFromHtml } from './seo';

describe('descriptionFromHtml', () => {
  it('takes the first paragraph of <main> long enough to describe the page', () => {
    const html =
      '<header><p>Une navigation assez longue pour compter, mais hors du contenu principal de la page.</p></header>' +
      '<main id="main"><h1>Accueil</h1><p>4,45&nbsp;€</p><p class="x">Du pain au <strong>levain</strong>, cuit chaque matin &amp; vendu l&#x27;après-midi.</p></main>';
    expect(descriptionFromHtml(html)).toBe('Du pain au levain, cuit chaque matin & vendu l\'après-midi.');
  });

  it('gives nothing without a main or a long enough paragraph, and cuts long text', () => {
    expect(descriptionFromHtml('<p>Un paragraphe qui serait assez long pour décrire la page entière.</p>')).toBeNull();
    expect(descriptionFromHtml('<main><p>Court.</p></main>')).toBeNull();
    expect(descriptionFromHtml(`<main><p>${'mot '.repeat(100)}</p></main>`)!.length).toBeLessThanOrEqual(160);
  });
});
