// Theme "Atelier": clean and editorial, for fashion boutiques and concept stores.
import type { ThemeDefinition } from '../themes';

export const boutiqueTheme: ThemeDefinition = {
  key: 'boutique',
  name: 'Atelier',
  description: 'Épuré et éditorial, noir, blanc et camel : pour les boutiques de mode, de prêt-à-porter et les concept stores.',
  tokens: {
    colorPrimary: '#141414',
    colorAccent: '#c8a27a',
    colorBg: '#ffffff',
    colorSurface: '#f4f1ed',
    colorText: '#151515',
    colorMuted: '#636363',
    colorBorder: '#e6e1da',
    radius: '0px',
    space: '5rem',
    fontHeading: 'didone',
    fontBody: 'neo-grotesque',
    buttonStyle: 'square',
  },
  css: `/* Atelier — editorial type, quiet colour, sections that appear as you scroll. */
h1 { font-weight: 400; letter-spacing: -0.02em; }
h2 { font-weight: 400; letter-spacing: 0.01em; }
h3, button, a[role="button"] { text-transform: uppercase; letter-spacing: 0.12em; font-size: 0.85em; }
::selection { background: var(--vt-color-accent); color: #141414; }
a:hover { text-decoration: underline; text-underline-offset: 4px; }
section.vt-reveal { opacity: 0; transform: translateY(12px); transition: opacity .6s ease, transform .6s ease; }
section.vt-reveal.vt-visible { opacity: 1; transform: none; }
@media (prefers-reduced-motion: reduce) {
  section.vt-reveal { opacity: 1; transform: none; transition: none; }
}
`,
  js: `// Atelier — sections fade in as they enter the viewport (skipped when motion is reduced).
(function () {
  if (!('IntersectionObserver' in window) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  var sections = Array.prototype.slice.call(document.querySelectorAll('main section')).slice(1);
  var observer = new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (entry.isIntersecting) {
        entry.target.classList.add('vt-visible');
        observer.unobserve(entry.target);
      }
    });
  }, { rootMargin: '0px 0px -10% 0px' });
  sections.forEach(function (section) {
    section.classList.add('vt-reveal');
    observer.observe(section);
  });
})();
`,
  pages: [
    {
      title: 'Accueil',
      slug: '',
      blocks: [
        {
          type: 'shop-hero',
          config: {
            title: 'La nouvelle collection est arrivée',
            subtitle:
              'Des pièces choisies une à une, taillées pour durer et pensées pour se porter tous les jours. Créateurs belges et petites maisons européennes.',
            ctaText: 'Découvrir la collection',
            ctaLink: '/boutique',
            secondaryCtaText: 'Prendre rendez-vous',
            secondaryCtaLink: '/contact',
            layout: 'centered',
          },
        },
        {
          type: 'product-grid',
          config: {
            title: 'Nouveautés',
            subtitle: 'Les dernières pièces arrivées en boutique.',
            align: 'center',
            columns: 4,
            limit: 8,
            showPrices: true,
            showAddToCart: true,
          },
        },
        {
          type: 'features',
          config: {
            columns: 3,
            align: 'center',
            items: [
              { title: 'Retrait gratuit en boutique', text: 'Commandez en ligne, essayez sur place, repartez avec ce qui vous va.' },
              { title: 'Échange sous 30 jours', text: 'Une taille à changer ? Rapportez l’article avec son étiquette, sans justification.' },
              { title: 'Retouches offertes', text: 'Ourlets et ajustements simples réalisés par notre couturière, en quelques jours.' },
            ],
          },
        },
        { type: 'category-list', config: { title: 'Par envie', align: 'center', columns: 3, showProductCount: false } },
        {
          type: 'testimonials',
          config: {
            title: 'Elles et ils en parlent',
            align: 'center',
            items: [
              {
                quote: 'Des conseils honnêtes, même quand ça veut dire ne rien acheter. C’est devenu ma boutique de confiance.',
                author: 'Charlotte M.',
                role: 'Uccle',
                rating: 5,
              },
              {
                quote: 'J’ai trouvé ma tenue pour le mariage de ma sœur en une heure, retouches comprises. Un vrai service.',
                author: 'Julien D.',
                rating: 5,
              },
            ],
          },
        },
        {
          type: 'cta-banner',
          config: {
            title: 'Un rendez-vous stylisme, rien que pour vous',
            text: 'Une heure en boutique, avant l’ouverture, pour composer votre garde-robe de saison.',
            ctaText: 'Réserver un créneau',
            ctaLink: '/contact',
            tone: 'surface',
          },
        },
      ],
    },
    {
      title: 'Boutique',
      slug: 'boutique',
      blocks: [
        {
          type: 'heading',
          config: {
            text: 'La collection',
            eyebrow: 'Printemps – été',
            subtitle: 'Pièces disponibles en boutique et en ligne. Quantités limitées, pas de réassort sur la plupart des modèles.',
            align: 'center',
          },
        },
        { type: 'category-list', config: { align: 'center', columns: 4, showProductCount: true } },
        { type: 'product-grid', config: { columns: 3, limit: 24, showPrices: true, showAddToCart: true } },
        {
          type: 'faq',
          config: {
            title: 'Tailles, échanges et livraisons',
            items: [
              {
                question: 'Comment choisir ma taille ?',
                answer:
                  'Chaque fiche produit précise la coupe (ajustée, droite ou ample). En cas de doute, écrivez-nous : nous mesurons la pièce pour vous.',
              },
              {
                question: 'Puis-je échanger un article acheté en ligne ?',
                answer: 'Oui, dans les 30 jours, en boutique ou par la poste, tant que l’article n’a pas été porté et garde son étiquette.',
              },
              {
                question: 'Livrez-vous partout en Belgique ?',
                answer: 'Oui, en deux à trois jours ouvrables. Le retrait en boutique reste gratuit et possible dès le lendemain.',
              },
            ],
          },
        },
      ],
    },
    {
      title: 'La maison',
      slug: 'a-propos',
      blocks: [
        { type: 'heading', config: { text: 'Moins, mais mieux', eyebrow: 'La maison', align: 'center' } },
        {
          // Invented facts about the business (its story, figures): sample until the merchant writes their own.
          sample: true,
          type: 'rich-text',
          config: {
            align: 'center',
            html:
              '<p>Nous avons ouvert cette boutique avec une conviction : une garde-robe se construit lentement, avec des vêtements que l’on aime porter longtemps.</p>' +
              '<p>Nous sélectionnons chaque saison une poignée de créateurs belges et de petites maisons européennes qui travaillent des <strong>matières nobles</strong> — lin, laine, coton biologique — et fabriquent dans de bonnes conditions.</p>' +
              '<p>Pas de soldes à répétition ni de collections jetables : des pièces justes, des conseils sincères et des retouches faites avec soin.</p>',
          },
        },
        {
          // Invented facts about the business (its story, figures): sample until the merchant writes their own.
          sample: true,
          type: 'features',
          config: {
            title: 'Nos choix',
            align: 'center',
            columns: 3,
            items: [
              { title: 'Fabrication européenne', text: 'Nos créateurs produisent en Belgique, au Portugal, en Italie et en France.' },
              { title: 'Petites séries', text: 'Chaque modèle existe en quelques exemplaires : vous ne le croiserez pas à chaque coin de rue.' },
              { title: 'Matières durables', text: 'Des fibres naturelles ou recyclées, choisies pour bien vieillir.' },
            ],
          },
        },
      ],
    },
    {
      title: 'Contact',
      slug: 'contact',
      blocks: [
        {
          type: 'contact',
          config: {
            title: 'Venir en boutique',
            text: 'Pour un rendez-vous stylisme ou une retouche, appelez-nous ou écrivez-nous : nous répondons dans la journée.',
            align: 'center',
            showPhone: true,
            showEmail: true,
            showOpeningHours: true,
            mapLink: 'openstreetmap',
          },
        },
      ],
    },
  ],
};
