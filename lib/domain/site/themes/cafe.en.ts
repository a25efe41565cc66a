// Theme "Brasserie" in English: the texts of ./cafe.ts, page by page and block by block.
import type { ThemeTexts } from '../themes';

export const cafeEn: ThemeTexts = {
  name: 'Brasserie',
  description: 'Convivial, in bottle green and brass, like a neighbourhood bistro: for cafés, brasseries and restaurants.',
  pages: [
    {
      title: 'Home',
      blocks: [
        {
          title: 'Market cooking and a drink on the terrace',
          subtitle:
            'From breakfast to the last drink: a short menu that follows the seasons, producers from the region and Belgian beers on tap.',
          ctaText: 'See the menu',
          secondaryCtaText: 'Book a table',
        },
        {
          title: 'At our place',
          items: [
            { title: 'Dish of the day', text: 'Every weekday lunchtime, a slow-cooked dish and a homemade soup, served quickly.' },
            { title: 'Local beers', text: 'Six Belgian beers on tap and some twenty in bottles, chosen from small breweries.' },
            { title: 'A sunny terrace', text: 'From the first fine days, forty seats on the terrace, away from the traffic.' },
          ],
        },
        {
          title: 'What our regulars say',
          items: [
            {
              quote: 'The meatballs in rabbit sauce are exactly as they should be, and the fries are cooked twice. We go back every Thursday.',
              role: 'Lunchtime regular',
            },
            { quote: 'Friendly service, a short menu but everything is good. The café gourmand is worth the trip.' },
            {
              quote: 'We celebrated our fortieth wedding anniversary there: the team looked after us from start to finish.',
              author: 'Jeanine and Paul',
              role: 'Private room',
            },
          ],
        },
        { title: 'We are open' },
        {
          title: 'Fancy a table tonight?',
          text: 'Book by phone; for more than eight people, send us an e-mail.',
          ctaText: 'Book',
        },
      ],
    },
    {
      title: 'The menu',
      blocks: [
        {
          text: 'The menu',
          eyebrow: 'Market cooking',
          subtitle: 'Our menu changes with the seasons. Ask us for the specials board and the allergens in each dish.',
        },
        {
          html:
            '<h3>To start</h3>' +
            '<ul><li>Soup of the day, sourdough bread <strong>€6.50</strong></li><li>Grey shrimp croquettes (2 pieces) <strong>€16.00</strong></li><li>Belgian cheese board with Liège syrup <strong>€14.00</strong></li></ul>' +
            '<h3>Mains</h3>' +
            '<ul><li>Flemish beef stew with brown beer, fresh fries <strong>€21.00</strong></li><li>Liège meatballs in rabbit sauce, salad <strong>€19.50</strong></li><li>Homemade vol-au-vent, fries or mash <strong>€20.00</strong></li><li>Leek stoemp with country sausage <strong>€17.50</strong></li></ul>' +
            '<h3>Desserts</h3>' +
            '<ul><li>Dame blanche, hot chocolate sauce <strong>€8.50</strong></li><li>Liège waffle, whipped cream <strong>€7.00</strong></li><li>Café gourmand <strong>€9.00</strong></li></ul>',
        },
        {
          title: 'You may be wondering…',
          items: [
            {
              question: 'Do you have vegetarian dishes?',
              answer: 'Yes, always at least one starter and one main. Tell us when you arrive and we will gladly adapt the dish of the day.',
            },
            {
              question: 'Are children welcome?',
              answer: 'Of course. We have high chairs and a small children’s plate on the menu.',
            },
          ],
        },
      ],
    },
    {
      title: 'Takeaway',
      blocks: [
        {
          text: 'Takeaway and gift vouchers',
          eyebrow: 'The shop',
          subtitle: 'Our sauces, jams and bottled beers, and gift vouchers to give. Order online, collect at the counter.',
        },
        {},
        {
          title: 'A gift voucher is always a good idea',
          text: 'Valid for a year, for a meal, a brunch or an evening with friends.',
          ctaText: 'Give a voucher',
        },
      ],
    },
    {
      title: 'Our place',
      blocks: [
        { text: 'Simply a neighbourhood café', eyebrow: 'Our place' },
        {
          html:
            '<p>Behind the zinc bar, a team that loves having guests. In the kitchen, local recipes made as they are at home, with produce we fetch ourselves from the market and from producers in the region.</p>' +
            '<p>People come for a coffee in the morning, the dish of the day at lunchtime, a beer on the terrace after work or a family meal on Sunday. <strong>Here, everyone has their table.</strong></p>',
        },
        {
          title: 'Book the room',
          subtitle: 'For birthdays, meetings and family parties, up to sixty people.',
          items: [
            { title: 'Tailor-made menus', text: 'Buffet, walking dinner or seated meal: we put the menu together with you.' },
            { title: 'Drinks package', text: 'A clear package, beers and soft drinks included, with no bad surprises.' },
            { title: 'Evenings and weekends', text: 'The room is available Monday to Thursday evenings, and at Sunday lunchtime.' },
          ],
        },
      ],
    },
    {
      title: 'Contact',
      blocks: [
        {
          title: 'Book a table',
          text: 'Bookings preferably by phone. For a group or a private event, send us an e-mail with the date and the number of people.',
        },
        { title: 'Opening hours', subtitle: 'Kitchen open from 12 noon to 2.30 pm and from 6.30 pm to 10 pm.' },
      ],
    },
  ],
};
