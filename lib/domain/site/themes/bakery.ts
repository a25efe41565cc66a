// Theme "Fournil": warm and generous, for bakeries and pâtisseries.
import type { ThemeDefinition } from '../themes';

export const bakeryTheme: ThemeDefinition = {
  key: 'bakery',
  name: 'Fournil',
  description: 'Chaleureux et gourmand, aux tons de croûte dorée : pour les boulangeries, pâtisseries et salons de thé.',
  tokens: {
    colorPrimary: '#8f3f14',
    colorAccent: '#e8b04b',
    colorBg: '#fffaf3',
    colorSurface: '#f6ecdd',
    colorText: '#2b1d14',
    colorMuted: '#6a5546',
    colorBorder: '#ead9c2',
    radius: '14px',
    space: '4.5rem',
    fontHeading: 'old-style',
    fontBody: 'humanist',
    buttonStyle: 'pill',
  },
  css: `/* Fournil — a warm, floury backdrop and generous headings. */
html { scroll-behavior: smooth; }
body {
  background-color: var(--vt-color-bg);
  background-image: radial-gradient(circle at 1px 1px, rgb(143 63 20 / 0.05) 1px, transparent 0);
  background-size: 22px 22px;
}
h1, h2 { letter-spacing: -0.01em; }
h2 { font-style: italic; }
::selection { background: var(--vt-color-accent); color: var(--vt-color-text); }
a:hover { text-decoration-thickness: 2px; text-underline-offset: 3px; }
blockquote { border-left: 3px solid var(--vt-color-accent); padding-left: 1rem; font-style: italic; }
@media (prefers-reduced-motion: reduce) { html { scroll-behavior: auto; } }
`,
  pages: [
    {
      title: 'Accueil',
      slug: '',
      blocks: [
        {
          type: 'shop-hero',
          config: {
            title: 'Du pain au levain, cuit chaque matin dans notre fournil',
            subtitle:
              'Farines belges moulues sur meule de pierre, longues fermentations et beaucoup de patience. Commandez la veille, retirez votre pain encore tiède.',
            ctaText: 'Commander en ligne',
            ctaLink: '/boutique',
            secondaryCtaText: 'Nos horaires',
            secondaryCtaLink: '/contact',
            layout: 'centered',
          },
        },
        {
          type: 'features',
          config: {
            title: 'Ce qui fait la différence',
            align: 'center',
            columns: 3,
            items: [
              {
                title: 'Levain naturel',
                text: 'Notre levain a plus de quinze ans. Il donne à nos pains une mie alvéolée et une conservation de plusieurs jours.',
              },
              {
                title: 'Farines de chez nous',
                text: 'Froment, épeautre et seigle viennent de moulins de Hesbaye et du Condroz, à moins de septante kilomètres.',
              },
              {
                title: 'Cuit sur place',
                text: 'Tout est façonné et cuit ici, dès quatre heures du matin. Rien n’arrive surgelé dans notre boulangerie.',
              },
            ],
          },
        },
        {
          type: 'product-grid',
          config: {
            title: 'Sortis du four ce matin',
            subtitle: 'Pains, couques et douceurs du jour, à réserver en ligne.',
            columns: 4,
            limit: 8,
            showPrices: true,
            showAddToCart: true,
          },
        },
        {
          type: 'testimonials',
          config: {
            title: 'Ils reviennent chaque semaine',
            align: 'center',
            items: [
              {
                quote: 'Le pain de campagne tient toute la semaine et le cramique du dimanche a le goût de celui de ma grand-mère.',
                author: 'Martine L.',
                role: 'Cliente depuis l’ouverture',
                rating: 5,
              },
              {
                quote: 'Je commande le vendredi soir, je passe le samedi à huit heures : tout est prêt, emballé, encore croustillant.',
                author: 'Thomas V.',
                role: 'Commande en ligne',
                rating: 5,
              },
              {
                quote: 'Des couques au beurre comme on n’en trouve plus. Et toujours un mot gentil au comptoir.',
                author: 'Nadia B.',
                rating: 5,
              },
            ],
          },
        },
        {
          type: 'cta-banner',
          config: {
            title: 'Une fête, un anniversaire, une communion ?',
            text: 'Nous préparons vos tartes, merveilleux et pièces montées sur commande, trois jours à l’avance.',
            ctaText: 'Nous contacter',
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
            text: 'Commander en ligne',
            eyebrow: 'Retrait en magasin',
            subtitle: 'Commandez avant 18 h, votre commande vous attend le lendemain dès l’ouverture.',
          },
        },
        { type: 'category-list', config: { title: 'Nos rayons', columns: 3, showProductCount: true } },
        {
          type: 'product-grid',
          config: { title: 'Toute la boulangerie', columns: 3, limit: 24, showPrices: true, showAddToCart: true },
        },
        {
          type: 'faq',
          config: {
            title: 'Bon à savoir',
            items: [
              {
                question: 'Jusqu’à quand puis-je commander ?',
                answer: 'Jusqu’à 18 h pour le lendemain. Pour les gâteaux et les grandes quantités, comptez trois jours.',
              },
              {
                question: 'Puis-je faire trancher mon pain ?',
                answer: 'Bien sûr. Indiquez-le simplement dans la remarque de votre commande, nous le tranchons au moment de la remise.',
              },
              {
                question: 'Proposez-vous des pains sans gluten ?',
                answer:
                  'Non : notre fournil travaille le froment toute la journée et nous ne pouvons pas garantir l’absence de traces. Nos pains au seigle et à l’épeautre contiennent du gluten.',
              },
            ],
          },
        },
      ],
    },
    {
      title: 'Notre histoire',
      slug: 'a-propos',
      blocks: [
        {
          type: 'heading',
          config: { text: 'Une histoire de pétrin et de quartier', eyebrow: 'Notre histoire', level: 'h2' },
        },
        {
          // Invented facts about the business (its story, figures): sample until the merchant writes their own.
          sample: true,
          type: 'rich-text',
          config: {
            html:
              '<p>Tout a commencé par un vieux four à sole racheté à un boulanger qui partait à la retraite. Nous avions l’envie de faire un pain <strong>simple, vrai et nourrissant</strong>, comme on le faisait avant que tout s’accélère.</p>' +
              '<p>Aujourd’hui, nous sommes une petite équipe de boulangers et de pâtissiers. Chaque nuit, nous pétrissons lentement, laissons la pâte reposer de longues heures et façonnons chaque pièce à la main.</p>' +
              '<h3>Nos engagements</h3>' +
              '<ul><li>Des farines belges, tracées jusqu’au moulin.</li><li>Pas d’additifs, pas d’améliorants, pas de pâtes surgelées.</li><li>Les invendus du jour partent chaque soir vers une épicerie solidaire du quartier.</li></ul>',
          },
        },
        {
          // Invented facts about the business (its story, figures): sample until the merchant writes their own.
          sample: true,
          type: 'features',
          config: {
            columns: 3,
            items: [
              { title: '4 h du matin', text: 'L’heure à laquelle le premier four s’allume, six jours sur sept.' },
              { title: '48 heures', text: 'La fermentation de notre pain de campagne, pour le goût et la digestibilité.' },
              { title: '0 additif', text: 'De la farine, de l’eau, du sel, du levain. Et c’est tout.' },
            ],
          },
        },
        {
          type: 'cta-banner',
          config: {
            title: 'Passez nous dire bonjour',
            text: 'La porte du fournil est souvent ouverte : demandez à voir le four.',
            ctaText: 'Adresse et horaires',
            ctaLink: '/contact',
            tone: 'surface',
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
            title: 'Nous trouver',
            text: 'Une question sur une commande, une allergie, une fête à préparer ? Appelez-nous ou passez au comptoir.',
            showPhone: true,
            showEmail: true,
            mapLink: 'openstreetmap',
          },
        },
        {
          type: 'opening-hours',
          config: {
            title: 'Heures d’ouverture',
            subtitle: 'Fermé le lundi. Les jours fériés, nous ouvrons le matin seulement.',
            showClosedDays: true,
          },
        },
      ],
    },
  ],
};
