// Theme "Établi": sturdy and straightforward, for craftsmen and building trades.
import type { ThemeDefinition } from '../themes';

export const craftsmanTheme: ThemeDefinition = {
  key: 'craftsman',
  name: 'Établi',
  description: 'Robuste et direct, ardoise et orange chantier : pour les artisans, menuisiers, ébénistes et métiers du bâtiment.',
  tokens: {
    colorPrimary: '#2f4858',
    colorAccent: '#e07a2e',
    colorBg: '#f7f7f5',
    colorSurface: '#ebe9e4',
    colorText: '#1b1f23',
    colorMuted: '#545b63',
    colorBorder: '#d6d3cc',
    radius: '4px',
    space: '3.5rem',
    fontHeading: 'slab-serif',
    fontBody: 'neo-grotesque',
    buttonStyle: 'square',
  },
  css: `/* Établi — solid slab headings, a workshop-orange marker and squared-off details. */
h1, h2 { font-weight: 700; letter-spacing: -0.01em; }
h2 { border-left: 6px solid var(--vt-color-accent); padding-left: 0.75rem; }
.text-center h2, h2.text-center { border-left: 0; padding-left: 0; }
::selection { background: var(--vt-color-accent); color: #1b1f23; }
a:hover { text-decoration-color: var(--vt-color-accent); text-decoration-thickness: 2px; }
ul li::marker { color: var(--vt-color-accent); }
details summary { text-transform: none; }
`,
  pages: [
    {
      title: 'Accueil',
      slug: '',
      blocks: [
        {
          type: 'shop-hero',
          config: {
            title: 'Du bois massif, travaillé à la main, pour des meubles qui durent',
            subtitle:
              'Cuisines, bibliothèques, escaliers et tables sur mesure, dessinés avec vous et fabriqués dans notre atelier. Devis gratuit, visite à domicile en Wallonie et à Bruxelles.',
            ctaText: 'Demander un devis',
            ctaLink: '/contact',
            secondaryCtaText: 'Nos réalisations',
            secondaryCtaLink: '/a-propos',
            layout: 'centered',
          },
        },
        {
          type: 'features',
          config: {
            title: 'Nos services',
            columns: 4,
            items: [
              { title: 'Sur mesure', text: 'Chaque pièce est dessinée pour votre intérieur, au centimètre près.' },
              { title: 'Bois locaux', text: 'Chêne, hêtre et frêne des forêts ardennaises, séchés lentement.' },
              { title: 'Pose comprise', text: 'Nous livrons et installons nous-mêmes, sans sous-traitance.' },
              { title: 'Garantie dix ans', text: 'Sur la structure et les assemblages de tous nos meubles.' },
            ],
          },
        },
        {
          type: 'product-grid',
          config: {
            title: 'Pièces disponibles à l’atelier',
            subtitle: 'Petits meubles et objets fabriqués entre deux chantiers, prêts à emporter.',
            columns: 3,
            limit: 6,
            showPrices: true,
            showAddToCart: true,
          },
        },
        {
          type: 'testimonials',
          config: {
            title: 'Ils nous ont fait confiance',
            items: [
              {
                quote: 'Notre escalier en chêne a été posé en deux jours, sans une trace de poussière dans la maison. Travail impeccable.',
                author: 'Famille Lambert',
                role: 'Escalier sur mesure, Gembloux',
                rating: 5,
              },
              {
                quote: 'Ils ont su exploiter chaque centimètre de notre sous-pente. Le devis a été respecté à l’euro près.',
                author: 'Sarah et Kevin',
                role: 'Bibliothèque et rangements, Schaerbeek',
                rating: 5,
              },
            ],
          },
        },
        {
          type: 'cta-banner',
          config: {
            title: 'Un projet en tête ?',
            text: 'Décrivez-le-nous en quelques lignes : nous vous rappelons sous 48 heures pour fixer une visite.',
            ctaText: 'Parler de mon projet',
            ctaLink: '/contact',
            tone: 'primary',
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
            text: 'L’atelier en vente directe',
            eyebrow: 'Boutique',
            subtitle: 'Planches à découper, tabourets, étagères et objets en bois massif. Finition à l’huile naturelle, retrait à l’atelier ou livraison.',
          },
        },
        { type: 'product-grid', config: { columns: 3, limit: 24, showPrices: true, showAddToCart: true } },
        {
          type: 'faq',
          config: {
            title: 'Entretien et livraison',
            items: [
              {
                question: 'Comment entretenir une planche en bois massif ?',
                answer:
                  'Lavez-la à l’eau tiède sans la laisser tremper, séchez-la debout et nourrissez-la avec un peu d’huile alimentaire une fois par mois.',
              },
              {
                question: 'Livrez-vous les meubles ?',
                answer: 'Oui, partout en Wallonie et à Bruxelles. Le retrait à l’atelier est gratuit, sur rendez-vous.',
              },
              {
                question: 'Puis-je commander une pièce dans d’autres dimensions ?',
                answer: 'Bien sûr : la plupart de nos modèles existent sur mesure. Demandez-nous un devis, il est gratuit.',
              },
            ],
          },
        },
      ],
    },
    {
      title: 'L’atelier',
      slug: 'a-propos',
      blocks: [
        { type: 'heading', config: { text: 'Le métier, transmis et entretenu', eyebrow: 'L’atelier' } },
        {
          // Invented facts about the business (its story, figures): sample until the merchant writes their own.
          sample: true,
          type: 'rich-text',
          config: {
            html:
              '<p>Notre atelier a été fondé par un menuisier formé chez les compagnons, rejoint depuis par deux ébénistes et un apprenti. Nous travaillons <strong>le bois massif</strong> avec des assemblages traditionnels — tenons, mortaises, queues d’aronde — et des machines modernes quand elles font mieux.</p>' +
              '<h3>Comment se déroule un projet</h3>' +
              '<ol><li>Une première visite chez vous, pour écouter, mesurer et comprendre vos besoins.</li><li>Des plans et un devis détaillé, sans engagement, sous deux semaines.</li><li>La fabrication à l’atelier, que vous pouvez venir voir à tout moment.</li><li>La pose par notre équipe, et un chantier rendu propre.</li></ol>',
          },
        },
        {
          // Invented facts about the business (its story, figures): sample until the merchant writes their own.
          sample: true,
          type: 'features',
          config: {
            columns: 3,
            items: [
              { title: '25 ans de métier', text: 'Et plus de quatre cents chantiers menés, de la petite étagère à la cuisine complète.' },
              { title: 'Bois certifié', text: 'Nos essences proviennent de forêts gérées durablement, à moins de cent kilomètres.' },
              { title: 'Finitions saines', text: 'Huiles et cires naturelles, sans solvants, pour les chambres d’enfants aussi.' },
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
            title: 'Demander un devis',
            text: 'Appelez-nous ou envoyez-nous un e-mail avec quelques photos et les dimensions approximatives de votre projet. Le devis est gratuit.',
            showPhone: true,
            showEmail: true,
            showOpeningHours: true,
            mapLink: 'openstreetmap',
          },
        },
        {
          type: 'faq',
          config: {
            title: 'Avant de nous appeler',
            items: [
              {
                question: 'Quels sont vos délais ?',
                answer: 'Comptez en général six à dix semaines entre l’acceptation du devis et la pose, selon la saison.',
              },
              {
                question: 'Travaillez-vous pour les professionnels ?',
                answer: 'Oui : agencement de commerces, bureaux et horeca. Nous facturons avec TVA et respectons vos plannings de chantier.',
              },
            ],
          },
        },
      ],
    },
  ],
};
