// Theme "Brasserie": convivial, bottle green and brass, for cafés, bistros and restaurants.
import type { ThemeDefinition } from '../themes';

export const cafeTheme: ThemeDefinition = {
  key: 'cafe',
  name: 'Brasserie',
  description: 'Convivial, vert bouteille et laiton, comme un bistrot de quartier : pour les cafés, brasseries et restaurants.',
  tokens: {
    colorPrimary: '#1f4d3a',
    colorAccent: '#d9a441',
    colorBg: '#fbf8f2',
    colorSurface: '#efe8da',
    colorText: '#1d2320',
    colorMuted: '#58615a',
    colorBorder: '#ddd3c0',
    radius: '8px',
    space: '4rem',
    fontHeading: 'transitional',
    fontBody: 'system-ui',
    buttonStyle: 'rounded',
  },
  css: `/* Brasserie — a menu-card feel: small caps, a brass double rule under titles, prices set apart. */
h1, h2 { font-variant: small-caps; letter-spacing: 0.02em; }
h2::after {
  content: "";
  display: block;
  width: 3rem;
  margin-top: 0.6rem;
  border-bottom: 3px double var(--vt-color-accent);
}
.text-center h2::after, h2.text-center::after { margin-left: auto; margin-right: auto; }
li > strong:last-child { float: right; margin-left: 1rem; font-variant-numeric: tabular-nums; }
li:has(> strong:last-child) { border-bottom: 1px dotted var(--vt-color-border); padding: 0.25rem 0; list-style: none; }
::selection { background: var(--vt-color-accent); color: var(--vt-color-text); }
blockquote { font-family: var(--vt-font-heading); font-size: 1.1em; }
`,
  pages: [
    {
      title: 'Accueil',
      slug: '',
      blocks: [
        {
          type: 'shop-hero',
          config: {
            title: 'Une cuisine de marché, un verre en terrasse',
            subtitle:
              'Du petit-déjeuner au dernier verre, une carte courte qui suit les saisons, des producteurs de la région et des bières belges à la pression.',
            ctaText: 'Voir la carte',
            ctaLink: '/carte',
            secondaryCtaText: 'Réserver une table',
            secondaryCtaLink: '/contact',
            layout: 'centered',
          },
        },
        {
          type: 'features',
          config: {
            title: 'Chez nous',
            align: 'center',
            columns: 3,
            items: [
              { title: 'Le plat du jour', text: 'Chaque midi en semaine, un plat mijoté et un potage maison, servis rapidement.' },
              { title: 'Bières de chez nous', text: 'Six bières belges à la pression et une vingtaine en bouteille, choisies chez de petites brasseries.' },
              { title: 'Terrasse au soleil', text: 'Dès les premiers beaux jours, quarante places en terrasse, à l’abri du trafic.' },
            ],
          },
        },
        {
          type: 'testimonials',
          config: {
            title: 'Ce qu’en disent nos habitués',
            align: 'center',
            items: [
              {
                quote: 'Le boulet sauce lapin est exactement comme il doit être, et les frites sont cuites deux fois. On y retourne tous les jeudis.',
                author: 'Marc D.',
                role: 'Habitué du midi',
                rating: 5,
              },
              {
                quote: 'Service souriant, carte courte mais tout est bon. Le café gourmand vaut le détour.',
                author: 'Élise R.',
                rating: 5,
              },
              {
                quote: 'Nous y avons fêté nos quarante ans de mariage : l’équipe a été aux petits soins du début à la fin.',
                author: 'Jeanine et Paul',
                role: 'Salle privatisée',
                rating: 5,
              },
            ],
          },
        },
        { type: 'opening-hours', config: { title: 'Nous sommes ouverts', align: 'center', showClosedDays: true } },
        {
          type: 'cta-banner',
          config: {
            title: 'Envie d’une table ce soir ?',
            text: 'Réservez par téléphone ; pour plus de huit personnes, écrivez-nous.',
            ctaText: 'Réserver',
            ctaLink: '/contact',
            tone: 'primary',
          },
        },
      ],
    },
    {
      title: 'La carte',
      slug: 'carte',
      blocks: [
        {
          type: 'heading',
          config: {
            text: 'La carte',
            eyebrow: 'Cuisine du marché',
            subtitle: 'Notre carte change avec les saisons. Demandez-nous l’ardoise du jour et les allergènes de chaque plat.',
            align: 'center',
          },
        },
        {
          type: 'rich-text',
          config: {
            width: 'narrow',
            html:
              '<h3>Pour commencer</h3>' +
              '<ul><li>Potage du jour, pain au levain <strong>6,50 €</strong></li><li>Croquettes aux crevettes grises (2 pièces) <strong>16,00 €</strong></li><li>Planche de fromages belges et sirop de Liège <strong>14,00 €</strong></li></ul>' +
              '<h3>Plats</h3>' +
              '<ul><li>Carbonnade flamande à la bière brune, frites fraîches <strong>21,00 €</strong></li><li>Boulets à la liégeoise, sauce lapin, salade <strong>19,50 €</strong></li><li>Vol-au-vent maison, frites ou purée <strong>20,00 €</strong></li><li>Stoemp aux poireaux et saucisse de campagne <strong>17,50 €</strong></li></ul>' +
              '<h3>Douceurs</h3>' +
              '<ul><li>Dame blanche, chocolat chaud <strong>8,50 €</strong></li><li>Gaufre de Liège, crème fraîche <strong>7,00 €</strong></li><li>Café gourmand <strong>9,00 €</strong></li></ul>',
          },
        },
        {
          type: 'faq',
          config: {
            title: 'Vous vous demandez…',
            items: [
              {
                question: 'Avez-vous des plats végétariens ?',
                answer: 'Oui, toujours au moins une entrée et un plat. Dites-le-nous en arrivant, nous adaptons volontiers le plat du jour.',
              },
              {
                question: 'Les enfants sont-ils les bienvenus ?',
                answer: 'Évidemment. Nous avons des chaises hautes et une petite assiette enfant à la carte.',
              },
            ],
          },
        },
      ],
    },
    {
      title: 'À emporter',
      slug: 'boutique',
      blocks: [
        {
          type: 'heading',
          config: {
            text: 'À emporter et bons cadeaux',
            eyebrow: 'La boutique',
            subtitle: 'Nos sauces, confitures et bières en bouteille, et des bons cadeaux à offrir. Commande en ligne, retrait au comptoir.',
          },
        },
        { type: 'product-grid', config: { columns: 3, limit: 24, showPrices: true, showAddToCart: true } },
        {
          type: 'cta-banner',
          config: {
            title: 'Un bon cadeau, c’est toujours une bonne idée',
            text: 'Valable un an, pour un repas, un brunch ou une soirée entre amis.',
            ctaText: 'Offrir un bon',
            ctaLink: '/boutique',
            tone: 'surface',
          },
        },
      ],
    },
    {
      title: 'Notre maison',
      slug: 'a-propos',
      blocks: [
        { type: 'heading', config: { text: 'Un café de quartier, tout simplement', eyebrow: 'Notre maison' } },
        {
          // Invented facts about the business (its story, figures): sample until the merchant writes their own.
          sample: true,
          type: 'rich-text',
          config: {
            html:
              '<p>Derrière le comptoir en zinc, une équipe qui aime recevoir. En cuisine, des recettes de chez nous préparées comme à la maison, avec des produits que nous allons chercher nous-mêmes au marché et chez les producteurs de la région.</p>' +
              '<p>On y vient pour un café le matin, le plat du jour à midi, une bière en terrasse à la sortie du bureau ou un repas de famille le dimanche. <strong>Ici, chacun a sa table.</strong></p>',
          },
        },
        {
          // Invented facts about the business (its story, figures): sample until the merchant writes their own.
          sample: true,
          type: 'features',
          config: {
            title: 'Privatiser la salle',
            subtitle: 'Pour vos anniversaires, réunions et fêtes de famille, jusqu’à soixante personnes.',
            columns: 3,
            items: [
              { title: 'Menus sur mesure', text: 'Buffet, walking dinner ou repas assis : nous composons le menu avec vous.' },
              { title: 'Boissons au forfait', text: 'Une formule claire, bières et softs compris, sans mauvaise surprise.' },
              { title: 'Le soir et le week-end', text: 'Salle disponible en soirée du lundi au jeudi, et le dimanche midi.' },
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
            title: 'Réserver une table',
            text: 'Réservations par téléphone de préférence. Pour un groupe ou une privatisation, envoyez-nous un e-mail avec la date et le nombre de personnes.',
            showPhone: true,
            showEmail: true,
            mapLink: 'openstreetmap',
          },
        },
        {
          type: 'opening-hours',
          config: { title: 'Heures d’ouverture', subtitle: 'Cuisine ouverte de 12 h à 14 h 30 et de 18 h 30 à 22 h.', showClosedDays: true },
        },
      ],
    },
  ],
};
